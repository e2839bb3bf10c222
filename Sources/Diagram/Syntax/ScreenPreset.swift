// Named screen sizes (`screen iphone-se`): the portrait size in points of common devices.
import Layout

/// A device whose screen a block can name instead of writing `screen WxH`.
public struct ScreenPreset: Hashable, Sendable {
    /// The name used in blocks, lowercase with hyphens (`iphone-15-pro-max`).
    public var name: String
    /// The portrait screen size in points.
    public var size: Size

    /// Every preset, smallest first. Sizes are the devices' portrait screens in points (UIKit `bounds`).
    public static let all: [ScreenPreset] = [
        ScreenPreset(name: "iphone-se", size: Size(width: 320, height: 568)),
        ScreenPreset(name: "iphone-8", size: Size(width: 375, height: 667)),
        ScreenPreset(name: "iphone-se-3", size: Size(width: 375, height: 667)),
        ScreenPreset(name: "iphone-x", size: Size(width: 375, height: 812)),
        ScreenPreset(name: "iphone-13-mini", size: Size(width: 375, height: 812)),
        ScreenPreset(name: "iphone-11", size: Size(width: 414, height: 896)),
        ScreenPreset(name: "iphone-8-plus", size: Size(width: 414, height: 736)),
        ScreenPreset(name: "iphone-14", size: Size(width: 390, height: 844)),
        ScreenPreset(name: "iphone-15", size: Size(width: 393, height: 852)),
        ScreenPreset(name: "iphone-15-pro", size: Size(width: 393, height: 852)),
        ScreenPreset(name: "iphone-15-plus", size: Size(width: 430, height: 932)),
        ScreenPreset(name: "iphone-15-pro-max", size: Size(width: 430, height: 932)),
        ScreenPreset(name: "iphone-16", size: Size(width: 393, height: 852)),
        ScreenPreset(name: "iphone-16-pro", size: Size(width: 402, height: 874)),
        ScreenPreset(name: "iphone-16-pro-max", size: Size(width: 440, height: 956)),
        ScreenPreset(name: "ipad-mini", size: Size(width: 744, height: 1133)),
        ScreenPreset(name: "ipad", size: Size(width: 810, height: 1080)),
        ScreenPreset(name: "ipad-pro-11", size: Size(width: 834, height: 1194)),
        ScreenPreset(name: "ipad-pro-13", size: Size(width: 1024, height: 1366)),
    ]

    /// The preset called `name` (case-insensitive), or nil.
    public static func named(_ name: String) -> ScreenPreset? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered }
    }
}
