import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The action search of SEMANTICS §10.7: delegate, `actions`, class default, implicit animation.
@MainActor
@Suite struct CAActionTests {
    final class QuietLayer: CALayer {
        override func action(forKey event: String) -> (any CAAction)? {
            event == "opacity" ? nil : super.action(forKey: event)
        }
    }

    final class SlowDefaultsLayer: CALayer {
        override class func defaultAction(forKey event: String) -> (any CAAction)? {
            let animation = CABasicAnimation()
            animation.duration = 2
            return animation
        }
    }

    final class LayerActions: NSObject, CALayerDelegate {
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            event == "position" ? NSNull() : nil
        }
    }

    final class CornerView: UIView {
        var laidOutThroughLayer = 0
        var laidOut = 0
        override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            guard event == "cornerRadius" else { return super.action(for: layer, forKey: event) }
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = 1
            return animation
        }
        override func layoutSublayers(of layer: CALayer) {
            laidOutThroughLayer += 1
            super.layoutSublayers(of: layer)
        }
        override func layoutSubviews() { laidOut += 1 }
    }

    /// A standalone layer on screen, added with actions off.
    func onScreen(_ layer: CALayer) -> EventSynthesizer {
        let (_, view, synthesizer) = makeAnimationStage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(layer)
        CATransaction.commit()
        return synthesizer
    }

    @Test func theImplicitActionIsABasicAnimationOfTheTransactionsDuration() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        let action = layer.action(forKey: "opacity") as? CABasicAnimation
        CATransaction.commit()
        #expect(action?.keyPath == "opacity")
        #expect(action?.duration == 0.5)
        #expect(layer.action(forKey: "notAProperty") == nil)
    }

    @Test func nullInActionsTurnsOneAnimationOff() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layer = CALayer()
        let synthesizer = onScreen(layer)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 50, y: 50)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.action(forKey: "position") == nil)
        synthesizer.advance(by: 1)
    }

    @Test func anAnimationInActionsRunsFromTheOldValueWithItsOwnTiming() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layer = CALayer()
        let synthesizer = onScreen(layer)
        let slow = CABasicAnimation()
        slow.duration = 2
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["position": slow]
        layer.position = CGPoint(x: 105, y: 5)
        synthesizer.advance(by: 1)
        #expect(abs(layer.presentation()!.position.x - 55) < 1e-6)
        synthesizer.advance(by: 1.1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aSubclassAndTheClassDefaultAndTheDelegateAreAsked() {
        UIApplication.replaceShared()  // a fresh application for each test
        let quiet = QuietLayer()
        let synthesizer = onScreen(quiet)
        quiet.opacity = 0
        #expect(quiet.animationKeys() == nil)
        quiet.position = CGPoint(x: 40, y: 40)
        #expect(quiet.animationKeys() == ["position"])

        let slow = SlowDefaultsLayer()
        _ = onScreen(slow)
        slow.opacity = 0
        synthesizer.advance(by: 1)
        #expect(slow.animationKeys() == ["opacity"])

        let delegated = CALayer()
        let actions = LayerActions()
        delegated.delegate = actions
        _ = onScreen(delegated)
        delegated.position = CGPoint(x: 60, y: 60)
        delegated.opacity = 0.2
        #expect(delegated.animationKeys() == ["opacity"])
        synthesizer.advance(by: 2)
    }

    @Test func aViewAnswersForItsLayerAndASubclassCanAnimateOutsideABlock() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let corner = CornerView(frame: CGRect(x: 0, y: 30, width: 20, height: 20))
        root.addSubview(plain)
        root.addSubview(corner)
        synthesizer.advance(by: 0)
        #expect(plain.action(for: plain.layer, forKey: "opacity") is NSNull)
        UIView.animate(withDuration: 1) {
            #expect(plain.action(for: plain.layer, forKey: "opacity") != nil)
            #expect(!(plain.action(for: plain.layer, forKey: "opacity") is NSNull))
        }
        plain.layer.cornerRadius = 4
        #expect(plain.layer.animationKeys() == nil)
        corner.layer.cornerRadius = 4
        #expect(corner.layer.animationKeys() == ["cornerRadius"])
        synthesizer.advance(by: 0.5)
        #expect(abs(corner.layer.presentation()!.cornerRadius - 2) < 0.5)
        synthesizer.advance(by: 1)
        _ = window
    }

    @Test func layoutRunsThroughTheLayersDelegateMethodOnceTheLayerExists() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let view = CornerView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(view)
        synthesizer.advance(by: 0)
        #expect(view.laidOut == 1)
        #expect(view.laidOutThroughLayer == 0)
        _ = view.layer
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.laidOutThroughLayer == 1)
        #expect(view.laidOut == 2)
    }
}
