import Foundation

/// Picks a colour, as UIKit's picker does (iOS 14): a grid of swatches (the system colours, a row of greys and
/// rows of hues in three brightnesses) and, when `supportsAlpha`, an opacity slider. Choosing a swatch or moving
/// the slider sets `selectedColor` and tells the delegate; Done (or dismissing) tells it the picker finished.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// Told about the chosen colour and the picker finishing.
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// The colour chosen (white at first).
    open var selectedColor: UIColor = .white {
        didSet { selectionView?.backgroundColor = selectedColor }
    }
    /// Whether the colour's opacity can be chosen (true by default).
    open var supportsAlpha = true {
        didSet { opacitySlider?.isHidden = !supportsAlpha }
    }
    /// Whether the eyedropper would be offered (kept: a desktop picker has none).
    open var supportsEyedropper = true

    /// The swatches' colours, row by row.
    static let swatchRows: [[UIColor]] = {
        let system: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
        ]
        let greys = (0..<12).map { UIColor(white: 1 - CGFloat($0) / 11, alpha: 1) }
        let hues = [1.0, 0.75, 0.5].map { brightness in
            (0..<12).map { UIColor(hue: CGFloat($0) / 12, saturation: 0.85, brightness: brightness, alpha: 1) }
        }
        return [system, greys] + hues
    }()

    private var selectionView: UIView?
    private var opacitySlider: UISlider?
    private(set) var swatches: [UIButton] = []

    /// Creates a picker.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Lays out the swatches, the chosen colour and the opacity slider.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        if title == nil { title = "Colors" }
        let size: CGFloat = 26, gap: CGFloat = 4, inset: CGFloat = 16
        var y: CGFloat = 56
        for row in Self.swatchRows {
            for (column, color) in row.enumerated() {
                let swatch = UIButton(type: .custom)
                swatch.backgroundColor = color
                swatch.layer.cornerRadius = 4
                swatch.layer.borderWidth = 0.5
                swatch.layer.borderColor = UIColor.separator.cgColor
                swatch.accessibilityLabel = "colour \(swatches.count + 1)"
                swatch.frame = CGRect(x: inset + CGFloat(column) * (size + gap), y: y, width: size, height: size)
                swatch.addAction(UIAction { [weak self] _ in self?.choose(color) }, for: .touchUpInside)
                view.addSubview(swatch)
                swatches.append(swatch)
            }
            y += size + gap
        }
        let selection = UIView(frame: CGRect(x: inset, y: y + 12, width: 44, height: 44))
        selection.layer.cornerRadius = 22
        selection.layer.borderWidth = 1
        selection.layer.borderColor = UIColor.separator.cgColor
        selection.backgroundColor = selectedColor
        view.addSubview(selection)
        selectionView = selection
        let slider = UISlider(frame: CGRect(x: inset + 60, y: y + 22, width: 12 * (size + gap) - 60 - gap, height: 24))
        slider.value = Float(selectedColor.alpha)
        slider.isHidden = !supportsAlpha
        slider.accessibilityLabel = "Opacity"
        slider.addAction(
            UIAction { [weak self, weak slider] _ in
                guard let self, let slider else { return }
                self.setOpacity(CGFloat(slider.value), continuously: slider.isTracking)
            }, for: .valueChanged)
        view.addSubview(slider)
        opacitySlider = slider
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.finish() })
        preferredContentSize = CGSize(width: 2 * inset + 12 * (size + gap) - gap, height: y + 80)
    }

    /// A swatch was chosen: its colour, at the opacity the slider shows.
    func choose(_ color: UIColor) {
        selectedColor = color.withAlphaComponent(supportsAlpha ? selectedColor.alpha : 1)
        tellSelection(continuously: false)
    }

    /// The slider moved.
    func setOpacity(_ opacity: CGFloat, continuously: Bool) {
        selectedColor = selectedColor.withAlphaComponent(min(max(opacity, 0), 1))
        tellSelection(continuously: continuously)
    }

    private func tellSelection(continuously: Bool) {
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// Done: the delegate hears the picker finished, and the picker is dismissed.
    func finish() {
        tellFinished()
        if presentingViewController != nil { dismiss(animated: true) }
    }

    private var toldFinished = false
    private func tellFinished() {
        guard !toldFinished else { return }
        toldFinished = true
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    /// Dismissed some other way (a sheet pulled down, the presenter's `dismiss`): the delegate hears it finished.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed || navigationController?.isBeingDismissed == true { tellFinished() }
    }

    /// Appearing again starts a new choice.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        toldFinished = false
    }
}

/// Hears a colour picker's choices (every method optional).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// A colour was chosen; `continuously` while the opacity slider is still being dragged.
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// A colour was chosen (iOS 14's form).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker finished.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Does nothing.
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {}
    /// Does nothing.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Does nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
