import Foundation

/// A text view's paragraphs (the text between line breaks): where each starts and how long it is, in UTF-16
/// units, its height at the current width and its top, and the layout kept for those drawn recently.
///
/// An edit costs what it touches, not what follows it. The starts after an edit move by one pending shift
/// (stored once, applied when read) instead of one by one; the next edit elsewhere settles the shift over the
/// paragraphs between the two edits only. Tops after an edit are computed again only when a height or the number
/// of paragraphs changed. So typing at the top of a 10 MB text does not walk its 143,000 paragraphs.
struct TextParagraphs: RandomAccessCollection, MutableCollection {
    /// A paragraph: its place in the text, its layout at the current width (nil until needed), its height, and
    /// whether the height was measured (or is still an estimate).
    struct Paragraph {
        var start: Int
        var length: Int
        var layout: TextParagraphLayout?
        var height: CGFloat
        var measured = false
    }

    /// The paragraphs with their starts stored without the pending shift.
    private var items: [Paragraph]
    /// Paragraphs from this index on start `shift` units later than stored.
    private var shiftFrom: Int
    private var shift = 0
    /// The top of each paragraph (and, last, the bottom of the text), valid up to and including `validTops`.
    private(set) var tops: [CGFloat]
    var validTops = 0

    /// The paragraphs of `text` (heights not known yet).
    init(_ text: some StringProtocol) {
        items = Self.split(text, from: 0)
        shiftFrom = items.count
        tops = Array(repeating: 0, count: items.count + 1)
    }

    static func split(_ text: some StringProtocol, from start: Int) -> [Paragraph] {
        var result: [Paragraph] = []
        var paragraphStart = start, length = 0
        for unit in text.utf16 {
            if unit == 10 {
                result.append(Paragraph(start: paragraphStart, length: length, layout: nil, height: 0))
                paragraphStart += length + 1
                length = 0
            } else {
                length += 1
            }
        }
        result.append(Paragraph(start: paragraphStart, length: length, layout: nil, height: 0))
        return result
    }

    // MARK: The collection

    var startIndex: Int { 0 }
    var endIndex: Int { items.count }

    subscript(index: Int) -> Paragraph {
        get {
            var paragraph = items[index]
            if index >= shiftFrom { paragraph.start += shift }
            return paragraph
        }
        set {
            var paragraph = newValue
            if index >= shiftFrom { paragraph.start -= shift }
            items[index] = paragraph
        }
    }

    /// Where paragraph `index` starts in the text.
    func start(_ index: Int) -> Int { items[index].start + (index >= shiftFrom ? shift : 0) }

    /// The UTF-16 range of paragraph `index` (without its line break).
    func range(_ index: Int) -> Range<Int> {
        let start = start(index)
        return start..<start + items[index].length
    }

    /// The index of the paragraph holding `offset`.
    func index(forOffset offset: Int) -> Int {
        var low = 0, high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The index of the paragraph at `y` below the text's top (the first above, the last below); the tops must be
    /// up to date.
    func index(forY y: CGFloat) -> Int {
        var low = 0, high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The first paragraph at or after `index` whose height is not measured (the count when there is none).
    func firstUnmeasured(from index: Int) -> Int {
        var index = index
        while index < items.count, items[index].measured { index += 1 }
        return index
    }

    // MARK: Edits

    /// Replaces paragraphs `first...last` with `replacement` (whose starts are their places in the new text); the
    /// text after them moved by `delta` units. A replacement of as many paragraphs keeps their heights (the view
    /// measures them again), so the tops stay valid unless a height then changes.
    mutating func replace(_ first: Int, through last: Int, with replacement: [Paragraph], delta: Int) {
        // Settle the pending shift between where it began and the edit, so that one shift covers all after it.
        if shift != 0 {
            if shiftFrom < first {
                for index in shiftFrom..<first { items[index].start += shift }
            } else if shiftFrom > last + 1 {
                for index in (last + 1)..<shiftFrom { items[index].start -= shift }
            }
        }
        let oldCount = items.count
        var replacement = replacement
        let sameCount = replacement.count == last - first + 1
        if sameCount {
            for index in replacement.indices { replacement[index].height = items[first + index].height }
        }
        items.replaceSubrange(first...last, with: replacement)
        shiftFrom = first + replacement.count
        shift += delta
        if shiftFrom >= items.count { shift = 0 }
        if !sameCount {
            if tops.count == oldCount + 1 {
                tops.replaceSubrange((first + 1)...(last + 1), with: repeatElement(0, count: replacement.count))
            }
            validTops = Swift.min(validTops, first)
        }
    }

    // MARK: Tops

    /// Computes the tops from the first one not valid to the end; a paragraph neither measured nor estimated gets
    /// `estimate(length)` as its height first.
    mutating func updateTops(estimate: (Int) -> CGFloat) {
        if tops.count != items.count + 1 {
            tops = Array(repeating: 0, count: items.count + 1)
            validTops = 0
        }
        guard validTops < items.count else { return }
        var top = tops[validTops]
        for index in validTops..<items.count {
            if !items[index].measured && items[index].height == 0 {
                items[index].height = estimate(items[index].length)
            }
            top += items[index].height
            tops[index + 1] = top
        }
        validTops = items.count
    }

    /// Forgets every layout and measured height (the width changed); the estimates stay until measured.
    mutating func forgetLayouts() {
        for index in items.indices {
            items[index].layout = nil
            items[index].measured = false
        }
        validTops = 0
    }
}
