import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct GesturePropertyTests {
    /// Property: random touch streams over random recognizers never produce an illegal state transition, and
    /// every touch a view began ends or is cancelled exactly once.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomTouchStreamsStayLegal(seed: UInt64) {
        UIApplication.replaceShared()  // a fresh application for each test
        var rng = SeededGenerator(seed: seed)
        final class Counting: UIView {
            var open: Set<ObjectIdentifier> = []
            var violations: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for t in touches where !open.insert(ObjectIdentifier(t)).inserted { violations.append("began twice") }
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                for t in touches where !open.contains(ObjectIdentifier(t)) { violations.append("moved before began") }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { close(touches) }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { close(touches) }
            private func close(_ touches: Set<UITouch>) {
                for t in touches where open.remove(ObjectIdentifier(t)) == nil {
                    violations.append("end without began")
                }
            }
        }
        let (window, root, synthesizer) = makeWindow(width: 400, height: 400)
        var views: [Counting] = []
        for i in 0..<4 {
            let view = Counting(frame: CGRect(x: (i % 2) * 200, y: (i / 2) * 200, width: 200, height: 200))
            view.isMultipleTouchEnabled = Bool.random(using: &rng)
            root.addSubview(view)
            views.append(view)
            let makers: [() -> UIGestureRecognizer] = [
                { UITapGestureRecognizer() },
                {
                    let t = UITapGestureRecognizer(); t.numberOfTapsRequired = 2; return t
                },
                { UILongPressGestureRecognizer() }, { UIPanGestureRecognizer() }, { UISwipeGestureRecognizer() },
                { UIPinchGestureRecognizer() }, { UIRotationGestureRecognizer() },
            ]
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let recognizer = makers.randomElement(using: &rng)!()
                recognizer.cancelsTouchesInView = Bool.random(using: &rng)
                recognizer.delaysTouchesBegan = Bool.random(using: &rng)
                recognizer.delaysTouchesEnded = Bool.random(using: &rng)
                view.addGestureRecognizer(recognizer)
            }
        }
        var transitions: [(String, String)] = []
        let token = EventTrace.addObserver { entry in
            if case .recognizerTransition(_, let from, let to) = entry { transitions.append((from, to)) }
        }
        defer { EventTrace.removeObserver(token) }
        var down: [UITouch] = []
        for _ in 0..<300 {
            let point = CGPoint(x: .random(in: -20...420, using: &rng), y: .random(in: -20...420, using: &rng))
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1: if down.count < 3 { down.append(synthesizer.touchDown(at: point)) }
            case 2, 3, 4: if let t = down.randomElement(using: &rng) { synthesizer.touchMove(t, to: point) }
            case 5, 6:
                if let i = down.indices.randomElement(using: &rng) { synthesizer.touchUp(down.remove(at: i)) }
            case 7: if let i = down.indices.randomElement(using: &rng) { synthesizer.touchCancel(down.remove(at: i)) }
            case 8: synthesizer.advance(by: .random(in: 0...0.6, using: &rng))
            default:
                if Bool.random(using: &rng), let view = views.randomElement(using: &rng),
                    let recognizer = view.gestureRecognizers?.randomElement(using: &rng)
                {
                    recognizer.isEnabled.toggle()
                }
            }
        }
        for t in down { synthesizer.touchUp(t) }
        synthesizer.advance(by: 2)
        let legal: Set<String> = [
            "possible>began", "possible>ended", "possible>failed", "began>changed", "began>ended", "began>cancelled",
            "changed>changed", "changed>ended", "changed>cancelled", "ended>possible", "cancelled>possible",
            "failed>possible",
        ]
        for (from, to) in transitions { #expect(legal.contains("\(from)>\(to)"), "illegal \(from) → \(to)") }
        for view in views {
            #expect(view.violations.isEmpty)
            #expect(view.open.isEmpty, "every touch a view began has ended or been cancelled")
        }
        _ = window
    }
}

/// Recognizer subclasses written as for UIKit: `init(target:action:)` is the designated initializer.
@MainActor
@Suite struct GestureRecognizerInitializerTests {
    /// Overrides the designated initializer, as custom recognizers usually do.
    final class WatchingRecognizer: UIGestureRecognizer {
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            cancelsTouchesInView = false
        }
    }

    /// Declares an `init()` of its own that calls the designated initializer.
    final class NamedPan: UIPanGestureRecognizer {
        init() {
            super.init(target: nil, action: nil)
            name = "panel"
        }
    }

    final class Target: NSObject {
        var fired = 0
        func handle(_ sender: UITapGestureRecognizer) { fired += 1 }
    }

    @Test func anOverrideOfTheDesignatedInitializerRunsForEveryWayOfMakingOne() {
        #expect(WatchingRecognizer().cancelsTouchesInView == false)
        #expect(WatchingRecognizer(target: nil, action: nil).cancelsTouchesInView == false)
        #expect(NamedPan().name == "panel")
        #expect(NamedPan().maximumNumberOfTouches == .max)
    }

    @Test func theTargetGivenToTheInitializerReceivesTheAction() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let target = Target()
        window.addGestureRecognizer(UITapGestureRecognizer(target: target, action: Selector(Target.handle)))
        EventSynthesizer(window: window).tap(at: CGPoint(x: 50, y: 50))
        #expect(target.fired == 1)
    }

    @Test func aHandlerReceivesTheRecognizerAsItsOwnClass() {
        let edge = UIScreenEdgePanGestureRecognizer { edge in _ = edge.edges }
        let pan = UIPanGestureRecognizer { pan in _ = pan.maximumNumberOfTouches }
        let plain = UIGestureRecognizer { _ in }
        #expect(type(of: edge) == UIScreenEdgePanGestureRecognizer.self)
        #expect(type(of: pan) == UIPanGestureRecognizer.self)
        #expect(type(of: plain) == UIGestureRecognizer.self)
    }
}
