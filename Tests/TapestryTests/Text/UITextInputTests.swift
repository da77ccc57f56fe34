import Testing

@testable import Tapestry

/// A text view that draws a wide caret, as custom editors do.
@MainActor
private final class WideCaretTextView: UITextView {
    override func caretRect(for position: UITextPosition) -> CGRect {
        var rect = super.caretRect(for: position)
        rect.size.width = 6
        return rect
    }
}

@MainActor
@Suite struct UITextInputTests {
    @Test func aSubclassDrawsItsOwnCaretGeometry() throws {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let textView = WideCaretTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(textView)
        textView.text = "Hello"
        let end = textView.endOfDocument
        #expect(textView.caretRect(for: end).width == 6)
        let input: UITextInput = textView
        #expect(input.caretRect(for: end).width == 6, "through the protocol too")
    }

    @Test func aSelectionOverSeveralLinesIsOneRectanglePerRun() throws {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.addSubview(textView)
        textView.text = "first line\nsecond line\nthird line"
        textView.layoutIfNeeded()
        let document = textView.beginningOfDocument
        func range(_ from: Int, _ to: Int) throws -> UITextRange {
            let start = try #require(textView.position(from: document, offset: from))
            let end = try #require(textView.position(from: document, offset: to))
            return try #require(textView.textRange(from: start, to: end))
        }
        let oneLine = try range(1, 5)
        let single = textView.selectionRects(for: oneLine)
        #expect(single.count == 1)
        #expect(single[0].containsStart && single[0].containsEnd)
        #expect(single[0].rect.width > 0)
        let threeLines = try range(3, 26)
        let rects = textView.selectionRects(for: threeLines)
        #expect(rects.count == 3)
        #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
        #expect(rects[1].rect.minY == rects[0].rect.maxY)
        #expect(rects[2].rect.minY == rects[1].rect.maxY)
        #expect(rects.allSatisfy { !$0.isVertical && $0.writingDirection == .leftToRight })
    }

    @Test func aFieldsSelectionIsOneRectangle() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "Hello, world"
        let range = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        let rects = field.selectionRects(for: range)
        #expect(rects.count == 1)
        #expect(rects[0].rect.height > 0)
    }
}
