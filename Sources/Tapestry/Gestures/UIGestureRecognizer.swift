import Foundation

/// The base class of gesture recognizers: an object that watches the touches (and presses) of a view and its
/// subviews and turns them into a gesture, with UIKit's state machine and arbitration (SEMANTICS §4).
///
/// Recognizers are not responders. Subclasses override the `touches…` hooks and set `state`; the engine
/// applies failure requirements, exclusivity and the cancel/delay flags, and runs handlers after the event's
/// delivery. Handlers replace UIKit's target-action pairs: `UITapGestureRecognizer { tap in … }`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Creates a recognizer whose `handler` runs on began, changed, recognized/ended and cancelled.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addHandler(handler)
    }

    /// The states of a recognizer. Discrete recognizers go `.possible` → `.recognized` or `.failed`;
    /// continuous ones `.possible` → `.began` → `.changed`* → `.ended` or `.cancelled` (or `.failed` before
    /// beginning).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the starting state.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended; for a discrete gesture, it was recognized.
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized from these touches.
        case failed

        /// A discrete gesture was recognized; the same as `.ended`.
        public static let recognized = State.ended

        /// The state's name.
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    /// Creates a recognizer that sends `action` to `target` on each of its state changes (began, changed,
    /// ended or recognized, cancelled), with the recognizer as sender. The target is not retained. The designated
    /// initializer, as in UIKit: a subclass overrides it, or declares its own that calls it.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public override convenience init() { self.init(target: nil, action: nil) }

    var storedState: State = .possible
    /// What runs on each state change: closures from `init(handler:)`/`addHandler(_:)` and target–actions.
    var handlers: [RecognizerHandler] = []
    weak var storedView: UIView?
    var explicitFailureRequirements: [Weak<UIGestureRecognizer>] = []

    // The arena's bookkeeping for the current sequence (reset with the recognizer).
    /// Touches held now (began, not yet ended, cancelled or ignored), in order of arrival.
    var trackedTouches: [UITouch] = []
    /// Every touch received since the last reset, in order; recognizers interact when these overlap.
    var sequenceTouches: [UITouch] = []
    /// Presses held now.
    var trackedPresses: [UIPress] = []
    /// Every press received since the last reset.
    var sequencePresses: [UIPress] = []
    /// Touches and presses given up with `ignore(_:for:)`.
    var ignoredInputs: [ObjectIdentifier] = []
    /// A state a subclass asked for while a failure requirement was still undecided.
    var deferredState: State?
    /// Requirements this recognizer stopped waiting for because they formed a cycle.
    var brokenRequirements: [UIGestureRecognizer] = []
    /// Whether the recognizer received input since its last reset.
    var isParticipating = false
    /// Whether handlers ran for a terminal state since the last reset (they run once for it).
    var hasRunTerminalHandlers = false
    /// The state handlers are being run for; `state` reads it while they run.
    var handlerState: State?
    /// Fails the recognizer if it stays undecided after its touches ended.
    var undecidedTimer: RunLoopClock.Timer?

    func ignores(_ touch: UITouch) -> Bool { ignoredInputs.contains(ObjectIdentifier(touch)) }
    func ignores(_ press: UIPress) -> Bool { ignoredInputs.contains(ObjectIdentifier(press)) }

    /// The current state. Subclasses set it from their hooks; the engine checks the transition and applies
    /// arbitration (an illegal transition is ignored and traced).
    open var state: State {
        get { handlerState ?? storedState }
        set { UIApplication.shared.gestureArena.recognizer(self, requests: newValue) }
    }

    /// The view the recognizer is attached to.
    public var view: UIView? { storedView }

    /// Whether the recognizer takes part; setting it false while recognizing cancels the gesture (SEMANTICS
    /// §4.5).
    open var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { UIApplication.shared.gestureArena.recognizerWasDisabled(self) }
        }
    }

    /// Whether the view's touches are cancelled when the gesture is recognized; true by default.
    open var cancelsTouchesInView: Bool = true
    /// Whether the view's began and moved phases wait until the gesture fails; false by default.
    open var delaysTouchesBegan: Bool = false
    /// Whether the view's ended phase waits while the gesture may still be recognized; true by default.
    open var delaysTouchesEnded: Bool = true
    /// Whether all touches of a gesture must be of one type; true by default.
    open var requiresExclusiveTouchType: Bool = true
    /// The touch types this recognizer receives (raw values of `UITouch.TouchType`); all by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) } {
        didSet { allowedTouchTypeBits = Self.bits(of: allowedTouchTypes) }
    }
    /// `allowedTouchTypes` as one bit per raw value (all of `UITouch.TouchType`'s are below 64), read for every
    /// new touch: an `NSNumber` is slow to read on Linux. Numbers that are no touch type are left out.
    private var allowedTouchTypeBits: UInt64 = 0b1111

    private static func bits(of types: [NSNumber]) -> UInt64 {
        types.reduce(0) { bits, type in (0..<64).contains(type.intValue) ? bits | 1 << UInt64(type.intValue) : bits }
    }

    /// Whether `allowedTouchTypes` contains `type`.
    func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        allowedTouchTypeBits & 1 << UInt64(type.rawValue) != 0
    }
    /// The press types this recognizer receives (raw values of `UIPress.PressType`); none by default.
    open var allowedPressTypes: [NSNumber] = []
    /// The delegate that fine-tunes arbitration.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name shown in the event trace and the inspector.
    open var name: String?

    /// Removes every handler.
    public func removeAllHandlers() { handlers.removeAll() }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails; if it recognizes or begins instead,
    /// this one fails (SEMANTICS §4.10).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        precondition(
            otherGestureRecognizer !== self,
            "UIGestureRecognizer.require(toFail:): \(self) cannot require itself to fail")
        explicitFailureRequirements.append(Weak(otherGestureRecognizer))
    }

    /// The number of touches the recognizer currently holds.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the held touches in the coordinate space of `view` (the window when nil); with no
    /// touches, the last known location.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in trackedTouches {
            let p = touch.location(in: view)
            x += p.x
            y += p.y
        }
        let n = CGFloat(trackedTouches.count)
        return CGPoint(x: x / n, y: y / n)
    }

    /// The location of the held touch at `touchIndex` in the coordinate space of `view`.
    ///
    /// - Precondition: `touchIndex` is less than `numberOfTouches`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            trackedTouches.indices.contains(touchIndex),
            "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) is outside 0..<\(trackedTouches.count)")
        return trackedTouches[touchIndex].location(in: view)
    }

    var lastLocationInWindow: CGPoint?
    weak var lastWindow: UIWindow?

    private func lastLocation(in view: UIView?) -> CGPoint {
        guard let point = lastLocationInWindow else { return .zero }
        guard let view, let window = lastWindow else { return point }
        return window.convert(point, to: view)
    }

    // MARK: Subclass hooks

    /// Called when touches the recognizer receives begin.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches the recognizer holds move.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches the recognizer holds end.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when touches the recognizer holds are cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called when presses of an allowed type begin.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when held presses change.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when held presses end.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called when held presses are cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called after the gesture finishes (or fails) to return to `.possible`; override to clear your own
    /// state and call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; the view's delivery no longer waits for it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        UIApplication.shared.gestureArena.recognizer(self, ignores: touch)
    }

    /// Stops delivering `press` to this recognizer.
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {
        ignoredInputs.append(ObjectIdentifier(press))
        trackedPresses.removeAll { $0 === press }
    }

    /// Whether this recognizer, by recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A textual form with the class, name, state and view.
    nonisolated open override var description: String {
        describedOnMainActor {
            "<\(type(of: self)): state = \(storedState); view = \(EventTrace.name(storedView))"
                + (name.map { "; name = \($0)" } ?? "") + ">"
        }
    }
}

/// Adds the typed `init(handler:)` and `addHandler(_:)` to every recognizer class, so a handler receives the
/// recognizer as its own type: `UIPanGestureRecognizer { pan in pan.translation(in: nil) }`.
@preconcurrency @MainActor
public protocol GestureRecognizerHandlers: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerHandlers {}

extension GestureRecognizerHandlers {
    /// Adds a closure that runs on began, changed, recognized/ended and cancelled, receiving the recognizer.
    public func addHandler(_ handler: @escaping @MainActor (Self) -> Void) {
        handlers.append(RecognizerHandler(run: { handler($0 as! Self) }, targetAction: nil))
    }
}

/// A closure or a target–action a recognizer runs on its state changes.
struct RecognizerHandler {
    let run: @MainActor (UIGestureRecognizer) -> Void
    /// The target and action, for a handler `addTarget(_:action:)` added (so `removeTarget` can find it).
    let targetAction: TargetAction?
}

/// A weak reference, for lists that must not keep their elements alive.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
