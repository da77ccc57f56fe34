import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Hover recognizers in the arena: what happens when their views leave while they begin, wait for others, or
/// ask their delegates (each case one the chaos soak found). A began is always followed by its end before the
/// recognizer is reset, and a hover whose pointer left never begins later.
@MainActor
@Suite struct GestureArenaHoverTests {
    /// A hover that logs its resets.
    final class LoggingHover: UIHoverGestureRecognizer {
        var log: Log?
        override func reset() {
            super.reset()
            log?(name.map { "\($0) reset" } ?? "reset")
        }
    }

    @Test(arguments: [false, true])
    func aHoverCancelledWhileItsBeganIsPendingHearsBothBeforeItIsReset(innerFirst: Bool) {
        // Both hovers begin on one motion. One's handler takes the other's view out of the window while the
        // other's began is still waiting; that one's began handler then removes it from its view. It must hear
        // began and cancelled, and only then be reset.
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(outer)
        outer.addSubview(inner)
        let watched = LoggingHover { recognizer in
            log("inner \(recognizer.state)")
            if recognizer.state == .began { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        watched.log = log
        let remover = UIHoverGestureRecognizer { recognizer in
            if recognizer.state == .began { inner.removeFromSuperview() }
        }
        if innerFirst {
            inner.addGestureRecognizer(watched)
            inner.addGestureRecognizer(remover)
        } else {
            inner.addGestureRecognizer(remover)
            inner.addGestureRecognizer(watched)
        }
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 100, y: 100), in: window)
        let resets = log.lines.indices.filter { log.lines[$0] == "reset" }
        let cancelled = log.lines.firstIndex(of: "inner cancelled")
        #expect(log.lines.contains("inner began"), "\(log.lines)")
        #expect(cancelled != nil && resets.allSatisfy { $0 > cancelled! }, "reset only after the cancel: \(log.lines)")
    }

    @Test func aHoverWaitingForAnotherToFailThatThePointerLeavesNeverBegins() {
        // The hover must wait for a long press (touched down on the same view) to fail. The pointer enters and
        // leaves while it waits; when the long press then fails, the hover must not begin for a pointer that is
        // no longer there (it would have no end: the pointer's exit has passed).
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, input) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let press = UILongPressGestureRecognizer { log("press \($0.state)") }
        let hover = LoggingHover { log("hover \($0.state)") }
        hover.log = log
        hover.require(toFail: press)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(hover)
        let touch = input.touchDown(at: CGPoint(x: 20, y: 20))
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 150, y: 150), in: window)
        input.touchUp(touch)
        #expect(!log.lines.contains("hover began"), "\(log.lines)")
        // Back over the view, with nothing to wait for, it begins and ends as usual.
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 150, y: 50), in: window)
        #expect(Array(log.lines.filter { $0.hasPrefix("hover") }) == ["hover began", "hover ended"], "\(log.lines)")
    }

    @Test func aHoverThatBeganAfterWaitingIsCancelledWhenItsViewLeavesTheWindow() {
        // The hover waits for the long press; the pointer stays; the press fails and the hover begins. Its view
        // then leaves the window: it is cancelled like any hover, though its began came late.
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, input) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let press = UILongPressGestureRecognizer()
        let hover = LoggingHover { log("hover \($0.state)") }
        hover.log = log
        hover.require(toFail: press)
        view.addGestureRecognizer(press)
        view.addGestureRecognizer(hover)
        let touch = input.touchDown(at: CGPoint(x: 20, y: 20))
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
        input.touchUp(touch)
        view.removeFromSuperview()
        #expect(log.lines == ["hover began", "hover cancelled", "reset"], "\(log.lines)")
    }

    @Test(arguments: [false, true])
    func aHoverWhoseViewLeavesWhileItsDelegateIsAskedHearsItsEndBeforeItIsReset(removeOnce: Bool) {
        // Asked whether the hover should begin, its delegate takes the view out of the window (and says yes).
        // Whatever the hover then does, a began must be followed by its end before any reset, also once the
        // view is gone for good (removeOnce: the outer view, holding both; else the inner view alone).
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, root, _) = makeWindow()
        final class Remover: NSObject, UIGestureRecognizerDelegate {
            var view: UIView?
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                view?.removeFromSuperview()
                return true
            }
        }
        let remover = Remover()
        do {
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(outer)
            outer.addSubview(view)
            // Two hovers: the inner one's delegate removes the outer view, whose hover is asked next.
            let inner = LoggingHover { log("inner \($0.state)") }
            inner.log = log
            inner.name = "inner"
            let outerHover = LoggingHover { log("outer \($0.state)") }
            outerHover.log = log
            outerHover.name = "outer"
            inner.delegate = remover
            remover.view = removeOnce ? outer : view
            view.addGestureRecognizer(inner)
            outer.addGestureRecognizer(outerHover)
            UIApplication.shared.input.pointerMoved(to: CGPoint(x: 50, y: 50), in: window)
            remover.view = nil
        }
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 60, y: 50), in: window)
        for name in ["inner", "outer"] {
            var open = false
            for line in log.lines {
                if line == "\(name) began" { open = true }
                if line == "\(name) ended" || line == "\(name) cancelled" { open = false }
                #expect(!(line == "\(name) reset" && open), "\(name) reset after its began: \(log.lines)")
            }
            // The outer view stays under the pointer when only the inner one is taken away.
            if name == "inner" || removeOnce { #expect(!open, "\(name) began and never ended: \(log.lines)") }
        }
    }
}
