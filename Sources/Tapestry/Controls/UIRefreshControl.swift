import Foundation

/// Pull to refresh (SEMANTICS §12.6): set it as a scroll view's `refreshControl`; pulling the content down more
/// than 80 points past its top starts refreshing (a spinner above the content, `.valueChanged` sent once), and
/// the content rests 60 points down until `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Pulled, not tabbed to.
    open override var canBecomeFocused: Bool { false }
    /// How far past the top a pull starts refreshing.
    public static let triggerDistance: CGFloat = 80
    /// The room the spinner takes above the content while refreshing.
    public static let refreshingHeight: CGFloat = 60

    /// Whether it is refreshing.
    public private(set) var isRefreshing = false
    /// A title under the spinner (nil by default), in its own attributes; the text is grey where it sets no
    /// colour, as UIKit draws it.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil || attributedTitle?.length == 0
            place()
        }
    }
    /// The spinner is grey unless the control is given a tint colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        spinner.color = storedTintColor ?? .systemGray
    }

    weak var scrollView: UIScrollView?
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var insetAdded = false
    private var insetPending = false

    /// Creates a refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        spinner.alpha = 0  // shown as the content is pulled down
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        titleLabel.alpha = 0
        addSubview(titleLabel)
        backgroundColor = .clear
    }

    /// Creates a refresh control.
    public convenience init() { self.init(frame: .zero) }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Starts refreshing in code (no `.valueChanged`): the spinner turns and the content moves down.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        addInset()
    }

    /// Ends refreshing: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        insetPending = false
        spinner.stopAnimating()
        spinner.isHidden = false
        guard insetAdded, let scrollView else { return }
        insetAdded = false
        let restore = {
            scrollView.contentInset.top -= Self.refreshingHeight
            if scrollView.contentOffset.y < -scrollView.adjustedContentInset.top {
                scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
            }
        }
        if scrollView.window != nil { UIView.animate(withDuration: 0.3, animations: restore) } else { restore() }
    }

    private func addInset() {
        guard !insetAdded, let scrollView else { return }
        if scrollView.isDragging {
            insetPending = true  // added when the finger lifts, so the content does not jump under it
            return
        }
        insetAdded = true
        scrollView.contentInset.top += Self.refreshingHeight
        if scrollView.contentOffset.y > -scrollView.adjustedContentInset.top, scrollView.contentOffset.y <= 0 {
            scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        }
    }

    /// Across the scroll view, behind the content: at rest at (0, 0, width, 60) in the scroll view's coordinates,
    /// as UIKit 26 places it (measured); pulled down, it fills the space opened above the content; refreshing, it
    /// sits in the 60 pt kept above the content.
    func place() {
        guard let scrollView else { return }
        let ownInset = insetAdded ? Self.refreshingHeight : 0
        let visibleTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top - ownInset
        let opened = max(-visibleTop, 0)
        let height = max(opened, Self.refreshingHeight)
        let rect = CGRect(x: 0, y: -opened, width: scrollView.bounds.width, height: height)
        if frame != rect { frame = rect }
        let titled = !titleLabel.isHidden
        spinner.center = CGPoint(x: bounds.midX, y: bounds.height - Self.refreshingHeight / 2 - (titled ? 9 : 0))
        if titled {
            titleLabel.frame = CGRect(x: 8, y: bounds.height - 22, width: max(bounds.width - 16, 0), height: 16)
            titleLabel.alpha = spinner.alpha
        }
    }

    /// Pulled far enough while dragging: refreshing starts and `.valueChanged` is sent.
    func scrollViewDidMove() {
        guard let scrollView else { return }
        place()
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        spinner.alpha = min(max(pulled / Self.triggerDistance, 0), 1)
        titleLabel.alpha = isRefreshing ? 1 : spinner.alpha
        guard scrollView.isDragging, !isRefreshing, pulled > Self.triggerDistance else { return }
        isRefreshing = true
        spinner.alpha = 1
        titleLabel.alpha = 1
        spinner.startAnimating()
        insetPending = true
        sendActions(for: .valueChanged)
    }

    /// The finger lifts: a refresh that started in the pull keeps its room above the content.
    func scrollViewWillRelease() {
        guard insetPending, isRefreshing, let scrollView else { return }
        insetPending = false
        insetAdded = true
        scrollView.contentInset.top += Self.refreshingHeight
    }
}
