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
