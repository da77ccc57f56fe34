import Foundation
import TapestryTesting
import Testing

@_spi(Accessibility) @testable import Tapestry

/// A label's characters for a screen reader (AccessibilityTree+LabelText): each where the label draws it, lines
/// aligned as the label aligns them, a line break a zero-wide box at its line's end.
@MainActor
@Suite struct AccessibilityTreeLabelTextTests {
    @Test func aLabelsCharactersAreWhereItDrawsThem() throws {
        let (window, root, tree) = AccessibilityTreeTests.gallery()
        let label = try #require(root.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" })
        label.frame = CGRect(x: 16, y: 10, width: 200, height: 40)
        window.layoutIfNeeded()
        tree.refresh()
        let id = try #require(tree.id(of: label))
        let frame = label.convert(label.bounds, to: nil)
        let first = try #require(tree.textRect(of: id, from: 0, to: 1))
        let second = try #require(tree.textRect(of: id, from: 1, to: 2))
        #expect(first.minX == frame.minX && second.minX == first.maxX && first.width > 0, "\(first) \(second)")
        #expect(abs(first.midY - frame.midY) < 1, "one line, centred vertically as the label draws it")
        let word = try #require(tree.textRect(of: id, from: 0, to: 8))
        #expect(word.width < frame.width && word.minX == first.minX)
        #expect(tree.textOffset(at: CGPoint(x: second.midX, y: second.midY), in: id) == 1)
        label.textAlignment = .right
        let right = try #require(tree.textRect(of: id, from: 7, to: 8))
        #expect(abs(right.maxX - frame.maxX) < 0.5, "right-aligned: the last character ends at the edge")
        label.numberOfLines = 0
        label.text = "One\nTwo"
        label.textAlignment = .left
        let two = try #require(tree.textRect(of: id, from: 4, to: 5))
        let one = try #require(tree.textRect(of: id, from: 0, to: 1))
        #expect(two.minY >= one.maxY - 0.5 && two.minX == one.minX, "the second paragraph on the next line")
    }

    @Test func characterBoxesFollowTheLabelsAlignmentAndLineBreaks() {
        withEstimatedText {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            label.font = .systemFont(ofSize: 10)
            #expect(AccessibilityTree.characterRects(of: label).isEmpty, "no text, no boxes")
            label.text = "ab"
            label.textAlignment = .center
            let centred = AccessibilityTree.characterRects(of: label)
            #expect(centred.count == 2 && abs((centred[0].minX + centred[1].maxX) / 2 - 100) < 0.01, "centred")
            label.numberOfLines = 0
            label.textAlignment = .left
            label.text = "ab\ncd"
            let rects = AccessibilityTree.characterRects(of: label)
            #expect(rects.count == 5, "four characters and the line break")
            #expect(rects[2].width == 0 && rects[2].minX == rects[1].maxX, "the break at the first line's end")
            #expect(rects[3].minX == 0 && rects[3].minY == rects[0].maxY, "the second paragraph below the first")
            #expect(abs((rects[0].minY + rects[4].maxY) / 2 - 30) < 0.5, "the text centred vertically")
        }
    }
}
