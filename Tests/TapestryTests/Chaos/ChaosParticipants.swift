import Foundation
import Tapestry

/// Checks one recognizer's side of SEMANTICS §14.1–14.2: it receives only touches given to it at their
/// began, nothing for a touch after its end, legal handler states, one terminal handler per sequence, and
/// `reset()` between sequences.
@MainActor
final class RecognizerProbe {
    unowned let fuzzer: ChaosFuzzer
    let discrete: Bool
    /// False for hover, whose input (pointer motion) the probe does not see.
    var seesAllInput = true
    private var began: [ObjectIdentifier] = []
    private var finished: [ObjectIdentifier] = []
    private var lastHandler: UIGestureRecognizer.State?
    private var inputSinceReset = false

    init(fuzzer: ChaosFuzzer, discrete: Bool) {
        self.fuzzer = fuzzer
        self.discrete = discrete
    }

    func received(_ phase: UITouch.Phase, _ touches: Set<UITouch>, by recognizer: UIGestureRecognizer) {
        inputSinceReset = true
        if recognizer.view == nil { fuzzer.fail("\(recognizer) got touches\(phase) while not attached") }
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if phase == .began {
                if began.contains(id) { fuzzer.fail("\(recognizer) got began twice for \(touch)") }
                if !(touch.gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
                    fuzzer.fail("\(recognizer) got began for \(touch), which was not given to it")
                }
                began.append(id)
            } else {
                if !began.contains(id) { fuzzer.fail("\(recognizer) got \(phase) for \(touch) without its began") }
                if finished.contains(id) { fuzzer.fail("\(recognizer) got \(phase) for \(touch) after its end") }
                if phase == .ended || phase == .cancelled { finished.append(id) }
            }
        }
        fuzzer.maybeMutate(from: "recognizer touches\(phase)")
    }

    func handler(_ state: UIGestureRecognizer.State, _ recognizer: UIGestureRecognizer) {
        inputSinceReset = true
        let legal: Bool
        switch (lastHandler, state) {
        case (nil, .ended): legal = true
        case (nil, .began): legal = !discrete
        case (.began?, .changed), (.changed?, .changed), (.began?, .ended), (.changed?, .ended),
            (.began?, .cancelled), (.changed?, .cancelled):
            legal = !discrete
        default: legal = false
        }
        if !legal { fuzzer.fail("\(recognizer): handler for \(state) after \(lastHandler.map { "\($0)" } ?? "reset")") }
        lastHandler = state
    }

    func didReset(_ recognizer: UIGestureRecognizer) {
        if !inputSinceReset && seesAllInput { fuzzer.fail("\(recognizer): reset() twice with nothing in between") }
        // A touch recognizer whose view was deallocated mid-gesture can run no handler; it is only reset. A
        // hover recognizer always hears its end: it is cancelled as its view leaves the window.
        if let last = lastHandler, last == .began || last == .changed,
            recognizer.view != nil || recognizer is UIHoverGestureRecognizer
        {
            fuzzer.fail("\(recognizer): reset() after \(last) without a terminal state")
        }
        inputSinceReset = false
        lastHandler = nil
        began.removeAll()
        finished.removeAll()
    }
}

@MainActor
protocol Probed: UIGestureRecognizer {
    var probe: RecognizerProbe! { get }
}

// One subclass per recognizer kind, each reporting to its probe and then doing what its class does.

final class FuzzTap: UITapGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzLongPress: UILongPressGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzPan: UIPanGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzPinch: UIPinchGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzRotation: UIRotationGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzSwipe: UISwipeGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.began, t, by: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.moved, t, by: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.ended, t, by: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        probe.received(.cancelled, t, by: self); super.touchesCancelled(t, with: e)
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

final class FuzzHover: UIHoverGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
        probe.seesAllInput = false
    }
    override func reset() { probe?.didReset(self); super.reset() }
}

/// A custom recognizer that never decides by itself (the arena must fail it in time).
final class FuzzUndecided: UIGestureRecognizer, Probed {
    var probe: RecognizerProbe!
    convenience init(probe: RecognizerProbe) {
        self.init()
        self.probe = probe
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { probe.received(.began, t, by: self) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) { probe.received(.moved, t, by: self) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { probe.received(.ended, t, by: self) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) { probe.received(.cancelled, t, by: self) }
    override func reset() { probe?.didReset(self); super.reset() }
}

/// A delegate with random, fixed answers that also mutates the world while asked.
@MainActor
final class ChaosDelegate: NSObject, UIGestureRecognizerDelegate {
    unowned let fuzzer: ChaosFuzzer
    let receive: Bool
    let begin: Bool
    let simultaneous: Bool

    private init(fuzzer: ChaosFuzzer, receive: Bool, begin: Bool, simultaneous: Bool) {
        self.fuzzer = fuzzer
        self.receive = receive
        self.begin = begin
        self.simultaneous = simultaneous
    }

    /// A set of delegates with every combination of answers, kept by the fuzzer for its run (recognizers hold
    /// delegates weakly).
    static func pool(for fuzzer: ChaosFuzzer) -> [ChaosDelegate] {
        var pool: [ChaosDelegate] = []
        for receive in [true, false] {
            for begin in [true, false] {
                for simultaneous in [true, false] {
                    pool.append(
                        ChaosDelegate(fuzzer: fuzzer, receive: receive, begin: begin, simultaneous: simultaneous))
                }
            }
        }
        return pool
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        fuzzer.maybeMutate(from: "shouldReceive")
        return receive
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        fuzzer.maybeMutate(from: "shouldBegin")
        return begin
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

// Views that report every direct delivery and may mutate from inside it (and from layoutSubviews).

final class ChaosView: UIView {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.began, t, view: self) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.moved, t, view: self) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.ended, t, view: self) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        fuzzer.maybeMutate(from: "layoutSubviews")
    }
}

final class ChaosButton: UIButton {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
        setTitle("B", for: .normal)
        addAction(UIAction { [unowned fuzzer] _ in fuzzer.maybeMutate(from: "button action") }, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.began, t, view: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.moved, t, view: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.ended, t, view: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self); super.touchesCancelled(t, with: e)
    }
}

final class ChaosSwitch: UISwitch {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
        addAction(UIAction { [unowned fuzzer] _ in fuzzer.maybeMutate(from: "switch action") }, for: .valueChanged)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.began, t, view: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.moved, t, view: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.ended, t, view: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self); super.touchesCancelled(t, with: e)
    }
}

final class ChaosSlider: UISlider {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.began, t, view: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.moved, t, view: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.ended, t, view: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self); super.touchesCancelled(t, with: e)
    }
}

final class ChaosScrollView: UIScrollView {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.began, t, view: self) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.moved, t, view: self) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { fuzzer.viewReceived(.ended, t, view: self) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self)
    }
}

final class ChaosTextField: UITextField {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
        addAction(UIAction { [unowned fuzzer] _ in fuzzer.maybeMutate(from: "editing") }, for: .editingChanged)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.began, t, view: self); super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.moved, t, view: self); super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.ended, t, view: self); super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        fuzzer.viewReceived(.cancelled, t, view: self); super.touchesCancelled(t, with: e)
    }
}
