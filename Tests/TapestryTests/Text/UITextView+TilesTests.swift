import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A text view's tiles and caret (UITextView+Tiles): a tile per paragraph on screen, placed at its paragraph's
/// top and recycled as it scrolls away; the caret where the offset is, blinking on the clock while editing.
@MainActor
@Suite struct TextViewTilesTests {
    private func scene(_ text: String, height: CGFloat = 100) -> (UIWindow, UITextView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: height))
        view.text = text
        root.addSubview(view)
        window.layoutIfNeeded()
        return (window, view, synthesizer)
    }

    private func shownTiles(_ view: UITextView) -> [TextTileView] {
        view.subviews.compactMap { $0 as? TextTileView }.filter { !$0.isHidden }.sorted {
            $0.frame.minY < $1.frame.minY
        }
    }

    @Test func eachParagraphOnScreenHasATileAtItsTop() {
        withEstimatedText {
            let text = (0..<50).map { "line \($0)" }.joined(separator: "\n")
            let (window, view, _) = scene(text)
            let tiles = shownTiles(view)
            let lineHeight = view.resolvedFont.lineHeight
            let showing = (0..<50).filter { view.paragraphs.tops[$0] < 100 - view.textContainerInset.top }
            #expect(tiles.count == showing.count, "the ones that show")
            for (index, tile) in tiles.enumerated() {
                #expect(tile.frame.origin == view.paragraphOrigin(index) && tile.frame.height == lineHeight)
                #expect(tile.frame.width == view.layoutWidth)
            }
            let caret = view.subviews.firstIndex { $0 === view.caretView } ?? -1
            #expect(
                view.subviews.indices.allSatisfy { !(view.subviews[$0] is TextTileView) || $0 < caret }, "caret on top")
            view.contentOffset.y = 20 * lineHeight
            window.layoutIfNeeded()
            #expect(
                view.tiles.keys.min() == 19 || view.tiles.keys.min() == 20, "scrolled on: \(view.tiles.keys.sorted())")
            let made = view.subviews.filter { $0 is TextTileView }.count
            #expect(
                made == view.tiles.count + view.spareTiles.count && made <= tiles.count + 1,
                "scrolled-away tiles reused")
            let total = view.subviews.filter { $0 is TextTileView }.count
            view.contentOffset.y = 30 * lineHeight
            window.layoutIfNeeded()
            #expect(view.subviews.filter { $0 is TextTileView }.count == total, "spare tiles reused, none made")
        }
    }

    @Test func theCaretIsBeforeTheOffsetOnItsLine() {
        withEstimatedText {
            let (_, view, _) = scene("first\nsecond")
            let rect = view.caretRect(atOffset: 8)
            let origin = view.paragraphOrigin(1)
            let layout = view.layoutParagraph(1)
            #expect(rect.minX == origin.x + layout.x(forOffset: 2, inLine: 0) - 1 && rect.width == 2)
            #expect(rect.minY == origin.y && rect.height == view.resolvedFont.lineHeight)
        }
    }

    /// While editing, the caret blinks every half second on the app's clock; a selection hides it; ending editing
    /// stops the blinking.
    @Test func theCaretBlinksWhileEditing() {
        withEstimatedText {
            let (window, view, synthesizer) = scene("abc")
            #expect(view.caretView.isHidden, "not editing")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 1, length: 0)
            window.layoutIfNeeded()
            #expect(!view.caretView.isHidden && view.caretView.frame == view.caretRect(atOffset: 1))
            synthesizer.advance(by: 0.5)
            #expect(view.caretView.isHidden, "off after half a second")
            synthesizer.advance(by: 0.5)
            #expect(!view.caretView.isHidden, "on again")
            view.selectedRange = NSRange(location: 0, length: 2)
            window.layoutIfNeeded()
            #expect(view.caretView.isHidden, "a selection shows no caret")
            view.resignFirstResponder()
            #expect(view.blinkTimer == nil || !view.isEditing)
            synthesizer.advance(by: 1)
            #expect(view.caretView.isHidden)
        }
    }

    /// A selection across paragraphs is given to each tile in its own offsets, the line break included where it
    /// runs past a paragraph's end.
    @Test func aSelectionAcrossParagraphsIsSplitPerTile() {
        withEstimatedText {
            let (window, view, _) = scene("one\ntwo\nthree")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 2, length: 6)
            window.layoutIfNeeded()
            let tiles = shownTiles(view)
            #expect(tiles.count == 3)
            for tile in tiles { tile._markDisplayed() }
            view.selectedRange = NSRange(location: 2, length: 7)
            window.layoutIfNeeded()
            #expect(tiles.map(\.needsDisplay) == [false, false, true], "only the tile whose part changed redraws")
        }
    }
}
