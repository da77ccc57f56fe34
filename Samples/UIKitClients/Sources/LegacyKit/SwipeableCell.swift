import UIKit

/// A swipeable cell in the style of the swipe-cell libraries: it overrides UIKit's (not required) cell
/// initializer, observes its table's pan with a target, and reads the offset through key-value observation.
open class SwipeableCell: UITableViewCell {
    public private(set) var revealed: CGFloat = 0
    public let actionButton = UIButton(type: .system)
    public var onAction: (() -> Void)?
    var offsetObservation: NSKeyValueObservation?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        actionButton.setTitle("Delete", for: .normal)
        actionButton.contentEdgeInsets = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        actionButton.addTarget(self, action: Selector(SwipeableCell.actionTapped(_:)), for: .touchUpInside)
        contentView.addSubview(actionButton)
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let table = superview as? UITableView else { return }
        table.panGestureRecognizer.addTarget(self, action: Selector(SwipeableCell.handleTablePan(_:)))
        offsetObservation = table.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
            self?.hideSwipe()
        }
    }

    func handleTablePan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .began { hideSwipe() }
    }

    func actionTapped(_ sender: UIButton) {
        onAction?()
    }

    public func reveal(_ width: CGFloat) {
        revealed = width
        contentView.frame.origin.x = -width
    }

    public func hideSwipe() {
        revealed = 0
        contentView.frame.origin.x = 0
    }
}
