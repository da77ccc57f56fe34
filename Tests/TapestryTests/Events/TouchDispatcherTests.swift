import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct TouchDeliveryTests {
    /// Seed 000 without recognizers: three overlapping siblings; the top one gets the touch, and when it is
    /// non-interactive the second one does.
    @Test func overlappingSiblingsWithTouchesOverrides() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let bottom = LoggingView("bottom", frame: frame, log: log)
        let middle = LoggingView("middle", frame: frame.offsetBy(dx: 10, dy: 10), log: log)
        let top = LoggingView("top", frame: frame.offsetBy(dx: 20, dy: 20), log: log)
        root.addSubview(bottom)
        root.addSubview(middle)
        root.addSubview(top)
        synthesizer.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["top began", "top ended"])
        log.clear()
        top.isUserInteractionEnabled = false
        synthesizer.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["middle began", "middle ended"])
    }

    @Test func theTouchKeepsItsViewWhenItMovesAway() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, synthesizer) = makeWindow()
        let a = LoggingView("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = LoggingView("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        root.addSubview(a)
        root.addSubview(b)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(touch.view === a)
        #expect(touch.window === window)
        synthesizer.touchMove(touch, to: CGPoint(x: 150, y: 50))
        synthesizer.touchMove(touch, to: CGPoint(x: 900, y: -40))
        #expect(touch.view === a)
        #expect(touch.location(in: a) == CGPoint(x: 900, y: -40))
        #expect(touch.previousLocation(in: a) == CGPoint(x: 150, y: 50))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["a began", "a moved", "a moved", "a ended"])
        #expect(touch.phase == .ended)
    }

    @Test func locationsConvertIntoAnyView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let child = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        root.addSubview(child)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 70))
        #expect(touch.location(in: child) == CGPoint(x: 10, y: 10))
        #expect(touch.location(in: nil) == CGPoint(x: 50, y: 70))
        #expect(touch.location(in: root) == CGPoint(x: 50, y: 70))
        synthesizer.touchUp(touch)
    }

    @Test func aViewRemovedWhileTouchedGetsCancelledAndNothingMore() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        view.removeFromSuperview()
        synthesizer.touchMove(touch, to: CGPoint(x: 20, y: 20))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["v began", "v cancelled"])
    }

    @Test func aViewThatRemovesItselfInTouchesBeganFinishesSafely() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class SelfRemoving: LoggingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                removeFromSuperview()
                superviewAfterRemoval = superview
            }
            var superviewAfterRemoval: UIView?
        }
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = SelfRemoving("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v began", "v cancelled"])
        #expect(view.superview == nil)
    }

    @Test func addingSiblingsDuringDeliveryDoesNotRedirectTheTouch() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Adder: LoggingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                superview?.addSubview(LoggingView("new", frame: frame, log: log))
            }
        }
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        root.addSubview(Adder("adder", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["adder began", "adder ended"])
        log.clear()
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["new began", "new ended"], "the next touch hits the view added on top")
    }

    @Test func eachTouchGetsExactlyOneBeganAndOneEnd() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        let first = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let second = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.touchMove(first, to: CGPoint(x: 20, y: 20))
        synthesizer.touchCancel(second)
        synthesizer.touchUp(second)  // already over: ignored
        synthesizer.touchUp(first)
        synthesizer.touchUp(first)  // already over: ignored
        #expect(log.lines == ["v began", "v began", "v moved", "v cancelled", "v ended"])
    }

    @Test func multipleTouchDisabledWithholdsTheSecondTouch() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        root.addSubview(view)
        #expect(!view.isMultipleTouchEnabled)
        let first = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let second = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.touchMove(second, to: CGPoint(x: 60, y: 60))
        synthesizer.touchUp(second)
        synthesizer.touchUp(first)
        #expect(log.lines == ["v began", "v ended"])

        log.clear()
        view.isMultipleTouchEnabled = true
        let third = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let fourth = synthesizer.touchDown(at: CGPoint(x: 50, y: 50))
        synthesizer.touchUp(fourth)
        synthesizer.touchUp(third)
        #expect(log.lines == ["v began", "v began", "v ended", "v ended"])
    }

    @Test func concurrentTouchesOfOneEventArriveInOneCall() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Counter: UIView {
            var sizes: [Int] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { sizes.append(touches.count) }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let (_, root, synthesizer) = makeWindow()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        let a = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let b = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        synthesizer.touchesMove([(a, CGPoint(x: 5, y: 5)), (b, CGPoint(x: 110, y: 110))])
        #expect(view.sizes == [2])
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
    }

    @Test func exclusiveTouchKeepsOtherViewsFromTouchesAtTheSameTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let exclusive = LoggingView("x", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let other = LoggingView("o", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        exclusive.isExclusiveTouch = true
        root.addSubview(exclusive)
        root.addSubview(other)
        let first = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let second = synthesizer.touchDown(at: CGPoint(x: 150, y: 10))
        synthesizer.touchUp(second)
        synthesizer.touchUp(first)
        #expect(log.lines == ["x began", "x ended"])

        log.clear()
        let third = synthesizer.touchDown(at: CGPoint(x: 150, y: 10))
        let fourth = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchUp(fourth)
        synthesizer.touchUp(third)
        #expect(log.lines == ["o began", "o ended"])
    }

    @Test func timestampsAreMonotonicSecondsAndTapCountCountsQuickTaps() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let first = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let t0 = first.timestamp
        #expect(abs(t0 - ProcessInfo.processInfo.systemUptime) < 1e6, "seconds, not a wall-clock date")
        synthesizer.advance(by: 0.05)
        synthesizer.touchUp(first)
        #expect(first.timestamp == t0 + 0.05)
        #expect(first.tapCount == 1)
        synthesizer.advance(by: 0.1)
        let second = synthesizer.touchDown(at: CGPoint(x: 12, y: 11))
        #expect(second.tapCount == 2)
        synthesizer.touchUp(second)
        synthesizer.advance(by: 0.1)
        let third = synthesizer.touchDown(at: CGPoint(x: 80, y: 80))
        #expect(third.tapCount == 1, "too far from the previous tap")
        synthesizer.touchUp(third)
        synthesizer.advance(by: 1)
        let fourth = synthesizer.touchDown(at: CGPoint(x: 80, y: 80))
        #expect(fourth.tapCount == 1, "too late after the previous tap")
        synthesizer.touchUp(fourth)
    }

    @Test func eventAllTouchesIncludesStationaryTouchesAndTouchesForFilters() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Watcher: UIView {
            var seen: [(all: Int, mine: Int, phases: [UITouch.Phase])] = []
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let all = event?.allTouches ?? []
                seen.append(
                    (
                        all.count, event?.touches(for: self)?.count ?? 0,
                        all.map(\.phase).sorted { $0.rawValue < $1.rawValue }
                    ))
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let (window, root, synthesizer) = makeWindow()
        let view = Watcher(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        let a = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let b = synthesizer.touchDown(at: CGPoint(x: 100, y: 100))
        synthesizer.touchMove(a, to: CGPoint(x: 20, y: 20))
        #expect(view.seen.count == 1)
        #expect(view.seen[0].all == 2)
        #expect(view.seen[0].mine == 2)
        #expect(view.seen[0].phases == [.moved, .stationary])
        #expect(a.window === window)
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
    }

    @Test func aTouchOutsideEveryViewHasNoViewAndIsDropped() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        window.isUserInteractionEnabled = false
        let synthesizer = EventSynthesizer(window: window)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(touch.view == nil)
        synthesizer.touchUp(touch)
    }

    @Test func applicationAndWindowSendEventCanBeObserved() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class ObservingWindow: UIWindow {
            var types: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                types.append(event.type)
                super.sendEvent(event)
            }
        }
        let log = Log()
        let window = ObservingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = LoggingView("v", frame: window.bounds, log: log)
        window.addSubview(view)
        EventSynthesizer(window: window).tap(at: CGPoint(x: 5, y: 5))
        #expect(window.types == [.touches, .touches])
        #expect(log.lines == ["v began", "v ended"])
    }

    // 5. A view removed earlier in the same delivery gets touchesCancelled, never a later phase.
    @Test func aButtonRemovedDuringTheSameEventDoesNotFire() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let remover = LoggingView("remover", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 150, y: 0, width: 100, height: 100)
        var fired = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        root.addSubview(remover)
        root.addSubview(button)
        final class Remove: LoggingView {
            var target: UIView?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                target?.removeFromSuperview()
            }
        }
        let removing = Remove("removing", frame: remover.frame, log: log)
        removing.target = button
        remover.removeFromSuperview()
        root.insertSubview(removing, at: 0)
        let input = UIApplication.shared.input
        input.touchesChanged(
            [
                InputRouter.TouchChange(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                InputRouter.TouchChange(identifier: 2, phase: .began, location: CGPoint(x: 160, y: 10)),
            ], in: window)
        input.touchesChanged(
            [
                InputRouter.TouchChange(identifier: 1, phase: .ended, location: CGPoint(x: 10, y: 10)),
                InputRouter.TouchChange(identifier: 2, phase: .ended, location: CGPoint(x: 160, y: 10)),
            ], in: window)
        #expect(fired == 0)
        #expect(button.isTracking == false)
    }

    @Test func aViewRemovedInShouldReceiveGetsNoMoves() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        final class RemoveInShouldReceive: NSObject, UIGestureRecognizerDelegate {
            weak var victim: UIView?
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                victim?.removeFromSuperview()
                return true
            }
        }
        let delegate = RemoveInShouldReceive()
        delegate.victim = view
        let recognizer = RecordingRecognizer()
        recognizer.delegate = delegate
        root.addGestureRecognizer(recognizer)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchMove(touch, to: CGPoint(x: 20, y: 10))
        synthesizer.touchUp(touch)
        #expect(!log.lines.contains("v moved"))
        #expect(!log.lines.contains("v ended"))
    }

    // 6. Cancelling every touch from inside touchesBegan never gives a view cancelled before began.
    @Test func reentrantCancellationKeepsBeganBeforeCancelled() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        final class Canceller: LoggingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                UIApplication.shared.input.cancelAllTouches()
            }
        }
        root.addSubview(Canceller("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        root.addSubview(LoggingView("b", frame: CGRect(x: 150, y: 0, width: 100, height: 100), log: log))
        UIApplication.shared.input.touchesChanged(
            [
                InputRouter.TouchChange(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                InputRouter.TouchChange(identifier: 2, phase: .began, location: CGPoint(x: 160, y: 10)),
            ], in: window)
        for name in ["a", "b"] {
            let lines = log.lines.filter { $0.hasPrefix(name + " ") }
            #expect(lines == ["\(name) began", "\(name) cancelled"] || lines.isEmpty, "\(name): \(lines)")
        }
        #expect(UIApplication.shared.input.touchesDown.isEmpty)
    }
}
