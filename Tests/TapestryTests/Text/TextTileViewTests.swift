import Foundation
import Testing

@testable import Tapestry

/// One paragraph of a text view drawn (TextTileView): redrawn only when what it shows changed; the selection's
/// boxes behind the text, the marked text's underline over it.
@MainActor
@Suite struct TextTileViewTests {
    private let font = UIFont.systemFont(ofSize: 10)

    private func tile(_ text: String, selection: Range<Int>? = nil, marked: Range<Int>? = nil, width: CGFloat = 200)
        -> (TextTileView, TextParagraphLayout)
    {
        let layout = EstimatedParagraphLayout(text: text, font: font, width: width)
        let tile = TextTileView(frame: CGRect(x: 0, y: 0, width: width, height: layout.size.height))
        tile.configure(
            layout: layout, text: text, styled: nil, font: font, color: .black, selection: selection,
            selectionColor: .blue, marked: marked)
        return (tile, layout)
    }

    private func drawCalls(_ tile: TextTileView) -> [String] {
        let backend = RecordingBackend()
        let context = CGContext(backend: backend)
        UIGraphicsPushContext(context)
        tile.draw(tile.bounds)
        UIGraphicsPopContext()
        return backend.calls
    }

    @Test func theSameConfigurationDoesNotRedrawAndAChangeDoes() {
        let (tile, layout) = tile("hello")
        tile._markDisplayed()
        tile.configure(
            layout: layout, text: "hello", styled: nil, font: font, color: .black, selection: nil,
            selectionColor: .red, marked: nil)
        #expect(!tile.needsDisplay, "a selection colour alone is drawn with the next change")
        tile.configure(
            layout: layout, text: "hello", styled: nil, font: font, color: .black, selection: 1..<3,
            selectionColor: .red, marked: nil)
        #expect(tile.needsDisplay, "a new selection")
        tile._markDisplayed()
        tile.configure(
            layout: EstimatedParagraphLayout(text: "hello", font: font, width: 200), text: "hello", styled: nil,
            font: font, color: .black, selection: 1..<3, selectionColor: .red, marked: nil)
        #expect(tile.needsDisplay, "a new layout")
        #expect(!tile.isUserInteractionEnabled, "touches go to the text view")
    }

    /// The selection is filled behind the text, one box per line it covers, and marked text is underlined in the
    /// text's colour after the text.
    @Test func selectionBoxesComeBeforeTheTextAndTheUnderlineAfter() {
        // 5.5 points a character: "aaaa " and "bbbb" on two lines at width 40.
        let (tile, _) = tile("aaaa bbbb", selection: 2..<7, marked: 5..<9, width: 40)
        let calls = drawCalls(tile)
        let text = calls.firstIndex { $0.hasPrefix("text") }
        let fills = calls.indices.filter { calls[$0].hasPrefix("fill") }
        #expect(text != nil && fills.count == 3, "\(calls)")
        #expect(fills.prefix(2).allSatisfy { $0 < text! }, "two selection boxes (two lines) first")
        #expect(fills.last! > text!, "the underline last")
        #expect(calls[fills[0]].hasPrefix("fill 16.5x"), "from character 2 to the line's end: \(calls[fills[0]])")
        #expect(calls[fills[2]].hasPrefix("fill 22.0x1.0"), "the marked word's underline: \(calls[fills[2]])")
    }

    /// A selection that runs past the paragraph's end covers its line break: a box past the last character.
    @Test func aSelectionPastTheEndCoversTheLineBreak() {
        let (selected, _) = tile("ab", selection: 2..<3)
        let calls = drawCalls(selected)
        #expect(calls.first?.hasPrefix("fill 3.0") == true, "0.3 em past the text: \(calls)")
        let (empty, _) = tile("")
        #expect(drawCalls(empty).isEmpty, "nothing to draw")
    }
}
