// The width picker of a `switch` diagram: radio buttons that show one panel at a time, with CSS only.

/// Writes the radio buttons for a diagram drawn with `widths=… switch`. `DiagramStyleSheet.css` shows
/// the panel of the checked button (`.ld-wN:checked` shows `.ld-pN`), the first one without `:has()`.
public enum WidthPicker {
    /// The controls for panels labelled `labels`, in a radio group named `group` (unique on the page) labelled `label`.
    public static func html(labels: [String], group: String, label: String = DiagramWords.english.screenWidth) -> String {
        guard labels.count > 1 else { return "" }
        var html = "<div class=\"ld-widths\" role=\"radiogroup\" aria-label=\"\(SVGFormat.escape(label))\">"
        // Each button inside its label: no ids, which pages that scope ids (month pages) would rename.
        for (index, label) in labels.enumerated() {
            html += "<label><input type=\"radio\" class=\"ld-w\(index)\" name=\"\(group)\"\(index == 0 ? " checked" : "")> \(SVGFormat.escape(label))</label>"
        }
        return html + "</div>"
    }
}
