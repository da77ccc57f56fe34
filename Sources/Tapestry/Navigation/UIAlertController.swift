import Foundation

/// A button of an alert.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A regular button.
        case `default` = 0
        /// The button that backs out: bold, last (or on the left of two), chosen by Escape.
        case cancel = 1
        /// A red button that destroys something.
        case destructive = 2
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// The identifier of the action's button for assistive technology and UI tests (nil: its title).
    public var accessibilityIdentifier: String?
    /// Whether the button can be tapped.
    public var isEnabled = true {
        didSet { onChange?() }
    }
    let handler: ((UIAlertAction) -> Void)?
    var onChange: (() -> Void)?
    /// What apps set by key (`titleTextColor`, `image`, `checked`): drawn by the alert, as on iOS.
    var titleTextColor: UIColor?
    var image: UIImage?
    var isChecked = false

    /// The value of the key apps set on alert actions (`titleTextColor`, `image`, `checked`, `title`, `enabled`).
    public func value(forKey key: String) -> Any? {
        switch key {
        case "titleTextColor": titleTextColor
        case "image": image
        case "checked": NSNumber(value: isChecked)
        case "title": title
        case "enabled": NSNumber(value: isEnabled)
        default: preconditionFailure(Self.undefined(key, in: self, setting: false))
        }
    }

    /// Sets a key apps set on alert actions: `titleTextColor` (a `UIColor`), `image` (drawn before the title),
    /// `checked` (a checkmark), `enabled`; a value of the wrong type is ignored.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleTextColor": titleTextColor = value as? UIColor
        case "image": image = value as? UIImage
        case "checked": isChecked = (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
        case "enabled": ((value as? Bool) ?? (value as? NSNumber)?.boolValue).map { isEnabled = $0 }
        default: preconditionFailure(Self.undefined(key, in: self, setting: true))
        }
        onChange?()
    }

    static func undefined(_ key: String, in object: AnyObject, setting: Bool) -> String {
        "[<\(type(of: object)) \(Unmanaged.passUnretained(object).toOpaque())> "
            + (setting ? "setValue:forUndefinedKey:" : "valueForUndefinedKey:")
            + "]: this class is not key value coding-compliant for the key \(key)."
    }

    /// Creates an action; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or an action sheet (SEMANTICS §12.4): a title, a message, text fields (alerts only) and buttons,
/// presented modally over the dimmed window. A tap on a button dismisses the alert, then runs the button's
/// handler; Return chooses the `preferredAction` (or the only default one) and Escape the cancel action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the window, or a sheet of actions at its bottom.
    public enum Style: Int, Sendable {
        /// A sheet at the bottom.
        case actionSheet = 0
        /// A box in the middle.
        case alert = 1
    }

    /// The style.
    public private(set) var preferredStyle: Style
    /// The message under the title.
    open var message: String? {
        didSet { if isViewLoaded { rebuild() } }
    }
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added.
    public private(set) var textFields: [UITextField]?
    /// The action Return chooses, drawn bold.
    open var preferredAction: UIAlertAction? {
        didSet { if isViewLoaded { rebuild() } }
    }

    private let box = UIView()
    private var buttons: [UIButton] = []
    /// What apps set by key (`attributedTitle`, `attributedMessage`, `contentViewController`), shown as on iOS.
    var attributedTitle: NSAttributedString? {
        didSet { if isViewLoaded { rebuild() } }
    }
    var attributedMessage: NSAttributedString? {
        didSet { if isViewLoaded { rebuild() } }
    }
    var contentViewController: UIViewController? {
        didSet {
            oldValue?.removeFromParent()
            if let contentViewController { addChild(contentViewController) }
            if isViewLoaded { rebuild() }
        }
    }

    /// Creates an alert.
    /// A convenience initializer over `init(nibName:bundle:)`, as in UIKit, so a subclass that overrides the
    /// designated initializers inherits it.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// Creates an alert (UIKit's designated initializer; use `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    override var fadesWhenPresented: Bool { true }

    /// Adds a button.
    ///
    /// - Precondition: at most one action has the `.cancel` style (UIKit's message otherwise).
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
        action.onChange = { [weak self] in self?.updateButtons() }
        if isViewLoaded { rebuild() }
    }

    /// Adds a text field (alerts only); `configurationHandler` sets it up.
    ///
    /// - Precondition: the style is `.alert` (UIKit's message otherwise).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
        if isViewLoaded { rebuild() }
    }

    // MARK: View

    /// The dimmed backdrop and the box.
    open override func loadView() {
        let backdrop = AlertBackdropView(frame: UIScreen.main.bounds)
        backdrop.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        backdrop.controller = self
        backdrop.accessibilityViewIsModal = true
        box.backgroundColor = UIColor(white: 0.97, alpha: 1)
        box.layer.cornerRadius = 13
        box.clipsToBounds = true
        backdrop.addSubview(box)
        view = backdrop
        rebuild()
    }

    /// The buttons in the order shown (for tests): the cancel action last in a stack, first of two side by side.
    public var buttonsInOrder: [UIButton] { buttons }

    private var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && actions.count == 2 && (textFields?.isEmpty ?? true) { return cancel + others }
        return others + cancel
    }

    private var sideBySide: Bool {
        preferredStyle == .alert && actions.count == 2
    }

    private func rebuild() {
        for subview in box.subviews { subview.removeFromSuperview() }
        buttons = []
        for (text, attributed, font, tag) in [
            (title, attributedTitle, UIFont.systemFont(ofSize: 17, weight: .semibold), 1),
            (message, attributedMessage, .systemFont(ofSize: 13), 2),
        ]
        where !(text ?? "").isEmpty || (attributed?.length ?? 0) > 0 {
            let label = UILabel()
            label.font = font
            label.textAlignment = .center
            if let attributed, attributed.length > 0 { label.attributedText = attributed } else { label.text = text }
            label.numberOfLines = 0
            label.tag = tag
            box.addSubview(label)
        }
        if let content = contentViewController?.view { box.addSubview(content) }
        for field in textFields ?? [] { box.addSubview(field) }
        for action in orderedActions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            let color: UIColor = action.style == .destructive ? .systemRed : .systemBlue
            button.setTitleColor(action.titleTextColor ?? color, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            if action.isChecked { button.accessibilityTraits.insert(.selected) }
            button.setTitleColor(.systemGray, for: .disabled)
            let bold = action === preferredAction || (preferredAction == nil && action.style == .cancel)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
            button.isEnabled = action.isEnabled
            button.accessibilityIdentifier = action.accessibilityIdentifier ?? action.title
            button.addAction(UIAction { [weak self] _ in self?.choose(action) }, for: .touchUpInside)
            box.addSubview(button)
            buttons.append(button)
        }
        view.setNeedsLayout()
    }

    private func updateButtons() {
        for (button, action) in zip(buttons, orderedActions) { button.isEnabled = action.isEnabled }
    }

    /// Lays the box out in the middle (alert) or at the bottom (sheet) of the backdrop.
    func layoutBox(in bounds: CGRect) {
        let width: CGFloat = preferredStyle == .alert ? 270 : min(bounds.width - 16, 400)
        var y: CGFloat = 18
        for label in box.subviews.compactMap({ $0 as? UILabel }) where label.superview === box && label.tag > 0 {
            let size = label.sizeThatFits(CGSize(width: width - 32, height: 0))
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: size.height)
            y += size.height + 4
        }
        if let content = contentViewController, let view = content.viewIfLoaded, view.superview === box {
            let height = content.preferredContentSize.height > 0 ? content.preferredContentSize.height : 100
            y += 8
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        for field in textFields ?? [] {
            y += 8
            field.frame = CGRect(x: 16, y: y, width: width - 32, height: 26)
            y += 26
        }
        y += 14
        if sideBySide {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: 44)
            }
            y += 44
        } else {
            for button in buttons {
                button.frame = CGRect(x: 0, y: y, width: width, height: 44)
                y += 44
            }
        }
        let height = min(y, bounds.height - 40)
        box.frame =
            preferredStyle == .alert
            ? CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
            : CGRect(x: (bounds.width - width) / 2, y: bounds.height - height - 8, width: width, height: height)
        separators(width: width)
    }

    private func separators(width: CGFloat) {
        for view in box.subviews where view is AlertSeparator { view.removeFromSuperview() }
        for button in buttons {
            let line = AlertSeparator(frame: CGRect(x: 0, y: button.frame.minY, width: button.frame.width, height: 0.5))
            line.frame.origin.x = button.frame.minX
            box.addSubview(line)
            if sideBySide && button.frame.minX > 0 {
                box.addSubview(
                    AlertSeparator(frame: CGRect(x: button.frame.minX, y: button.frame.minY, width: 0.5, height: 44)))
            }
        }
    }

    /// Dismisses the alert, then runs the action's handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let presenter = presentingViewController
        if let presenter {
            presenter.dismiss(animated: true) { action.handler?(action) }
        } else {
            action.handler?(action)
        }
    }

    /// A tap on the dimmed backdrop of an action sheet chooses its cancel action.
    func backdropTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        choose(cancel)
    }

    // MARK: Keyboard

    /// Return chooses the preferred action (or the only default one), Escape the cancel action.
    open override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "\r") { [weak self] _ in self?.chooseReturnAction() },
            UIKeyCommand(input: UIKeyCommand.inputEscape) { [weak self] _ in self?.chooseCancelAction() },
        ]
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// The first text field, or the alert itself, takes the keyboard.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let field = textFields?.first {
            _ = field.becomeFirstResponder()
        } else {
            _ = becomeFirstResponder()
        }
    }

    func chooseReturnAction() {
        let defaults = actions.filter { $0.style == .default }
        if let action = preferredAction ?? (defaults.count == 1 ? defaults[0] : nil) { choose(action) }
    }

    func chooseCancelAction() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }
}

/// The alert's full-window view: the dimmed backdrop.
@MainActor
final class AlertBackdropView: UIView {
    weak var controller: UIAlertController?

    override func layoutSubviews() {
        controller?.layoutBox(in: bounds)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        controller?.backdropTapped()
    }
}

/// A hairline between an alert's buttons.
@MainActor
final class AlertSeparator: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

}
