import Foundation

/// A label's characters for a screen reader: where each is drawn (the label lays its text out centred
/// vertically, lines aligned as `textAlignment` says), so a reader can show or follow them. Laid out again
/// with the paragraph layout that measures the label's text.
extension AccessibilityTree {
    /// The rectangle of each Unicode scalar of the label's text, in the label's coordinates (a line break's
    /// at its line's end, zero wide).
    static func characterRects(of label: UILabel) -> [CGRect] {
        guard let text = label.text, !text.isEmpty else { return [] }
        let color = label.textColor ?? .label
        let styled = label.styledText(font: label.font, color: color)
        let font: UIFont =
            styled == nil ? label.fittingFont(for: text, in: label.bounds.width) : label.font ?? .systemFont(ofSize: 17)
        let wraps = label.numberOfLines != 1
        let width = wraps ? max(label.bounds.width, 1) : .infinity
        let measured =
            styled.map { TextMeasurement.measure($0, label.bounds.width, label.numberOfLines) }
            ?? TextMeasurement.measure(text, font, label.bounds.width, label.numberOfLines)
        var top = label.bounds.midY - min(measured.height, label.bounds.height) / 2
        let paragraphs: [(text: String, styled: StyledText?)] =
            styled.map { whole in whole.paragraphs().map { ($0.string, $0) } }
            ?? text.split(separator: "\n", omittingEmptySubsequences: false).map { (String($0), nil) }
        let gap = styled.map { $0.spacesParagraphs ? $0.paragraphGap : 0 } ?? 0
        let alignment = styled?.alignment ?? label.textAlignment
        var rects: [CGRect] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { top += gap }
            let layout =
                paragraph.styled.map { TextLayout.paragraph($0, width) }
                ?? TextLayout.paragraph(paragraph.text, font, width)
            func lineStart(_ line: TextLine) -> CGFloat {
                let room = label.bounds.width - line.width
                switch alignment {
                case .center: return label.bounds.minX + max(room, 0) / 2
                case .right: return label.bounds.minX + max(room, 0)
                default: return label.bounds.minX
                }
            }
            var unit = 0
            for scalar in paragraph.text.unicodeScalars {
                let lineIndex = layout.lineIndex(forOffset: unit)
                let line = layout.lines[lineIndex]
                let x0 = layout.x(forOffset: unit, inLine: lineIndex)
                let end = unit + scalar.utf16.count
                let x1 =
                    end >= line.range.upperBound ? max(line.width, x0) : layout.x(forOffset: end, inLine: lineIndex)
                rects.append(
                    CGRect(x: lineStart(line) + x0, y: top + line.y, width: max(x1 - x0, 0), height: line.height))
                unit = end
            }
            let last = layout.lines[layout.lines.count - 1]
            if index < paragraphs.count - 1 {
                // The line break between paragraphs: at the end of the paragraph's last line.
                rects.append(CGRect(x: lineStart(last) + last.width, y: top + last.y, width: 0, height: last.height))
            }
            top += layout.size.height
        }
        return rects
    }

    /// Where characters `start..<end` of a label are, in its window's coordinates (the first's line only).
    func labelTextRect(_ label: UILabel, from start: Int, to end: Int) -> CGRect? {
        let rects = Self.characterRects(of: label)
        guard !rects.isEmpty else { return nil }
        let first = rects[min(max(start, 0), rects.count - 1)]
        var result = first
        for rect in rects[min(max(start, 0), rects.count - 1)..<min(max(end, start + 1), rects.count)]
        where rect.minY == first.minY {
            result = result.union(rect)
        }
        return label.convert(result, to: nil)
    }

    /// The character of a label under `point` (window coordinates), or the nearest on the nearest line.
    func labelTextOffset(_ label: UILabel, at point: CGPoint) -> Int? {
        let rects = Self.characterRects(of: label)
        guard !rects.isEmpty else { return nil }
        let local = label.convert(point, from: nil)
        if let hit = rects.firstIndex(where: { $0.contains(local) }) { return hit }
        return rects.indices.min { a, b in
            let da = abs(rects[a].midY - local.y) * 1000 + abs(rects[a].midX - local.x)
            let db = abs(rects[b].midY - local.y) * 1000 + abs(rects[b].midX - local.x)
            return da < db
        }
    }
}
