import Foundation

/// A text view's tiles (one `TextTileView` per paragraph on screen, reused as it scrolls) and its caret.
extension UITextView {
    /// Shows a tile for every paragraph on screen (reusing tiles), each configured with its part of the
    /// selection and the marked text.
    func layoutTiles() {
        let visibleTop = bounds.minY - textContainerInset.top, visibleBottom = bounds.maxY - textContainerInset.top
        let low = paragraphs.index(forY: visibleTop)
        var visible: [Int] = []
        var index = low
        while index < paragraphs.count, paragraphs.tops[index] < visibleBottom || index == low {
            visible.append(index)
            index += 1
        }
        let wanted = Set(visible)
        for (index, tile) in tiles where !wanted.contains(index) {
            tiles[index] = nil
            recycle(tile)
        }
        let selection = isFirstResponder || model.hasSelection ? model.selection : nil
        for index in visible {
            let tile: TextTileView
            if let existing = tiles[index] {
                tile = existing
            } else {
                tile = spareTiles.popLast() ?? TextTileView()
                tile.isHidden = false
                if tile.superview !== self { insertSubview(tile, belowSubview: caretView) }
                tiles[index] = tile
            }
            let paragraph = paragraphs[index]
            let origin = paragraphOrigin(index)
            let frame = CGRect(x: origin.x, y: origin.y, width: layoutWidth, height: paragraph.height)
            if tile.frame != frame { tile.frame = frame }
            let range = paragraph.start..<paragraph.start + paragraph.length
            func local(_ part: Range<Int>?) -> Range<Int>? {
                guard let part, part.lowerBound <= range.upperBound, part.upperBound >= range.lowerBound else {
                    return nil
                }
                let lower = max(part.lowerBound, range.lowerBound) - range.lowerBound
                let upper = min(part.upperBound, range.upperBound) - range.lowerBound
                // A selection that runs past the paragraph's end covers its line break too.
                let pastEnd = part.upperBound > range.upperBound
                return lower..<(upper + (pastEnd ? 1 : 0))
            }
            let selected = selection.flatMap { $0.isEmpty ? nil : local($0) }
            let marked = local(model.markedRange)
            tile.configure(
                layout: layoutParagraph(index),
                text: model.substring(range), styled: styledParagraph(range), font: resolvedFont,
                color: textColor ?? .label,
                selection: selected, selectionColor: (tintColor ?? .systemBlue).withAlphaComponent(0.25), marked: marked
            )
        }
    }

    func recycle(_ tile: TextTileView) {
        tile.isHidden = true
        spareTiles.append(tile)
    }

    /// The caret's rectangle at `offset` in the view's coordinates.
    func caretRect(atOffset offset: Int) -> CGRect {
        updateTops()
        let index = paragraphIndex(forOffset: offset)
        let layout = layoutParagraph(index)
        let local = offset - paragraphs.start(index)
        let lineIndex = layout.lineIndex(forOffset: local)
        let line = layout.lines[lineIndex]
        let origin = paragraphOrigin(index)
        let x = layout.x(forOffset: local, inLine: lineIndex)
        return CGRect(x: origin.x + x - 1, y: origin.y + line.y, width: 2, height: line.height)
    }

    func layoutCaret() {
        let showsCaret = isEditing && !model.hasSelection && model.markedRange == nil
        caretView.isHidden = !(showsCaret && caretVisible)
        guard showsCaret else { return }
        let rect = caretRect(atOffset: model.caret)
        if caretView.frame != rect { caretView.frame = rect }
        if caretView.backgroundColor == nil { caretView.backgroundColor = tintColor ?? .systemBlue }
    }

    func startBlinking() {
        caretVisible = true
        blinkTimer?.invalidate()
        guard isEditing else { return }
        blinkTimer = UIApplication.shared.clock.schedule(after: 0.5, repeating: 0.5) { [weak self] in
            guard let self, self.isEditing else {
                self?.blinkTimer?.invalidate()
                return
            }
            self.caretVisible.toggle()
            self.caretView.isHidden = !self.caretVisible || self.model.hasSelection || self.model.markedRange != nil
        }
    }
}
