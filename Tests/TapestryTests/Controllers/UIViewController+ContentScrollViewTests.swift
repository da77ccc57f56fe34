import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The scroll view a controller's bars follow (UIViewController+ContentScrollView): found in the view, set per
/// edge, held weakly, and overridable; the navigation bar's scroll-edge look reads it.
@MainActor
@Suite struct UIViewControllerContentScrollViewTests {
    /// A controller whose view holds a scroll view deeper than its first subview, set explicitly for the top.
    private final class Feed: UIViewController {
        let header = UIView()
        let list = UIScrollView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(header)
            view.addSubview(list)
        }
    }

    @Test func theViewOrItsFirstSubviewIsFoundAndASetOneWinsPerEdge() {
        UIApplication.replaceShared()
        let plain = UIViewController()
        #expect(plain.contentScrollView(for: .top) == nil, "no view loaded")
        let scroll = UIScrollView()
        plain.view.addSubview(scroll)
        #expect(plain.contentScrollView(for: .top) === scroll && plain.contentScrollView(for: .bottom) === scroll)

        let feed = Feed()
        feed.loadViewIfNeeded()
        #expect(feed.contentScrollView(for: .top) == nil, "the first subview is not a scroll view")
        feed.setContentScrollView(feed.list, for: .top)
        #expect(feed.contentScrollView(for: .top) === feed.list)
        #expect(feed.contentScrollView(for: .bottom) == nil, "set for the top only")
        feed.setContentScrollView(feed.list)
        #expect(feed.contentScrollView(for: .bottom) === feed.list, "all edges")
        feed.setContentScrollView(nil, for: .top)
        #expect(feed.contentScrollView(for: .top) == nil && feed.contentScrollView(for: .bottom) === feed.list)
    }

    @Test func aSetScrollViewIsHeldWeakly() {
        UIApplication.replaceShared()
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        var scroll: UIScrollView? = UIScrollView()
        weak let released = scroll
        controller.setContentScrollView(scroll, for: .top)
        scroll = nil
        #expect(released == nil)
        #expect(controller.contentScrollView(for: .top) == nil)
    }

    /// The navigation bar follows the scroll view the top controller names, and a controller that answers nil
    /// keeps the bar in its scroll-edge look however its content scrolls.
    @Test func theNavigationBarFollowsTheControllersAnswer() {
        UIApplication.replaceShared()
        final class NoEdge: UIViewController {
            let list = UIScrollView()
            override func loadView() { view = list }
            override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
        }
        let feed = Feed()
        let navigation = UINavigationController(rootViewController: feed)
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        window.rootViewController = navigation
        synthesizer.advance(by: 0)
        feed.list.frame = CGRect(x: 0, y: 100, width: 320, height: 300)
        feed.list.contentSize = CGSize(width: 320, height: 3000)
        feed.list.contentOffset.y = 200
        #expect(navigation.navigationBar.isAtScrollEdge, "not followed yet")
        feed.setContentScrollView(feed.list, for: .top)
        #expect(!navigation.navigationBar.isAtScrollEdge)
        feed.list.contentOffset.y = -feed.list.adjustedContentInset.top
        #expect(navigation.navigationBar.isAtScrollEdge)

        let quiet = NoEdge()
        navigation.pushViewController(quiet, animated: false)
        synthesizer.advance(by: 0)
        quiet.list.contentSize = CGSize(width: 320, height: 3000)
        quiet.list.contentOffset.y = 400
        #expect(navigation.navigationBar.isAtScrollEdge, "the override answered nil")
    }
}
