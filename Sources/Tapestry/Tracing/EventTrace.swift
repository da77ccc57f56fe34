import Foundation

/// An opt-in, readable record of how the engine routes events: hit-test walks, responder-chain walks and
/// gesture-recognizer transitions.
///
/// Tracing is off by default and costs one Boolean check when off. Set the environment variable
/// `TAPESTRY_TRACE=1` to print every entry to standard error, or add an observer (the demo inspector does) to
/// receive structured entries.
@preconcurrency @MainActor
public enum EventTrace {
    /// Why a view was passed over during a hit-test.
    public enum SkipReason: String, Sendable {
        /// `isHidden` is true.
        case hidden
        /// `alpha` is 0.01 or less.
        case alpha
        /// `isUserInteractionEnabled` is false.
        case interactionDisabled = "interaction disabled"
        /// `point(inside:with:)` returned false.
        case outsideBounds = "outside bounds"
        /// The point or the view's geometry is not finite, or its transform has no inverse.
        case notFinite = "not finite or degenerate"
        /// A view animation without `.allowUserInteraction` is moving the view.
        case animating
    }

    /// One thing the engine did while routing an event.
    public enum Entry: Sendable, CustomStringConvertible {
        /// A hit-test walk started at a window for a point in window coordinates.
        case hitTestBegan(window: String, point: CGPoint)
        /// A view was visited; `depth` counts from the view where the walk began (0).
        case hitTestVisited(view: String, depth: Int, point: CGPoint, pointInside: Bool)
        /// A view was passed over without asking its subviews.
        case hitTestSkipped(view: String, depth: Int, reason: SkipReason)
        /// A hit-test walk ended; `view` is nil when nothing was hit.
        case hitTestResult(view: String?)
        /// A responder received an event method (`touchesBegan`, `pressesEnded`, …).
        case responderReceived(method: String, responder: String)
        /// A responder's default implementation passed the event method on to `next`.
        case responderForwarded(method: String, from: String, to: String?)
        /// The walk of an event method ended: `responder` handled it, or nobody did (nil: dropped at the end
        /// of the chain).
        case responderHandled(method: String, responder: String?)
        /// A gesture recognizer changed state.
        case recognizerTransition(recognizer: String, from: String, to: String)
        /// A gesture recognizer's handlers ran.
        case recognizerHandlers(recognizer: String, state: String)
        /// Free text from the engine or a backend.
        case note(String)

        /// One readable line for the entry.
        public var description: String {
            func fmt(_ p: CGPoint) -> String { "(\(EventTrace.number(p.x)), \(EventTrace.number(p.y)))" }
            switch self {
            case .hitTestBegan(let window, let point): return "hit-test \(fmt(point)) in \(window)"
            case .hitTestVisited(let view, let depth, let point, let inside):
                return String(repeating: "  ", count: depth + 1)
                    + "visit \(view) at \(fmt(point)): point(inside:) \(inside)"
            case .hitTestSkipped(let view, let depth, let reason):
                return String(repeating: "  ", count: depth + 1) + "skip \(view): \(reason.rawValue)"
            case .hitTestResult(let view): return "hit-test result: \(view ?? "nil")"
            case .responderReceived(let method, let responder): return "\(method) → \(responder)"
            case .responderForwarded(let method, let from, let to):
                return "  \(method): \(from) passes to \(to ?? "nil (end of chain, dropped)")"
            case .responderHandled(let method, let responder):
                return responder.map { "  \(method) handled by \($0)" } ?? "  \(method): nobody handled it (dropped)"
            case .recognizerTransition(let recognizer, let from, let to): return "\(recognizer): \(from) → \(to)"
            case .recognizerHandlers(let recognizer, let state): return "\(recognizer): handlers run (\(state))"
            case .note(let text): return text
            }
        }
    }

    private static var printsToStandardError = false

    /// The view the last traced touch hit-test chose (kept weakly), for inspectors that outline it.
    public private(set) static weak var lastHitTestView: UIView?
    /// The window the last traced touch hit-test ran in (kept weakly), so inspectors keep a log per window.
    public private(set) static weak var lastHitTestWindow: UIWindow?

    static func recordHitTestBegan(in window: UIWindow, at point: CGPoint) {
        lastHitTestWindow = window
        record(.hitTestBegan(window: name(window), point: point))
    }

    static func recordHitTestResult(_ view: UIView?) {
        lastHitTestView = view
        record(.hitTestResult(view: view.map { name($0) }))
    }

    private static var observers: [Int: (Entry) -> Void] = [:]
    private static var nextObserverID = 0
    private static var hitTestDepth = 0

    /// Whether any entry is recorded at all; checked before building one, so tracing is free when off. (A
    /// constant-initialised static, so reading it costs a load, not a lazy-initialisation check; main-actor
    /// only and never passed inout, so it skips the dynamic exclusivity check too.)
    @exclusivity(unchecked) public private(set) static var isEnabled = false

    /// Reads `TAPESTRY_TRACE` once; the application calls it when it is created.
    static func configureFromEnvironment() {
        let value = ProcessInfo.processInfo.environment["TAPESTRY_TRACE"] ?? ""
        setPrinting(!value.isEmpty && value != "0")
    }

    /// Turns printing to standard error on or off (the `TAPESTRY_TRACE` environment variable sets the default).
    public static func setPrinting(_ on: Bool) {
        printsToStandardError = on
        isEnabled = on || !observers.isEmpty
    }

    /// Adds an observer that receives every entry from now on, and returns a token for `removeObserver(_:)`.
    @discardableResult
    public static func addObserver(_ observer: @escaping (Entry) -> Void) -> Int {
        nextObserverID += 1
        observers[nextObserverID] = observer
        isEnabled = true
        return nextObserverID
    }

    /// Removes an observer added with `addObserver(_:)`.
    public static func removeObserver(_ token: Int) {
        observers[token] = nil
        isEnabled = printsToStandardError || !observers.isEmpty
    }

    /// Where the current responder walk has got to: the last responder that received the method.
    private static var walkEnd: String??

    /// Records that the walk started by the last `responderReceived` is over, naming who handled it.
    static func recordHandled(_ method: String) {
        guard let end = walkEnd else { return }
        record(.responderHandled(method: method, responder: end))
        walkEnd = nil
    }

    /// Records an entry; callers check `isEnabled` first.
    public static func record(_ entry: Entry) {
        switch entry {
        case .responderReceived(_, let responder): walkEnd = .some(responder)
        case .responderForwarded(_, _, let to): walkEnd = .some(to)
        default: break
        }
        if printsToStandardError {
            FileHandle.standardError.write(Data(("[tapestry] " + entry.description + "\n").utf8))
        }
        for observer in observers.values { observer(entry) }
    }

    /// A short name for a responder or recognizer in trace lines: its class, and its tag or identifier.
    public static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        if let view = object as? UIView {
            if let id = view.accessibilityIdentifier { return "\(type(of: view))(\(id))" }
            if view.tag != 0 { return "\(type(of: view))(tag \(view.tag))" }
        }
        if let recognizer = object as? UIGestureRecognizer, let name = recognizer.name {
            return "\(type(of: recognizer))(\(name))"
        }
        return "\(type(of: object))"
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    // MARK: Hit-test depth bookkeeping, used only while tracing.

    static func enterHitTest() -> Int {
        hitTestDepth += 1
        return hitTestDepth - 1
    }

    static func leaveHitTest() { hitTestDepth -= 1 }

    static func resetHitTestDepth() { hitTestDepth = 0 }
}
