import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A navigation controller's toolbar: the top controller's items while it shows, above the bottom of the
/// window, adding its height to the children's safe area; and the bar's scroll-edge look following the content.
@MainActor
@Suite struct UINavigationControllerToolbarTests {
    private func stage() -> (UINavigationController, UIViewController, EventSynthesizer) {
        UIApplication.replaceShared()
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Compose", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        window.rootViewController = navigation
        synthesizer.advance(by: 0)
        return (navigation, root, synthesizer)
    }

    @Test func theToolbarShowsTheTopControllersItemsAndTakesItsRoom() {
        let (navigation, root, synthesizer) = stage()
        #expect(navigation.isToolbarHidden && navigation.toolbar.superview == nil)
        let before = root.view.safeAreaInsets.bottom
        navigation.setToolbarHidden(false, animated: false)
        synthesizer.advance(by: 0)
        #expect(navigation.toolbar.items?.first?.title == "Compose")
        #expect(navigation.toolbar.frame.maxY == 480)
        #expect(root.view.safeAreaInsets.bottom == before + navigation.toolbar.frame.height)
        // A pushed controller's items replace them.
        let next = UIViewController()
        next.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)]
        navigation.pushViewController(next, animated: false)
        synthesizer.advance(by: 0)
        #expect(navigation.toolbar.items?.map(\.title) == ["Reply"])
        navigation.setToolbarHidden(true, animated: false)
        synthesizer.advance(by: 0)
        #expect(navigation.toolbar.superview == nil)
    }

    /// The bar shows its scroll-edge look while the content is at its top, and its standard look once the
    /// content scrolls under it.
    @Test func theBarFollowsTheContentsScrollEdge() {
        UIApplication.replaceShared()
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        window.rootViewController = navigation
        synthesizer.advance(by: 0)
        let table = list.tableView!
        table.contentSize = CGSize(width: 320, height: 3000)
        #expect(navigation.navigationBar.isAtScrollEdge)
        table.contentOffset.y = -table.adjustedContentInset.top + 100
        #expect(!navigation.navigationBar.isAtScrollEdge)
        table.contentOffset.y = -table.adjustedContentInset.top
        #expect(navigation.navigationBar.isAtScrollEdge)
    }
}
