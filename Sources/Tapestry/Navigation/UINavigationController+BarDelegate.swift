import Foundation

/// The delegate a navigation controller gives its bar. UIKit's navigation controller is its bar's delegate
/// without declaring `UINavigationBarDelegate` in its public API, so Swift code for iOS adds that conformance
/// itself (a subclass adopting it, or `extension UINavigationController: UINavigationBarDelegate`) to answer
/// `navigationBar(_:shouldPop:)` before the back button pops, and the bar then asks that code. This delegate
/// asks the controller when the controller conforms, and answers UIKit's defaults when it does not.
@MainActor
final class NavigationBarDelegateForwarder: UINavigationBarDelegate {
    /// The controller whose bar this is.
    weak var controller: UINavigationController?

    /// The controller, when the app's code made it a bar delegate.
    private var conforming: UINavigationBarDelegate? {
        controller.flatMap { $0 as AnyObject as? UINavigationBarDelegate }
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        conforming?.navigationBar(navigationBar, shouldPush: item) ?? true
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        conforming?.navigationBar(navigationBar, didPush: item)
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        conforming?.navigationBar(navigationBar, shouldPop: item) ?? true
    }

    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        conforming?.navigationBar(navigationBar, didPop: item)
    }

    func position(for bar: UIBarPositioning) -> UIBarPosition { conforming?.position(for: bar) ?? .any }
}
