import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Hover styles (UIHoverStyle, UIShape): the innermost view under the pointer with an enabled style shows its
/// effect in its shape, in front of its subviews, until the pointer leaves it or the window, or the style is
/// turned off; shapes resolve in the frame they are given.
@MainActor
@Suite struct UIHoverStyleTests {
    private func stage() -> (UIWindow, UIView, UIButton) {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 200)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 120))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        card.addSubview(button)
        root.addSubview(card)
        return (window, card, button)
    }

    private func effectLayer(on view: UIView) -> CAShapeLayer? {
        view.layer.sublayers?.lazy.compactMap { $0 as? CAShapeLayer }.first
    }

    @Test func theInnermostStyledViewUnderThePointerShowsItsShapeUntilThePointerLeaves() throws {
        let (window, card, button) = stage()
        let input = UIApplication.shared.input
        card.hoverStyle = UIHoverStyle(effect: .highlight, shape: .rect(cornerRadius: 12))
        button.hoverStyle = UIHoverStyle(effect: .highlight, shape: .capsule)
        input.pointerMoved(to: CGPoint(x: 50, y: 45), in: window)
        let layer = try #require(effectLayer(on: button))
        #expect(effectLayer(on: card) == nil, "only the innermost styled view shows its effect")
        #expect(layer.frame == button.bounds && layer.path?.boundingBoxOfPath == button.bounds)
        #expect(layer.path?.contains(CGPoint(x: 1, y: 1)) == false, "a capsule's corner is outside it")
        #expect(layer.path?.contains(CGPoint(x: 50, y: 20)) == true)
        #expect(try #require(layer.fillColor).alpha > 0 && layer.shadowOpacity == 0)
        input.pointerMoved(to: CGPoint(x: 180, y: 100), in: window)
        #expect(effectLayer(on: button) == nil, "leaving the button moves the effect to the card")
        let cardLayer = try #require(effectLayer(on: card))
        #expect(
            cardLayer.path?.contains(CGPoint(x: 1, y: 1)) == false
                && cardLayer.path?.contains(CGPoint(x: 12, y: 1)) == true)
        input.pointerMoved(to: CGPoint(x: 300, y: 180), in: window)
        #expect(effectLayer(on: card) == nil, "outside every styled view, none")
        input.pointerMoved(to: CGPoint(x: 180, y: 100), in: window)
        input.pointerExited(window)
        #expect(effectLayer(on: card) == nil, "leaving the window takes it away")
    }

    @Test func turningTheStyleOffOrRemovingItTakesTheEffectAwayAndLiftAddsAShadow() throws {
        let (window, _, button) = stage()
        let input = UIApplication.shared.input
        let style = UIHoverStyle(effect: .lift)
        button.hoverStyle = style
        input.pointerMoved(to: CGPoint(x: 50, y: 45), in: window)
        let layer = try #require(effectLayer(on: button))
        #expect(layer.shadowOpacity > 0 && layer.path?.boundingBoxOfPath == button.bounds)
        style.isEnabled = false
        #expect(effectLayer(on: button) == nil, "a disabled style shows nothing")
        style.isEnabled = true
        #expect(effectLayer(on: button) != nil, "enabled again under the pointer, it shows")
        style.shape = .circle
        #expect(effectLayer(on: button)?.path?.boundingBoxOfPath == CGRect(x: 30, y: 0, width: 40, height: 40))
        button.hoverStyle = nil
        #expect(effectLayer(on: button) == nil)
        input.pointerMoved(to: CGPoint(x: 52, y: 45), in: window)
        #expect(effectLayer(on: button) == nil, "a view without a style shows nothing")
        button.hoverStyle = .automatic()
        input.pointerMoved(to: CGPoint(x: 50, y: 45), in: window)
        #expect(effectLayer(on: button) != nil && button.hoverStyle?.effect is UIHoverAutomaticEffect)
    }

    @Test func shapesResolveInTheirFrameFixedOnesAndPathsInTheViewsCoordinates() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(UIShape.rect.resolvedPath(in: frame).bounds == frame)
        #expect(
            UIShape.capsule.inset(by: 5).resolvedPath(in: frame).bounds == CGRect(x: 5, y: 5, width: 90, height: 30))
        #expect(UIShape.circle.resolvedPath(in: frame).bounds == CGRect(x: 30, y: 0, width: 40, height: 40))
        let fixed = UIShape.fixedRect(CGRect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 4)
        #expect(fixed.resolvedPath(in: frame).bounds == CGRect(x: 10, y: 10, width: 20, height: 20))
        let path = UIShape.path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10)))
        #expect(path.resolvedPath(in: frame).bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let inset = path.inset(by: 2).resolvedPath(in: frame).bounds
        #expect(abs(inset.minX - 2) < 1e-9 && abs(inset.width - 16) < 1e-9 && abs(inset.height - 6) < 1e-9)
        let corners = UIShape.rect(cornerRadius: 10, maskedCorners: [.topLeft]).resolvedPath(in: frame)
        #expect(!corners.contains(CGPoint(x: 1, y: 1)) && corners.contains(CGPoint(x: 99, y: 39)))
        #expect(
            UIShape.rect.inset(by: 60).resolvedPath(in: frame).isEmpty, "an inset larger than the frame leaves nothing")
    }
}
