import Foundation

/// Something that can take keyboard focus: a view, in Tapestry.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its container's coordinates.
    var frame: CGRect { get }
    /// How focus is shown on the item (nil: no effect of its own; views get the system's halo).
    var focusEffect: UIFocusEffect? { get }
}

/// A part of the focus hierarchy that hears about focus updates and says where focus should go.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// Where focus should go first inside this environment, most preferred first.
    var preferredFocusEnvironments: [UIFocusEnvironment] { get }
    /// Asks for a focus update at the next opportunity.
    func setNeedsFocusUpdate()
    /// Runs a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether the update described by `context` may happen.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved: `context` says from and to what; `coordinator` runs animations alongside.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// Which way focus moved.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Headings from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Down.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// Left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// Right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next item (Tab).
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous item (Shift-Tab).
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// A focus update: where focus was, where it goes, and which way.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item that had focus.
    open private(set) weak var previouslyFocusedItem: UIFocusItem?
    /// The item that takes focus.
    open private(set) weak var nextFocusedItem: UIFocusItem?
    /// Which way focus moves.
    open private(set) var focusHeading: UIFocusHeading

    init(previous: UIFocusItem?, next: UIFocusItem?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }

    /// The view that had focus.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view that takes focus.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// Runs animations alongside a focus update.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Adds animations to run with the focus update, and what to run when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs what was added, in a 0.2 s animation.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: 0.2, animations: { for animation in animations { animation() } }) { _ in
            for completion in completions { completion() }
        }
    }
}

/// How focus is shown on an item.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    /// The system's default effect.
    public override init() { super.init() }
    /// The system's default effect.
    public static func effect() -> UIFocusEffect { UIFocusEffect() }
}

/// A ring drawn around the focused item, as iPadOS and Mac Catalyst draw one with a hardware keyboard.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the halo goes relative to the shape.
    public enum Position: Int, Sendable {
        /// The system chooses (outside).
        case automatic, outside, inside, border
    }

    /// The halo's shape, in the item's coordinates (nil: the item's bounds).
    public let rect: CGRect?
    /// The corner radius of the shape.
    public let cornerRadius: CGFloat
    /// The halo's own path, when given as one.
    public let path: UIBezierPath?
    /// The view the halo is drawn in (nil: above the item's window content).
    open weak var containerView: UIView?
    /// The view the halo stays above (nil: the item).
    open weak var referenceView: UIView?
    /// Where the halo goes relative to the shape.
    open var position: Position = .automatic

    /// A halo around `rect`.
    public init(rect: CGRect) {
        self.rect = rect
        cornerRadius = 0
        path = nil
        super.init()
    }

    /// A halo around a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve = .circular) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        path = nil
        super.init()
    }

    /// A halo along `path`.
    public init(path: UIBezierPath) {
        rect = path.bounds
        cornerRadius = 0
        self.path = path
        super.init()
    }
}

/// An invisible area that sends focus arriving in it to its preferred environments.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide {
    /// Whether the guide redirects focus.
    open var isEnabled = true
    /// Where focus goes when it enters the guide.
    open var preferredFocusEnvironments: [UIFocusEnvironment]! = []
}
