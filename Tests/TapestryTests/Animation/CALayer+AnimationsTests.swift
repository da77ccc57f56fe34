import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct CALayerAnimationsTests {
    /// A standalone layer on screen: a sublayer of a view's layer in a visible window.
    func makeLayerStage() -> (CALayer, UIView, EventSynthesizer) { makeStandaloneLayerStage() }

    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test func aBasicAnimationInterpolatesAndIsRemovedWhenItEnds() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let recorder = Recorder()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        animation.delegate = recorder
        layer.add(animation, forKey: "fade")
        #expect(layer.animation(forKey: "fade") != nil)
        synthesizer.advance(by: 0.4)
        #expect(abs(layer.presentation()!.opacity - 0.4) < 1e-5)
        #expect(recorder.events == ["start"])
        synthesizer.advance(by: 0.7)
        #expect(layer.presentation()!.opacity == 1)
        #expect(layer.animationKeys() == nil)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func fillModesAndRemovalOnCompletion() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 100
        animation.toValue = 200
        animation.duration = 0.5
        animation.beginTime = CACurrentMediaTime() + 0.5
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "move")
        synthesizer.advance(by: 0.25)
        #expect(layer.presentation()!.position.x == 100)  // filling backwards before it begins
        synthesizer.advance(by: 1)
        #expect(layer.presentation()!.position.x == 200)  // and forwards after its end
        #expect(layer.position.x == 5)
        #expect(!UIApplication.shared.frameClock.isRunning)
        layer.removeAnimation(forKey: "move")
        #expect(layer.presentation()!.position.x == 5)
    }

    @Test func keyPathsReachComponentsOfStructuredValues() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        layer.add(spin, forKey: nil)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 30
        grow.duration = 1
        layer.add(grow, forKey: nil)
        synthesizer.advance(by: 0.5)
        let t = layer.presentation()!.affineTransform()
        #expect(abs(atan2(t.b, t.a) - .pi / 2) < 1e-6)
        #expect(abs(layer.presentation()!.bounds.width - 20) < 1e-6)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 10)
    }

    /// A translation given as a point reads its two numbers as a size's, as Core Animation reads them, and
    /// hidden animates as a flag (discretely, from keyframes of `true` and `false`).
    @Test func aTranslationPointAndAHiddenFlagAnimate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        layer.setValue(CGPoint(x: 10, y: 20), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 10 && layer.transform.m42 == 20)
        let slide = CAKeyframeAnimation(keyPath: "transform.translation")
        slide.values = [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 80)]
        slide.duration = 1
        layer.add(slide, forKey: "slide")
        let blink = CAKeyframeAnimation(keyPath: "hidden")
        blink.values = [false, true, false]
        blink.keyTimes = [0, 0.5, 1]
        blink.calculationMode = .discrete
        blink.duration = 1
        layer.add(blink, forKey: "blink")
        synthesizer.advance(by: 0.25)
        // The clock's times are large numbers: a quarter of the way is a quarter up to rounding.
        #expect(abs(layer.presentation()!.transform.m41 - 10) < 1e-6)
        #expect(layer.presentation()!.isHidden == false)
        synthesizer.advance(by: 0.5)
        #expect(abs(layer.presentation()!.transform.m42 - 60) < 1e-6)
        #expect(layer.presentation()!.isHidden == true)
        #expect(layer.isHidden == false)
    }

    @Test func additiveAnimationsAddToTheModel() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.isAdditive = true
        shake.duration = 0.3
        layer.add(shake, forKey: "shake")
        synthesizer.advance(by: 0.05)
        #expect(abs(layer.presentation()!.position.x - 10) < 1e-6)
        synthesizer.advance(by: 0.1)
        #expect(abs(layer.presentation()!.position.x - 5) < 1e-6)
    }

    @Test func aGroupRunsItsAnimationsOnItsOwnTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let late = CABasicAnimation(keyPath: "cornerRadius")
        late.fromValue = 0
        late.toValue = 10
        late.beginTime = 1
        late.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, late]
        group.duration = 2
        let recorder = Recorder()
        group.delegate = recorder
        layer.add(group, forKey: "group")
        synthesizer.advance(by: 0.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-5)
        #expect(layer.presentation()!.cornerRadius == 0)
        synthesizer.advance(by: 1)
        #expect(abs(layer.presentation()!.cornerRadius - 5) < 1e-5)
        synthesizer.advance(by: 1)
        #expect(recorder.events == ["start", "stop true"])
    }

    @Test func aSpringAnimationOvershootsAndSettlesByItsSettlingDuration() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 5)
        layer.add(spring, forKey: nil)
        var highest: CGFloat = 0
        var t = 0.0
        while t < spring.settlingDuration - 0.02 {
            synthesizer.advance(by: 0.01)
            t += 0.01
            highest = max(highest, layer.presentation()!.position.y)
        }
        #expect(highest > 110)
        // From the settling time on it stays within 0.001 of the distance.
        #expect(abs(layer.presentation()!.position.y - 100) < 1)
    }

    @Test func addingWithAKeyReplacesTheOldAnimationWhichStopsUnfinished() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let recorder = Recorder()
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0
        first.delegate = recorder
        layer.add(first, forKey: "k")
        synthesizer.advance(by: 0.05)
        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 0.5
        layer.add(second, forKey: "k")
        synthesizer.advance(by: 0)
        #expect(recorder.events == ["start", "stop false"])
        #expect(layer.animationKeys() == ["k"])
    }

    @Test func bothEndsOmittedMeansTheLayersOwnValues() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        let animation = CABasicAnimation(keyPath: "borderWidth")
        animation.byValue = 8
        animation.duration = 1
        layer.add(animation, forKey: nil)
        synthesizer.advance(by: 0.5)
        #expect(abs(layer.presentation()!.borderWidth - 4) < 1e-6)
    }

    @Test func badTimingStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let animation = CABasicAnimation(keyPath: "opacity")
                animation.duration = -1
                CALayer().add(animation, forKey: nil)
            }
        }
    }

    // MARK: Implicit animations and transactions

    /// A layer that has not been committed yet (added and set up in the same turn) takes its changes at once,
    /// as Core Animation animates no change of a layer never shown; after the turn's commit it animates them.
    @Test func aLayerAddedInThisTurnTakesItsChangesAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        synthesizer.advance(by: 0)
        let parent = CALayer()
        let child = CALayer()
        view.layer.addSublayer(parent)
        parent.addSublayer(child)
        child.opacity = 0.5
        parent.position = CGPoint(x: 40, y: 40)
        #expect(child.animationKeys() == nil)
        #expect(parent.animationKeys() == nil)
        synthesizer.advance(by: 0)
        child.opacity = 0
        #expect(child.animationKeys() == ["opacity"])
        // A layer moved into a committed tree in this turn has not been committed in its new place either.
        let late = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let detached = CALayer()
        detached.addSublayer(late)
        CATransaction.commit()
        view.layer.addSublayer(detached)
        late.opacity = 0.25
        #expect(late.animationKeys() == nil)
    }

    @Test func aStandaloneLayerOnScreenAnimatesImplicitly() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        layer.opacity = 0
        #expect(layer.animationKeys() == ["opacity"])
        synthesizer.advance(by: 0.125)
        let p = bezierProgress(0.5, 0.25, 0.1, 0.25, 1)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - p)) < 1e-5)
        synthesizer.advance(by: 0.2)
        #expect(layer.animationKeys() == nil)
    }

    // MARK: The tree

    @Test func aViewsLayerListsItsSubviewsLayersBetweenItsOwnSublayers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        let above = CALayer(), below = CALayer()
        view.layer.addSublayer(above)
        view.layer.insertSublayer(below, at: 0)
        #expect(
            view.layer.sublayers!.map { ObjectIdentifier($0) }
                == [below, child.layer, above].map { ObjectIdentifier($0) })
        #expect(child.layer.superlayer === view.layer)
        #expect(above.superlayer === view.layer)
        above.removeFromSuperlayer()
        #expect(above.superlayer == nil)
        #expect(view.layer.sublayers!.count == 2)
        child.layer.removeFromSuperlayer()
        #expect(child.superview == nil)
    }

    @Test func standaloneGeometryFollowsPositionAnchorAndTransform() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(layer.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 40, height: 20))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.frame == CGRect(x: 100, y: 100, width: 80, height: 40))
        let parent = CALayer()
        parent.addSublayer(layer)
        #expect(layer.convert(CGPoint(x: 10, y: 10), to: parent) == CGPoint(x: 120, y: 120))
        #expect(parent.hitTest(CGPoint(x: 150, y: 110)) === layer)
    }

    @Test func addingALayerInsideItselfOrAViewsLayerStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let a = CALayer(), b = CALayer()
                a.addSublayer(b)
                b.addSublayer(a)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let view = UIView()
                CALayer().addSublayer(view.layer)
                withExtendedLifetime(view) {}
            }
        }
    }

    @Test func presentationAndModelPointAtEachOther() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, _) = makeLayerStage()
        let presented = layer.presentation()!
        #expect(presented.model() === layer)
        #expect(presented.presentation() == nil)
        #expect(layer.model() === layer)
    }

    @Test func aGradientLayersColoursAnimate() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        view.layer.addSublayer(gradient)
        synthesizer.advance(by: 0)
        gradient.colors = [UIColor.white.cgColor, UIColor.white.cgColor]
        synthesizer.advance(by: 0.125)
        let drawn = gradient.drawnGradient!
        #expect(drawn.stops[0].color.red > 0.1 && drawn.stops[0].color.red < 0.9)
        #expect(drawn.start == CGPoint(x: 5, y: 0) && drawn.end == CGPoint(x: 5, y: 100))
    }

    /// Every animation a layer gets goes through its `add(_:forKey:)`, so a subclass overriding it sees them.
    @Test func aLayerSubclassSeesTheAnimationsAddedToIt() {
        UIApplication.replaceShared()
        final class Watching: CALayer {
            var added: [String] = []
            override func add(_ anim: CAAnimation, forKey key: String?) {
                added.append((anim as? CABasicAnimation)?.keyPath ?? "other")
                super.add(anim, forKey: key)
            }
        }
        final class WatchedView: UIView {
            override class var layerClass: AnyClass { Watching.self }
        }
        let (window, root, synthesizer) = makeWindow()
        let view = WatchedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(view)
        window.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        let layer = view.layer as? Watching
        #expect(layer?.added == ["opacity"])
        #expect(layer?.animationKeys()?.isEmpty == false, "and super added it")
        synthesizer.advance(by: 1)
    }
}
