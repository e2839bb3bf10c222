// Stacks and flex containers of a layout block, laid out by the flex engine inside the constraint layout.
import Layout

/// Builds flex trees for the block's `stack` and `flex` views: their content size is their intrinsic
/// size in the constraint layout, and once their frame is solved they place their arranged views.
///
/// Stacks use Layout's stack vocabulary (`StackStyle`, whose documentation maps each term to flexbox).
struct ContainerLayouts {
    let document: LayoutDocument
    /// The document's views indexed by name and parent.
    let tree: ViewTree

    init(document: LayoutDocument, tree: ViewTree) {
        self.document = document
        self.tree = tree
    }

    /// A problem a container's properties cause, at the property's position.
    func errors() -> [DiagramError] {
        var errors: [DiagramError] = []
        for view in document.views where view.kind.isContainer {
            for child in tree.children(of: view.name) where child.kind == .view || child.kind == .scroll {
                if tree.hasChildren(child.name) {
                    errors.append(DiagramError(at: child.position,
                        "'\(child.name)' is arranged by '\(view.name)' and has views of its own; views inside a stack can be stacks or leaves for now"))
                }
            }
        }
        return errors
    }

    /// The natural size of the container `name` (its size along an auto-sized stack's axis), as UIKit's
    /// intrinsic content size: `.undefined` offers give the natural size, an exact offer is kept.
    func measureFunction(for name: String) -> MeasureFunction {
        let document = self.document, tree = self.tree
        let fallback = ViewDeclaration(name: name, kind: .stack, parent: "screen", position: SourcePosition(line: 1, column: 1),
                                       namePosition: SourcePosition(line: 1, column: 1))
        return FlexNode.measureFunction(direction: document.screen.direction == .rightToLeft ? .rtl : .ltr) {
            Self.node(for: tree.view(named: name) ?? fallback, in: tree, isRoot: true)
        }
    }

    /// Frames of the screen's unconstrained subviews `views`, flowed down a screen of `screen` size as
    /// in a vertical stack that stretches them across it.
    func flowFrames(of views: [ViewDeclaration], screen: Size) -> [String: Rect] {
        guard !views.isEmpty else { return [:] }
        var style = FlexStyle()
        style.flexDirection = .column
        style.alignItems = .stretch
        style.width = .points(screen.width)
        style.height = .points(screen.height)
        let root = FlexNode(style: style, children: views.map { Self.node(for: $0, in: tree) })
        root.layout(direction: document.screen.direction == .rightToLeft ? .rtl : .ltr)
        return Dictionary(uniqueKeysWithValues: zip(views, root.children).map { ($0.name, $1.frame) })
    }

    /// The arranged views of `container` laid out in its solved `size`, with frames relative to it.
    func arrangedScenes(of container: ViewDeclaration, size: Size) -> [SceneView] {
        let root = Self.node(for: container, in: tree, isRoot: true)
        root.style.width = .points(size.width)
        root.style.height = .points(size.height)
        root.style.minWidth = .auto; root.style.maxWidth = .auto; root.style.minHeight = .auto; root.style.maxHeight = .auto
        root.layout(direction: document.screen.direction == .rightToLeft ? .rtl : .ltr)
        return scenes(of: container, node: root)
    }

    private func scenes(of container: ViewDeclaration, node: FlexNode) -> [SceneView] {
        let declarations = tree.children(of: container.name)
        var arranged = zip(declarations, node.children).map { declaration, child in
            var scene = SceneView(name: declaration.name, kind: SceneViewKind(declaration.kind), frame: child.frame,
                                  text: declaration.text, fontSize: declaration.style.fontSize ?? LabelMetrics.defaultFontSize,
                                  numberOfLines: declaration.style.numberOfLines ?? 1)
            if declaration.kind.isContainer {
                scene.children = scenes(of: declaration, node: child)
                scene.guides = Self.containerGuides(of: declaration, size: child.frame.size, arranged: scene.children)
            }
            if let margin = declaration.style.margin,
               let guide = Guide.marginGuide(frame: Rect(origin: .zero, size: child.frame.size), margin: margin) {
                scene.guides.append(guide)
            }
            return scene
        }
        if container.kind == .stack, container.style.distribution == .equalCentering {
            let shown = declarations.indices.filter { declarations[$0].style.display != FlexDisplay.none }
            var frames = arranged.map(\.frame)
            StackLayout.centerEqually(&frames, shown: shown, axis: container.style.axis ?? .horizontal, in: node.frame.size,
                                      padding: container.style.padding ?? .zero)
            for index in arranged.indices { arranged[index].frame = frames[index] }
        }
        return arranged
    }

    /// The padding band and spacing areas of a container of `size`, in its own coordinates
    /// (`show=guides` draws them).
    static func containerGuides(of container: ViewDeclaration, size: Size, arranged: [SceneView]) -> [Guide] {
        let isVertical: Bool
        switch container.kind {
        case .stack: isVertical = container.style.axis == .vertical
        default: isVertical = container.style.flexDirection == .column || container.style.flexDirection == .columnReverse
        }
        return Guide.containerGuides(frame: Rect(origin: .zero, size: size), padding: container.style.padding ?? .zero,
                                     axis: isVertical ? .vertical : .horizontal, itemFrames: arranged.map(\.frame))
    }

    /// The flex node of a declared view and its arranged descendants.
    static func node(for view: ViewDeclaration, in tree: ViewTree, isRoot: Bool = false) -> FlexNode {
        var style = FlexStyle()
        let s = view.style
        if view.kind == .stack {
            stackStyle(of: view).applyContainer(to: &style)
        } else if view.kind == .flex {
            style.flexDirection = s.flexDirection ?? .row
            style.alignItems = .stretch
        }
        if let value = s.flexDirection, view.kind.isContainer { style.flexDirection = value }
        if let value = s.justifyContent { style.justifyContent = value }
        if let value = s.alignItems { style.alignItems = value }
        if let value = s.alignContent { style.alignContent = value }
        if let value = s.justifyContentOverflow { style.justifyContentOverflow = value }
        if let value = s.alignItemsOverflow { style.alignItemsOverflow = value }
        if let value = s.alignContentOverflow { style.alignContentOverflow = value }
        if let value = s.flexWrap { style.flexWrap = value }
        if let value = s.isWrapBalanced { style.isWrapBalanced = value }
        if let value = s.rowGap { style.rowGap = .points(value) }
        if let value = s.columnGap { style.columnGap = .points(value) }
        if let padding = s.padding {
            style.padding.top = .points(padding.top); style.padding.left = .points(padding.left)
            style.padding.bottom = .points(padding.bottom); style.padding.right = .points(padding.right)
        }
        if !isRoot {
            if let margin = s.margin {
                style.margin.top = .points(margin.top); style.margin.left = .points(margin.left)
                style.margin.bottom = .points(margin.bottom); style.margin.right = .points(margin.right)
            }
            style.width = length(s.width); style.height = length(s.height)
            style.minWidth = length(s.minWidth); style.minHeight = length(s.minHeight)
            style.maxWidth = length(s.maxWidth); style.maxHeight = length(s.maxHeight)
            if let parent = tree.view(named: view.parent) {
                // CSS items shrink by default; UIStackView items keep their size unless compressed.
                if parent.kind == .stack { stackStyle(of: parent).applyItemDefaults(to: &style) } else { style.flexShrink = 1 }
            }
            if let value = s.flexGrow { style.flexGrow = value }
            if let value = s.flexShrink { style.flexShrink = value }
            if let value = s.flexBasis { style.flexBasis = length(value) }
            if let value = s.alignSelf { style.alignSelf = value }
            if let value = s.alignSelfOverflow { style.alignSelfOverflow = value }
            if let value = s.aspectRatio { style.aspectRatio = value }
            if let value = s.position { style.position = value }
            if let value = s.left { style.inset.left = length(value) }
            if let value = s.top { style.inset.top = length(value) }
            if let value = s.right { style.inset.right = length(value) }
            if let value = s.bottom { style.inset.bottom = length(value) }
        }
        if s.display == FlexDisplay.none { style.display = .none }
        if view.kind == .label {
            let text = view.text ?? "", fontSize = s.fontSize ?? LabelMetrics.defaultFontSize, lines = s.numberOfLines ?? 1
            return FlexNode(style: style, measure: LabelMetrics.measureFunction(text: text, fontSize: fontSize, numberOfLines: lines))
        }
        let children = view.kind.isContainer ? tree.children(of: view.name).map { node(for: $0, in: tree) } : []
        return FlexNode(style: style, children: children)
    }

    /// A stack view's properties in Layout's stack vocabulary.
    static func stackStyle(of view: ViewDeclaration) -> StackStyle {
        let s = view.style
        return StackStyle(axis: s.axis ?? .horizontal, alignment: s.alignment ?? .fill, distribution: s.distribution ?? .fill,
                          spacing: s.gap ?? 0, padding: s.padding ?? .zero, sizing: s.sizing ?? .auto)
    }

    private static func length(_ dimension: Dimension?) -> FlexLength {
        switch dimension {
        case .points(let value)?: return .points(value)
        case .percent(let value)?: return .percent(value)
        case .auto?, nil: return .auto
        }
    }
}
