import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A hover style's effect as drawn: a tint of the shape over the view and its subviews while the pointer is
/// over it, nothing outside the shape, and the damaged frames equal a full redraw as it comes and goes.
@MainActor
@Suite struct UIHoverStyleDrawingTests {
    @Test func theHighlightTintsTheShapeOverTheSubviewsAndGoesWithThePointer() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
        card.backgroundColor = .white
        let inner = UIView(frame: CGRect(x: 60, y: 0, width: 60, height: 40))
        inner.backgroundColor = .white
        card.addSubview(inner)
        card.hoverStyle = UIHoverStyle(effect: .highlight, shape: .capsule)
        stage.root.addSubview(card)
        let before = stage.frame()
        #expect(before.pixel(x: 80, y: 40).r == 255 && before.pixel(x: 110, y: 40).r == 255)
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 40), in: stage.window)
        let hovered = stage.frame()
        #expect(hovered.pixel(x: 80, y: 40).r < 240, "the card is tinted")
        #expect(hovered.pixel(x: 110, y: 40).r < 240, "over its subview too")
        #expect(hovered.pixel(x: 21, y: 21).r == 255, "a capsule's corner is not")
        #expect(hovered.pixel(x: 150, y: 40).r == 255, "nor anything outside the view")
        #expect(hovered == stage.fullRender(), "the damaged frame equals a full redraw")
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 180, y: 90), in: stage.window)
        let left = stage.frame()
        #expect(left.pixel(x: 80, y: 40).r == 255, "the pointer left: the tint goes")
        #expect(left == stage.fullRender())
    }
}
