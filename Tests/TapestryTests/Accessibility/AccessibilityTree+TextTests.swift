import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// A screen reader's view of a text input's characters: where they are, which is at a point, the selection;
/// offsets in Unicode scalars (an emoji outside the BMP is one, two UTF-16 units).
@MainActor
@Suite struct AccessibilityTreeTextTests {
    @Test func offsetsConvertBetweenScalarsAndUTF16() {
        #expect(AccessibilityTree.utf16Offset(ofScalar: 3, in: "a😀bc") == 4)
        #expect(AccessibilityTree.scalarOffset(ofUTF16: 4, in: "a😀bc") == 3)
        #expect(AccessibilityTree.scalarOffset(ofUTF16: 2, in: "a😀bc") == 1, "inside the pair: before it")
    }

    @Test func charactersHaveTheirOwnRectanglesAndPointsFindThem() throws {
        let (window, root, tree) = AccessibilityTreeTests.gallery()
        let field = try #require(root.subviews.compactMap { $0 as? UITextField }.first)
        field.text = "a😀 wide words"
        window.layoutIfNeeded()
        tree.refresh()
        let node = try #require(tree.nodes.values.first { $0.role == .entry })
        let first = try #require(tree.textRect(of: node.id, from: 0, to: 1))
        let third = try #require(tree.textRect(of: node.id, from: 2, to: 3))
        #expect(first.width > 0 && third.minX > first.maxX, "each character where it is drawn: \(first) \(third)")
        #expect(field.convert(field.bounds, to: nil).insetBy(dx: -1, dy: -1).contains(first))
        let word = try #require(tree.textRect(of: node.id, from: 3, to: 7))
        #expect(word.width > third.width)
        #expect(tree.textOffset(at: CGPoint(x: third.midX + 0.5, y: third.midY), in: node.id) == 2)
        #expect(tree.textSelection(of: node.id) == nil)
        #expect(tree.setTextSelection(3..<7, on: node.id))
        #expect(tree.textSelection(of: node.id) == 3..<7)
        #expect(field.text(in: field.selectedTextRange!) == "wide")
    }
}
