import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A scroll view's hold on its content's touches (`delaysContentTouches`, SEMANTICS §7): a touch-down reaches
/// the content after 0.15 s or when the finger lifts, never when the scroll view scrolls first; a touch that
/// stops a fling is the scroll view's; `touchesShouldBegin` can keep a touch from the content.
@MainActor
@Suite struct ContentTouchDelayRecognizerTests {
    final class Refusing: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            !(view is UIButton)
        }
    }

    private func scene(_ scroll: UIScrollView = UIScrollView()) -> (
        UIScrollView, UIButton, Log, EventSynthesizer, ScrollLog
    ) { makeScrollScene(scroll) }

    @Test func aQuickTapOnAButtonInsideStillWorks() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, log, synthesizer, _) = scene()
        synthesizer.tap(at: CGPoint(x: 50, y: 120))
        #expect(log.lines == ["down", "tapped"])
        #expect(scroll.contentOffset == .zero)
    }

    @Test func holdThenDragKeepsTheButtonTracking() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, button, log, synthesizer, _) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 120))
        synthesizer.advance(by: 0.2)
        #expect(log.lines == ["down"], "the delay is over: the button got the touch")
        synthesizer.touchMove(touch, to: CGPoint(x: 50, y: 90))
        synthesizer.touchMove(touch, to: CGPoint(x: 50, y: 60))
        #expect(scroll.contentOffset == .zero, "a control is not cancelled, so the scroll view does not scroll")
        #expect(button.isTracking)
        synthesizer.touchUp(touch)
        #expect(log.lines == ["down", "tapped"])
    }

    @Test func holdThenDragOverPlainContentScrollsAndCancelsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, _, synthesizer, _) = scene()
        let log = Log()
        let plain = LoggingView("plain", frame: CGRect(x: 0, y: 300, width: 320, height: 100), log: log)
        scroll.addSubview(plain)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 350))
        synthesizer.advance(by: 0.2)
        synthesizer.touchMove(touch, to: CGPoint(x: 50, y: 320))
        synthesizer.touchMove(touch, to: CGPoint(x: 50, y: 300))
        synthesizer.touchUp(touch)
        #expect(log.lines == ["plain began", "plain cancelled"])
        #expect(scroll.contentOffset.y >= 20, "50 pt of finger, less the 30 pt move that began the pan")
    }

    @Test func withoutDelaysContentTouchesTheButtonGetsTheTouchAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, log, synthesizer, _) = scene()
        scroll.delaysContentTouches = false
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 120))
        #expect(log.lines == ["down"])
        synthesizer.touchUp(touch)
    }

    @Test func theContentGetsTheTouchOnlyOnceTheDelayIsOver() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, button, log, synthesizer, _) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 120))
        synthesizer.advance(by: 0.1)
        #expect(log.lines.isEmpty && !button.isTracking, "held for 0.15 s")
        synthesizer.advance(by: 0.1)
        #expect(log.lines == ["down"] && button.isTracking)
        synthesizer.touchUp(touch)
        #expect(log.lines == ["down", "tapped"])
    }

    @Test func aScrollViewThatRefusesTheContentKeepsTheTouch() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, button, log, synthesizer, _) = scene(Refusing())
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 120))
        synthesizer.advance(by: 0.3)
        #expect(log.lines.isEmpty && !button.isTracking, "touchesShouldBegin said no")
        synthesizer.touchUp(touch)
        #expect(log.lines.isEmpty)
    }

    @Test func aTouchThatStopsAFlingIsTheScrollViewsAlone() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (scroll, _, log, synthesizer, _) = scene()
        synthesizer.drag(from: CGPoint(x: 50, y: 350), to: CGPoint(x: 50, y: 50), steps: 5, duration: 0.1)
        synthesizer.advance(by: 0.05)
        #expect(scroll.isDecelerating)
        // A button as tall as the content: wherever the fling has carried it, the tap lands on it.
        let tall = UIButton(type: .system)
        tall.frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
        tall.addAction(UIAction { _ in log("tall down") }, for: .touchDown)
        scroll.addSubview(tall)
        let offset = scroll.contentOffset
        synthesizer.tap(at: CGPoint(x: 160, y: 200))
        synthesizer.advance(by: 0.3)
        #expect(scroll.contentOffset == offset, "stopped where the finger caught it")
        #expect(!scroll.isDecelerating, "the touch stopped it")
        #expect(log.lines.isEmpty, "and the button under it heard nothing")
    }
}
