import Foundation

/// Where a button puts its image and title inside its content rectangle (UIKit's placement: the title right
/// after the image, aligned by the control's content alignments).
extension UIButton {
    /// The image's and the title's frames in `content`, before their edge insets.
    func placement(in content: CGRect) -> (image: CGRect, title: CGRect) {
        guard let titleLabel, let imageView else { return (.zero, .zero) }
        let imageSize = imageView.image?.size ?? .zero
        // A title that may wrap wraps in the width the image leaves.
        let room = CGSize(width: max(content.width - imageSize.width, 0), height: content.height)
        let titleSize = titleLabel.text.map { _ in titleLabel.sizeThatFits(room) } ?? .zero
        // UIKit puts the title right after the image, with no gap.
        var titleWidth = min(titleSize.width, room.width)
        if contentHorizontalAlignment == .fill { titleWidth = room.width }
        let total = imageSize.width + titleWidth
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .center, .fill: x = content.midX - total / 2
        }
        // Each is aligned on its own: at the top, at the bottom or centred (a taller image does not move the title).
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return content.minY
            case .bottom: return content.maxY - height
            case .center, .fill: return content.midY - height / 2
            }
        }
        let image = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
        x += imageSize.width
        // The title is as tall as its text, centred (a button sized to fit has 6 pt above and below it, as in
        // UIKit 26); `.fill` stretches it over the content rectangle.
        let title =
            contentVerticalAlignment == .fill
            ? CGRect(x: x, y: content.minY, width: titleWidth, height: content.height)
            : CGRect(x: x, y: y(titleSize.height), width: titleWidth, height: titleSize.height)
        return (image, title)
    }
}

extension CGRect {
    /// The rectangle moved as UIKit moves a button's title or image by its edge insets: by the left inset less
    /// the right (halved when centred) and the top less the bottom (halved).
    func moved(by insets: UIEdgeInsets, alignment: UIControl.ContentHorizontalAlignment) -> CGRect {
        guard insets != .zero else { return self }
        let dx: CGFloat
        switch alignment {
        case .left, .leading: dx = insets.left
        case .right, .trailing: dx = -insets.right
        case .center, .fill: dx = (insets.left - insets.right) / 2
        }
        return offsetBy(dx: dx, dy: (insets.top - insets.bottom) / 2)
    }
}
