import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class TypingView: UIView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    override var canBecomeFirstResponder: Bool { true }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

@MainActor
@Suite struct EventSynthesizerTests {
    private func window() -> (UIWindow, EventSynthesizer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        return (window, EventSynthesizer(window: window))
    }

    @Test func dragMovesInStepsOverVirtualTime() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Tracker: UIView {
            var points: [CGPoint] = []
            var times: [TimeInterval] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches) }
            private func record(_ touches: Set<UITouch>) {
                points.append(touches.first!.location(in: self))
                times.append(touches.first!.timestamp)
            }
        }
        let (window, synthesizer) = window()
        let tracker = Tracker(frame: window.bounds)
        window.addSubview(tracker)
        let start = synthesizer.now
        synthesizer.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50), steps: 4, duration: 0.4)
        #expect(
            tracker.points == [
                CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 12.5), CGPoint(x: 50, y: 25), CGPoint(x: 75, y: 37.5),
                CGPoint(x: 100, y: 50), CGPoint(x: 100, y: 50),
            ])
        #expect(abs(tracker.times.last! - start - 0.4) < 1e-9)
        #expect(abs(synthesizer.now - start - 0.4) < 1e-9)
    }

    @Test func typingReachesAKeyInputFirstResponder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, synthesizer) = window()
        let view = TypingView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(view)
        synthesizer.type("ignored")
        #expect(view.text == "", "not first responder yet")
        view.becomeFirstResponder()
        synthesizer.type("Hi, 世界!")
        #expect(view.text == "Hi, 世界!")
        synthesizer.type("\u{8}\u{8}")
        #expect(view.text == "Hi, 世")
        synthesizer.type("\n")
        #expect(view.text == "Hi, 世\n")
    }

    @Test func aResponderThatHandlesAKeyKeepsItFromTheTextSystem() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class ArrowEater: UIView, UIKeyInput {
            var text = ""
            var hasText: Bool { !text.isEmpty }
            override var canBecomeFirstResponder: Bool { true }
            func insertText(_ text: String) { self.text += text }
            func deleteBackward() {}
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                if presses.first?.key?.characters == "x" { return }
                super.pressesBegan(presses, with: event)
            }
        }
        let (window, synthesizer) = window()
        let view = ArrowEater(frame: .zero)
        window.addSubview(view)
        view.becomeFirstResponder()
        synthesizer.type("axb")
        #expect(view.text == "ab")
    }

    @Test func advanceRunsTimersOfTheApplicationClock() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, synthesizer) = window()
        var fired = false
        UIApplication.shared.clock.schedule(after: 0.3) { fired = true }
        synthesizer.advance(by: 0.2)
        #expect(!fired)
        synthesizer.advance(by: 0.2)
        #expect(fired)
    }

    // These two suspend: other tests may replace the shared application meanwhile, so each runs alone in a
    // child process (an exit test) and stops with a message when an expectation fails.

    @Test func theAsyncAdvanceAlsoRunsTheMainQueuesPendingWork() async {
        await #expect(processExitsWith: .success) {
            await Task { @MainActor in
                UIApplication.replaceShared()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.makeKeyAndVisible()
                let synthesizer = EventSynthesizer(window: window)
                var order: [String] = []
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(view)
                DispatchQueue.main.async {
                    order.append("async")
                    // Work queued by queued work runs too.
                    DispatchQueue.main.async { order.append("nested") }
                    UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { view.alpha = 0 }
                }
                UIApplication.shared.clock.schedule(after: 0.1) { order.append("timer") }
                await synthesizer.advance(by: 0.2)
                precondition(order == ["timer", "async", "nested"], "order: \(order)")
                await synthesizer.advance(by: 0.25)
                let opacity = view.layer.presentation()!.opacity
                precondition(abs(opacity - 0.5) < 1e-4, "opacity half way: \(opacity)")
            }.value
        }
    }

    @Test func aBoundedRealTimeWaitLetsSystemClockWorkRun() async {
        await #expect(processExitsWith: .success) {
            await Task { @MainActor in
                UIApplication.replaceShared()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let synthesizer = EventSynthesizer(window: window)
                var ran = false
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { ran = true }
                let held = await synthesizer.waitForMainQueue(timeout: 5) { ran }
                precondition(held, "asyncAfter ran within the wait")
                let gaveUp = await !synthesizer.waitForMainQueue(timeout: 0.01) { false }
                precondition(gaveUp, "the wait gives up after its timeout")
            }.value
        }
    }
}
