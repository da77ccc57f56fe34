import Foundation

/// Supplies a page view controller's pages, one either side of the current one.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// How many pages a page indicator shows (0: none).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which of them is current.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told when a page view controller's pages change.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to turn to `pendingViewControllers`.
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended: `completed` says whether the pages changed.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    /// Does nothing.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

/// Pages of view controllers turned by swiping (UIKit's `.scroll` style): the current page and its neighbours
/// (asked of the data source) side by side in a paging scroll view, so a drag shows the next page coming in and
/// a release settles on one. `.pageCurl` turns pages the same way (no curl is drawn).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// A page curl (turned as `.scroll` here).
        case pageCurl = 0
        /// Pages slide side by side.
        case scroll = 1
    }
    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }
    /// Which way a programmatic turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }
    /// Where a curl's spine is.
    public enum SpineLocation: Int, Sendable {
        /// None (the scroll style).
        case none = 0
        /// At the leading or top edge.
        case min = 1
        /// In the middle.
        case mid = 2
        /// At the trailing or bottom edge.
        case max = 3
    }
    /// Keys of the initializer's options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine's location (a `SpineLocation` raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where a curl's spine is (`.none` for the scroll style).
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have backs (kept).
    open var isDoubleSided = false
    /// Supplies the pages either side of the current one.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { if isViewLoaded { reloadNeighbours() } }
    }
    /// Told of turns.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    private let spacing: CGFloat
    private let scroller = UIScrollView()
    private let scrollObserver = ScrollViewObserver()
    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// A programmatic animated turn under way: its completion.
    private var pendingCompletion: ((Bool) -> Void)?
    private var pendingTarget: UIViewController?
    private var announcedPending = false

    /// A page view controller with UIKit's defaults: pages that curl, turning horizontally.
    public convenience init() {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// A page view controller turning pages in `style` along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spacing =
            (options?[.interPageSpacing] as? NSNumber).map { CGFloat($0.doubleValue) }
            ?? (options?[.interPageSpacing] as? CGFloat) ?? 0
        spineLocation =
            style == .scroll
            ? .none : ((options?[.spineLocation] as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) } ?? .min)
        super.init(nibName: nil, bundle: nil)
    }

    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The swipe that turns pages (the paging scroll view's pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [scroller.panGestureRecognizer] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        scroller.isPagingEnabled = true
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scrollObserver.didScroll = { [unowned self] in scrollerDidScroll($0) }
        scrollObserver.didEndDecelerating = { [unowned self] _ in settle() }
        scrollObserver.didEndScrollingAnimation = { [unowned self] _ in settle() }
        scrollObserver.didEndDragging = { [unowned self] in if !$1 { settle() } }
        scroller.delegate = scrollObserver
        scroller.frame = view.bounds
        scroller.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scroller)
        reloadNeighbours()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placePages()
    }

    /// Shows `viewControllers`' first as the page, with the data source's neighbours either side. Animated, the
    /// new page slides in from the direction's side and `completion` runs when it settles; otherwise at once.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else { return }
        guard animated, isViewLoaded, view.window != nil, let shown = current, shown !== page else {
            show(page)
            completion?(true)
            return
        }
        // The new page takes the neighbour's place on the direction's side, and the scroll view slides to it.
        pendingCompletion?(false)
        pendingCompletion = completion
        pendingTarget = page
        if direction == .forward { setNeighbour(.after, to: page) } else { setNeighbour(.before, to: page) }
        placePages()
        scroller.setContentOffset(offset(of: page), animated: true)
    }

    // MARK: Pages

    private func show(_ page: UIViewController) {
        setNeighbour(.current, to: page)
        reloadNeighbours()
    }

    /// Asks the data source for the pages either side of the current one, and places them.
    private func reloadNeighbours() {
        guard let current else { return placePages() }
        setNeighbour(.before, to: dataSource?.pageViewController(self, viewControllerBefore: current))
        setNeighbour(.after, to: dataSource?.pageViewController(self, viewControllerAfter: current))
        placePages()
    }

    private enum Slot { case before, current, after }

    /// Puts `page` in a place and makes it a child shown in the scroll view (the old one in that place leaves,
    /// unless it is shown in another place).
    private func setNeighbour(_ slot: Slot, to page: UIViewController?) {
        let old: UIViewController?
        switch slot {
        case .before: (old, before) = (before, page)
        case .current: (old, current) = (current, page)
        case .after: (old, after) = (after, page)
        }
        if let old, old !== page, ![before, current, after].contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        if let page, page.parent !== self {
            addChild(page)
            scroller.addSubview(page.view)
            page.didMove(toParent: self)
        }
    }

    private var pages: [UIViewController] { [before, current, after].compactMap { $0 } }

    private var pageLength: CGFloat {
        navigationOrientation == .horizontal ? scroller.bounds.width + spacing : scroller.bounds.height + spacing
    }

    private func offset(of page: UIViewController) -> CGPoint {
        let index = CGFloat(pages.firstIndex { $0 === page } ?? 0)
        return navigationOrientation == .horizontal
            ? CGPoint(x: index * pageLength, y: 0) : CGPoint(x: 0, y: index * pageLength)
    }

    private func placePages() {
        guard isViewLoaded else { return }
        let size = scroller.bounds.size
        for (index, page) in pages.enumerated() {
            let origin =
                navigationOrientation == .horizontal
                ? CGPoint(x: CGFloat(index) * pageLength, y: 0) : CGPoint(x: 0, y: CGFloat(index) * pageLength)
            page.view.frame = CGRect(origin: origin, size: size)
        }
        let count = CGFloat(pages.count)
        scroller.contentSize =
            navigationOrientation == .horizontal
            ? CGSize(width: count * pageLength - spacing, height: size.height)
            : CGSize(width: size.width, height: count * pageLength - spacing)
        if pendingTarget == nil, let current { scroller.contentOffset = offset(of: current) }
    }

    /// The page the scroll view rests on.
    private var restingPage: UIViewController? {
        guard pageLength > 0 else { return current }
        let position = navigationOrientation == .horizontal ? scroller.contentOffset.x : scroller.contentOffset.y
        let index = Int((position / pageLength).rounded())
        let pages = self.pages
        return pages.indices.contains(index) ? pages[index] : current
    }

    /// The scroll view settled: the page it rests on becomes current.
    private func settle() {
        let previous = current
        let resting = restingPage
        announcedPending = false
        if let completion = pendingCompletion {
            pendingCompletion = nil
            pendingTarget = nil
            if let resting { show(resting) }
            completion(true)
            return
        }
        guard let previous, let resting, resting !== previous else {
            placePages()
            return
        }
        show(resting)
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: true)
    }

    // MARK: The scroll view's delegate (private: UIKit's page view controller is not a scroll view delegate)

    /// A drag towards a neighbour announces it once.
    private func scrollerDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isDragging, !announcedPending, let current else { return }
        let position = navigationOrientation == .horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let home = navigationOrientation == .horizontal ? offset(of: current).x : offset(of: current).y
        let pending = position > home ? after : position < home ? before : nil
        guard let pending else { return }
        announcedPending = true
        delegate?.pageViewController(self, willTransitionTo: [pending])
    }
}
