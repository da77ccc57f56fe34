import Foundation

/// A control that shows a colour and lets the person choose another (iOS 14): a swatch inside a ring of hues.
/// A tap presents a `UIColorPickerViewController` in a popover from the well; each colour chosen there becomes
/// `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The colour shown (nil: none, drawn as an empty swatch). Setting it sends no event.
    open var selectedColor: UIColor? {
        didSet { swatch.backgroundColor = selectedColor ?? .clear }
    }
    /// Whether the picker offers opacity (true by default).
    open var supportsAlpha = true
    /// The picker's title.
    open var title: String?
    /// The picker presented by a tap, while it is shown.
    public private(set) var presentedPicker: UIColorPickerViewController?

    private let ring = CAGradientLayer()
    private let swatch = UIView()
    private lazy var pickerDelegate = PickerDelegate(well: self)

    /// A well of `frame`, with no colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ring.type = .conic
        ring.startPoint = CGPoint(x: 0.5, y: 0.5)
        ring.endPoint = CGPoint(x: 0.5, y: 0)
        ring.colors = stride(from: 0, through: 12, by: 1).map {
            UIColor(hue: CGFloat($0 % 12) / 12, saturation: 0.9, brightness: 1, alpha: 1).cgColor
        }
        layer.addSublayer(ring)
        swatch.isUserInteractionEnabled = false
        swatch.layer.borderColor = UIColor.systemBackground.cgColor
        swatch.layer.borderWidth = 2
        addSubview(swatch)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Color"
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    /// Fails: Tapestry reads no archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// 28 by 28 points, as UIKit's well.
    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    /// The intrinsic size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the ring around the edge and the swatch inside it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let square = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.frame = square
        ring.cornerRadius = side / 2
        CATransaction.commit()
        let inset = max(side * 0.12, 2)
        swatch.frame = square.insetBy(dx: inset, dy: inset)
        swatch.layer.cornerRadius = swatch.bounds.width / 2
    }

    /// Presents the picker from the controller the well is in (or the one that controller presents).
    func presentPicker() {
        guard presentedPicker == nil, let presenter = controllerToPresentFrom() else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.delegate = pickerDelegate
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = self
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }

    /// A colour chosen in the picker.
    func pickerChose(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    func pickerFinished() { presentedPicker = nil }

    /// Hears the picker for the well (the picker's delegate is weak; the well keeps this one).
    private final class PickerDelegate: NSObject, UIColorPickerViewControllerDelegate {
        weak var well: UIColorWell?
        init(well: UIColorWell) { self.well = well }

        func colorPickerViewController(
            _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
        ) {
            well?.pickerChose(color)
        }

        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
            well?.pickerFinished()
        }
    }
}

extension UIView {
    /// The controller a control presents its popover from: the one whose view holds it (its window's root
    /// when none), or the controller that one presents on top.
    func controllerToPresentFrom() -> UIViewController? {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        var controller = responder as? UIViewController ?? window?.rootViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }
}
