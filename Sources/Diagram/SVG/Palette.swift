// Stable colours per view name: a name's hash picks one of ten colour pairs, each with a dark variant.

/// The colour classes views are drawn with.
enum Palette {
    /// One colour: fill and stroke for light mode, fill and stroke for dark mode.
    struct Swatch {
        let lightFill: String
        let lightStroke: String
        let darkFill: String
        let darkStroke: String
    }

    /// Ten hues far enough apart to tell neighbours apart; each stroke has at least 4.5:1 contrast
    /// against its fill, in both modes.
    static let swatches: [Swatch] = [
        Swatch(lightFill: "#dbeafe", lightStroke: "#1d4ed8", darkFill: "#1e3a5f", darkStroke: "#93c5fd"), // blue
        Swatch(lightFill: "#dcfce7", lightStroke: "#15803d", darkFill: "#14532d", darkStroke: "#86efac"), // green
        Swatch(lightFill: "#ffedd5", lightStroke: "#c2410c", darkFill: "#5c2a0e", darkStroke: "#fdba74"), // orange
        Swatch(lightFill: "#ede9fe", lightStroke: "#6d28d9", darkFill: "#3b2a6b", darkStroke: "#c4b5fd"), // violet
        Swatch(lightFill: "#fce7f3", lightStroke: "#be185d", darkFill: "#5f1d3f", darkStroke: "#f9a8d4"), // pink
        Swatch(lightFill: "#ccfbf1", lightStroke: "#0f766e", darkFill: "#134e4a", darkStroke: "#5eead4"), // teal
        Swatch(lightFill: "#fef9c3", lightStroke: "#a16207", darkFill: "#4d3b0b", darkStroke: "#fde047"), // yellow
        Swatch(lightFill: "#fee2e2", lightStroke: "#b91c1c", darkFill: "#5f1e1e", darkStroke: "#fca5a5"), // red
        Swatch(lightFill: "#e0e7ff", lightStroke: "#4338ca", darkFill: "#2e2f6b", darkStroke: "#a5b4fc"), // indigo
        Swatch(lightFill: "#cffafe", lightStroke: "#0e7490", darkFill: "#164e63", darkStroke: "#67e8f9"), // cyan
    ]

    /// The swatch index for `name`: FNV-1a over its UTF-8 bytes, so the same name has the same
    /// colour in every diagram, on every machine.
    static func index(for name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(swatches.count))
    }
}
