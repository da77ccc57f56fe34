import Foundation
import Testing

@testable import Tapestry

/// The bar delegate a navigation controller installs: it asks the controller only when the app's code made the
/// controller a `UINavigationBarDelegate`, and answers UIKit's defaults otherwise.
@MainActor @Suite struct UINavigationControllerBarDelegateTests {
    private final class Recording: UINavigationController, UINavigationBarDelegate {
        var calls: [String] = []
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            calls.append("shouldPush \(item.title ?? "")")
            return false
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            calls.append("didPush \(item.title ?? "")")
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
            calls.append("didPop \(item.title ?? "")")
        }
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test func aPlainControllerIsNotABarDelegateAndItsBarGetsTheDefaults() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(!((navigation as AnyObject) is UINavigationBarDelegate))
        let forwarder = NavigationBarDelegateForwarder()
        forwarder.controller = navigation
        let item = UINavigationItem(title: "Item")
        #expect(forwarder.navigationBar(navigation.navigationBar, shouldPush: item))
        #expect(forwarder.navigationBar(navigation.navigationBar, shouldPop: item))
        #expect(forwarder.position(for: navigation.navigationBar) == .any)
        #expect(navigation.navigationBar.delegate is NavigationBarDelegateForwarder)
    }

    @Test func aConformingSubclassIsAskedEverything() {
        let navigation = Recording(rootViewController: UIViewController())
        guard let delegate = navigation.navigationBar.delegate else {
            Issue.record("the bar has no delegate")
            return
        }
        let bar = navigation.navigationBar
        let item = UINavigationItem(title: "Item")
        #expect(!delegate.navigationBar(bar, shouldPush: item))
        delegate.navigationBar(bar, didPush: item)
        #expect(delegate.navigationBar(bar, shouldPop: item), "not implemented: the protocol's default")
        delegate.navigationBar(bar, didPop: item)
        #expect(delegate.position(for: bar) == .topAttached)
        #expect(navigation.calls == ["shouldPush Item", "didPush Item", "didPop Item"])
    }

    @Test func theForwarderHoldsItsControllerWeakly() {
        let forwarder = NavigationBarDelegateForwarder()
        do {
            let navigation = Recording(rootViewController: UIViewController())
            forwarder.controller = navigation
        }
        #expect(forwarder.controller == nil)
        #expect(forwarder.navigationBar(UINavigationBar(), shouldPop: UINavigationItem(title: "x")))
    }
}
