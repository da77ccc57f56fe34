import Foundation
import Tapestry
import TapestryTesting
import Testing

/// How `CATransition` lays out the old and the new content as it runs, headless.
@MainActor
@Suite struct CATransitionTests {
    @Test(arguments: [
        (CATransitionSubtype.fromRight, CGPoint(x: 40, y: 0)), (.fromLeft, CGPoint(x: -40, y: 0)),
        (.fromTop, CGPoint(x: 0, y: -40)), (.fromBottom, CGPoint(x: 0, y: 40)),
    ])
    func eachTypeMovesTheContentFromItsSide(subtype: CATransitionSubtype, side: CGPoint) {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        for type in [CATransitionType.push, .moveIn, .reveal] {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = 1
            transition.timingFunction = CAMediaTimingFunction(name: .linear)
            view.layer.add(transition, forKey: kCATransition)
            synthesizer.advance(by: 0.25)
            let look = try! #require(view.layer.transitionAppearance)
            let newOffset = CGPoint(x: look.contentTransform.tx, y: look.contentTransform.ty)
            let oldOffset = CGPoint(x: look.snapshotTransform.tx, y: look.snapshotTransform.ty)
            let comingIn = CGPoint(x: side.x * 0.75, y: side.y * 0.75)
            let goingOut = CGPoint(x: -side.x * 0.25, y: -side.y * 0.25)
            // Within a nanometre: the media clock is a large Double, so a quarter second after it is not exact.
            func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }
            switch type {
            case .push: #expect(near(newOffset, comingIn) && near(oldOffset, goingOut))
            case .moveIn: #expect(near(newOffset, comingIn) && near(oldOffset, .zero))
            default: #expect(near(newOffset, .zero) && near(oldOffset, goingOut) && look.oldContentOnTop)
            }
            synthesizer.advance(by: 1)
            #expect(view.layer.transitionAppearance == nil, "\(type) ended")
        }
    }

    @Test func aTransitionTellsItsDelegateWhenItStops() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        final class Delegate: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let delegate = Delegate()
        let fade = CATransition()
        fade.duration = 0.3
        fade.delegate = delegate
        view.layer.add(fade, forKey: kCATransition)
        #expect(view.layer.animation(forKey: kCATransition) is CATransition)
        synthesizer.advance(by: 0.4)
        #expect(delegate.stops == [true])
    }
}
