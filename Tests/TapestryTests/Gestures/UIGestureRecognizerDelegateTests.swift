import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Counts the taps it is sent.
@MainActor
private final class TapCounter: NSObject {
    var count = 0
    func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
}

/// Answers the recognizer's questions as set, logging them.
@MainActor
private final class Gatekeeper: UIGestureRecognizerDelegate {
    var begins = true
    var receives = true
    var log: [String] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        log.append("shouldBegin")
        return begins
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        log.append("shouldReceive")
        return receives
    }
}

/// A gesture recognizer's delegate (UIGestureRecognizerDelegate): every method optional with UIKit's defaults;
/// a delegate that refuses a touch or the beginning keeps the recognizer from recognizing.
@MainActor
@Suite struct UIGestureRecognizerDelegateTests {
    private func stage() -> (UIView, UITapGestureRecognizer, EventSynthesizer, TapCounter) {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        root.addSubview(view)
        let counter = TapCounter()
        let tap = UITapGestureRecognizer(target: counter, action: Selector(TapCounter.tapped(_:)))
        view.addGestureRecognizer(tap)
        return (view, tap, synthesizer, counter)
    }

    @Test func aDelegateThatImplementsNothingHasUIKitsDefaults() {
        final class Silent: UIGestureRecognizerDelegate {}
        let silent = Silent()
        let a = UITapGestureRecognizer(), b = UIPanGestureRecognizer()
        #expect(silent.gestureRecognizerShouldBegin(a))
        #expect(!silent.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!silent.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!silent.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
        let (view, tap, synthesizer, taps) = stage()
        tap.delegate = silent
        synthesizer.tap(on: view)
        #expect(taps.count == 1)
    }

    @Test func aRefusedTouchOrBeginningKeepsTheRecognizerFromRecognizing() {
        let (view, tap, synthesizer, taps) = stage()
        let gate = Gatekeeper()
        tap.delegate = gate
        gate.receives = false
        synthesizer.tap(on: view)
        #expect(taps.count == 0 && gate.log == ["shouldReceive"], "the touch never reached it")
        gate.receives = true
        gate.begins = false
        gate.log.removeAll()
        synthesizer.tap(on: view)
        #expect(taps.count == 0 && gate.log == ["shouldReceive", "shouldBegin"])
        gate.begins = true
        synthesizer.tap(on: view)
        #expect(taps.count == 1)
    }
}
