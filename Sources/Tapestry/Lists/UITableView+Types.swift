import Foundation

extension UITableView {
    /// The look of a table.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section scrolls.
        case plain = 0
        /// Sections as groups on a grey background, headers scroll with their rows.
        case grouped = 1
        /// Groups inset from the edges with rounded corners.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the row whole.
        case none = 0
        /// At the top.
        case top = 1
        /// In the middle.
        case middle = 2
        /// At the bottom.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade = 0
        /// Slide from or to the right.
        case right = 1
        /// Slide from or to the left.
        case left = 2
        /// Slide from or to the top.
        case top = 3
        /// Slide from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Expand from or collapse to the middle.
        case middle = 6
        /// The table's choice (a fade).
        case automatic = 100
    }
}

extension UITableViewCell {
    /// The style of the separator lines between a table's rows (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A single hairline.
        case singleLine = 1
        /// An etched double line, which UIKit drew in grouped tables only before iOS 11; drawn as `singleLine`.
        @available(*, deprecated, message: "Use singleLine for a single line separator.")
        case singleLineEtched = 2
    }
}

extension UITableViewCell {
    /// Where a cell is in a drag its table lifted from it (`dragStateDidChange(_:)`).
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Lifting, before the drag moves.
        case lifting = 1
        /// Dragged: the drag's preview moves with the pointer.
        case dragging = 2
    }
}

extension UICollectionViewCell {
    /// Where a cell is in a drag its collection view lifted from it (`dragStateDidChange(_:)`).
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Lifting, before the drag moves.
        case lifting = 1
        /// Dragged: the drag's preview moves with the pointer.
        case dragging = 2
    }
}
