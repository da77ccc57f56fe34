import Foundation

/// A search field that can hold tokens before its text: pills with an icon and a title, each standing for a
/// search criterion an app recognised (a tag, a person, a date range). As in UIKit, `text` is only the
/// textual portion after the tokens; Backspace at the start of the text selects the last token and a second
/// Backspace removes it; a click on a token selects it; typing over selected tokens removes them.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The tokens, in order, before the text.
    open var tokens: [UISearchToken] {
        get { storedTokens }
        set {
            storedTokens = newValue
            selectedTokenIndices = []
            tokensChanged()
        }
    }
    /// The background of the tokens; nil for one made from the tint colour.
    open var tokenBackgroundColor: UIColor? {
        didSet { tokenViews.forEach(updateLook) }
    }
    /// Whether the user may delete tokens with Backspace or by typing over them; true by default.
    open var allowsDeletingTokens = true
    /// Whether selected tokens are copied with the text (through the delegate's item provider); true by default.
    open var allowsCopyingTokens = true
    /// The suggestions shown while the field is edited (iOS 16); nil or empty shows none.
    open var searchSuggestions: [any UISearchSuggestion]? {
        didSet { suggestionList.reset() }
    }
    /// Hears a picked suggestion (the search controller tells its results updater).
    var suggestionPicked: [(any UISearchSuggestion) -> Void] = []

    private var storedTokens: [UISearchToken] = []
    private var tokenViews: [SearchTokenView] = []
    /// The tokens the user selected (by Backspace or a click), in index order.
    private(set) var selectedTokenIndices: [Int] = [] {
        didSet { tokenViews.forEach(updateLook) }
    }
    lazy var suggestionList = SearchSuggestionList(field: self)

    /// Inserts a token at `tokenIndex` (0 ... `tokens.count`).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        precondition(
            (0...storedTokens.count).contains(tokenIndex),
            "UISearchTextField.insertToken(_:at:): index \(tokenIndex) is beyond the \(storedTokens.count) tokens")
        storedTokens.insert(token, at: tokenIndex)
        selectedTokenIndices = []
        tokensChanged()
    }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) {
        precondition(
            storedTokens.indices.contains(tokenIndex),
            "UISearchTextField.removeToken(at:): index \(tokenIndex) is beyond the \(storedTokens.count) tokens")
        storedTokens.remove(at: tokenIndex)
        selectedTokenIndices = []
        tokensChanged()
    }

    /// The position just before the token at `tokenIndex` (`tokens.count`: the start of the text).
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        precondition(
            (0...storedTokens.count).contains(tokenIndex),
            "UISearchTextField.positionOfToken(at:): index \(tokenIndex) is beyond the \(storedTokens.count) tokens")
        return tokenIndex == storedTokens.count ? IndexedPosition(0) : TokenPosition(tokenIndex, of: storedTokens.count)
    }

    /// The tokens a range covers: from a token's position to a later token's or into the text.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] {
        let lower = tokenIndex(of: textRange.start), upper = tokenIndex(of: textRange.end)
        guard lower < upper else { return [] }
        return Array(storedTokens[lower..<upper])
    }

    /// The range of the text after the tokens.
    open var textualRange: UITextRange { IndexedRange(0..<model.length) }

    /// Replaces part of the text with a token inserted at `tokenIndex`: what an app does when it recognises
    /// typed text as a criterion ("from:anna" becoming a person token).
    open func replaceTextualPortion(of range: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        precondition(
            (0...storedTokens.count).contains(tokenIndex),
            "UISearchTextField.replaceTextualPortion(of:with:at:): index \(tokenIndex) is beyond the "
                + "\(storedTokens.count) tokens")
        if let range = range as? IndexedRange {
            let lower = model.boundary(min(max(range.range.lowerBound, 0), model.length))
            let upper = model.boundary(min(max(range.range.upperBound, lower), model.length))
            if lower < upper {
                model.replace(lower..<upper, with: "", isTyping: false)
                model.anchor = model.caret
                textChanged(replacing: lower..<upper, newLength: 0)
            }
        }
        storedTokens.insert(token, at: tokenIndex)
        selectedTokenIndices = []
        tokensChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The delegate's search-field methods: its own delegate's, or its search bar delegate's when the field
    /// belongs to a search bar (which UIKit forwards).
    var searchDelegate: UISearchTextFieldDelegate? {
        if let own = delegate as? UISearchTextFieldDelegate { return own }
        return (delegate as? SearchFieldDelegateForwarder)?.searchBar?.delegate as? UISearchTextFieldDelegate
    }

    /// The width the tokens take before the text.
    override var tokenRunWidth: CGFloat {
        tokenViews.reduce(0) { $0 + $1.frame.width + Self.tokenSpacing }
    }

    static let tokenSpacing: CGFloat = 4

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTokens()
        suggestionList.fieldMoved()
    }

    // MARK: Editing over tokens

    open override func insertText(_ text: String) {
        if !selectedTokenIndices.isEmpty, text != "\n", text != "\r" {
            guard allowsDeletingTokens else { return }
            removeSelectedTokens()
        }
        selectedTokenIndices = []
        super.insertText(text)
    }

    open override func deleteBackward() {
        if !selectedTokenIndices.isEmpty {
            if allowsDeletingTokens { removeSelectedTokens() }
            return
        }
        if allowsDeletingTokens, !storedTokens.isEmpty, model.markedRange == nil, !model.hasSelection,
            model.caret == 0
        {
            selectedTokenIndices = [storedTokens.count - 1]
            setNeedsDisplay()
            return
        }
        super.deleteBackward()
    }

    open override func copy(_ sender: Any?) {
        guard !selectedTokenIndices.isEmpty else {
            super.copy(sender)
            return
        }
        guard allowsCopyingTokens, let delegate = searchDelegate else { return }
        let providers = selectedTokenIndices.map {
            delegate.searchTextField(self, itemProviderForCopying: storedTokens[$0])
        }
        var strings: [String] = []
        for provider in providers where provider.hasItemConformingToTypeIdentifier(UTTypeIdentifier.plainText) {
            _ = provider.loadDataRepresentation(forTypeIdentifier: UTTypeIdentifier.plainText) { data, _ in
                if let data, let string = String(data: data, encoding: .utf8) { strings.append(string) }
            }
        }
        if !strings.isEmpty { UIPasteboard.general.string = strings.joined(separator: " ") }
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if !selectedTokenIndices.isEmpty, action == .copy { return allowsCopyingTokens && searchDelegate != nil }
        return super.canPerformAction(action, withSender: sender)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if let index = tokenViews.firstIndex(where: { $0.frame.contains(point) }) {
            if !isFirstResponder { becomeFirstResponder() }
            if isFirstResponder {
                selectedTokenIndices = [index]
                setNeedsDisplay()
            }
            return false
        }
        selectedTokenIndices = []
        return super.beginTracking(touch, with: event)
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if isEditing, let key = presses.first?.key, key.modifierFlags.isDisjoint(with: [.shift, .control, .command]),
            suggestionList.handle(key)
        {
            return
        }
        if !selectedTokenIndices.isEmpty, let key = presses.first?.key,
            [.keyboardLeftArrow, .keyboardRightArrow, .keyboardEscape].contains(key.keyCode)
        {
            selectedTokenIndices = []  // the caret comes back at the start of the text
            model.caret = 0
            model.anchor = 0
            setNeedsDisplay()
            return
        }
        super.pressesBegan(presses, with: event)
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { suggestionList.update() }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned {
            selectedTokenIndices = []
            suggestionList.update()
        }
        return resigned
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        suggestionList.update()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        tokenViews.forEach(updateLook)
    }

    /// Draws the placeholder only while there are no tokens either, as UIKit's search field.
    open override func drawPlaceholder(in rect: CGRect) {
        guard storedTokens.isEmpty else { return }
        super.drawPlaceholder(in: rect)
    }

    /// Whether the caret is drawn: not while a token is selected (the selection is the token).
    override var drawsCaret: Bool { selectedTokenIndices.isEmpty }

    // MARK: Private

    private func removeSelectedTokens() {
        for index in selectedTokenIndices.sorted(by: >) where storedTokens.indices.contains(index) {
            storedTokens.remove(at: index)
        }
        selectedTokenIndices = []
        tokensChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func tokenIndex(of position: UITextPosition) -> Int {
        if let token = position as? TokenPosition { return token.index }
        return storedTokens.count  // a position in the text is after every token
    }

    private func tokensChanged() {
        while tokenViews.count > storedTokens.count { tokenViews.removeLast().removeFromSuperview() }
        while tokenViews.count < storedTokens.count {
            let view = SearchTokenView()
            tokenViews.append(view)
            addSubview(view)
        }
        for (view, token) in zip(tokenViews, storedTokens) { view.token = token }
        layoutTokens()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    private func layoutTokens() {
        let font = self.font ?? .systemFont(ofSize: 17)
        let height = min(ceil(font.lineHeight) + 4, max(bounds.height - 4, 0))
        for view in tokenViews {
            view.font = font
            view.frame.size = CGSize(width: view.fittingWidth, height: height)
        }
        // The tokens sit where the text would start without them.
        var x = textRect(forBounds: bounds).minX - tokenRunWidth
        for view in tokenViews {
            view.frame.origin = CGPoint(x: x, y: (bounds.height - height) / 2)
            x += view.frame.width + Self.tokenSpacing
        }
        tokenViews.forEach(updateLook)
    }

    private func updateLook(_ view: SearchTokenView) {
        guard let index = tokenViews.firstIndex(where: { $0 === view }) else { return }
        let tint = tintColor ?? .systemBlue
        let selected = selectedTokenIndices.contains(index)
        view.backgroundColor = selected ? tint : (tokenBackgroundColor ?? tint.withAlphaComponent(0.18))
        view.titleColor = selected ? .white : (isEnabled ? .label : .secondaryLabel)
    }
}

/// A token in a search field: an icon and a title standing for a search criterion.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon before the title.
    public let icon: UIImage?
    /// The title.
    public let text: String
    /// What the token stands for: the app's own object, kept for it.
    open var representedObject: Any?

    /// Creates a token with an icon and a title.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}

/// The methods a search field's delegate adds to a text field delegate's. A search bar's delegate that
/// adopts this protocol is asked for the bar's field, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// What goes on the pasteboard when the user copies `token` (its title as plain text by default).
    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
    /// The user picked one of the field's `searchSuggestions`.
    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion)
}

extension UISearchTextFieldDelegate {
    /// The token's title as plain text.
    public func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
        -> NSItemProvider
    {
        NSItemProvider(object: token.text as NSString)
    }
    /// Does nothing.
    public func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {}
}

/// A pill drawn for a token.
@MainActor
final class SearchTokenView: UIView {
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    var token: UISearchToken? {
        didSet {
            iconView.image = token?.icon?.withRenderingMode(.alwaysTemplate)
            iconView.isHidden = token?.icon == nil
            titleLabel.text = token?.text
            setNeedsLayout()
        }
    }
    var font: UIFont = .systemFont(ofSize: 17) {
        didSet { titleLabel.font = font }
    }
    var titleColor: UIColor = .label {
        didSet {
            titleLabel.textColor = titleColor
            iconView.tintColor = titleColor
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        clipsToBounds = true
        iconView.contentMode = .scaleAspectFit
        addSubview(iconView)
        addSubview(titleLabel)
    }
    required init?(coder: NSCoder) { return nil }

    /// Padding, the icon (a font's cap height tall) and the title.
    var fittingWidth: CGFloat {
        let title = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
        return ceil(6 + (iconView.isHidden ? 0 : iconSide + 3) + title + 6)
    }
    private var iconSide: CGFloat { ceil(font.lineHeight * 0.8) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.height / 2, 6)
        var x: CGFloat = 6
        if !iconView.isHidden {
            iconView.frame = CGRect(x: x, y: (bounds.height - iconSide) / 2, width: iconSide, height: iconSide)
            x += iconSide + 3
        }
        titleLabel.frame = CGRect(x: x, y: 0, width: max(bounds.width - x - 6, 0), height: bounds.height)
    }
}
