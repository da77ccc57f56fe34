import Foundation

/// A text view's paragraphs: measured lazily (those on screen first, the rest a budget at a time), their tops
/// kept as running sums, each laid out only while it may be drawn.
extension UITextView {
    /// Records the height of a paragraph that has its layout.
    func layoutHeight(_ index: Int) {
        guard let layout = paragraphs[index].layout else { return }
        paragraphs[index].height = paragraphHeight(of: layout)
    }

    func layoutParametersChanged() {
        layoutWidth = -1
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Splits the whole text into paragraphs again (the text was replaced).
    func rebuildParagraphs() {
        paragraphs = TextParagraphs(model.text)
        liveLayouts.removeAll()
        unmeasuredFrom = 0
        measuresOffScreen = true
        for tile in tiles.values { recycle(tile) }
        tiles.removeAll()
    }

    /// The index of the paragraph holding `offset`.
    func paragraphIndex(forOffset offset: Int) -> Int { paragraphs.index(forOffset: offset) }

    /// The most paragraphs an edit measures at once; a larger edit (a paste) is measured as the text is when set.
    static let measuredPerEdit = 16

    /// The text changed from `oldRange` (in the old text) to `newLength` units: the paragraphs it touched are
    /// split again and measured, and the ones after it shift; only those are laid out again.
    func textChanged(replacing oldRange: Range<Int>, newLength: Int) {
        richTextChanged(replacing: oldRange, newLength: newLength)
        let first = paragraphIndex(forOffset: oldRange.lowerBound)
        let last = paragraphIndex(forOffset: oldRange.upperBound)
        let delta = newLength - oldRange.count
        let start = paragraphs.start(first)
        let end = paragraphs.start(last) + paragraphs[last].length + delta
        let utf16 = model.text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: start), upper = utf16.index(lower, offsetBy: end - start)
        let replacement = TextParagraphs.split(model.text[lower..<upper], from: start)
        for index in first...last { if let tile = tiles.removeValue(forKey: index) { recycle(tile) } }
        // Tiles below move to their paragraphs' new indices.
        let shift = replacement.count - (last - first + 1)
        if shift != 0 {
            var moved: [Int: TextTileView] = [:]
            for (index, tile) in tiles { moved[index > last ? index + shift : index] = tile }
            tiles = moved
            liveLayouts = liveLayouts.filter { $0 < first || $0 > last }.map { $0 > last ? $0 + shift : $0 }
        }
        paragraphs.replace(first, through: last, with: replacement, delta: delta)
        if unmeasuredFrom > last {
            unmeasuredFrom += shift
        } else {
            unmeasuredFrom = min(unmeasuredFrom, first)
        }
        if replacement.count <= Self.measuredPerEdit, layoutWidth == wrapWidth {
            // Measured now (their layouts kept for their tiles); a height that changed moves the tops below.
            for index in first..<first + replacement.count { layoutParagraph(index) }
        } else {
            unmeasuredFrom = min(unmeasuredFrom, first)
            measuresOffScreen = true
        }
        textChangedLayout()
        storageObject?.viewChanged(oldRange, newLength: newLength)
    }

    func textChangedLayout() {
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// The width lines wrap at.
    var wrapWidth: CGFloat {
        max(
            1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        )
    }

    /// Lays out the paragraph (when needed) and returns its layout, which is kept while it is among the most
    /// recently used (a long text keeps a bounded number of layouts: those on screen and near the caret).
    @discardableResult
    func layoutParagraph(_ index: Int) -> TextParagraphLayout {
        if let layout = paragraphs[index].layout { return layout }
        let layout = makeLayout(index)
        paragraphs[index].layout = layout
        liveLayouts.append(index)
        if liveLayouts.count > 2 * Self.keptLayouts {
            let visible = Set(tiles.keys)
            for old in liveLayouts.prefix(liveLayouts.count - Self.keptLayouts)
            where old < paragraphs.count && !visible.contains(old) && old != index {
                paragraphs[old].layout = nil
            }
            liveLayouts.removeFirst(liveLayouts.count - Self.keptLayouts)
        }
        return layout
    }

    /// How many paragraph layouts a text view keeps besides those on screen.
    static let keptLayouts = 256

    /// Lays the paragraph out and records its height (the tops below it move when the height changed).
    private func makeLayout(_ index: Int) -> TextParagraphLayout {
        let layout = paragraphLayout(paragraphs.range(index), width: wrapWidth)
        let height = paragraphHeight(of: layout)
        paragraphs[index].measured = true
        if paragraphs[index].height != height {
            paragraphs[index].height = height
            paragraphs.validTops = min(paragraphs.validTops, index)
        }
        return layout
    }

    /// The layout of the text in `range` (a paragraph) wrapped at `width`: in the view's font, or with its runs'
    /// attributes when the text has them.
    func paragraphLayout(_ range: Range<Int>, width: CGFloat) -> TextParagraphLayout {
        if let styled = styledParagraph(range) { return TextLayout.paragraph(styled, width) }
        return TextLayout.paragraph(model.substring(range), resolvedFont, width)
    }

    /// A paragraph's height: at least a line of the view's font (a line of its own fonts when attributed).
    func paragraphHeight(of layout: TextParagraphLayout) -> CGFloat {
        richText == nil ? max(layout.size.height, resolvedFont.lineHeight) : layout.size.height
    }

    /// Lays out every paragraph at the current width (once per width or text change) and fills the tops.
    func updateTops() {
        let width = wrapWidth
        if width != layoutWidth {
            layoutWidth = width
            paragraphs.forgetLayouts()
            liveLayouts.removeAll()
            for tile in tiles.values { tile.setNeedsDisplay() }
            unmeasuredFrom = 0
            measuresOffScreen = true
        }
        if measuresOffScreen {
            measuresOffScreen = false
            measureBudget = Self.measuredPerPass
            passStarted = UIApplication.shared.clock.now
        }
        // Paragraphs are measured (their layouts not kept) up to this pass's budget; the rest keep an estimate
        // and are measured over the next frames, so a long paste does not hold the window for seconds. The time
        // is the run loop's clock, so under a test's virtual clock a pass ends where the test's time says.
        var index = paragraphs.firstUnmeasured(from: unmeasuredFrom)
        while index < paragraphs.count, measureBudget > 0 {
            measureBudget -= 1
            // Past the pass's first paragraphs, measuring stops once it has taken a quarter of a frame.
            if measureBudget % 16 == 0, Self.measuredPerPass - measureBudget > 32,
                UIApplication.shared.clock.now - passStarted > 0.004
            {
                measureBudget = 0
            }
            if paragraphs[index].layout == nil { _ = makeLayout(index) } else { layoutHeight(index) }
            paragraphs[index].measured = true
            paragraphs.validTops = min(paragraphs.validTops, index)
            index = paragraphs.firstUnmeasured(from: index + 1)
        }
        unmeasuredFrom = index
        let lineHeight = resolvedFont.lineHeight
        let perLine = max(1, wrapWidth / max(resolvedFont.pointSize * 0.5, 1))
        paragraphs.updateTops { lineHeight * max(1, (CGFloat($0) / perLine).rounded(.up)) }
        if unmeasuredFrom < paragraphs.count, measuring == nil {
            measuring = UIApplication.shared.clock.schedule(after: 1.0 / 60) { [weak self] in
                guard let self else { return }
                self.measuring = nil
                self.measuresOffScreen = true
                self.setNeedsLayout()
            }
        }
    }

    /// The most paragraphs one layout pass measures besides those on screen (fewer when they take more than
    /// a quarter of a frame).
    static let measuredPerPass = 400

    /// The text's height at the current width.
    var textHeight: CGFloat {
        updateTops()
        return paragraphs.tops[paragraphs.count]
    }

    /// The origin of paragraph `index`'s text in the view's (content) coordinates.
    func paragraphOrigin(_ index: Int) -> CGPoint {
        CGPoint(
            x: textContainerInset.left + textContainer.lineFragmentPadding,
            y: textContainerInset.top + paragraphs.tops[index])
    }
}
