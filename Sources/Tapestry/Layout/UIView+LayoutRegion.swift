import Foundation

extension UIView {
    /// A region of a view to lay content out in (UIKit 26): its safe area, margins or readable content, each
    /// optionally adapted to rounded window corners along an axis. A desktop window's content has no rounded
    /// corners to avoid, so the adaptation changes nothing here.
    public struct LayoutRegion: Hashable, Sendable {
        /// The axis along which a region moves in from rounded corners.
        public enum AdaptivityAxis: Int, Sendable {
            /// Leading and trailing edges move in.
            case horizontal = 1
            /// Top and bottom edges move in.
            case vertical = 2
        }

        enum Kind: Hashable, Sendable {
            case safeArea, margins, readableContent
        }

        let kind: Kind
        /// The axis the region adapts along (nil: none).
        let cornerAdaptation: AdaptivityAxis?

        /// The safe area.
        public static func safeArea(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .safeArea, cornerAdaptation: cornerAdaptation)
        }
        /// The layout margins.
        public static func margins(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .margins, cornerAdaptation: cornerAdaptation)
        }
        /// The readable content: inside the margins, at most 672 points wide, centred.
        public static func readableContent(cornerAdaptation: AdaptivityAxis? = nil) -> LayoutRegion {
            LayoutRegion(kind: .readableContent, cornerAdaptation: cornerAdaptation)
        }
    }

    /// The layout guide of `region`: `safeAreaLayoutGuide`, `layoutMarginsGuide` or `readableContentGuide`.
    public func layoutGuide(for region: LayoutRegion) -> UILayoutGuide {
        switch region.kind {
        case .safeArea: return safeAreaLayoutGuide
        case .margins: return layoutMarginsGuide
        case .readableContent: return readableContentGuide
        }
    }

    /// How far `region` lies inside the view's bounds, edge by edge.
    public func edgeInsets(for region: LayoutRegion) -> UIEdgeInsets {
        switch region.kind {
        case .safeArea: return safeAreaInsets
        case .margins: return effectiveLayoutMargins
        case .readableContent:
            var insets = effectiveLayoutMargins
            let room = bounds.width - insets.left - insets.right
            if room > 672 {
                insets.left += (room - 672) / 2
                insets.right += (room - 672) / 2
            }
            return insets
        }
    }

    /// `edgeInsets(for:)` in leading and trailing terms.
    public func directionalEdgeInsets(for region: LayoutRegion) -> NSDirectionalEdgeInsets {
        let insets = edgeInsets(for: region)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}
