import Foundation

extension UIViewController {
    /// How a controller comes on screen when pushed or presented (iOS 18): a zoom out of a view of the screen
    /// it leaves, or one of the modal styles. It takes precedence over `modalTransitionStyle`.
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        enum Kind {
            case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> UIView?)
            case modal(UIModalTransitionStyle)
        }
        let kind: Kind

        init(_ kind: Kind) { self.kind = kind }

        /// The controller grows out of the view `sourceViewProvider` names in the screen it covers, and
        /// shrinks back into it (the view asked again) when it goes; pushed or presented. Without a view, it
        /// fades in and out.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(.zoom(options, sourceViewProvider))
        }

        /// Slides up from the bottom (presentations).
        public static var coverVertical: Transition { Transition(.modal(.coverVertical)) }
        /// Flips horizontally in UIKit; slides up here (presentations).
        public static var flipHorizontal: Transition { Transition(.modal(.flipHorizontal)) }
        /// Fades in (presentations).
        public static var crossDissolve: Transition { Transition(.modal(.crossDissolve)) }
        /// Curls up a corner in UIKit; slides up here (presentations).
        public static var partialCurl: Transition { Transition(.modal(.partialCurl)) }

        /// What a zoom's source-view provider is told.
        @preconcurrency @MainActor
        public final class ZoomSourceViewProviderContext: NSObject {
            /// The controller whose view holds the source view (the one covered).
            public let sourceViewController: UIViewController
            /// The controller that zooms.
            public let zoomedViewController: UIViewController

            init(source: UIViewController, zoomed: UIViewController) {
                sourceViewController = source
                zoomedViewController = zoomed
            }
        }

        /// What a zoom's options' closures are told.
        @preconcurrency @MainActor
        public final class ZoomOptions: NSObject {
            /// What `interactiveDismissShouldBegin` is told.
            @preconcurrency @MainActor
            public final class InteractionContext: NSObject {
                /// Where the touch is, in the zoomed controller's view.
                public let location: CGPoint
                /// How fast it moves, in points a second.
                public let velocity: CGVector
                /// Whether the gesture would begin without the closure.
                public let willBegin: Bool

                init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                    self.location = location
                    self.velocity = velocity
                    self.willBegin = willBegin
                }
            }

            /// What `alignmentRectProvider` is told.
            @preconcurrency @MainActor
            public final class AlignmentRectContext: NSObject {
                /// The source view.
                public let sourceView: UIView
                /// The controller that zooms.
                public let zoomedViewController: UIViewController

                init(sourceView: UIView, zoomedViewController: UIViewController) {
                    self.sourceView = sourceView
                    self.zoomedViewController = zoomedViewController
                }
            }

            /// Whether a dismissing gesture may begin (kept: the desktop dismisses with the back button or Escape).
            public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
            /// The part of the zoomed controller's view, in its coordinates, that lines up with the source view
            /// (nil: the whole view).
            public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
            /// The colour that dims the covered screen during the zoom (nil: none).
            public var dimmingColor: UIColor?
            /// A blur over the covered screen (kept; the dimming colour is drawn).
            public var dimmingVisualEffect: UIBlurEffect?

            /// Options with no closures, no dimming.
            public override init() { super.init() }
        }
    }

    /// How the controller comes on screen when pushed or presented (iOS 18); nil, the default, uses the
    /// navigation controller's slide or `modalTransitionStyle`.
    public var preferredTransition: Transition? {
        get { objc_getAssociatedObject(self, &TransitionKey.preferred) as? Transition }
        set { objc_setAssociatedObject(self, &TransitionKey.preferred, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    /// The modal style `preferredTransition` names, else `modalTransitionStyle`.
    var effectiveModalTransitionStyle: UIModalTransitionStyle {
        if case .modal(let style) = preferredTransition?.kind { return style }
        return modalTransitionStyle
    }

    /// How the controller zooms, when its preferred transition is a zoom.
    var zoomTransition: (ZoomTransitionPlan)? {
        guard case .zoom(let options, let provider) = preferredTransition?.kind else { return nil }
        return ZoomTransitionPlan(options: options, provider: provider)
    }
}

private enum TransitionKey {
    nonisolated(unsafe) static var preferred: UInt8 = 0
}

/// A zoom between a view of the covered screen and the zoomed controller's view: the zoomed view is scaled
/// (keeping its proportions) and placed so that its aligned part sits on the source view, and fades in as it
/// grows to its own frame; going away, the reverse.
@MainActor
struct ZoomTransitionPlan {
    let options: UIViewController.Transition.ZoomOptions?
    let provider: (UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?

    /// The transform that puts `zoomed` (at its final frame in `container`) on the source view, or nil when the
    /// provider names no view in a window.
    func collapsedTransform(
        of zoomed: UIViewController, over source: UIViewController, in container: UIView
    ) -> CGAffineTransform? {
        let context = UIViewController.Transition.ZoomSourceViewProviderContext(source: source, zoomed: zoomed)
        guard let sourceView = provider(context), sourceView.window != nil, sourceView.window === container.window,
            let view = zoomed.viewIfLoaded
        else { return nil }
        let target = sourceView.convert(sourceView.bounds, to: container)
        let alignment =
            options?.alignmentRectProvider?(
                .init(sourceView: sourceView, zoomedViewController: zoomed)) ?? view.bounds
        guard target.width > 0, target.height > 0, alignment.width > 0, alignment.height > 0 else { return nil }
        // The aligned part, in the container, where the view stands at its final frame.
        let frame = view.frame
        let aligned = alignment.offsetBy(dx: frame.minX - view.bounds.minX, dy: frame.minY - view.bounds.minY)
        let scale = min(target.width / aligned.width, target.height / aligned.height)
        // A view's transform acts about its centre.
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let alignedCentre = CGPoint(x: (aligned.midX - centre.x) * scale, y: (aligned.midY - centre.y) * scale)
        return CGAffineTransform(
            translationX: target.midX - centre.x - alignedCentre.x, y: target.midY - centre.y - alignedCentre.y
        )
        .scaledBy(x: scale, y: scale)
    }

    /// How long a zoom takes.
    static let duration: TimeInterval = 0.4

    /// Grows `view` (in `container`) from `collapsed` to its own frame, fading it in, or shrinks it into
    /// `collapsed`, fading it out, with the options' dimming colour behind it coming or going and `alongside`
    /// animated with it; the view is left untransformed and opaque at the end.
    func animate(
        _ view: UIView, collapsed: CGAffineTransform, growing: Bool, in container: UIView,
        alongside: (() -> Void)? = nil, completion: @escaping (Bool) -> Void
    ) {
        var dimming: UIView?
        if let color = options?.dimmingColor {
            let dim = UIView(frame: container.bounds)
            dim.backgroundColor = color
            dim.isUserInteractionEnabled = false
            dim.alpha = growing ? 0 : 1
            container.insertSubview(dim, belowSubview: view)
            dimming = dim
        }
        if growing {
            view.transform = collapsed
            view.alpha = 0
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                view.transform = growing ? .identity : collapsed
                view.alpha = growing ? 1 : 0
                dimming?.alpha = growing ? 1 : 0
                alongside?()
            },
            completion: { finished in
                dimming?.removeFromSuperview()  // grown, the view covers the screen
                view.transform = .identity
                view.alpha = 1
                completion(finished)
            })
    }
}
