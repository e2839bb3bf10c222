// The steps of CSS Flexbox §9 for one container: base sizes, lines, flexible lengths, alignment.

extension FlexContext {
    /// Lays `node` out in an offered border-box size (nil: undefined) and returns its border-box size.
    /// With `perform`, children get their positions too; without, only the size is computed (cached).
    /// With `contentSized`, the size is what the content needs, not clamped by the node's min and max.
    func layout(_ node: FlexNode, width: Double?, widthMode: MeasureMode, height: Double?, heightMode: MeasureMode,
                ownerWidth: Double?, ownerHeight: Double?, perform: Bool, contentSized: Bool = false) -> Size {
        prepare(node)
        if !perform, !contentSized, widthMode == .exactly, heightMode == .exactly {
            // An exact offer is the answer, within the node's min, max, padding and border: there is
            // nothing to measure, and an exact answer only ever answers the same offer, so nothing to cache.
            return Size(width: clamp(node, width ?? 0, isRow: true, owner: ownerWidth, ownerWidth: ownerWidth),
                        height: clamp(node, height ?? 0, isRow: false, owner: ownerHeight, ownerWidth: ownerWidth))
        }
        // The owner's size only matters to a node whose own style has percentages; leaving it out of the
        // key otherwise lets one answer serve the owner's measuring passes and its final one alike.
        let ownerMatters = node.sizeUsesOwnerSize
        let key = MeasureKey(width: width, widthMode: widthMode, height: height, heightMode: heightMode,
                             ownerWidth: ownerMatters ? ownerWidth : nil, ownerHeight: ownerMatters ? ownerHeight : nil,
                             contentSized: contentSized)
        // An intrinsic size being found is another answer than a layout's: it is neither read from nor kept in the cache.
        let measuringIntrinsic = node.measuringIntrinsicSize
        if !perform, !measuringIntrinsic, let cached = node.measureCache.last(where: { $0.answers(key) }) { return cached.size }
        let size = computeLayout(node, width: width, widthMode: widthMode, height: height, heightMode: heightMode,
                                 ownerWidth: ownerWidth, ownerHeight: ownerHeight, perform: perform, contentSized: contentSized)
        if measuringIntrinsic { return size }
        if node.measureCache.count == 8 { node.measureCache.removeFirst() }
        node.measureCache.append(MeasureEntry(key: key, size: size))
        if perform {
            node.width = size.width
            node.height = size.height
        }
        return size
    }

    private func computeLayout(_ node: FlexNode, width: Double?, widthMode: MeasureMode, height: Double?, heightMode: MeasureMode,
                               ownerWidth: Double?, ownerHeight: Double?, perform: Bool, contentSized: Bool) -> Size {
        let pbRow = paddingAndBorder(node, isRow: true, ownerWidth: ownerWidth)
        let pbColumn = paddingAndBorder(node, isRow: false, ownerWidth: ownerWidth)
        // The node's own size on an axis: clamped by its min and max, unless only its content size is asked.
        func bounded(_ value: Double, isRow: Bool) -> Double {
            if contentSized { return max(value, isRow ? pbRow : pbColumn) }
            return clamp(node, value, isRow: isRow, owner: isRow ? ownerWidth : ownerHeight, ownerWidth: ownerWidth)
        }
        func finish(_ contentWidth: Double, _ contentHeight: Double) -> Size {
            let w = widthMode == .exactly ? (width ?? 0) : (widthMode == .atMost ? min(width ?? .infinity, contentWidth) : contentWidth)
            let h = heightMode == .exactly ? (height ?? 0) : (heightMode == .atMost ? min(height ?? .infinity, contentHeight) : contentHeight)
            return Size(width: bounded(w, isRow: true), height: bounded(h, isRow: false))
        }
        if perform { node.baselineItem = -1 }
        let children = layoutChildren(of: node)
        if let measure = node.measure, children.isEmpty {
            // The leaf's own max size caps what its content is offered.
            var offeredWidth = width, offeredWidthMode = width == nil ? MeasureMode.undefined : widthMode
            var offeredHeight = height, offeredHeightMode = height == nil ? MeasureMode.undefined : heightMode
            if offeredWidthMode != .exactly, let maximum = minMax(node, isRow: true, owner: ownerWidth, ownerWidth: ownerWidth).max {
                offeredWidth = min(offeredWidth ?? .infinity, maximum); offeredWidthMode = .atMost
            }
            if offeredHeightMode != .exactly, let maximum = minMax(node, isRow: false, owner: ownerHeight, ownerWidth: ownerWidth).max {
                offeredHeight = min(offeredHeight ?? .infinity, maximum); offeredHeightMode = .atMost
            }
            let measured = measure(offeredWidth.map { max($0 - pbRow, 0) } ?? .infinity, offeredWidthMode,
                                   offeredHeight.map { max($0 - pbColumn, 0) } ?? .infinity, offeredHeightMode)
            return finish(measured.width + pbRow, measured.height + pbColumn)
        }
        if children.isEmpty { return finish(pbRow, pbColumn) }

        // Axes (§9.1 initial setup).
        let flexDirection = resolvedDirection(node)
        let isRow = flexDirection == .row || flexDirection == .rowReverse
        let isMainReversed = flexDirection == .rowReverse || flexDirection == .columnReverse
        let mainOffer = isRow ? width : height, crossOffer = isRow ? height : width
        let offeredMainMode = isRow ? widthMode : heightMode
        let offeredCrossMode = isRow ? heightMode : widthMode
        let pbMain = isRow ? pbRow : pbColumn, pbCross = isRow ? pbColumn : pbRow
        let (minMain, maxMain) = minMax(node, isRow: isRow, owner: isRow ? ownerWidth : ownerHeight, ownerWidth: ownerWidth)
        let maxCross = minMax(node, isRow: !isRow, owner: isRow ? ownerHeight : ownerWidth, ownerWidth: ownerWidth).max
        var innerMain = mainOffer.map { $0 - pbMain }
        var mainMode = offeredMainMode
        if let value = innerMain, let maxMain, mainMode != .exactly { innerMain = min(value, maxMain - pbMain) }
        if innerMain == nil, let maxMain { innerMain = maxMain - pbMain; mainMode = .atMost }
        var innerCross = crossOffer.map { $0 - pbCross }
        var crossMode = offeredCrossMode
        if innerCross == nil, let maxCross {
            // An unbounded cross axis is still bounded by the container's own max size.
            innerCross = maxCross - pbCross
            crossMode = .atMost
        } else if let value = innerCross, let maxCross, crossMode != .exactly {
            innerCross = min(value, maxCross - pbCross)
        }
        // Percentages of children resolve against an exact offer only: while this node's size is still being
        // found (an at-most offer, or a bound from its own max), a percentage of it counts as `auto` (CSS's
        // cyclic percentages); the final layout offers the size found exactly and resolves them against it.
        let mainBase = offeredMainMode == .exactly ? innerMain : nil
        let crossBase = offeredCrossMode == .exactly ? innerCross : nil
        let innerWidth = isRow ? mainBase : crossBase, innerHeight = isRow ? crossBase : mainBase
        let mainGap = ((isRow ? node.style.columnGap : node.style.rowGap).resolve(innerMain) ?? 0)
        let crossGap = ((isRow ? node.style.rowGap : node.style.columnGap).resolve(innerCross) ?? 0)
        let leadingPaddingMain = padding(node, isRow: isRow, leading: !isMainReversed, ownerWidth: ownerWidth) + border(node, isRow: isRow, leading: !isMainReversed)
        // In a right-to-left container a column's cross axis (horizontal) starts at the right.
        let isCrossReversed = !isRow && node.textDirection == .rtl
        let leadingPaddingCross = padding(node, isRow: !isRow, leading: !isCrossReversed, ownerWidth: ownerWidth) + border(node, isRow: !isRow, leading: !isCrossReversed)

        let flow = node.childrenAreFlowItems ? children : children.filter { $0.style.position != .absolute }

        // §9.2 step 3: the flex base size and hypothetical main size of each item.
        let items = itemStack.take(flow.count)
        defer { itemStack.giveBack(items) }
        for (index, child) in flow.enumerated() {
            var item = FlexItem(node: child)
            // Margins from the child's resolved box, read once: (start, end) on the main and cross axes.
            let childBox = box(child, ownerWidth: innerWidth)
            let margin = childBox.margin, auto = childBox.autoMargins
            let (mainStart, mainEnd) = isRow ? (margin.left, margin.right) : (margin.top, margin.bottom)
            let (autoMainStart, autoMainEnd) = isRow ? (auto.left, auto.right) : (auto.top, auto.bottom)
            let (crossStart, crossEnd) = isRow ? (margin.top, margin.bottom) : (margin.left, margin.right)
            let (autoCrossStart, autoCrossEnd) = isRow ? (auto.top, auto.bottom) : (auto.left, auto.right)
            item.marginMainLeading = isMainReversed ? mainEnd : mainStart
            item.marginMainTrailing = isMainReversed ? mainStart : mainEnd
            item.marginCrossLeading = isCrossReversed ? crossEnd : crossStart
            item.marginCrossTrailing = isCrossReversed ? crossStart : crossEnd
            item.autoMainLeading = isMainReversed ? autoMainEnd : autoMainStart
            item.autoMainTrailing = isMainReversed ? autoMainStart : autoMainEnd
            item.autoCrossLeading = isCrossReversed ? autoCrossEnd : autoCrossStart
            item.autoCrossTrailing = isCrossReversed ? autoCrossStart : autoCrossEnd
            (item.minMain, item.maxMain) = minMax(child, isRow: isRow, owner: mainBase, ownerWidth: innerWidth)
            let hasMinMax = item.minMain != nil || item.maxMain != nil
            item.basis = determineFlexBaseSize(child, isRow: isRow, innerMain: innerMain, innerCross: innerCross,
                                               crossMode: crossMode, container: node, innerWidth: innerWidth, innerHeight: innerHeight,
                                               crossMargins: item.marginCrossLeading + item.marginCrossTrailing, hasMinMax: hasMinMax,
                                               mainBase: mainBase)
            if item.minMain == nil, needsAutomaticMinimum(child, isRow: isRow) {
                item.minMain = automaticMinimumMain(child, isRow: isRow, maxMain: item.maxMain, innerMain: innerMain, innerCross: innerCross,
                                                    crossMode: crossMode, container: node, innerWidth: innerWidth, innerHeight: innerHeight,
                                                    crossMargins: item.marginCrossLeading + item.marginCrossTrailing)
            }
            item.hypotheticalMain = clampMain(item, item.basis)
            item.contribution = item.hypotheticalMain
            if isRow, mainMode != .exactly, child.style.flexBasis != .auto {
                // A row sized by its content (its intrinsic width) counts an item's width, not its flex basis, as
                // browsers do; a column's height comes from laying the items out, flex bases included.
                let size = styleSize(child, isRow: isRow, owner: mainBase, ownerWidth: innerWidth)
                    ?? contentMainSize(child, isRow: isRow, innerMain: innerMain, innerCross: innerCross, crossMode: crossMode,
                                       container: node, innerWidth: innerWidth, innerHeight: innerHeight,
                                       crossMargins: item.marginCrossLeading + item.marginCrossTrailing, hasMinMax: hasMinMax)
                item.contribution = clampMain(item, max(size, paddingAndBorder(child, isRow: isRow, ownerWidth: innerWidth)))
            }
            items.initialize(index, to: item)
        }

        // §9.3: collect items into lines (at most one per item, and one when there are none).
        let lineSlots = lineStack.take(max(items.count, 1))
        defer { lineStack.giveBack(lineSlots) }
        var lineCount = 0
        var line = FlexLine(items: 0..<0)
        var used = 0.0
        let isBalanced = node.style.isWrapBalanced && node.style.flexWrap != .nowrap
        if isBalanced {
            // css-flexbox-2's proposed `flex-wrap: balance`, as Chrome breaks the lines (`FlexLineBalancer`).
            var balancer = FlexLineBalancer(sizes: items.lazy.map { $0.hypotheticalMain + $0.marginMainLeading + $0.marginMainTrailing },
                                            gap: mainGap, limit: innerMain)
            var start = 0
            for count in balancer.itemsPerLine(minimumLines: node.style.minimumLineCount) {
                lineSlots.initialize(lineCount, to: FlexLine(items: start..<(start + count)))
                lineCount += 1
                start += count
            }
        }
        for index in items.indices where !isBalanced {
            let outer = items[index].hypotheticalMain + items[index].marginMainLeading + items[index].marginMainTrailing
            let gap = line.items.isEmpty ? 0 : mainGap
            if node.style.flexWrap != .nowrap, !line.items.isEmpty, let limit = innerMain, used + gap + outer > limit + 0.0001 {
                lineSlots.initialize(lineCount, to: line)
                lineCount += 1
                line = FlexLine(items: index..<index)
                used = 0
            }
            used += (line.items.isEmpty ? 0 : mainGap) + outer
            line.items = line.items.lowerBound..<(index + 1)
        }
        if !line.items.isEmpty || lineCount == 0 {
            lineSlots.initialize(lineCount, to: line)
            lineCount += 1
        }
        let lines = lineSlots.prefix(lineCount)

        // §9.7: resolve the flexible lengths of each line; the container's main size when not definite.
        var contentMain = 0.0
        // The longest line's max-content length: a column's intrinsic block size, for its height keywords.
        var longestLine = 0.0
        for line in lines {
            var consumed = mainGap * Double(max(line.items.count - 1, 0))
            for index in line.items { consumed += items[index].contribution + items[index].marginMainLeading + items[index].marginMainTrailing }
            longestLine = max(longestLine, consumed)
            var available: Double
            if mainMode == .exactly, let innerMain {
                available = innerMain
            } else if let innerMain, mainMode == .atMost, consumed > innerMain {
                available = innerMain
            } else if let minMain, consumed < minMain - pbMain {
                available = minMain - pbMain
            } else if let maxMain, consumed > maxMain - pbMain {
                available = maxMain - pbMain
            } else {
                available = consumed
            }
            resolveFlexibleLengths(items, line: line.items, available: available - mainGap * Double(max(line.items.count - 1, 0)))
            var lineMain = mainGap * Double(max(line.items.count - 1, 0))
            for index in line.items { lineMain += items[index].outerMain }
            contentMain = max(contentMain, lineMain)
        }
        let containerMain: Double = {
            if node.measuringIntrinsicSize, !isRow { return longestLine + pbMain }
            if mainMode == .exactly, let mainOffer { return clamp(node, mainOffer, isRow: isRow, owner: isRow ? ownerWidth : ownerHeight, ownerWidth: ownerWidth) }
            var value = contentMain + pbMain
            // Offered at most a size, a container fits its content (CSS fit-content: its max-content, but no
            // less than its min-content and no more than the offer allows): items that wrapped mean the
            // max-content was wider than the offer, so it takes the whole offer; content wider than the
            // offer could not shrink or wrap further (its min-content), so it is kept.
            if mainMode == .atMost, let mainOffer, lines.count > 1 { value = max(value, mainOffer) }
            return bounded(value, isRow: isRow)
        }()
        let finalInnerMain = containerMain - pbMain

        // Measuring only, with the cross size given: the items' cross sizes cannot change the answer.
        if !perform, crossMode == .exactly, let crossOffer {
            let containerCross = clamp(node, crossOffer, isRow: !isRow, owner: isRow ? ownerHeight : ownerWidth, ownerWidth: ownerWidth)
            return isRow ? Size(width: containerMain, height: containerCross) : Size(width: containerCross, height: containerMain)
        }

        // §9.4 steps 7–8: hypothetical cross sizes and line cross sizes.
        let isSingleLine = node.style.flexWrap == .nowrap
        for lineIndex in lines.indices {
            var maxAscent = 0.0, maxDescent = 0.0, maxCross = 0.0
            for index in lines[lineIndex].items {
                let child = items[index].node
                let align = alignSelf(child, in: node)
                let styleCross = styleSize(child, isRow: !isRow, owner: crossBase, ownerWidth: innerWidth)
                let stretches = align == .stretch && styleCross == nil && !items[index].autoCrossLeading && !items[index].autoCrossTrailing
                var crossSize: Double?
                var crossMeasureMode: MeasureMode = .undefined
                if let styleCross {
                    crossSize = styleCross; crossMeasureMode = .exactly
                } else if stretches, isSingleLine, crossMode == .exactly, let innerCross {
                    crossSize = innerCross - items[index].marginCrossLeading - items[index].marginCrossTrailing; crossMeasureMode = .exactly
                } else if let innerCross {
                    crossSize = innerCross - items[index].marginCrossLeading - items[index].marginCrossTrailing; crossMeasureMode = .atMost
                }
                if let ratio = child.style.aspectRatio, styleCross == nil {
                    crossSize = isRow ? items[index].main / ratio : items[index].main * ratio; crossMeasureMode = .exactly
                }
                // A baseline is read from laid-out children, so baseline-aligned items are laid out now.
                let measured = layout(child, width: isRow ? items[index].main : crossSize, widthMode: isRow ? .exactly : crossMeasureMode,
                                      height: isRow ? crossSize : items[index].main, heightMode: isRow ? crossMeasureMode : .exactly,
                                      ownerWidth: innerWidth, ownerHeight: innerHeight, perform: align == .baseline && isRow)
                items[index].cross = isRow ? measured.height : measured.width
                if align == .baseline && isRow {
                    items[index].baseline = crossStartBaseline(of: child, cross: items[index].cross, in: node) + items[index].marginCrossLeading
                    maxAscent = max(maxAscent, items[index].baseline)
                    maxDescent = max(maxDescent, items[index].outerCross - items[index].baseline)
                } else {
                    maxCross = max(maxCross, items[index].outerCross)
                }
            }
            lines[lineIndex].crossSize = max(maxCross, maxAscent + maxDescent)
            lines[lineIndex].baseline = maxAscent
        }
        if isSingleLine, crossMode == .exactly, let innerCross { lines[0].crossSize = innerCross }

        // The container's cross size (§9.4 step 15).
        let contentCross = lines.map(\.crossSize).reduce(0, +) + crossGap * Double(max(lines.count - 1, 0))
        let containerCross: Double = {
            if crossMode == .exactly, let crossOffer { return clamp(node, crossOffer, isRow: !isRow, owner: isRow ? ownerHeight : ownerWidth, ownerWidth: ownerWidth) }
            if !isRow, !isSingleLine, !(isBalanced && innerMain == nil) {
                // A multi-line column's intrinsic width is found before its lines are (browsers size it as if
                // it had one line: its widest item), so the lines after the first overflow it. Balanced lines
                // broken without a main size depend on the items alone: the width is theirs (below).
                return bounded((lines.map(\.crossSize).max() ?? 0) + pbCross, isRow: !isRow)
            }
            // Content wider than an at-most offer is kept, as on the main axis (items can't shrink across).
            return bounded(contentCross + pbCross, isRow: !isRow)
        }()
        let finalInnerCross = containerCross - pbCross
        // A single line is as tall as the container's inner cross size, which its min and max may have clamped (§9.4 step 8).
        if isSingleLine { lines[0].crossSize = finalInnerCross }

        guard perform else { return isRow ? Size(width: containerMain, height: containerCross) : Size(width: containerCross, height: containerMain) }

        // §9.9 step 13: align-content distributes the cross space among the lines.
        var stretchExtra = 0.0
        do {
            let free = finalInnerCross - contentCross
            var leading = 0.0, between = crossGap
            if !isSingleLine {
                switch alignContent(node) {
                case .flexEnd: leading = free
                case .center: leading = free / 2
                case .stretch: if free > 0 { stretchExtra = free / Double(lines.count) }
                case .spaceBetween: if free > 0, lines.count > 1 { between += free / Double(lines.count - 1) } else if free < 0 { leading = 0 }
                case .spaceAround: if free > 0 { leading = free / Double(lines.count) / 2; between += free / Double(lines.count) }
                case .spaceEvenly: if free > 0 { leading = free / Double(lines.count + 1); between += free / Double(lines.count + 1) }
                default: break
                }
                // css-align-3 §4.4: a `safe` alignment of lines that overflow the container is `start`'s.
                if free < 0, node.style.alignContentOverflow == .safe {
                    leading = safeStartOffset(free, isStartAtFlexEnd: node.style.flexWrap == .wrapReverse)
                }
            }
            var position = leading
            for index in lines.indices {
                lines[index].crossSize += stretchExtra
                lines[index].offset = position
                position += lines[index].crossSize + between
            }
        }

        // §9.5 step 12 and §9.6: main-axis alignment, cross-axis alignment, final child layout.
        for line in lines {
            var usedMain = mainGap * Double(max(line.items.count - 1, 0))
            for index in line.items { usedMain += items[index].outerMain }
            var free = finalInnerMain - usedMain
            let autoMargins = line.items.reduce(0) { $0 + (items[$1].autoMainLeading ? 1 : 0) + (items[$1].autoMainTrailing ? 1 : 0) }
            var leading = 0.0, between = mainGap
            let autoShare = autoMargins > 0 && free > 0 ? free / Double(autoMargins) : 0
            if autoMargins > 0 && free > 0 { free = 0 }
            let count = Double(line.items.count)
            // Where an overflowing line's items go for `space-around` and `space-evenly`, whose fallback is
            // `safe center` (css-align-3 §5.3), and for a `safe` alignment: `start`, the writing mode's start,
            // which is the main end of a `row-reverse` or `column-reverse` line (whatever the text direction).
            let spaceFallback = safeStartOffset(free, isStartAtFlexEnd: node.style.flexDirection.isReversed)
            switch justifyContent(node) {
            case .flexStart, .start, .end: break
            case .flexEnd: leading = free
            case .center: leading = free / 2
            case .spaceBetween: if free > 0, count > 1 { between += free / (count - 1) }
            case .spaceAround: if free > 0 { leading = free / count / 2; between += free / count } else { leading = spaceFallback }
            case .spaceEvenly: if free > 0 { leading = free / (count + 1); between += free / (count + 1) } else { leading = spaceFallback }
            }
            // css-align-3 §4.4: a `safe` alignment of items that overflow the line is `start`'s.
            if free < 0, node.style.justifyContentOverflow == .safe { leading = spaceFallback }
            var position = leadingPaddingMain + leading
            for (offset, index) in line.items.enumerated() {
                if offset > 0 { position += between }
                if items[index].autoMainLeading { position += autoShare }
                items[index].mainPosition = position + items[index].marginMainLeading
                position += items[index].outerMain
                if items[index].autoMainTrailing { position += autoShare }
            }

            // Across a column, baseline-aligned items share a baseline synthesized at their left edges (found
            // when the line's first such item is placed).
            var columnBaseline: (left: Double, extent: Double)?
            for index in line.items {
                let child = items[index].node
                let align = alignSelf(child, in: node)
                let styleCross = styleSize(child, isRow: !isRow, owner: crossBase, ownerWidth: innerWidth)
                var cross = items[index].cross
                let lineCross = line.crossSize
                if align == .stretch && styleCross == nil && !items[index].autoCrossLeading && !items[index].autoCrossTrailing {
                    cross = clamp(child, lineCross - items[index].marginCrossLeading - items[index].marginCrossTrailing, isRow: !isRow, owner: crossBase, ownerWidth: innerWidth)
                }
                let finalSize = layout(child, width: isRow ? items[index].main : cross, widthMode: .exactly,
                                       height: isRow ? cross : items[index].main, heightMode: .exactly,
                                       ownerWidth: innerWidth, ownerHeight: innerHeight, perform: true)
                cross = isRow ? finalSize.height : finalSize.width
                let freeCross = lineCross - cross - items[index].marginCrossLeading - items[index].marginCrossTrailing
                var crossPosition = items[index].marginCrossLeading
                if items[index].autoCrossLeading && items[index].autoCrossTrailing {
                    crossPosition += max(freeCross, 0) / 2
                } else if items[index].autoCrossLeading {
                    crossPosition += max(freeCross, 0)
                } else if !items[index].autoCrossTrailing {
                    switch align {
                    case .flexEnd: crossPosition += freeCross
                    case .center: crossPosition += freeCross / 2
                    case .baseline:
                        if !isRow {
                            // The group sits at the line's cross start; each item's left edge on the shared baseline.
                            let group = columnBaseline ?? columnBaselineGroup(items, line: line.items, container: node, isCrossReversed: isCrossReversed)
                            columnBaseline = group
                            crossPosition = isCrossReversed ? group.extent - group.left - cross : group.left
                        } else {
                            crossPosition = line.baseline - crossStartBaseline(of: child, cross: cross, in: node)
                        }
                    default: break
                    }
                    // css-align-3 §4.4: a `safe` item that overflows its line is aligned to `start`.
                    if freeCross < 0, align != .baseline, alignSelfIsSafe(child, in: node) {
                        crossPosition = items[index].marginCrossLeading
                            + safeStartOffset(freeCross, isStartAtFlexEnd: node.style.flexWrap == .wrapReverse)
                    }
                }
                let crossStart = leadingPaddingCross + line.offset + crossPosition
                let mainStart = items[index].mainPosition
                // Physical coordinates: a reversed main axis counts from the far edge; wrap-reverse flips lines.
                let mainCoordinate = isMainReversed ? containerMain - mainStart - items[index].main : mainStart
                let crossCoordinate = (node.style.flexWrap == .wrapReverse) != isCrossReversed ? containerCross - crossStart - cross : crossStart
                child.left = isRow ? mainCoordinate : crossCoordinate
                child.top = isRow ? crossCoordinate : mainCoordinate
                applyRelativeOffset(child, in: node, innerWidth: innerWidth, innerHeight: innerHeight)
            }
        }

        if let item = baselineItem(items, lines: lines, container: node, isRow: isRow, isMainReversed: isMainReversed) {
            node.baselineItem = Int32(node.childrenAreFlowItems ? item : children.firstIndex { $0 === items[item].node } ?? -1)
        }
        let size = isRow ? Size(width: containerMain, height: containerCross) : Size(width: containerCross, height: containerMain)
        // Absolute children are laid out by their containing block: this node unless it is static, in which
        // case the nearest positioned ancestor does it (with those of its static descendants).
        if node.style.position != .static || ObjectIdentifier(node) == rootID {
            layoutAbsoluteDescendants(of: node, parent: node, parentSize: size, parentOffset: .zero, blockSize: size,
                                      ownerWidth: ownerWidth)
        }
        return size
    }

    /// §9.2 step 3: the item's flex base size, from `flex-basis`, its main size, or its content.
    private func determineFlexBaseSize(_ child: FlexNode, isRow: Bool, innerMain: Double?, innerCross: Double?, crossMode: MeasureMode,
                                       container: FlexNode, innerWidth: Double?, innerHeight: Double?, crossMargins: Double,
                                       hasMinMax: Bool, mainBase: Double?) -> Double {
        if let basis = child.style.flexBasis.resolve(innerMain) {
            let pb = paddingAndBorder(child, isRow: isRow, ownerWidth: innerWidth)
            let sized = child.style.boxSizing == .contentBox ? basis + pb : basis
            return max(sized, pb)
        }
        if let main = styleSize(child, isRow: isRow, owner: mainBase, ownerWidth: innerWidth) {
            return max(main, paddingAndBorder(child, isRow: isRow, ownerWidth: innerWidth))
        }
        if let ratio = child.style.aspectRatio, let styleCross = styleSize(child, isRow: !isRow, owner: innerCross, ownerWidth: innerWidth) {
            return max(isRow ? styleCross * ratio : styleCross / ratio, paddingAndBorder(child, isRow: isRow, ownerWidth: innerWidth))
        }
        // The base size is the content's size: the item's min and max apply to its hypothetical size only.
        return contentMainSize(child, isRow: isRow, innerMain: innerMain, innerCross: innerCross, crossMode: crossMode,
                               container: container, innerWidth: innerWidth, innerHeight: innerHeight, crossMargins: crossMargins,
                               hasMinMax: hasMinMax)
    }

    /// The item's main size from its content, measured at the cross size it will be offered, not clamped
    /// by its own min and max main sizes, if it has any (`hasMinMax`), but never below its padding and border.
    func contentMainSize(_ child: FlexNode, isRow: Bool, innerMain: Double?, innerCross: Double?, crossMode: MeasureMode,
                         container: FlexNode, innerWidth: Double?, innerHeight: Double?, crossMargins: Double,
                         hasMinMax: Bool) -> Double {
        let pb = paddingAndBorder(child, isRow: isRow, ownerWidth: innerWidth)
        // A given cross size is measured at within the item's cross min and max, as it will be laid out.
        var styleCross = styleSize(child, isRow: !isRow, owner: innerCross, ownerWidth: innerWidth)
        if let value = styleCross, hasCrossMinMax(child, isRow: isRow) {
            styleCross = clamp(child, value, isRow: !isRow, owner: innerCross, ownerWidth: innerWidth)
        }
        var crossSize = styleCross
        var crossMeasureMode: MeasureMode = styleCross == nil ? .undefined : .exactly
        if crossSize == nil, let innerCross {
            let stretches = alignSelf(child, in: container) == .stretch && container.style.flexWrap == .nowrap
            crossSize = innerCross - crossMargins
            crossMeasureMode = stretches && crossMode == .exactly ? .exactly : .atMost
        }
        let measured = layout(child, width: isRow ? nil : crossSize, widthMode: isRow ? .undefined : crossMeasureMode,
                              height: isRow ? crossSize : nil, heightMode: isRow ? crossMeasureMode : .undefined,
                              ownerWidth: innerWidth, ownerHeight: innerHeight, perform: false, contentSized: hasMinMax)
        return max(isRow ? measured.width : measured.height, pb)
    }

    /// Whether the item sets a min or max size across a container's main axis (`isRow`: the row axis).
    @inline(__always)
    private func hasCrossMinMax(_ child: FlexNode, isRow: Bool) -> Bool {
        isRow ? child.style.minHeight != .auto || child.style.maxHeight != .auto
              : child.style.minWidth != .auto || child.style.maxWidth != .auto
    }

    private func clampMain(_ item: FlexItem, _ value: Double) -> Double {
        var result = value
        if let maximum = item.maxMain, result > maximum { result = maximum }
        if let minimum = item.minMain, result < minimum { result = minimum }
        return result
    }

    /// §9.7: grow or shrink the items of a line to fill `available`, freezing items at their min/max.
    private func resolveFlexibleLengths(_ items: ScratchSlice<FlexItem>, line: Range<Int>, available: Double) {
        for index in line { items[index].frozen = false; items[index].main = items[index].hypotheticalMain }
        let hypothetical = line.reduce(0) { $0 + items[$1].hypotheticalMain + items[$1].marginMainLeading + items[$1].marginMainTrailing }
        let growing = hypothetical < available
        for index in line {
            let factor = growing ? items[index].node.style.flexGrow : items[index].node.style.flexShrink
            if factor == 0 || (growing && items[index].basis > items[index].hypotheticalMain) || (!growing && items[index].basis < items[index].hypotheticalMain) {
                items[index].frozen = true
            }
        }
        for _ in 0..<line.count + 1 {
            let unfrozen = line.filter { !items[$0].frozen }
            if unfrozen.isEmpty { break }
            let usedSpace = line.reduce(0) { total, index in
                total + items[index].marginMainLeading + items[index].marginMainTrailing + (items[index].frozen ? items[index].main : items[index].basis)
            }
            var free = available - usedSpace
            let factors = unfrozen.reduce(0) { $0 + (growing ? items[$1].node.style.flexGrow : items[$1].node.style.flexShrink) }
            if factors < 1 {
                let initialFree = available - line.reduce(0) { $0 + items[$1].basis + items[$1].marginMainLeading + items[$1].marginMainTrailing }
                let scaled = initialFree * factors
                if abs(scaled) < abs(free) { free = scaled }
            }
            var totalViolation = 0.0
            let scaledShrinkTotal = unfrozen.reduce(0) { $0 + items[$1].node.style.flexShrink * items[$1].basis }
            for index in unfrozen {
                var target = items[index].basis
                if growing, factors > 0 {
                    target += free * items[index].node.style.flexGrow / factors
                } else if !growing, scaledShrinkTotal > 0 {
                    target += free * items[index].node.style.flexShrink * items[index].basis / scaledShrinkTotal
                }
                let clamped = clampMain(items[index], target)
                totalViolation += clamped - target
                items[index].main = clamped
            }
            if abs(totalViolation) < 0.0001 {
                for index in unfrozen { items[index].frozen = true }
                break
            }
            for index in unfrozen {
                let target = items[index].main
                if (totalViolation > 0 && target == items[index].minMain) || (totalViolation < 0 && target == items[index].maxMain) {
                    items[index].frozen = true
                }
            }
        }
        for index in line where items[index].main < 0 { items[index].main = 0 }
    }

    /// A column line's baseline-aligned items as one group (CSS Box Alignment): their baseline, synthesized at
    /// the left border edge (the line-left edge, whatever the direction), is `left` from the group's left edge;
    /// `extent` is the group's width.
    private func columnBaselineGroup(_ items: ScratchSlice<FlexItem>, line: Range<Int>, container: FlexNode,
                                     isCrossReversed: Bool) -> (left: Double, extent: Double) {
        var left = 0.0, right = 0.0
        for index in line where alignSelf(items[index].node, in: container) == .baseline
            && !items[index].autoCrossLeading && !items[index].autoCrossTrailing {
            let leftMargin = isCrossReversed ? items[index].marginCrossTrailing : items[index].marginCrossLeading
            let rightMargin = isCrossReversed ? items[index].marginCrossLeading : items[index].marginCrossTrailing
            left = max(left, leftMargin)
            right = max(right, items[index].cross + rightMargin)
        }
        return (left, left + right)
    }

    /// The distance from a laid-out node's top to its first baseline: its baseline item's, or its bottom edge.
    func baseline(of node: FlexNode, height: Double) -> Double {
        guard node.measure == nil, node.baselineItem >= 0 else { return height }
        let children = layoutChildren(of: node)
        guard Int(node.baselineItem) < children.count else { return height }
        let item = children[Int(node.baselineItem)]
        return item.top + baseline(of: item, height: item.height)
    }

    /// The distance from an item's cross-start edge to its baseline: its top, or in wrap-reverse lines
    /// (whose cross start is the bottom) its bottom, where the items' baselines are aligned as last baselines.
    private func crossStartBaseline(of child: FlexNode, cross: Double, in container: FlexNode) -> Double {
        let fromTop = baseline(of: child, height: cross)
        return container.style.flexWrap == .wrapReverse ? cross - fromTop : fromTop
    }

    /// The item giving a container its first baseline (nil without items): one of the visually first line
    /// (the last in wrap-reverse), its first baseline-aligned item in a row, else its first item (the
    /// topmost, so the last, in column-reverse).
    private func baselineItem(_ items: ScratchSlice<FlexItem>, lines: ScratchSlice<FlexLine>, container: FlexNode,
                              isRow: Bool, isMainReversed: Bool) -> Int? {
        guard let line = container.style.flexWrap == .wrapReverse ? lines.last : lines.first, !line.items.isEmpty else { return nil }
        var chosen = isMainReversed && !isRow ? line.items.upperBound - 1 : line.items.lowerBound
        if isRow, let aligned = line.items.first(where: { alignSelf(items[$0].node, in: container) == .baseline }) { chosen = aligned }
        return chosen
    }

    /// `position: relative` insets move an item after layout.
    private func applyRelativeOffset(_ child: FlexNode, in container: FlexNode, innerWidth: Double?, innerHeight: Double?) {
        guard child.style.position == .relative, child.style.hasInset else { return }
        // The child's `start`/`end` insets are its own edges; with both horizontal insets set, the one on
        // the containing block's start side wins: `right` in a right-to-left container (CSS 2.1 §9.4.3).
        let left = child.style.inset.horizontalEdge(isLeft: true, direction: child.textDirection)?.resolve(innerWidth)
        let right = child.style.inset.horizontalEdge(isLeft: false, direction: child.textDirection)?.resolve(innerWidth)
        if let left, right == nil || container.textDirection == .ltr {
            child.left += left
        } else if let right {
            child.left -= right
        }
        if let top = child.style.inset.verticalEdge(isTop: true)?.resolve(innerHeight) {
            child.top += top
        } else if let bottom = child.style.inset.verticalEdge(isTop: false)?.resolve(innerHeight) {
            child.top -= bottom
        }
    }
}
