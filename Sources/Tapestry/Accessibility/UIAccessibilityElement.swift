import Foundation

/// An element of a custom container that is not a view of its own: a chart's bars, a drawn keyboard's
/// keys, a segmented control's segments. A container lists its elements in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    /// The view (or element) that contains this element.
    open weak var accessibilityContainer: AnyObject?
    /// Whether assistive technology sees the element (true by default).
    open var isAccessibilityElement = true
    /// A short description of the element.
    open var accessibilityLabel: String?
    /// What activating the element does.
    open var accessibilityHint: String?
    /// The element's value, when it has one.
    open var accessibilityValue: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A string that identifies the element in tests.
    open var accessibilityIdentifier: String?
    /// The language the element's label and value are spoken in, or nil for the app's.
    open var accessibilityLanguage: String?
    /// Actions the element offers beyond activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The elements inside this one, when it is a container itself.
    open var accessibilityElements: [Any]?
    /// What kind of container the element is (`.none`: not a container).
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    /// Whether the element responds to the user.
    open var accessibilityRespondsToUserInteraction = true
    /// Words a user may say or type to name the element (its label by default).
    open var accessibilityUserInputLabels: [String]! {
        get { storedUserInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { storedUserInputLabels = newValue }
    }
    private var storedUserInputLabels: [String]?
    private var storedFrame = CGRect.zero
    private var storedActivationPoint: CGPoint?

    /// Creates an element inside `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The element's frame in screen coordinates. Set `accessibilityFrameInContainerSpace` instead to have
    /// it follow the container as it moves.
    open var accessibilityFrame: CGRect {
        get {
            if let inContainer = accessibilityFrameInContainerSpace, let view = containerView {
                return view.convert(inContainer, to: nil)
            }
            return storedFrame
        }
        set {
            storedFrame = newValue
            accessibilityFrameInContainerSpace = nil
        }
    }

    /// The element's frame in its container view's coordinates, or nil when `accessibilityFrame` was set.
    open var accessibilityFrameInContainerSpace: CGRect?

    /// The point assistive technology activates: the centre of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }

    /// Activates the element; returns whether it handled it (false: assistive technology taps its
    /// activation point instead).
    open func accessibilityActivate() -> Bool { false }
    /// Moves an adjustable element's value up.
    open func accessibilityIncrement() {}
    /// Moves an adjustable element's value down.
    open func accessibilityDecrement() {}

    /// The nearest view among the element's containers.
    var containerView: UIView? {
        var container = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }
}

extension UIAccessibility {
    /// Converts `rect` from `view`'s coordinates to screen coordinates, as `accessibilityFrame` is given.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// Converts `path`'s bounds from `view`'s coordinates to screen coordinates.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let converted = UIBezierPath(rect: view.convert(path.bounds, to: nil))
        return converted
    }
}
