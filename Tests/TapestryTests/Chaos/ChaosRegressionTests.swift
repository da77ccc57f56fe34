import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A recognizer that logs what it receives and never decides on its own (a custom recognizer a user might
/// write), so the arena's own rules are what is tested.
@MainActor
final class RecordingRecognizer: UIGestureRecognizer {
    var log: Log?
    var label = "r"
    var beganTouches: [UITouch] = []
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        beganTouches.append(contentsOf: touches)
        log?("\(label) rec began \(touches.count)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(label) rec ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(label) rec cancelled") }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// The failures the chaos fuzzer found (pipeline issue §2), each as a script that failed before its fix.
@MainActor
@Suite struct ChaosRegressionTests {
    // 1. A touch that begins in the same event as another touch's move goes only to its own recognizers.
    @Test func aTouchBeginningBesideAnotherTouchsMoveReachesOnlyItsOwnRecognizers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        let onA = RecordingRecognizer()
        let onB = RecordingRecognizer()
        a.addGestureRecognizer(onA)
        b.addGestureRecognizer(onB)
        let input = UIApplication.shared.input
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window)
        input.touchesChanged(
            [
                InputRouter.TouchChange(identifier: 1, phase: .moved, location: CGPoint(x: 12, y: 10)),
                InputRouter.TouchChange(identifier: 2, phase: .began, location: CGPoint(x: 160, y: 10)),
            ], in: window)
        #expect(onA.beganTouches.count == 1)
        #expect(onB.beganTouches.count == 1)
        #expect(onA.beganTouches.first !== onB.beganTouches.first)
        input.cancelAllTouches()
    }

    // 2. A hover recognizer neither swallows the view's touchesEnded nor keeps views alive.
    @Test func aHoverRecognizerDoesNotHoldTouchesOrViews() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        weak var lastView: LoggingView?
        for _ in 0..<50 {
            do {
                let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
                view.addGestureRecognizer(UIHoverGestureRecognizer { _ in })
                root.addSubview(view)
                synthesizer.tap(at: CGPoint(x: 10, y: 10))
                view.removeFromSuperview()
                lastView = view
            }
        }
        #expect(lastView == nil)
        #expect(log.lines.filter { $0 == "v ended" }.count == 50)
    }

    // 3. A recognizer removed from its view is reset and never fires later.
    @Test func aRemovedLongPressIsResetAndNeverFires() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let press = UILongPressGestureRecognizer { fired.append("\($0.state) view=\($0.view != nil)") }
        root.addGestureRecognizer(press)
        let touch = synthesizer.touchDown(at: CGPoint(x: 20, y: 20))
        synthesizer.advance(by: 0.2)
        root.removeGestureRecognizer(press)
        synthesizer.advance(by: 1)
        synthesizer.touchUp(touch)
        #expect(fired.isEmpty)
        #expect(press.state == .possible)
    }

    @Test func removingABegunRecognizerCancelsItWithItsViewStillSet() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let press = UILongPressGestureRecognizer { fired.append("\($0.state) view=\($0.view != nil)") }
        root.addGestureRecognizer(press)
        let touch = synthesizer.touchDown(at: CGPoint(x: 20, y: 20))
        synthesizer.advance(by: 0.6)
        root.removeGestureRecognizer(press)
        synthesizer.touchUp(touch)
        #expect(fired == ["began view=true", "cancelled view=true"])
        #expect(press.state == .possible)
    }

    // 4. Disabling or removing a recognizer from its own handler gives one terminal call, in order.
    @Test func disablingAPanFromItsBeganHandlerCancelsItOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var states: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            states.append("\(pan.state)")
            if pan.state == .began { pan.isEnabled = false }
        }
        root.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20))
        #expect(states == ["began", "cancelled"])
    }

    @Test func removingATapFromItsHandlerRunsItOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var count = 0
        let tap = UITapGestureRecognizer { tap in
            count += 1
            tap.view?.removeGestureRecognizer(tap)
            tap.isEnabled = false
        }
        root.addGestureRecognizer(tap)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(count == 1)
    }

    @Test func disablingARecognizerFromADelegateBeforeItsHandlersRun() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var states: [String] = []
        let pan = UIPanGestureRecognizer { states.append("\($0.state)") }
        final class Disabler: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                gestureRecognizer.isEnabled = false
                return true
            }
        }
        let delegate = Disabler()
        pan.delegate = delegate
        root.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20))
        #expect(states.isEmpty || states == ["began", "cancelled"])
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

    // 7. A non-finite frame with a negative size is standardized; a later bounds write never traps.
    @Test func aNonFiniteFrameWithANegativeSizeIsTolerated() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: -10, height: 20)
        #expect(view.bounds.width >= 0)
        view.bounds = view.bounds
        view.frame = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: -5)
        view.bounds = view.bounds
        #expect(view.bounds.height == 5)
    }

    // 8. Editing by grapheme cluster: a combining mark and an emoji modifier never break the field.
    @Test func aTextFieldEditsByGraphemeCluster() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.addSubview(field)
        #expect(field.becomeFirstResponder())
        for text in ["e", "\u{301}", "x"] { field.insertText(text) }
        #expect(field.text == "e\u{301}x")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        for text in ["👍", "🏽", "!"] { field.insertText(text) }
        #expect(field.text == "👍🏽!")
        #expect(field.selectedRange == NSRange(location: ("👍🏽!" as NSString).length, length: 0))
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
    }

    // 9. An undecided recognizer cannot hold the view's touchesEnded forever.
    @Test func anUndecidedRecognizerReleasesTheViewsEndedInTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LoggingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        root.addSubview(view)
        let recognizer = RecordingRecognizer()
        view.addGestureRecognizer(recognizer)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 2)
        #expect(log.lines == ["v began", "v ended"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resets == 1)
    }

    @Test func aFailureRequirementCycleIsBrokenNotDeadlocked() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var fired: [String] = []
        let first = UITapGestureRecognizer { _ in fired.append("first") }
        let second = UITapGestureRecognizer { _ in fired.append("second") }
        first.require(toFail: second)
        second.require(toFail: first)
        root.addGestureRecognizer(first)
        root.addGestureRecognizer(second)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 1)
        #expect(fired.count == 1)
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test func aControlStopsTrackingWhenItsForwardingSubviewIsReparented() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        control.addSubview(inner)
        root.addSubview(control)
        let elsewhere = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        root.addSubview(elsewhere)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(control.isTracking)
        elsewhere.addSubview(inner)
        synthesizer.touchUp(touch)
        #expect(!control.isTracking)
        #expect(events == ["cancel"])
    }

    // 10. Depth and breadth are linear and never exhaust the stack.
    @Test func aDeepChainIsBuiltHitTestedAndReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        weak var deepest: UIView?
        do {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var parent = top
            for _ in 0..<100_000 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(child)
                parent = child
            }
            deepest = parent
            root.addSubview(top)
            #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === parent)
            top.removeFromSuperview()
        }
        #expect(deepest == nil)
    }

    @Test func removingHalfOfAWideContainerWhileTouchedIsLinear() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        var children: [UIView] = []
        for i in 0..<100_000 {
            let child = UIView(frame: CGRect(x: CGFloat(i % 300), y: 0, width: 10, height: 10))
            container.addSubview(child)
            children.append(child)
        }
        let touch = synthesizer.touchDown(at: CGPoint(x: 5, y: 5))
        for (i, child) in children.enumerated() where i % 2 == 0 { child.removeFromSuperview() }
        synthesizer.touchUp(touch)
        #expect(container.subviews.count == 50_000)
        #expect(container.subviews.first === children[1])
    }

    // 12. Fidelity with UIKit.
    @Test func settingTheFrameOfAScaledViewDividesByTheScale() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 110, y: 70))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func insertingBeyondTheCountOrBesideAStrangerAppendsAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), stranger = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews == [a, b])
        parent.insertSubview(c, aboveSubview: stranger)
        #expect(parent.subviews == [a, b, c])
        let d = UIView()
        parent.insertSubview(d, belowSubview: stranger)
        #expect(parent.subviews == [d, a, b, c])
    }

    @Test func aButtonSizesToFitAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let empty = UIButton(frame: .zero)
        empty.sizeToFit()
        #expect(empty.frame.size == CGSize(width: 30, height: 34))
        let titled = UIButton(frame: .zero)
        titled.setTitle("Short", for: .normal)
        titled.sizeToFit()
        let label = titled.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(titled.frame.width - label.width) < 1)
        #expect(abs(titled.frame.height - (label.height + 12)) < 1)
        let imaged = UIButton(frame: .zero)
        imaged.setImage(UIImage(data: pngHeader(width: 80, height: 80)), for: .normal)
        imaged.sizeToFit()
        #expect(imaged.frame.size == CGSize(width: 80, height: 80))
    }
}

/// The first bytes of a PNG of the given size: enough for `UIImage`, which reads only the header.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}
