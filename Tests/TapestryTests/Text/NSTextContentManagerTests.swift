import Foundation
import Tapestry
import Testing

/// TextKit 2's content: ranges of locations, paragraphs as elements.
@MainActor
@Suite struct NSTextContentManagerTests {
    @Test func rangesCompareContainAndCombine() throws {
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(string: "0123456789")
        let start = content.documentRange.location
        func at(_ offset: Int) -> any NSTextLocation { content.location(start, offsetBy: offset)! }
        let a = try #require(NSTextRange(location: at(2), end: at(6)))
        let b = try #require(NSTextRange(location: at(4), end: at(9)))
        #expect(NSTextRange(location: at(6), end: at(2)) == nil, "an end before the start")
        #expect(a.contains(at(2)) && !a.contains(at(6)) && a.intersects(b) && !a.isEmpty)
        #expect(a.intersection(b)!.isEqual(to: NSTextRange(location: at(4), end: at(6))!))
        #expect(a.union(b).isEqual(to: NSTextRange(location: at(2), end: at(9))!))
        #expect(content.documentRange.contains(a) && !a.contains(b))
        #expect(content.offset(from: a.location, to: b.endLocation) == 7)
    }

    @Test func paragraphsAreTheElements() {
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(string: "One\nTwo\n")
        var texts: [String] = []
        content.enumerateTextElements(from: nil) { element in
            texts.append((element as? NSTextParagraph)?.attributedString.string ?? "?")
            return true
        }
        #expect(texts == ["One\n", "Two\n", ""], "and the empty paragraph after a final line break")
        let second = content.textElements(for: content.documentRange)[1] as! NSTextParagraph
        #expect(
            content.offset(from: content.documentRange.location, to: second.paragraphContentRange!.endLocation) == 7)
        #expect(NSTextParagraph(attributedString: NSAttributedString(string: "x")).paragraphSeparatorRange == nil)
    }
}
