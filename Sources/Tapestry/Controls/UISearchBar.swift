import Foundation

/// Hears about a search bar's editing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Return was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
}

/// A search field with a magnifier and an optional Cancel button, 56 points high.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextFieldDelegate, UITextInputTraits {
    /// The field the text is typed in.
    public let searchTextField = UISearchTextField()
    /// The delegate.
    open weak var delegate: UISearchBarDelegate?
    private let cancelButton = UIButton(type: .system)
    /// Called for every change (the search controller listens here).
    var textChanged: [(String) -> Void] = []
    var cancelled: [() -> Void] = []

    /// The text.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            notifyChange()
        }
    }
    /// The placeholder; "Search" by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// The bar's look: `.minimal` has no background of its own (what is behind shows); `.default` and
    /// `.prominent` draw the system background.
    open var searchBarStyle = Style.default {
        didSet { backgroundColor = searchBarStyle == .minimal ? .clear : .systemBackground }
    }
    /// Whether the Cancel button shows.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

    /// Whether the bar takes input; a disabled bar's field and Cancel button are dimmed and ignore touches.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set {
            searchTextField.isEnabled = newValue
            cancelButton.isEnabled = newValue
        }
    }

    // MARK: Text input traits (the field's)

    /// How typed text is capitalised (the field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on (the field's).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Whether spell checking is on (the field's).
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// Whether straight quotes become curly ones (the field's).
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Whether two hyphens become a dash (the field's).
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Whether spaces are added and removed around pasted words (the field's).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The kind of keyboard (the field's).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's look (the field's).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The title of the Return key: `.search` unless set (the field's).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether Return is disabled while there is no text (the field's).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// What the text is, for autofill (the field's).
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// A custom keyboard shown while the field edits (the field's).
    open override var inputView: UIView? {
        get { searchTextField.inputView }
        set { searchTextField.inputView = newValue }
    }
    /// A bar shown above the keyboard while the field edits (the field's).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        searchTextField.placeholder = "Search"
        searchTextField.borderStyle = .roundedRect
        searchTextField.backgroundColor = .systemGray6
        searchTextField.delegate = self
        searchTextField.leftPadding = 26
        searchTextField.accessibilityTraits = .searchField
        searchTextField.returnKeyType = .search
        searchTextField.addAction(UIAction { [weak self] _ in self?.notifyChange() }, for: .editingChanged)
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarSearchButtonClicked(self)
            }, for: .editingDidEndOnExit)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        addSubview(cancelButton)
        addSubview(MagnifierView(frame: CGRect(x: 0, y: 0, width: 14, height: 14)))
    }

    /// Creates a search bar.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56)) }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    private func notifyChange() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        for handler in textChanged { handler(text) }
    }

    private func cancel() {
        delegate?.searchBarCancelButtonClicked(self)
        for handler in cancelled { handler() }
    }

    /// The Cancel button (for tests).
    public var cancelButtonView: UIButton { cancelButton }

    /// Tells the delegate editing began.
    public func textFieldDidBeginEditing(_ textField: UITextField) { delegate?.searchBarTextDidBeginEditing(self) }
    /// Tells the delegate editing ended.
    public func textFieldDidEndEditing(_ textField: UITextField) { delegate?.searchBarTextDidEndEditing(self) }

    /// Lays the field (and the Cancel button) out.
    open override func layoutSubviews() {
        var fieldWidth = bounds.width - 16
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(.zero)
            cancelButton.frame = CGRect(x: bounds.width - 8 - size.width, y: 10, width: size.width, height: 36)
            fieldWidth -= size.width + 8
        }
        searchTextField.frame = CGRect(x: 8, y: 10, width: fieldWidth, height: 36)
        if let magnifier = subviews.first(where: { $0 is MagnifierView }) {
            magnifier.frame = CGRect(x: 16, y: 21, width: 14, height: 14)
            bringSubviewToFront(magnifier)
        }
    }

    /// As wide as offered, 56 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }
    /// 56 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
}

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

/// The field of a search bar: a text field with a search field's look and role.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
