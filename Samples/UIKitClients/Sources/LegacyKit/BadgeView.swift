import UIKit

/// Told when a badge is tapped. Delegates are NSObjects, as UIKit's are.
public protocol BadgeViewDelegate: NSObjectProtocol {
    func badgeViewWasTapped(_ badgeView: BadgeView)
}

/// A rounded count badge: a UIView subclass with its own initializer, `init?(coder:)`, target-action through
/// a gesture recognizer, a fixed-size constraint built the way layout DSLs build it, and a deinit.
open class BadgeView: UIView {
    public let label = UILabel()
    public weak var delegate: BadgeViewDelegate?
    public private(set) var count: Int
    public static var liveCount = 0

    public init(count: Int) {
        self.count = count
        super.init(frame: .zero)
        BadgeView.liveCount += 1
        backgroundColor = #colorLiteral(red: 1, green: 0.231, blue: 0.188, alpha: 1)
        layer.cornerRadius = 10
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 12)
        label.textAlignment = .center
        label.text = "\(count)"
        addSubview(label)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(BadgeView.didTap)))
        translatesAutoresizingMaskIntoConstraints = false
        // A layout DSL builds a fixed size with no second item and the first attribute repeated.
        addConstraint(
            NSLayoutConstraint(
                item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .height, multiplier: 1,
                constant: 20))
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        BadgeView.liveCount -= 1
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: max(20, label.intrinsicContentSize.width + 12), height: 20)
    }

    /// An override of a member UIKit lets subclasses override.
    open override var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6) }
        set { super.layoutMargins = newValue }
    }

    public func update(count: Int) {
        self.count = count
        label.text = "\(count)"
        invalidateIntrinsicContentSize()
    }

    func didTap() {
        delegate?.badgeViewWasTapped(self)
    }
}
