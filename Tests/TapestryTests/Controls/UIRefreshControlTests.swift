import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Pull to refresh (SEMANTICS §12.6).
@MainActor
@Suite struct UIRefreshControlTests {
    @Test func pullingPastTheTopRefreshesOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.addSubview(scroll)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        // At rest it sits behind the content at (0, 0, width, 60), as in UIKit 26 (measured).
        #expect(refresh.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(scroll.subviews.first === refresh, "behind the content")
        #expect(refresh.subviews.allSatisfy { $0.alpha == 0 }, "nothing shows at rest")
        // A short pull does nothing.
        synthesizer.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 160))
        synthesizer.advance(by: 1)
        #expect(refreshes == 0 && !refresh.isRefreshing)
        // A long one (rubber-banded past 80 points) refreshes, and the content rests 60 points down.
        synthesizer.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 20, duration: 0.6)
        synthesizer.advance(by: 1)
        #expect(refreshes == 1 && refresh.isRefreshing)
        #expect(scroll.contentOffset.y == -60)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60), "in the room kept above the content")
        refresh.endRefreshing()
        synthesizer.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 0 && scroll.contentInset.top == 0)
        #expect(refresh.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        // Made before its scroll view has a size, it takes the width once the scroll view is laid out.
        let later = UIScrollView(frame: .zero)
        let early = UIRefreshControl()
        later.refreshControl = early
        later.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        later.layoutIfNeeded()
        #expect(early.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    }

    @Test func anAttributedTitleShowsUnderTheSpinnerAsItIsPulled() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.addSubview(scroll)
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(
            string: "Pull to refresh", attributes: [.foregroundColor: UIColor.systemRed])
        scroll.refreshControl = refresh
        let title = refresh.subviews.compactMap { $0 as? UILabel }.first
        #expect(title?.attributedText?.string == "Pull to refresh")
        #expect(title?.alpha == 0, "nothing shows at rest")
        refresh.beginRefreshing()
        synthesizer.advance(by: 0.5)
        let spinner = refresh.subviews.first { $0 is UIActivityIndicatorView }!
        #expect(title?.frame.minY ?? 0 > spinner.frame.maxY, "under the spinner")
        #expect(title?.frame.maxY ?? .infinity <= refresh.bounds.height)
        refresh.attributedTitle = nil
        #expect(title?.isHidden == true)
    }

}
