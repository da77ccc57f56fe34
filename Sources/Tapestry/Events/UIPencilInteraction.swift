import Foundation

/// What the user chose a double tap (or a squeeze) on Apple Pencil to do.
public enum UIPencilPreferredAction: Int, Sendable {
    /// Nothing.
    case ignore
    /// Switch between the current tool and the eraser.
    case switchEraser
    /// Switch between the current tool and the previous one.
    case switchPrevious
    /// Show the colour palette.
    case showColorPalette
    /// Show the ink attributes.
    case showInkAttributes
    /// Show the contextual palette.
    case showContextualPalette
    /// Run a system shortcut.
    case runSystemShortcut
}

/// Hears Apple Pencil's double taps and squeezes. Every method is optional.
@MainActor
public protocol UIPencilInteractionDelegate: AnyObject {
    /// The pencil was double-tapped (before iOS 17.5).
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
    /// The pencil was tapped.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    /// The pencil was squeezed.
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
}

extension UIPencilInteractionDelegate {
    /// Does nothing by default.
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
    /// Does nothing by default.
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {}
    /// Does nothing by default.
    public func pencilInteraction(
        _ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze
    ) {}
}

/// Apple Pencil's double taps and squeezes on a view. A desktop has no such pencil (a tablet's stylus comes as
/// touches): the interaction is kept on its view and its delegate is never called; the user's preferred
/// actions read `.ignore`.
@preconcurrency @MainActor
open class UIPencilInteraction: NSObject, UIInteraction {
    /// A tap on the pencil.
    public final class Tap: NSObject {
        /// When the tap happened, on the clock of `UITouch.timestamp`.
        public let timestamp: TimeInterval
        init(timestamp: TimeInterval) { self.timestamp = timestamp }
    }

    /// A squeeze of the pencil, in phases.
    public final class Squeeze: NSObject {
        /// When the squeeze reached this phase.
        public let timestamp: TimeInterval
        /// Where the squeeze is.
        public let phase: Phase
        init(timestamp: TimeInterval, phase: Phase) {
            self.timestamp = timestamp
            self.phase = phase
        }
    }

    /// The phases of a squeeze.
    public enum Phase: Int, Sendable {
        /// The squeeze began.
        case began
        /// The squeeze changed.
        case changed
        /// The squeeze ended.
        case ended
        /// The squeeze was cancelled.
        case cancelled
    }

    /// The delegate.
    public weak var delegate: UIPencilInteractionDelegate?
    /// Whether the interaction reports taps and squeezes; true by default.
    open var isEnabled = true
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    /// The action the user chose for a tap: `.ignore` (no pencil is paired with a desktop).
    public class var preferredTapAction: UIPencilPreferredAction { .ignore }
    /// The action the user chose for a squeeze: `.ignore`.
    public class var preferredSqueezeAction: UIPencilPreferredAction { .ignore }
    /// Whether the user draws only with the pencil (a finger scrolls): false.
    public class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether the user wants a preview of the tool while the pencil hovers: false.
    public class var prefersHoverToolPreview: Bool { false }

    /// Creates an interaction without a delegate.
    public override init() { super.init() }

    /// Creates an interaction with a delegate.
    public init(delegate: UIPencilInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// About to move to `view`.
    public func willMove(to view: UIView?) {}

    /// Moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }
}
