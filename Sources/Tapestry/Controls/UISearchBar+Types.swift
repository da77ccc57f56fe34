import Foundation

/// The magnifier of a search field.
@MainActor
final class MagnifierView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 9, height: 9))
        circle.lineWidth = 1.6
        UIColor.systemGray.setStroke()
        circle.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 9, y: 9))
        handle.addLine(to: CGPoint(x: 13, y: 13))
        handle.lineWidth = 1.8
        handle.stroke()
    }
}

extension UISearchBar {
    /// A search bar's look.
    public enum Style: UInt, Sendable {
        /// The system's look.
        case `default` = 0
        /// A background of its own.
        case prominent = 1
        /// No background of its own.
        case minimal = 2
    }
}

extension UISearchBar {
    /// The icons a search bar draws, for `setImage(_:for:state:)` and `setPositionAdjustment(_:for:)`.
    public enum Icon: Int, Sendable {
        /// The magnifier at the leading edge of the field.
        case search = 0
        /// The button that empties the field.
        case clear = 1
        /// The bookmark button (`showsBookmarkButton`).
        case bookmark = 2
        /// The search results button (`showsSearchResultsButton`).
        case resultsList = 3
    }
}
