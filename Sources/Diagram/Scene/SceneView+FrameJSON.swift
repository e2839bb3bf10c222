// The frames of a laid-out diagram in the JSON form of `blog layout solve`.
import Layout

extension SceneView {
    /// The frames of this view and its descendants in `FrameJSON`'s form. Call it on the tree with
    /// frames relative to each parent (`EngineLowering.relativeScene`), not on a resolved scene.
    public var frameJSON: String {
        var frames: [String: Rect] = [:]
        var contentSizes: [String: Size] = [:]
        for view in allViews {
            frames[view.name] = view.frame
            if let scroll = view.scroll { contentSizes[view.name] = scroll.contentSize }
        }
        return FrameJSON.encode(frames: frames, contentSizes: contentSizes)
    }
}
