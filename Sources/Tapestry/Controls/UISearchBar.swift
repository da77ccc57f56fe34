import Foundation

/// A search field with a magnifier and an optional Cancel button, 56 points high; a prompt above it and a
/// scope bar of buttons below it make it taller.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits, UIBarPositioning {
    /// The field the text is typed in.
    public let searchTextField = UISearchTextField()
    /// The field's delegate: it passes the field's questions and news to this bar's delegate.
    private let fieldDelegate = SearchFieldDelegateForwarder()
    /// The delegate.
    open weak var delegate: UISearchBarDelegate?
    let cancelButton = UIButton(type: .system)
    let promptLabel = UILabel()
    let accessoryButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: [])
    let backgroundView = UIImageView()
    let scopeBackgroundView = UIImageView()
    let fieldBackgroundView = UIImageView()
    let searchIconView = UIImageView()
    var backgroundImages: [UIBarPosition: [UIBarMetrics: UIImage]] = [:]
    var fieldBackgroundImages: [UInt: UIImage] = [:]
    var iconImages: [Icon: [UInt: UIImage]] = [:]
    var iconAdjustments: [Icon: UIOffset] = [:]
    private var scopeButtonBackgrounds: [UInt: UIImage] = [:]
    private var scopeButtonDividers: [[UInt]: UIImage] = [:]
    /// Called for every change (the search controller listens here).
    var textChanged: [(String) -> Void] = []
    var cancelled: [() -> Void] = []
    var scopeChanged: [(Int) -> Void] = []

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
        didSet { updateBackground() }
    }
    /// The bar's style: `.black` draws a dark bar.
    open var barStyle = UIBarStyle.default {
        didSet { updateBackground() }
    }
    /// The colour of the bar's background (not of the field); nil for the system background.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }
    /// Whether the bar's background is translucent (kept; the bar draws its colour as it is).
    open var isTranslucent = true
    /// A line of text above the field; nil by default.
    open var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            superview?.setNeedsLayout()  // a navigation controller gives the bar its new height
        }
    }
    /// Whether the field shows a bookmark button while it is empty.
    open var showsBookmarkButton = false {
        didSet { updateAccessoryButton() }
    }
    /// Whether the field shows a search results button.
    open var showsSearchResultsButton = false {
        didSet { updateAccessoryButton() }
    }
    /// Whether the search results button is drawn selected.
    open var isSearchResultsButtonSelected = false {
        didSet { accessoryButton.isSelected = isSearchResultsButtonSelected }
    }
    /// The titles of the scope bar's buttons; nil by default (no scope bar).
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? selectedScopeButtonIndex : -1
            updateScopeBar()
        }
    }
    /// The selected scope button; 0 by default.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? selectedScopeButtonIndex : -1 }
    }
    /// Whether the scope bar shows under the field (when there are `scopeButtonTitles`); false by default.
    open var showsScopeBar = false {
        didSet { updateScopeBar() }
    }
    /// An image drawn over the whole bar in place of its background colour.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }
    /// An image drawn behind the scope bar.
    open var scopeBarBackgroundImage: UIImage? {
        didSet {
            scopeBackgroundView.image = scopeBarBackgroundImage
            scopeBackgroundView.isHidden = scopeBar.isHidden || scopeBarBackgroundImage == nil
        }
    }
    /// How far the field is moved from its place.
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero {
        didSet { setNeedsLayout() }
    }
    /// How far the text is moved within the field (its horizontal part moves where the text starts).
    open var searchTextPositionAdjustment = UIOffset.zero {
        didSet { searchTextField.leftPadding = 26 + searchTextPositionAdjustment.horizontal }
    }
    /// Where the bar sits: what the delegate says, else `.top`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
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
            scopeBar.isEnabled = newValue
            updateFieldBackground()
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
        backgroundView.isHidden = true
        addSubview(backgroundView)
        scopeBackgroundView.isHidden = true
        addSubview(scopeBackgroundView)
        fieldBackgroundView.isHidden = true
        addSubview(fieldBackgroundView)
        searchTextField.placeholder = "Search"
        searchTextField.borderStyle = .roundedRect
        searchTextField.backgroundColor = .systemGray6
        fieldDelegate.searchBar = self
        searchTextField.delegate = fieldDelegate
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
        searchIconView.isHidden = true
        addSubview(searchIconView)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        accessoryButton.addAction(UIAction { [weak self] _ in self?.accessoryTapped() }, for: .touchUpInside)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChosen() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    /// Creates a search bar.
    public convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56)) }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// The Cancel button (for tests).
    public var cancelButtonView: UIButton { cancelButton }

    /// Lays out the prompt, the field (and the Cancel button) and the scope bar.
    open override func layoutSubviews() {
        let top: CGFloat = promptLabel.isHidden ? 0 : Self.promptHeight
        promptLabel.frame = CGRect(x: 8, y: 4, width: max(bounds.width - 16, 0), height: Self.promptHeight - 4)
        var fieldWidth = bounds.width - 16
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(.zero)
            cancelButton.frame = CGRect(x: bounds.width - 8 - size.width, y: top + 10, width: size.width, height: 36)
            fieldWidth -= size.width + 8
        }
        let shift = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(
            x: 8 + shift.horizontal, y: top + 10 + shift.vertical, width: fieldWidth, height: 36)
        fieldBackgroundView.frame = searchTextField.frame
        let icon = iconAdjustments[.search] ?? .zero
        let iconFrame = CGRect(
            x: searchTextField.frame.minX + 8 + icon.horizontal, y: searchTextField.frame.midY - 7 + icon.vertical,
            width: 14, height: 14)
        searchIconView.frame = iconFrame
        if let magnifier = subviews.first(where: { $0 is MagnifierView }) {
            magnifier.frame = iconFrame
            bringSubviewToFront(magnifier)
        }
        bringSubviewToFront(searchIconView)
        scopeBar.frame = CGRect(x: 8, y: top + 56, width: max(bounds.width - 16, 0), height: 32)
        scopeBackgroundView.frame = CGRect(x: 0, y: top + 50, width: bounds.width, height: Self.scopeBarHeight + 6)
        backgroundView.frame = bounds
    }

    /// As wide as offered; 56 points high, more with a prompt or a scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }
    /// 56 points high, more with a prompt or a scope bar.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    static let promptHeight: CGFloat = 22
    static let scopeBarHeight: CGFloat = 44

    private var barHeight: CGFloat {
        56 + (promptLabel.isHidden ? 0 : Self.promptHeight) + (scopeBar.isHidden ? 0 : Self.scopeBarHeight)
    }

    // MARK: Images and position adjustments

    /// Sets the image drawn over the whole bar at a position and metrics (`.any` and `.default` stand for
    /// every position and metrics without one of their own).
    open func setBackgroundImage(_ image: UIImage?, for position: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[position, default: [:]][barMetrics] = image
        updateBackground()
    }

    /// The background image set for a position and metrics.
    open func backgroundImage(for position: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[position]?[barMetrics]
    }

    /// Sets the image drawn as the field's background in a state (in place of its rounded grey).
    open func setSearchFieldBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        fieldBackgroundImages[state.rawValue] = image
        updateFieldBackground()
    }

    /// The field background image set for a state.
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        fieldBackgroundImages[state.rawValue]
    }

    /// Sets the image of an icon in a state: the magnifier (`.search`) and the bookmark and results buttons
    /// draw it; the clear button's image is kept (the field draws its own ⓧ).
    open func setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[icon, default: [:]][state.rawValue] = image
        updateIcons()
    }

    /// The image set for an icon in a state.
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { iconImages[icon]?[state.rawValue] }

    /// Moves an icon from its place (the magnifier and the bookmark and results buttons).
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        iconAdjustments[icon] = adjustment
        updateIcons()
        setNeedsLayout()
    }

    /// How far an icon is moved from its place.
    open func positionAdjustment(for icon: Icon) -> UIOffset { iconAdjustments[icon] ?? .zero }

    /// Sets the scope buttons' background image in a state (kept with the bar).
    open func setScopeBarButtonBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        scopeButtonBackgrounds[state.rawValue] = image
    }

    /// The scope buttons' background image for a state.
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        scopeButtonBackgrounds[state.rawValue]
    }

    /// Sets the image between two scope buttons in the given states (kept with the bar).
    open func setScopeBarButtonDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        scopeButtonDividers[[leftState.rawValue, rightState.rawValue]] = image
    }

    /// The image between two scope buttons in the given states.
    open func scopeBarButtonDividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) -> UIImage? {
        scopeButtonDividers[[leftState.rawValue, rightState.rawValue]]
    }

    /// Sets the font and colour of the scope buttons' titles in a state.
    open func setScopeBarButtonTitleTextAttributes(
        _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
        scopeBar.setTitleTextAttributes(attributes, for: state)
    }

    /// The scope buttons' title attributes for a state.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeBar.titleTextAttributes(for: state)
    }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
}
