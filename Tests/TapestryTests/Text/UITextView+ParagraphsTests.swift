import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A text view's paragraphs (UITextView+Paragraphs): measured lazily, those on screen first and the rest a budget
/// a frame; their tops kept as running sums; a bounded number of layouts kept; an edit measuring only what it
/// touched.
@MainActor
@Suite struct TextViewParagraphsTests {
    @Test func onlyTheParagraphsOnScreenHaveTilesAndAnEditRedrawsOne() {
        withEstimatedText {
            let text = (0..<5000).map { "line \($0) of a long document" }.joined(separator: "\n")
            let (window, view, synthesizer) = makeTextViewScene(width: 300, height: 200, text: text)
            window.layoutIfNeeded()
            let tiles = view.subviews.filter { $0 is TextTileView && !$0.isHidden }
            #expect(tiles.count < 20, "\(tiles.count) tiles for 5,000 paragraphs")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 0, length: 0)
            window.layoutIfNeeded()
            for tile in view.subviews { tile._markDisplayed() }
            synthesizer.type("X")
            window.layoutIfNeeded()
            let redrawn = view.subviews.filter { $0 is TextTileView && $0.needsDisplay }
            #expect(redrawn.count == 1, "one paragraph changed")
            view.selectedRange = NSRange(location: text.utf16.count, length: 0)
            view.scrollRangeToVisible(view.selectedRange)
            window.layoutIfNeeded()
            #expect(view.contentOffset.y > 1000, "scrolled to the end")
            #expect(view.subviews.filter { $0 is TextTileView && !$0.isHidden }.count < 20)
        }
    }

    @Test func aLongTextKeepsABoundedNumberOfParagraphLayouts() {
        withEstimatedText {
            let text = (0..<20_000).map { "paragraph \($0)" }.joined(separator: "\n")
            let (window, view, _) = makeTextViewScene(width: 300, height: 200, text: text)
            window.layoutIfNeeded()
            for step in 0..<40 {
                view.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 2000)
                window.layoutIfNeeded()
            }
            let kept = view.paragraphs.filter { $0.layout != nil }.count
            #expect(kept <= 2 * UITextView.keptLayouts + 20, "\(kept) layouts kept for 20,000 paragraphs")
            #expect(view.contentSize.height > 20_000 * view.resolvedFont.lineHeight, "every paragraph measured")
        }
    }

    @Test func aHugeTextIsMeasuredOverSeveralFramesWithEstimatesMeanwhile() {
        withEstimatedText {
            let text = (0..<5_000).map { _ in String(repeating: "word ", count: 30) }.joined(separator: "\n")
            let (window, view, synthesizer) = makeTextViewScene(width: 300, height: 200, text: text)
            window.layoutIfNeeded()
            let measured = view.paragraphs.filter { $0.measured }.count
            #expect(measured < 1_000, "one pass measured \(measured) of 5,000 paragraphs")
            #expect(view.contentSize.height > 5_000 * view.resolvedFont.lineHeight, "the rest are estimated")
            // A layout pass a frame, each measuring what a quarter of a frame allows.
            for _ in 0..<2_000 where !view.paragraphs.allSatisfy({ $0.measured }) { synthesizer.advance(by: 1.0 / 60) }
            #expect(view.paragraphs.allSatisfy { $0.measured }, "the following frames measured the rest")
            let exact = view.paragraphs.reduce(CGFloat(0)) { $0 + $1.height }
            #expect(abs(view.contentSize.height - 16 - exact) < 0.5)
        }
    }

    /// Scrolled to paragraphs still estimated, the view shows them; measured taller than the estimate, they push
    /// the ones below them down: no tile overlaps the one above it.
    @Test func paragraphsMeasuredOnScreenStackWithoutOverlapping() {
        withEstimatedText {
            // 46 characters: one line by the estimate of heights, two when laid out at this width.
            let line = "alpha beta gamma delta epsilon zeta eta theta "
            let text = Array(repeating: line, count: 5_000).joined(separator: "\n")
            let (window, view, _) = makeTextViewScene(width: 300, height: 200, text: text)
            view.contentOffset = CGPoint(x: 0, y: 40_000)
            window.layoutIfNeeded()
            let tiles = view.subviews.filter { $0 is TextTileView && !$0.isHidden }
                .sorted { $0.frame.minY < $1.frame.minY }
            #expect(tiles.count > 3)
            let shown = view.bounds
            #expect(
                tiles[0].frame.minY <= shown.minY && tiles[tiles.count - 1].frame.maxY >= shown.maxY,
                "tiles cover the view")
            #expect(tiles.allSatisfy { $0.frame.height == 2 * view.resolvedFont.lineHeight }, "two lines each")
            for (above, below) in zip(tiles, tiles.dropFirst()) {
                #expect(below.frame.minY == above.frame.maxY, "\(above.frame) then \(below.frame)")
            }
        }
    }

    /// Typing at the top of a long text moves every paragraph after it by what was typed.
    @Test func anEditNearTheTopMovesTheParagraphsAtTheEnd() {
        withEstimatedText {
            let text = (0..<3_000).map { "paragraph \($0)" }.joined(separator: "\n")
            let (window, view, synthesizer) = makeTextViewScene(width: 300, height: 200, text: text)
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 5, length: 0)
            synthesizer.type("ab\u{8}")
            window.layoutIfNeeded()
            let end = view.text.utf16.count
            let last = view.paragraphIndex(forOffset: end)
            #expect(last == 2_999 && view.paragraphs.range(last) == end - 14..<end)
            view.selectedRange = NSRange(location: end - 4, length: 0)
            synthesizer.type("!")
            #expect(view.text.hasSuffix("2999!") == false && view.text.hasSuffix("!2999"))
            view.selectedRange = NSRange(location: 0, length: 0)
            synthesizer.type("\n")
            #expect(view.paragraphs.count == 3_001 && view.paragraphs.range(3_000) == end - 13..<end + 2)
        }
    }

    /// A narrower view wraps at its new width: every paragraph is measured again (taller), and the content
    /// height follows.
    @Test func aNewWidthMeasuresTheParagraphsAgain() {
        withEstimatedText {
            let line = "alpha beta gamma delta epsilon zeta eta theta "
            let text = Array(repeating: line, count: 50).joined(separator: "\n")
            let (window, view, _) = makeTextViewScene(width: 600, height: 200, text: text)
            let wide = view.contentSize.height
            #expect(view.paragraphs.allSatisfy { $0.height == view.resolvedFont.lineHeight }, "one line each")
            view.frame.size.width = 200
            window.layoutIfNeeded()
            #expect(view.layoutWidth == view.wrapWidth)
            #expect(view.paragraphs.allSatisfy { $0.height > view.resolvedFont.lineHeight }, "wrapped again")
            #expect(view.contentSize.height > wide)
            let exact = view.paragraphs.reduce(CGFloat(0)) { $0 + $1.height }
            #expect(abs(view.contentSize.height - 16 - exact) < 0.5, "the tops are the heights' running sums")
        }
    }

    /// A paste of more paragraphs than an edit measures at once leaves them to the measuring passes, which give
    /// the same tops as measuring them one by one.
    @Test func aLargePasteIsMeasuredByTheLayoutPassesNotTheEdit() {
        withEstimatedText {
            let (window, view, synthesizer) = makeTextViewScene(width: 300, height: 200, text: "first\nlast")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 5, length: 0)
            let pasted = (0..<(UITextView.measuredPerEdit * 4)).map { "\npasted \($0)" }.joined()
            view.insertText(pasted)
            #expect(view.paragraphs.count == 2 + UITextView.measuredPerEdit * 4)
            window.layoutIfNeeded()
            for _ in 0..<10 where !view.paragraphs.allSatisfy({ $0.measured }) { synthesizer.advance(by: 1.0 / 60) }
            #expect(view.paragraphs.allSatisfy { $0.measured })
            let last = view.paragraphs.count - 1
            #expect(view.paragraphs.range(last) == view.text.utf16.count - 4..<view.text.utf16.count, "last")
            #expect(
                view.paragraphOrigin(last).y == view.textContainerInset.top + CGFloat(last)
                    * view.resolvedFont.lineHeight)
        }
    }

    /// A layout pass stops measuring off-screen paragraphs once it has taken a quarter of a frame by the run
    /// loop's clock (here a virtual one that each measurement moves by half a millisecond), and the next passes
    /// measure the rest; with time standing still one pass measures them all, however loaded the machine.
    @Test func aPassMeasuresForAQuarterOfAFrameOfTheRunLoopsClock() {
        let text = (0..<300).map { "paragraph \($0)" }.joined(separator: "\n")
        let standingStill = withEstimatedText {
            makeTextViewScene(width: 300, height: 40, text: text).1
        }
        #expect(standingStill.paragraphs.allSatisfy { $0.measured }, "no time passed: one pass measured all 300")

        let services = SlowMeasuring(keeping: EngineServices.current)
        EngineServices.using(services) {
            let (window, view, _) = makeTextViewScene(width: 300, height: 40, text: text)
            let first = view.paragraphs.filter { $0.measured }.count
            #expect(first > 32 && first < 100, "the pass stopped after \(first) of 300 (4 ms at 0.5 ms each)")
            var passes = 1
            while !view.paragraphs.allSatisfy({ $0.measured }) && passes < 50 {
                UIApplication.shared.clock.advance(by: 1.0 / 60)
                window.layoutIfNeeded()
                passes += 1
            }
            #expect(view.paragraphs.allSatisfy { $0.measured })
            #expect(passes > 2, "measured over \(passes) passes")
        }
    }
}

/// Estimated text whose paragraph layouts each take half a millisecond of the run loop's (virtual) clock.
private final class SlowMeasuring: EstimatedText, @unchecked Sendable {
    override func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
        MainActor.assumeIsolated { UIApplication.shared.clock.advance(by: 0.0005) }
        return super.paragraphLayout(of: text, font: font, width: width)
    }
}
