import Foundation

/// Interface Builder's storyboards. Tapestry reads no Interface Builder archives (a storyboard is compiled by
/// Xcode into a format only UIKit loads), so making one stops with a message saying so, as UIKit stops on a
/// storyboard it cannot find; build the interface in code. The type is here so that code mentioning it compiles.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name.
    public let name: String

    /// Stops: Tapestry loads no storyboards.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        preconditionFailure(
            "Could not load the storyboard named '\(name)': Tapestry reads no Interface Builder archives; "
                + "create the view controllers in code")
    }

    /// The storyboard's first controller (never reached: a storyboard cannot be made).
    open func instantiateInitialViewController() -> UIViewController? { nil }

    /// A controller by its storyboard identifier (never reached: a storyboard cannot be made).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        preconditionFailure("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
    }
}

extension UIViewController {
    /// The storyboard the controller came from: none, Tapestry loads no storyboards.
    public var storyboard: UIStoryboard? { nil }
}

/// A transition from one controller to another, as storyboards define them. Made in code, a segue runs its
/// handler, or what a subclass's `perform()` does.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller it leads to.
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    /// Creates a segue; override `perform()` to make the transition.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// Creates a segue whose transition is `performHandler`.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Makes the transition: runs the handler given at creation; without one it does nothing (subclasses
    /// override it), as in UIKit.
    open func perform() { performHandler?() }
}

/// Where an unwind segue starts: the controller it leaves, its action and sender. Storyboards are not read,
/// so UIKit makes none here; code can make one to drive `childContaining(_:)` and
/// `allowedChildrenForUnwinding(from:)` itself.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The controller the unwind segue leaves.
    public let sourceViewController: UIViewController
    /// The unwind action.
    public let unwindAction: Selector
    /// What triggered the segue.
    public let sender: Any?

    /// Creates a source (UIKit makes these as an unwind segue starts).
    public init(sourceViewController: UIViewController, unwindAction: Selector, sender: Any?) {
        self.sourceViewController = sourceViewController
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
