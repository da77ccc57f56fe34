import Foundation

/// How a list's separators look (iOS 14.5): whether the lines above and below a row show, how far they are
/// inset, and their colour. A list configuration's `separatorConfiguration` applies to every row, and its
/// `itemSeparatorHandler` may change it row by row.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list's choice: a line below each row but a section's last, none above.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets that stand for the list's own: the bottom line starts where the row's text does.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The line above a row.
    public var topSeparatorVisibility = Visibility.automatic
    /// The line below a row.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The insets of the line above (its leading and trailing ones).
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the line below.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The lines' colour.
    public var color: UIColor = .separator
    /// The lines' colour between selected rows (kept: they are drawn in `color`).
    public var multipleSelectionColor: UIColor = .separator

    /// The separators of a list of an appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// The line below a row at an index, in a section of `count` rows: whether it shows, after the automatic
    /// choice.
    func showsBottom(item: Int, count: Int) -> Bool {
        switch bottomSeparatorVisibility {
        case .automatic: item < count - 1
        case .visible: true
        case .hidden: false
        }
    }
}

extension UICollectionViewListCell {
    /// Places the bottom and top separator lines the list gave the cell (`listSeparator`), at the text's
    /// leading edge unless insets are given.
    func layoutSeparators() {
        guard let separator = listSeparator else {
            separatorViews.forEach { $0.isHidden = true }
            return
        }
        if separatorViews.isEmpty {
            separatorViews = [UIView(), UIView()]
            for view in separatorViews {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
        }
        let scale = window?.screen.scale ?? 1
        let line = 1 / scale
        let textLeading = contentView.frame.minX + ((configuredContentView as? UIListContentView)?.textStart ?? 16)
        func place(_ view: UIView, shown: Bool, insets: NSDirectionalEdgeInsets, y: CGFloat) {
            view.isHidden = !shown
            guard shown else { return }
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? textLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            view.backgroundColor = separator.configuration.color
            view.frame = CGRect(x: leading, y: y, width: max(bounds.width - leading - trailing, 0), height: line)
            bringSubviewToFront(view)
        }
        let configuration = separator.configuration
        place(
            separatorViews[0], shown: configuration.showsBottom(item: separator.item, count: separator.count),
            insets: configuration.bottomSeparatorInsets, y: bounds.height - line)
        place(
            separatorViews[1], shown: configuration.topSeparatorVisibility == .visible,
            insets: configuration.topSeparatorInsets, y: 0)
    }
}
