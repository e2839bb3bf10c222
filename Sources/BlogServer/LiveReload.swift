// What the preview server adds to every HTML page it serves: the live-reload script and the error overlay.
import Blog

/// The additions to served HTML. `blog build` output never contains them: they are added per response.
enum LiveReload {
    /// The Server-Sent Events endpoint the script listens on.
    static let eventsPath = "/__blog/events"

    /// `html` with the live-reload script (and, when the last rebuild failed, the error overlay) put
    /// before the last `</body>`, or at the end when there is none.
    ///
    /// The script names the site generation the page was served from; the server answers a stale
    /// generation with an immediate reload, so a rebuild that finishes while the page is loading is not missed.
    static func inject(into html: [UInt8], generation: Int, errors: [String]) -> [UInt8] {
        var addition = ""
        if !errors.isEmpty { addition += overlay(errors) }
        addition += script(generation: generation)
        let marker = Array("</body>".utf8)
        var insertAt = html.count
        if html.count >= marker.count {
            var index = html.count - marker.count
            while index >= 0 {
                if html[index] == UInt8(ascii: "<") && html[index..<(index + marker.count)].elementsEqual(marker) {
                    insertAt = index
                    break
                }
                index -= 1
            }
        }
        var result = [UInt8]()
        result.reserveCapacity(html.count + addition.utf8.count)
        result += html[..<insertAt]
        result += addition.utf8
        result += html[insertAt...]
        return result
    }

    /// The script: reload on a `reload` event; EventSource reconnects by itself after a server restart.
    static func script(generation: Int) -> String {
        """
        <script>(function(){var s=new EventSource("\(eventsPath)?since=\(generation)");\
        s.addEventListener("reload",function(){s.close();location.reload();});})();</script>

        """
    }

    /// A fixed panel over the page listing the build errors (`path:line:column: message`).
    static func overlay(_ errors: [String]) -> String {
        let items = errors.map { "<li>\(HTMLEscaping.text($0))</li>" }.joined()
        return """
        <div id="blog-build-errors" role="alert" style="position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;\
        z-index:2147483647;margin:0;padding:12px 16px;background:#2b0d0d;color:#ffd7d7;\
        font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;border-top:3px solid #e5484d">\
        <strong style="color:#fff">The last rebuild failed; this is the last good version of the site.</strong>\
        <ul style="margin:6px 0 0;padding-left:18px;white-space:pre-wrap">\(items)</ul></div>

        """
    }
}
