import Foundation

extension UIBarButtonItem {
    /// A badge on a bar button item's top trailing corner (UIKit 26): a count, a short string, or a dot.
    public struct Badge: Equatable, @unchecked Sendable {
        enum Content: Equatable {
            case count(Int)
            case string(String)
            case indicator
        }

        let content: Content
        /// The text's colour (white by default).
        public var foregroundColor: UIColor?
        /// The badge's colour (system red by default).
        public var backgroundColor: UIColor?
        /// The text's font (12-point semibold by default).
        public var font: UIFont?

        /// A badge showing `count` (none for 0).
        public static func count(_ count: Int) -> Badge { Badge(content: .count(count)) }
        /// A badge showing a short string.
        public static func string(_ string: String) -> Badge { Badge(content: .string(string)) }
        /// A dot without text.
        public static func indicator() -> Badge { Badge(content: .indicator) }

        /// The text shown; nil for a dot; "" for nothing.
        var text: String? {
            switch content {
            case .count(let count): return count == 0 ? "" : "\(count)"
            case .string(let string): return string
            case .indicator: return nil
            }
        }
    }
}

/// The label a bar item button shows its badge in.
final class BarBadgeLabel: UILabel {}

extension BarItemButton {
    /// Shows (or removes) the item's badge at the button's top trailing corner.
    func showBadge(_ badge: UIBarButtonItem.Badge?) {
        let existing = subviews.lazy.compactMap { $0 as? BarBadgeLabel }.first
        guard let badge, badge.text != "" else {
            existing?.removeFromSuperview()
            return
        }
        let label = existing ?? BarBadgeLabel()
        label.text = badge.text
        label.font = badge.font ?? .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = badge.foregroundColor ?? .white
        label.textAlignment = .center
        label.backgroundColor = badge.backgroundColor ?? .systemRed
        label.clipsToBounds = true
        label.isUserInteractionEnabled = false
        label.cornerConfiguration = .capsule()
        let size: CGSize
        if badge.text == nil {
            size = CGSize(width: 8, height: 8)
        } else {
            let text = label.sizeThatFits(CGSize(width: 200, height: 20))
            size = CGSize(width: max(text.width + 8, 16), height: 16)
        }
        label.bounds.size = size
        label.accessibilityLabel = badge.text
        if existing == nil { addSubview(label) }
        placeBadge()
    }

    /// Centres the badge on the top trailing corner of the button's content.
    func placeBadge() {
        guard let label = subviews.lazy.compactMap({ $0 as? BarBadgeLabel }).first else { return }
        let content = imageView?.image != nil ? imageView?.frame : titleLabel?.frame
        let right = (content?.maxX ?? bounds.maxX)
        let top = (content?.minY ?? 0)
        label.center = CGPoint(
            x: min(right, bounds.maxX + label.bounds.width / 2 - 2), y: max(top, label.bounds.height / 2))
    }
}
