import Foundation

/// Shows a `UIListContentConfiguration`: an image, then the text and secondary text stacked or side by side.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    /// Creates a content view for a configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The configuration as a list configuration.
    public var listConfiguration: UIListContentConfiguration {
        didSet { if listConfiguration != oldValue { apply() } }  // a cell's state update often gives it back unchanged
    }

    /// The configuration shown (a `UIListContentConfiguration`).
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure(
                    "UIListContentView.configuration: \(type(of: newValue)) is not a UIListContentConfiguration")
            }
            listConfiguration = list
        }
    }

    /// The label showing the text (for tests and accessibility).
    public var textLayoutLabel: UILabel { textLabel }
    /// The label showing the secondary text.
    public var secondaryTextLayoutLabel: UILabel { secondaryTextLabel }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        for (label, text, attributed, properties) in [
            (textLabel, c.text, c.attributedText, c.textProperties),
            (secondaryTextLabel, c.secondaryText, c.secondaryAttributedText, c.secondaryTextProperties),
        ] {
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
            label.minimumScaleFactor = properties.minimumScaleFactor
            label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
            if let attributed {
                // The properties give what the attributed text does not set (they are set first).
                label.attributedText = attributed
                label.isHidden = attributed.length == 0
            } else {
                label.text = text.map(properties.transform.apply)
                label.isHidden = (text ?? "").isEmpty
            }
        }
        if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        if maximum.width > 0, size.width > maximum.width {
            size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
        }
        if maximum.height > 0, size.height > maximum.height {
            size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
        }
        return size
    }

    /// Where the text starts, from the view's leading edge (a list's separator starts there).
    var textStart: CGFloat { textLeading }

    private var textLeading: CGFloat {
        let c = listConfiguration
        guard c.image != nil else { return c.directionalLayoutMargins.leading }
        let column = max(imageSize.width, c.imageProperties.reservedLayoutSize.width)
        return c.directionalLayoutMargins.leading + column + c.imageToTextPadding
    }

    /// The height the texts need at `width`, with the margins.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let c = listConfiguration
        let width = size.width > 0 ? size.width : 320
        let textWidth = max(width - textLeading - c.directionalLayoutMargins.trailing, 1)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        let secondary =
            secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: textWidth, height: 0))
        var contentHeight: CGFloat
        if c.prefersSideBySideTextAndSecondaryText {
            contentHeight = max(text.height, secondary.height)
        } else {
            contentHeight = text.height + secondary.height
            if !textLabel.isHidden && !secondaryTextLabel.isHidden {
                contentHeight += c.textToSecondaryTextVerticalPadding
            }
        }
        contentHeight = max(contentHeight, imageSize.height)
        return CGSize(
            width: width, height: contentHeight + c.directionalLayoutMargins.top + c.directionalLayoutMargins.bottom)
    }

    /// Places the image and the texts inside the margins, centred vertically.
    open override func layoutSubviews() {
        let c = listConfiguration
        let margins = c.directionalLayoutMargins
        let image = imageSize
        imageView.frame = CGRect(
            x: margins.leading, y: (bounds.height - image.height) / 2, width: image.width, height: image.height)
        let x = textLeading
        let width = max(bounds.width - x - margins.trailing, 0)
        let text = textLabel.isHidden ? .zero : textLabel.sizeThatFits(CGSize(width: width, height: 0))
        let secondary =
            secondaryTextLabel.isHidden ? .zero : secondaryTextLabel.sizeThatFits(CGSize(width: width, height: 0))
        if c.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(secondary.width, width / 2)
            textLabel.frame = CGRect(
                x: x, y: (bounds.height - text.height) / 2, width: max(width - secondaryWidth - 8, 0),
                height: text.height)
            secondaryTextLabel.frame = CGRect(
                x: x + width - secondaryWidth, y: (bounds.height - secondary.height) / 2, width: secondaryWidth,
                height: secondary.height)
        } else {
            let gap = textLabel.isHidden || secondaryTextLabel.isHidden ? 0 : c.textToSecondaryTextVerticalPadding
            var y = (bounds.height - text.height - gap - secondary.height) / 2
            if c.style == .header { y = bounds.height - margins.bottom - text.height - gap - secondary.height }
            // Each label is as wide as its text (as UIKit 26 lays them out) unless it is aligned within the row.
            func labelWidth(_ label: UILabel, _ size: CGSize) -> CGFloat {
                label.textAlignment == .natural || label.textAlignment == .left ? min(size.width, width) : width
            }
            textLabel.frame = CGRect(x: x, y: y, width: labelWidth(textLabel, text), height: text.height)
            y += text.height + gap
            secondaryTextLabel.frame = CGRect(
                x: x, y: y, width: labelWidth(secondaryTextLabel, secondary), height: secondary.height)
        }
    }
}
