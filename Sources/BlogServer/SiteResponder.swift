// Answers the preview server's HTTP requests: site files with ETags, folder indexes, 404s, live-reload events.
import Blog
import Foundation
import Hummingbird

/// The one responder of `blog serve`. GET and HEAD only.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// Request targets longer than this get 414 (beyond 8 KiB the HTTP decoder refuses them with 400).
    static let maxTargetLength = 4 * 1024

    let files: SiteFiles
    let state: PreviewState

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        if request.uri.string.utf8.count > SiteResponder.maxTargetLength {
            return Response(status: .uriTooLong)
        }
        let response = await answer(request)
        return request.method == .head ? response.createHeadResponse() : response
    }

    private func answer(_ request: Request) async -> Response {
        let urlPath = request.uri.path
        if urlPath == LiveReload.eventsPath {
            guard request.method == .get else { return Response(status: .ok, headers: Self.eventHeaders) }
            return await events(since: request.uri.queryParameters["since"].flatMap { Int($0) })
        }
        await state.waitUntilReady()
        guard let path = RequestPath(urlPath: urlPath, includedHidden: await state.includedHiddenPaths) else { return await notFound() }
        switch files.lookup(path) {
        case .file(let file):
            guard let bytes = SiteFiles.read(file) else { return await notFound() }
            return await page(bytes, path: path.filePath, status: .ok, request: request)
        case .folderWithoutSlash:
            let query = request.uri.query.map { "?" + $0 } ?? ""
            return Response(status: .movedPermanently, headers: [.location: urlPath + "/" + query])
        case .missing:
            return await notFound(near: path)
        }
    }

    /// A file's response: HTML gets the live-reload additions; every response gets an ETag of its exact bytes.
    private func page(_ bytes: [UInt8], path: String, status: HTTPResponse.Status, request: Request?) async -> Response {
        let type = ContentTypes.type(forPath: path)
        var body = bytes
        if type.hasPrefix("text/html") {
            let (generation, errors) = await (state.generation, state.errors)
            body = LiveReload.inject(into: bytes, generation: generation, errors: errors)
        }
        let etag = "\"\(ETag.hash(body))\""
        var headers: HTTPFields = [.contentType: type, .eTag: etag, .cacheControl: "no-cache",
                                   .init("X-Content-Type-Options")!: "nosniff"]
        if status == .ok, let request, ETag.matches(request.headers[.ifNoneMatch], etag: etag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The site's own 404.html with status 404, or a plain page when the site has none (yet). For a missing `path`, the
    /// nearest 404.html above it (a language's own, `en/404.html`), as Cloudflare Pages chooses one.
    private func notFound(near path: RequestPath? = nil) async -> Response {
        let folders = path.map { $0.isFolder ? $0.segments : Array($0.segments.dropLast()) } ?? []
        for depth in stride(from: folders.count, through: 0, by: -1) {
            let candidate = (folders.prefix(depth) + [SitePaths.notFound]).joined(separator: "/")
            if let file = files.regularFile(candidate), let bytes = SiteFiles.read(file) {
                return await page(bytes, path: SitePaths.notFound, status: .notFound, request: nil)
            }
        }
        let fallback = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Not found</title></head>"
            + "<body><h1>Not found</h1><p>This site has no page here.</p></body></html>\n"
        return await page(Array(fallback.utf8), path: SitePaths.notFound, status: .notFound, request: nil)
    }

    private static let eventHeaders: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]

    /// The Server-Sent Events stream: `event: reload` after each rebuild that changed something.
    private func events(since: Int?) async -> Response {
        let (id, events) = await state.subscribe(since: since)
        let state = self.state
        return Response(status: .ok, headers: Self.eventHeaders, body: ResponseBody { writer in
            do {
                try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
                for await event in events {
                    switch event {
                    case .reload(let generation): try await writer.write(ByteBuffer(string: "event: reload\ndata: \(generation)\n\n"))
                    case .keepAlive: try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                    }
                }
                await state.unsubscribe(id)
                try await writer.finish(nil)
            } catch {
                await state.unsubscribe(id)
                throw error
            }
        })
    }
}

/// Entity tags: a hash of the exact response bytes.
enum ETag {
    /// FNV-1a (64-bit) of `bytes`, as 16 hex digits.
    static func hash(_ bytes: [UInt8]) -> String {
        var hash = FNV1a()
        hash.add(bytes)
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Whether an `If-None-Match` header value names `etag` (weak comparison, as RFC 9110 asks for GET).
    static func matches(_ header: String?, etag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingCharacters(in: .whitespaces)
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag.removeFirst(2) }
            return tag == etag
        }
    }
}
