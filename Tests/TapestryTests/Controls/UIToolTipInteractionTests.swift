import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Tool tips (UIToolTipInteraction): shown after the pointer rests half a second, below it (above near the
/// window's bottom), kept while it moves within the tip's rectangle, hidden as it leaves, the view goes away
/// or tips are disabled; a delegate's tip for a part of the view; a control's `toolTip`.
@MainActor
@Suite struct UIToolTipInteractionTests {
    final class Parts: UIToolTipInteractionDelegate {
        func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
            -> UIToolTipConfiguration?
        {
            point.x < 50
                ? UIToolTipConfiguration(toolTip: "Left half", in: CGRect(x: 0, y: 0, width: 50, height: 40))
                : nil
        }
    }

    private func stage() -> (UIWindow, UIButton, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 200)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        root.addSubview(button)
        return (window, button, synthesizer)
    }

    private func tips(in window: UIWindow) -> [ToolTipView] { window.subviews.compactMap { $0 as? ToolTipView } }

    @Test func aRestingPointerShowsTheTipBelowItUntilItLeaves() throws {
        let (window, button, synthesizer) = stage()
        button.toolTip = "Saves the document"
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 40, y: 30), in: window)
        synthesizer.advance(by: 0.3)
        input.pointerMoved(to: CGPoint(x: 50, y: 30), in: window)
        synthesizer.advance(by: 0.3)
        #expect(tips(in: window).isEmpty, "the pointer moved: the wait starts again")
        synthesizer.advance(by: 0.25)
        let tip = try #require(tips(in: window).first)
        #expect(tip.label.text == "Saves the document" && tip.frame.minX == 50 && tip.frame.minY == 50)
        #expect(tip.frame.height > 12 && !tip.isUserInteractionEnabled)
        input.pointerMoved(to: CGPoint(x: 60, y: 35), in: window)
        #expect(tips(in: window).count == 1, "moving over the view keeps it")
        input.pointerMoved(to: CGPoint(x: 200, y: 150), in: window)
        #expect(tips(in: window).isEmpty, "leaving the view hides it")
        #expect(button.toolTipInteraction?.defaultToolTip == "Saves the document")
    }

    @Test func aDelegatesTipCoversItsRectangleOnly() throws {
        let (window, button, synthesizer) = stage()
        let interaction = UIToolTipInteraction()
        let parts = Parts()
        interaction.delegate = parts
        button.addInteraction(interaction)
        let input = UIApplication.shared.input
        input.pointerMoved(to: CGPoint(x: 100, y: 30), in: window)
        synthesizer.advance(by: 1)
        #expect(tips(in: window).isEmpty, "no tip on the right half")
        input.pointerMoved(to: CGPoint(x: 30, y: 30), in: window)
        synthesizer.advance(by: 1)
        #expect(tips(in: window).first?.label.text == "Left half")
        input.pointerMoved(to: CGPoint(x: 90, y: 30), in: window)
        #expect(tips(in: window).isEmpty, "leaving the tip's rectangle hides it")
        withExtendedLifetime(parts) {}
    }

    @Test func nearTheBottomTheTipGoesAboveAndItLeavesWithItsView() throws {
        let (window, button, synthesizer) = stage()
        button.frame = CGRect(x: 250, y: 160, width: 70, height: 40)
        button.toolTip = "A long tip that reaches past the right edge"
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 300, y: 190), in: window)
        synthesizer.advance(by: 0.6)
        let tip = try #require(tips(in: window).first)
        #expect(tip.frame.maxY <= 182 && tip.frame.maxX <= 316, "above the pointer, inside the window: \(tip.frame)")
        button.removeFromSuperview()
        #expect(tips(in: window).isEmpty)
    }

    @Test func disablingOrClearingTheTipHidesIt() throws {
        let (window, button, synthesizer) = stage()
        button.toolTip = "Tip"
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 40, y: 30), in: window)
        synthesizer.advance(by: 0.6)
        #expect(tips(in: window).count == 1)
        button.toolTip = nil
        #expect(tips(in: window).isEmpty && button.toolTip == nil && button.toolTipInteraction != nil)
        button.toolTip = "Again"
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 45, y: 30), in: window)
        synthesizer.advance(by: 0.6)
        #expect(tips(in: window).first?.label.text == "Again")
        button.toolTipInteraction?.isEnabled = false
        #expect(tips(in: window).isEmpty)
        #expect(UIToolTipConfiguration(toolTip: "x").sourceRect.isNull)
    }
}
