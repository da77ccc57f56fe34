import Foundation

/// How a scroll view marks one of its edges where content passes under a bar or other pinned controls
/// (UIKit 26): a soft fade, a hard line, or the system's choice; or hidden. Each scroll view has one per edge.
///
/// Tapestry keeps the settings for code written for them; the boundary itself is drawn by the bars, whose
/// scroll-edge and standard appearances already switch as content passes under them (no blur is drawn here).
@preconcurrency @MainActor
public final class UIScrollEdgeEffect: NSObject {
    /// How the edge is marked.
    public var style: Style = .automatic
    /// Whether the edge is left unmarked; false by default.
    public var isHidden = false

    override init() { super.init() }

    /// A style of edge effect: `.automatic`, `.soft` or `.hard`.
    @preconcurrency @MainActor
    public final class Style: NSObject, @unchecked Sendable {
        let name: String

        private init(name: String) {
            self.name = name
            super.init()
        }

        /// The system's choice for the context (soft beside translucent bars, hard beside opaque ones).
        public static let automatic = Style(name: "automatic")
        /// A gradual, blurred boundary.
        public static let soft = Style(name: "soft")
        /// An opaque boundary with a dividing line.
        public static let hard = Style(name: "hard")

        /// The style's name.
        public override var description: String { name }
    }
}

/// A scroll view's four edge effects, made when first asked for.
@MainActor
final class ScrollEdgeEffects {
    let top = UIScrollEdgeEffect()
    let left = UIScrollEdgeEffect()
    let bottom = UIScrollEdgeEffect()
    let right = UIScrollEdgeEffect()
}

extension UIScrollView {
    /// The effect for the top edge (UIKit 26).
    public var topEdgeEffect: UIScrollEdgeEffect { edgeEffects.top }
    /// The effect for the left edge (UIKit 26).
    public var leftEdgeEffect: UIScrollEdgeEffect { edgeEffects.left }
    /// The effect for the bottom edge (UIKit 26).
    public var bottomEdgeEffect: UIScrollEdgeEffect { edgeEffects.bottom }
    /// The effect for the right edge (UIKit 26).
    public var rightEdgeEffect: UIScrollEdgeEffect { edgeEffects.right }
}

/// Tells a scroll view's edge effect which views float over its content at one edge (UIKit 26): added to a
/// container of controls (a custom bar, say) so the effect extends under them.
@preconcurrency @MainActor
public final class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    /// The scroll view whose edge effect the container's views join.
    public weak var scrollView: UIScrollView?
    /// The edge the container sits at.
    public var edge: UIRectEdge = .top
    /// The view the interaction was added to.
    public private(set) weak var view: UIView?

    /// An interaction not yet tied to a scroll view.
    public override init() { super.init() }

    /// Called before the interaction is added to a view or removed from one.
    public func willMove(to view: UIView?) {}

    /// Called after the interaction was added to a view or removed from one.
    public func didMove(to view: UIView?) { self.view = view }
}
