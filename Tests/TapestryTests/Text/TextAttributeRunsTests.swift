import Foundation
import Testing

@testable import Tapestry

/// A text view's attribute runs: edits keep them aligned with the text, and they read back as an attributed
/// string even when neighbouring runs hold different fonts and colours.
@MainActor
@Suite struct TextAttributeRunsTests {
    private let red: [NSAttributedString.Key: Any] = [
        .foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 9),
    ]
    private let blue: [NSAttributedString.Key: Any] = [
        .foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20),
    ]

    private func color(_ runs: TextAttributeRuns, _ offset: Int) -> UIColor? {
        runs.attributes(at: offset)[.foregroundColor] as? UIColor
    }

    @Test func insertionsSplitOrLengthenRunsAndDeletionsAcrossRunsKeepTheRest() {
        var runs = TextAttributeRuns(length: 4, attributes: red)  // "aaaa"
        runs.replace(2..<2, newLength: 3, attributes: blue)  // "aaBBBaa"
        #expect(runs.length == 7 && runs.runs.count == 3)
        #expect(color(runs, 1) == .red && color(runs, 2) == .blue && color(runs, 5) == .red)
        runs.replace(5..<5, newLength: 2, attributes: nil)  // typed after the blue run: blue, same run
        #expect(runs.runs.count == 3 && runs.runs[1].length == 5 && color(runs, 6) == .blue)
        runs.replace(1..<8, newLength: 0, attributes: nil)  // across all three runs
        #expect(runs.length == 2 && runs.runs.map(\.length) == [1, 1])
        #expect(color(runs, 0) == .red && color(runs, 1) == .red)
        runs.replace(0..<2, newLength: 0, attributes: nil)
        #expect(runs.length == 0)
    }

    @Test func neighbouringRunsOfOtherFontsReadBackAsAnAttributedString() {
        let text = NSMutableAttributedString(string: "ab", attributes: red)
        var runs = TextAttributeRuns(text)
        runs.replace(1..<1, newLength: 2, attributes: blue)
        runs.replace(0..<0, newLength: 1, attributes: blue)  // blue, red, blue, red: each beside another
        let back = runs.attributedString("xaBBb")
        #expect(back.string == "xaBBb")
        var seen: [String] = []
        back.enumerateAttributes(in: NSRange(location: 0, length: back.length), options: []) { attributes, range, _ in
            seen.append("\(range.location)+\(range.length) \((attributes[.font] as? UIFont)?.pointSize ?? 0)")
        }
        #expect(seen == ["0+1 20.0", "1+1 9.0", "2+2 20.0", "4+1 9.0"])
        #expect(TextAttributeRuns(back).runs.allSatisfy { $0.attributes[TextAttributeRuns.runMarker] == nil })
        let parts = runs.parts(in: 1..<4)
        #expect(parts.map(\.range) == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 2)])
        runs.set(.font, UIFont.systemFont(ofSize: 30))
        #expect(runs.runs.allSatisfy { ($0.attributes[.font] as? UIFont)?.pointSize == 30 })
    }

    @Test func runsWithDifferentKeysButAsManyOfThemAreKeptApartByTheirCount() {
        // {font, colour} beside {font, kern}: as many keys, so Foundation would compare the fonts (and trap on
        // them); the second run takes a marker and the third, beside it, does not need one.
        let a = UIFont.systemFont(ofSize: 10), b = UIFont.systemFont(ofSize: 11), c = UIFont.systemFont(ofSize: 12)
        var runs = TextAttributeRuns(length: 1, attributes: [.font: a, .foregroundColor: UIColor.red])
        runs.replace(1..<1, newLength: 1, attributes: [.font: b, .kern: 1.0])
        runs.replace(2..<2, newLength: 1, attributes: [.font: c])
        let back = runs.attributedString("xyz")
        var counts: [Int] = []
        back.enumerateAttributes(in: NSRange(location: 0, length: 3), options: .longestEffectiveRangeNotRequired) {
            attributes, _, _ in counts.append(attributes.count)
        }
        #expect(counts == [2, 3, 1], "each run's count differs from its left neighbour's")
        #expect((back.attribute(.font, at: 1, effectiveRange: nil) as? UIFont) == b)
        let found = TextAttributeRuns(back).runs.map { $0.attributes.count }
        #expect(found == [2, 2, 1], "read back without the marker")
    }
}
