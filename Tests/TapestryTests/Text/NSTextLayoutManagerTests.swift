import Foundation
import Tapestry
import TapestryTesting
import Testing

/// TextKit 2's layout manager: a fragment per paragraph with the lines TextKit 1's layout manager has, found by
/// location or point, walked forwards and backwards, and the segments of a range.
@MainActor
@Suite struct NSTextLayoutManagerTests {
    private func makeTextView() -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 160, height: 400))
        view.font = .systemFont(ofSize: 14)
        view.text = "Short line\nA second paragraph long enough to wrap onto more lines\nEnd"
        view.layoutIfNeeded()
        return view
    }

    @Test func aFragmentPerParagraphWithTheLinesOfTheTextKit1Layout() throws {
        let view = makeTextView()
        let manager = try #require(view.textLayoutManager)
        var fragments: [NSTextLayoutFragment] = []
        manager.enumerateTextLayoutFragments(from: manager.documentRange.location, options: [.ensuresLayout]) {
            fragments.append($0)
            return true
        }
        #expect(fragments.count == 3)
        var textKit1: [CGRect] = []
        view.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: view.textStorage.length))
        {
            _, used, _, _, _ in textKit1.append(used)
        }
        let lines = fragments.flatMap { fragment in
            fragment.textLineFragments.map {
                $0.typographicBounds.offsetBy(dx: 0, dy: fragment.layoutFragmentFrame.minY)
            }
        }
        #expect(lines.map(\.minY) == textKit1.map(\.minY) && lines.map(\.height) == textKit1.map(\.height))
        #expect(fragments[1].textLineFragments.count >= 2, "the long paragraph wraps")
        #expect(fragments[1].layoutFragmentFrame.minY == fragments[0].layoutFragmentFrame.maxY)
        let first = fragments[0].textLineFragments[0]
        #expect(
            first.attributedString.string == "Short line\n" && first.characterRange == NSRange(location: 0, length: 11))
        #expect(first.locationForCharacter(at: 5).x > 0 && first.characterIndex(for: CGPoint(x: 0, y: 5)) == 0)
        #expect(fragments.allSatisfy { $0.state == .layoutAvailable && $0.textLayoutManager === manager })
        let paragraph = try #require(fragments[0].textElement as? NSTextParagraph)
        #expect(paragraph.attributedString.string == "Short line\n")
        let content = try #require(manager.textContentManager)
        #expect(
            content.offset(from: content.documentRange.location, to: paragraph.paragraphSeparatorRange!.location) == 10)
        #expect(UITextView(usingTextLayoutManager: false).textLayoutManager == nil)
    }

    @Test func fragmentsAreFoundByPointAndLocationAndWalkedBackwards() throws {
        let view = makeTextView()
        let manager = try #require(view.textLayoutManager)
        let content = try #require(manager.textContentManager)
        let second = try #require(manager.textLayoutFragment(for: CGPoint(x: 5, y: 30)))
        #expect((second.textElement as? NSTextParagraph)?.attributedString.string.hasPrefix("A second") == true)
        let end = try #require(content.location(manager.documentRange.location, offsetBy: 67))
        #expect(
            (manager.textLayoutFragment(for: end)?.textElement as? NSTextParagraph)?.attributedString.string == "End")
        var seen: [String] = []
        let stopped = manager.enumerateTextLayoutFragments(from: end, options: [.reverse]) {
            seen.append(($0.textElement as? NSTextParagraph)?.attributedString.string.prefix(3).description ?? "")
            return seen.count < 2
        }
        #expect(seen == ["End", "A s"] && stopped != nil)
        #expect(content.location(manager.documentRange.location, offsetBy: 1000) == nil)
    }

    @Test func segmentsOfARangeCoverItsLines() throws {
        let view = makeTextView()
        let manager = try #require(view.textLayoutManager)
        let content = try #require(manager.textContentManager)
        let start = try #require(content.location(manager.documentRange.location, offsetBy: 6))
        let end = try #require(content.location(manager.documentRange.location, offsetBy: 40))
        var rects: [CGRect] = []
        manager.enumerateTextSegments(in: NSTextRange(location: start, end: end)!, type: .selection) {
            range, rect, _, _ in
            #expect(range != nil)
            rects.append(rect)
            return true
        }
        #expect(rects.count >= 3, "the end of the first line, and two lines of the second paragraph: \(rects)")
        #expect(rects[0].minX > 0 && rects[1].minY > rects[0].minY)
    }

    @Test func aStandaloneManagerMeasuresText() {
        let content = NSTextContentStorage()
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        manager.textContainer = NSTextContainer(size: CGSize(width: 120, height: 0))
        content.attributedString = NSAttributedString(
            string: "One two three four five six seven", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        manager.ensureLayout(for: manager.documentRange)
        let tall = manager.usageBoundsForTextContainer
        content.attributedString = NSAttributedString(string: "One", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let short = manager.usageBoundsForTextContainer
        #expect(tall.height > short.height * 1.5 && short.height > 10 && short.width < tall.width)
        #expect(content.primaryTextLayoutManager === manager && manager.textContentManager === content)
    }
}
