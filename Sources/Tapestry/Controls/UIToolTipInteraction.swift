import Foundation

/// A tool tip's text and the part of the view it describes (iOS 15).
@preconcurrency @MainActor
open class UIToolTipConfiguration: NSObject {
    /// The text shown.
    public let toolTip: String
    /// The part of the interaction's view the text is for, in its coordinates (the pointer leaving it hides
    /// the tip); the whole view when made without one.
    public let sourceRect: CGRect

    init(toolTip: String, sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }

    /// A tip for the whole view.
    public convenience init(toolTip: String) { self.init(toolTip: toolTip, sourceRect: .null) }

    /// A tip for a part of the view.
    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init(toolTip: toolTip, sourceRect: sourceRect)
    }
}

/// Chooses a tool tip interaction's tip for a point.
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: AnyObject {
    /// The tip for `point` (in the view), or nil for none there; by default the interaction's `defaultToolTip`
    /// for the whole view.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// The default tip for the whole view.
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
        -> UIToolTipConfiguration?
    {
        interaction.defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}

/// Shows a short text near the pointer when it rests over the view (iOS 15; on the desktop, the tool tips
/// GTK and other toolkits show): after the pointer has stayed still for `UIToolTipInteraction.delay`, a small
/// label below it (above when there is no room), until the pointer leaves the tip's source rectangle or the
/// view, a button is pressed, or the view leaves the window.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    /// How long the pointer rests before the tip shows: 0.5 s, GTK's hover timeout.
    public static let delay: TimeInterval = 0.5

    /// The tip for the whole view when the delegate gives none of its own.
    open var defaultToolTip: String?
    /// Whether tips show.
    open var isEnabled = true {
        didSet { if !isEnabled { hideTip() } }
    }
    /// Chooses the tip for a point.
    open weak var delegate: UIToolTipInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    private var hover: UIHoverGestureRecognizer?
    private var restTimer: RunLoopClock.Timer?
    /// The tip on screen and the rectangle (in the view) it is for.
    private(set) var shownTip: (label: ToolTipView, source: CGRect)?

    /// An interaction with no tip until one is set.
    public override init() { super.init() }

    /// An interaction showing `defaultToolTip` over the whole view.
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    /// Leaving a view: the tip goes, and the hover recognizer with it.
    public func willMove(to view: UIView?) {
        hideTip()
        if let hover { self.view?.removeGestureRecognizer(hover) }
        hover = nil
    }

    /// On a view: a hover recognizer follows the pointer over it.
    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let hover = UIHoverGestureRecognizer { [weak self] hover in self?.hoverChanged(hover) }
        hover.name = "tool tip"
        view.addGestureRecognizer(hover)
        self.hover = hover
    }

    /// The tip for a point in the view: the delegate's, or the default one for the whole view.
    func configuration(at point: CGPoint) -> UIToolTipConfiguration? {
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }

    private func hoverChanged(_ hover: UIHoverGestureRecognizer) {
        guard let view else { return }
        switch hover.state {
        case .began, .changed:
            let point = hover.location(in: view)
            if let shown = shownTip {
                if shown.source.contains(point) { return }
                hideTip()
            }
            restTimer?.invalidate()
            restTimer = UIApplication.shared.clock.schedule(after: Self.delay) { [weak self] in
                self?.showTip(at: point)
            }
        default:
            hideTip()
        }
    }

    private func showTip(at point: CGPoint) {
        restTimer = nil
        guard isEnabled, let view, let window = view.window, !view.isHidden,
            let configuration = configuration(at: point), !configuration.toolTip.isEmpty
        else { return }
        let source = configuration.sourceRect.isNull ? view.bounds : configuration.sourceRect
        guard source.contains(point) else { return }
        let tip = ToolTipView(text: configuration.toolTip)
        let size = tip.sizeThatFits(CGSize(width: min(window.bounds.width - 16, 320), height: 0))
        let pointer = view.convert(point, to: window)
        var frame = CGRect(x: pointer.x, y: pointer.y + 20, width: size.width, height: size.height)
        if frame.maxY > window.bounds.maxY - 4 { frame.origin.y = pointer.y - 8 - size.height }
        frame.origin.x = min(max(frame.minX, 4), window.bounds.maxX - 4 - size.width)
        frame.origin.y = max(frame.minY, 4)
        tip.frame = frame
        window.addSubview(tip)
        shownTip = (tip, source)
    }

    /// Takes the tip off the screen and forgets a pending one.
    func hideTip() {
        restTimer?.invalidate()
        restTimer = nil
        shownTip?.label.removeFromSuperview()
        shownTip = nil
    }
}

/// The tip on screen: small text on a pale rounded rectangle with a hairline border; it takes no touches.
final class ToolTipView: UIView {
    let label = UILabel()
    static let padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

    init(text: String) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 5
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        label.text = text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .label
        label.numberOfLines = 0
        addSubview(label)
        accessibilityLabel = text
    }

    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let p = Self.padding
        let text = label.sizeThatFits(CGSize(width: max(size.width - p.left - p.right, 1), height: 0))
        return CGSize(width: ceil(text.width) + p.left + p.right, height: ceil(text.height) + p.top + p.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: Self.padding)
    }
}

extension UIControl {
    /// The control's tool tip (iOS 15): setting one adds a `UIToolTipInteraction` showing it; nil removes the
    /// text (the interaction stays, showing nothing).
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let interaction = toolTipInteraction {
                interaction.defaultToolTip = newValue
                if newValue == nil { interaction.hideTip() }
            } else if let newValue {
                addInteraction(UIToolTipInteraction(defaultToolTip: newValue))
            }
        }
    }

    /// The tool tip interaction `toolTip` added (or one the app added), if any.
    public var toolTipInteraction: UIToolTipInteraction? {
        interactions.lazy.compactMap { $0 as? UIToolTipInteraction }.first
    }
}
