import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Pages turned by swiping and by `setViewControllers`, with their neighbours asked of the data source.
@MainActor
@Suite struct UIPageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<3).map { index -> UIViewController in
            let page = UIViewController()
            page.title = "Page \(index)"
            return page
        }
        var log: [String] = []
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        )
            -> UIViewController?
        {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        )
            -> UIViewController?
        {
            pages.firstIndex(of: viewController).flatMap { $0 < pages.count - 1 ? pages[$0 + 1] : nil }
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.append("will \(pendingViewControllers.map { $0.title ?? "" })")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("did \(previousViewControllers.map { $0.title ?? "" }) \(completed)")
        }
    }

    private func scene() -> (UIPageViewController, Pages, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages()
        pager.dataSource = pages
        pager.delegate = pages
        window.rootViewController = pager
        window.makeKeyAndVisible()
        pager.setViewControllers([pages.pages[1]], direction: .forward, animated: false)
        window.layoutIfNeeded()
        return (pager, pages, EventSynthesizer(window: window))
    }

    @Test func theCurrentPageSitsBetweenItsNeighbours() {
        let (pager, pages, _) = scene()
        #expect(pager.viewControllers == [pages.pages[1]])
        #expect(pages.pages.allSatisfy { $0.parent === pager }, "the page and both neighbours are children")
        let shown = pages.pages[1].view.convert(pages.pages[1].view.bounds, to: nil)
        #expect(shown == CGRect(x: 0, y: 0, width: 300, height: 400), "the current page fills the window: \(shown)")
        #expect(pager.spineLocation == .none && pager.gestureRecognizers.count == 1)
    }

    @Test func aSwipeTurnsToTheNextPageAndTellsTheDelegate() {
        let (pager, pages, synthesizer) = scene()
        synthesizer.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 40, y: 200), steps: 12, duration: 0.2)
        synthesizer.advance(by: 2)
        #expect(pager.viewControllers == [pages.pages[2]], "\(pager.viewControllers?.map { $0.title } ?? [])")
        #expect(pages.log == ["will [\"Page 2\"]", "did [\"Page 1\"] true"], "\(pages.log)")
        #expect(pages.pages[0].parent == nil, "a page two away is no longer a child")
        #expect(pages.pages[2].view.convert(pages.pages[2].view.bounds, to: nil).minX == 0)
        // At the last page there is nothing after: a swipe on springs back.
        synthesizer.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 40, y: 200), steps: 12, duration: 0.2)
        synthesizer.advance(by: 2)
        #expect(pager.viewControllers == [pages.pages[2]])
    }

    @Test func anAnimatedTurnSlidesAndCompletes() {
        let (pager, pages, synthesizer) = scene()
        var completed: Bool?
        pager.setViewControllers([pages.pages[0]], direction: .reverse, animated: true) { completed = $0 }
        #expect(completed == nil, "still sliding")
        synthesizer.advance(by: 1)
        #expect(completed == true && pager.viewControllers == [pages.pages[0]])
        #expect(pages.pages[0].view.convert(pages.pages[0].view.bounds, to: nil).minX == 0)
        pager.setViewControllers([pages.pages[2]], direction: .forward, animated: false) { completed = !($0) }
        #expect(completed == false && pager.viewControllers == [pages.pages[2]], "at once when not animated")
    }

    /// UIKit's page view controller is not a scroll view delegate: a subclass adopts the protocol itself (this
    /// file would not compile if the conformance or `scrollViewDidScroll` were already there).
    @Test func aSubclassMayBeAScrollViewDelegateOfItsOwn() {
        final class WatchingPager: UIPageViewController, UIScrollViewDelegate {
            var scrolled = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let plain: AnyObject = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(!(plain is UIScrollViewDelegate))
        let pager = WatchingPager(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let outside = UIScrollView()
        outside.delegate = pager
        outside.contentSize = CGSize(width: 1000, height: 10)
        outside.contentOffset = CGPoint(x: 5, y: 0)
        #expect(pager.scrolled == 1)
    }
}
