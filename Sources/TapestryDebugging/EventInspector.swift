import Foundation
import Tapestry

/// Shows *why* an event went where it did, from the engine's trace (`EventTrace`), for any app that enables
/// it: the hit-test walk (each view visited, its `point(inside:)` answer, why a view was skipped), the view
/// chosen (outlined in its window), the responder chain walked, and recognizer transitions and handlers.
@preconcurrency @MainActor
public final class EventInspector {
    /// The inspector every window shares.
    public static let shared = EventInspector()

    /// The lines of the last event in any window (a new touch starts a new event).
    public private(set) var lastEvent: [String] = []
    /// The lines of the last event in each window: a touch's lines go to the window it began in, other lines
    /// (keys, notes) to the key window's.
    private var windowEvents: [ObjectIdentifier: [String]] = [:]
    private var currentWindow: ObjectIdentifier?
    /// Every line since `start()`, with a blank line between events (the tour writes it to a file).
    public private(set) var fullLog: [String] = []
    private var token: Int?
    private var panels: [Weak<InspectorPanelView>] = []
    private var outlines: [Weak<HitOutlineView>] = []

    /// Starts listening to the trace (idempotent).
    public func start() {
        guard token == nil else { return }
        token = EventTrace.addObserver { [unowned self] entry in self.record(entry) }
    }

    /// Stops listening.
    public func stop() {
        if let token { EventTrace.removeObserver(token) }
        token = nil
    }

    /// The last event's lines in `window` (empty when nothing happened there yet).
    public func lastEvent(in window: UIWindow) -> [String] { windowEvents[ObjectIdentifier(window)] ?? [] }

    private func record(_ entry: EventTrace.Entry) {
        if case .hitTestBegan = entry {
            lastEvent.removeAll()
            if !fullLog.isEmpty { fullLog.append("") }
            currentWindow = EventTrace.lastHitTestWindow.map(ObjectIdentifier.init)
            // A new event: the logs of windows that have gone go with them.
            let live = Set(UIApplication.shared.windows.map(ObjectIdentifier.init))
            windowEvents = windowEvents.filter { live.contains($0.key) }
            if let currentWindow { windowEvents[currentWindow] = [] }
        } else if case .responderReceived(let method, _) = entry, method.hasPrefix("presses") {
            // A key goes to the key window, whatever was touched last.
            let key = UIApplication.shared.keyWindow.map(ObjectIdentifier.init)
            if key != currentWindow, let key {
                currentWindow = key
                windowEvents[key] = []
            }
        }
        if case .hitTestResult = entry {
            for outline in outlines.compactMap(\.object) { outline.follow(EventTrace.lastHitTestView) }
        }
        append(entry.description)
        if case .hitTestResult = entry, let view = EventTrace.lastHitTestView {
            for line in Self.layoutLines(for: view) { append(line) }
        }
        for panel in panels.compactMap(\.object) where !panel.isHidden { panel.setNeedsDisplay() }
    }

    private func append(_ line: String) {
        lastEvent.append(line)
        fullLog.append(line)
        if lastEvent.count > 400 { lastEvent.removeFirst(lastEvent.count - 400) }
        let window = currentWindow ?? UIApplication.shared.keyWindow.map(ObjectIdentifier.init)
        if let window {
            var lines = windowEvents.removeValue(forKey: window) ?? []
            lines.append(line)
            if lines.count > 400 { lines.removeFirst(lines.count - 400) }
            windowEvents[window] = lines
        }
    }

    /// How Auto Layout places `view`, for a view laid out by constraints (none otherwise): its frame and whether
    /// its layout is ambiguous, then the constraints that place it horizontally ("H:") and vertically ("V:").
    public static func layoutLines(for view: UIView) -> [String] {
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        let vertical = view.constraintsAffectingLayout(for: .vertical)
        guard !view.translatesAutoresizingMaskIntoConstraints || !horizontal.isEmpty || !vertical.isEmpty else {
            return []
        }
        let f = view.frame
        func n(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e12 ? String(Int(value)) : String(format: "%.1f", Double(value))
        }
        var lines = [
            "layout: frame (\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height)))"
                + (view.hasAmbiguousLayout ? ", AMBIGUOUS" : ", not ambiguous")
        ]
        lines += horizontal.map { "  H: \($0)" }.sorted()
        lines += vertical.map { "  V: \($0)" }.sorted()
        return lines
    }

    /// Adds a line of the app's own (a scenario's note) to the log.
    public func note(_ text: String) { record(.note(text)) }

    func register(_ panel: InspectorPanelView) {
        panels.removeAll { $0.object == nil }
        panels.append(Weak(panel))
    }

    func register(_ outline: HitOutlineView) {
        outlines.removeAll { $0.object == nil }
        outlines.append(Weak(outline))
    }
}

/// A weak reference.
struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// A panel that lists the inspector's last event. It is not interactive, so it never changes what is hit.
@preconcurrency @MainActor
public final class InspectorPanelView: UIView {
    private let font = UIFont.systemFont(ofSize: 11)

    /// Creates a panel.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.1, alpha: 0.92)
        layer.cornerRadius = 6
        EventInspector.shared.register(self)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Draws the title and, the latest at the bottom, as many of its window's last event's lines as fit,
    /// each wrapped to the panel's width (a long line goes on to the next, rather than being cut).
    public override func draw(_ rect: CGRect) {
        "Event inspector (F12)".draw(
            at: CGPoint(x: 8, y: 6),
            withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white])
        let lineHeight: CGFloat = 14
        let width = bounds.width - 12
        let all = window.map { EventInspector.shared.lastEvent(in: $0) } ?? EventInspector.shared.lastEvent
        // From the latest line back, as many as fit, each as tall as its wrapped text.
        var shown: [(line: String, height: CGFloat)] = []
        var used: CGFloat = 0
        for line in all.reversed() {
            let measured = TextMeasurement.measure(line, font, width, 0).height
            let height = max(lineHeight, (measured / lineHeight).rounded(.up) * lineHeight)
            guard used + height <= bounds.height - 30 else { break }
            shown.insert((line, height), at: 0)
            used += height
        }
        var y: CGFloat = 26
        for (line, height) in shown {
            let color: UIColor =
                line.hasPrefix("layout:") || line.hasPrefix("  H:") || line.hasPrefix("  V:")
                ? (line.contains("AMBIGUOUS") ? .systemOrange : .systemPink)
                : line.contains("skip")
                    ? .systemGray
                    : line.hasPrefix("hit-test result")
                        ? .systemGreen
                        : line.contains("→ possible") || line.contains("handlers")
                            ? .systemTeal
                            : line.contains(": possible →") || line.contains("→ changed") ? .systemYellow : .white
            UIGraphicsGetCurrentContext()?.draw(
                line, in: CGRect(x: 8, y: y, width: width, height: height),
                style: TextStyle(font: font, color: color.cgColor, lineBreakMode: .byWordWrapping, numberOfLines: 0))
            y += height
        }
    }
}

/// A red outline around the view the last hit-test chose, when that view is in this outline's window.
@preconcurrency @MainActor
public final class HitOutlineView: UIView {
    /// Creates an outline; it is not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        layer.borderColor = UIColor.systemRed.cgColor
        layer.borderWidth = 2
        isHidden = true
        EventInspector.shared.register(self)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    func follow(_ view: UIView?) {
        guard let window, let view, view.window === window, view !== window else {
            isHidden = true
            return
        }
        frame = view.convert(view.bounds, to: window).insetBy(dx: -2, dy: -2)
        isHidden = superview?.isHidden ?? false || (superview as? InspectableWindow)?.showsInspector == false
        window.bringSubviewToFront(self)
    }
}

/// A window whose F12 key shows or hides the event inspector: a panel on its right side and an outline
/// around the view the last touch hit.
@preconcurrency @MainActor
open class InspectableWindow: UIWindow {
    /// The panel.
    public let inspectorPanel = InspectorPanelView(frame: .zero)
    /// The outline.
    public let hitOutline = HitOutlineView(frame: .zero)
    /// The panel's width.
    open var inspectorWidth: CGFloat = 300

    /// Whether the inspector is showing.
    open var showsInspector = false {
        didSet {
            inspectorPanel.isHidden = !showsInspector
            if !showsInspector { hitOutline.isHidden = true }
            setNeedsLayout()
        }
    }

    /// Creates a window; the inspector starts hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        EventInspector.shared.start()
        inspectorPanel.isHidden = true
        addSubview(inspectorPanel)
        addSubview(hitOutline)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Keeps the panel on the right, in front.
    open override func layoutSubviews() {
        super.layoutSubviews()
        inspectorPanel.frame = CGRect(
            x: bounds.width - inspectorWidth - 6, y: 6, width: inspectorWidth, height: bounds.height - 12)
        bringSubviewToFront(inspectorPanel)
        bringSubviewToFront(hitOutline)
    }

    /// F12 toggles the inspector.
    open override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Event inspector", input: "UIKeyInputF12", modifierFlags: []) { [weak self] _ in
                self?.showsInspector.toggle()
            }
        ]
    }
}
