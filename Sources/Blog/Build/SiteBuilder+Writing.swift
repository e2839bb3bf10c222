// The last step of a build: render what changed, post-process it, place it in the destination, finish, keep the caches.
import Foundation
import Parallel

/// One output file after rendering.
private struct WrittenFile: Sendable {
    var path: String
    var entry: OutputCacheEntry
    var isChanged: Bool
    var wasRendered: Bool
    var error: OutputError?
    /// The bytes the destination writes at `finish` (nil when unchanged or already written).
    var pending: Data? = nil
}

/// Makes one output file's bytes from its `OutputSpec`: renders its template or reads what it copies, then runs the
/// post-processing transforms over rendered pages.
private struct FileRenderer: Sendable {
    let library: TemplateLibrary
    /// Run in order over every page a template rendered, with what the values it printed need (`PageNeeds`).
    let transforms: [@Sendable (Data, PageNeeds) -> Data]

    /// The bytes of `spec`, and whether a template rendered them.
    func bytes(of spec: OutputSpec) throws(OutputError) -> (bytes: Data, wasRendered: Bool) {
        func render(_ kind: PageKind, _ context: ContextValue) throws(OutputError) -> (page: Data, needs: PageNeeds) {
            do {
                guard let rendered = try library.renderPage(context, templateNamed: kind.templateName, capacity: 32_768) else { return (Data(), []) }
                return (Data(rendered.bytes), rendered.needs)
            } catch {
                throw OutputError(path: error.location.description, message: error.message)
            }
        }
        var (page, needs): (Data, PageNeeds)
        switch spec.source {
        case .template(let kind, let context): (page, needs) = try render(kind, context)
        case .deferred(let kind, let context): (page, needs) = try render(kind, context.make())
        case .bytes(let data): return (data, false)
        case .copy(let url, _, _): return (try OutputFiles.read(url), false)
        }
        for transform in transforms { page = transform(page, needs) }
        return (page, true)
    }
}

extension SiteBuilder {
    /// Renders and writes `run.specs`, then the search index made meanwhile, per `options.outputMode`, filling the
    /// counts of `report`. `owned` lists the files the output folder held that an earlier build wrote (its
    /// manifest): the only ones a first build may remove.
    func write(_ run: BuildRun, options: BuildOptions, owned: Set<String>, report: inout BuildReport) throws(OutputError) {
        guard let library = run.library else { return }
        var destination: any OutputDestination
        switch options.outputMode {
        case .planOnly: return
        case .staged: destination = try StagedOutput.begin(output: options.outputFolder, paths: Set(run.specs.map(\.path)))
        case .inPlace: destination = try InPlaceOutput(output: options.outputFolder)
        }
        // Post-processing: a theme without the diagram style sheet gets it in each page that draws a diagram.
        let transforms: [@Sendable (Data, PageNeeds) -> Data] = DiagramStyles.themeHasStyleSheet(run.theme) ? [] : [DiagramStyles.addingStyleSheet]
        let renderer = FileRenderer(library: library, transforms: transforms)
        let fingerprint = run.theme.fingerprint   // a hash of every theme file: once, not per file
        let previous = caches.output
        report.fileCount = run.specs.count

        var specs = run.specs
        let placing = destination
        var outcomes = Parallel.map(specs) { place($0, renderer: renderer, fingerprint: fingerprint, previous: previous, in: placing) }
        // The search index, made while the pages above were written, is written after them.
        if let index = run.searchIndexWrittenLast?.specs() {
            destination.add(index.map(\.path))
            let placing = destination
            outcomes += Parallel.map(index) { place($0, renderer: renderer, fingerprint: fingerprint, previous: previous, in: placing) }
            specs += index
            for spec in index { report.sourceMap?.owners[spec.path] = .generated }
        }
        report.fileCount = specs.count
        let files = outcomes.compactMap { $0 }
        let removed = removedPaths(specs: specs, previous: previous, owned: owned)
        do throws(OutputError) {
            if let failure = files.lazy.compactMap(\.error).first { throw failure }
            try destination.finish(pending: files.compactMap { file in file.pending.map { (file.path, $0) } },
                                   removed: removed.paths, produced: removed.produced,
                                   pathsChanged: previous.isEmpty || !removed.paths.isEmpty || files.contains { previous[$0.path] == nil })
        } catch {
            destination.discard()
            caches.output = [:]
            throw error
        }
        keepOutput(files, previous: previous, removed: removed.paths)
        report.removedPaths = removed.paths
        report.changedPaths = (files.filter(\.isChanged).map(\.path) + removed.paths).sorted()
        report.renderedPageCount = files.filter(\.wasRendered).count
    }

    /// One file rendered if need be and placed; nil when the destination holds it from an earlier build of the same
    /// inputs.
    private nonisolated func place(_ spec: OutputSpec, renderer: FileRenderer, fingerprint: UInt64,
                                   previous: [String: OutputCacheEntry], in destination: some OutputDestination) -> WrittenFile? {
        let old = previous[spec.path]
        var wasRendered = false
        do throws(OutputError) {
            let data: Data
            var hashValue: UInt64
            if let old, old.themeFingerprint == fingerprint, let cached = old.bytes, old.source == spec.source {
                if destination.holdsLastBuild { return nil }
                (data, hashValue) = (cached, old.hash)
            } else {
                (data, wasRendered) = try renderer.bytes(of: spec)
                // A build with nothing to compare with (a one-shot build into a fresh folder) needs no hash.
                hashValue = 0
                if !previous.isEmpty || policy == .reused {
                    var hash = FNV1a()
                    hash.add(data)
                    hashValue = hash.value
                }
            }
            let placed = try destination.place(data, at: spec.path, isNew: old == nil, isChanged: old == nil || old!.hash != hashValue)
            let entry = OutputCacheEntry(source: spec.source, themeFingerprint: fingerprint, hash: hashValue,
                                         bytes: policy == .reused ? data : nil)
            return WrittenFile(path: spec.path, entry: entry, isChanged: placed.isChanged, wasRendered: wasRendered, error: nil,
                               pending: placed.pending)
        } catch {
            let entry = OutputCacheEntry(source: spec.source, themeFingerprint: fingerprint, hash: 0, bytes: nil)
            return WrittenFile(path: spec.path, entry: entry, isChanged: true, wasRendered: wasRendered, error: error)
        }
    }

    /// The files an earlier build wrote that this one does not, sorted, and every path this one writes (made only
    /// when needed): after a first build what this builder wrote last time, before it what the folder's manifest lists.
    private nonisolated func removedPaths(specs: [OutputSpec], previous: [String: OutputCacheEntry],
                                          owned: Set<String>) -> (paths: [String], produced: () -> Set<String>) {
        let produced = { Set(specs.map(\.path)) }
        if previous.isEmpty {
            let paths = produced()
            return (owned.filter { !paths.contains($0) }.sorted(), { paths })
        }
        if previous.count == specs.count && specs.allSatisfy({ previous[$0.path] != nil }) { return ([], produced) }
        let paths = produced()
        return (previous.keys.filter { !paths.contains($0) }.sorted(), { paths })
    }

    /// Keeps what was written for the next build of a reused builder: files skipped above keep their entries.
    private func keepOutput(_ files: [WrittenFile], previous: [String: OutputCacheEntry], removed: [String]) {
        guard policy == .reused else {
            caches.output = [:]
            return
        }
        var cache = previous
        for path in removed { cache.removeValue(forKey: path) }
        for file in files { cache[file.path] = file.entry }
        caches.output = cache
    }
}
