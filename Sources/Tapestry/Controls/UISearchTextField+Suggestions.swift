import Foundation

/// A suggestion a search field shows under itself while it is edited (iOS 16).
@preconcurrency @MainActor
public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's text.
    var localizedSuggestion: String? { get }
    /// The suggestion's text with attributes, shown instead of `localizedSuggestion` when there is one.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// A line of description under the suggestion (for a screen reader here).
    var localizedDescription: String? { get }
    /// The icon before the suggestion.
    var iconImage: UIImage? { get }
    /// What the suggestion stands for: the app's own object.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    /// None.
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    /// None.
    public var localizedDescription: String? { nil }
    /// None.
    public var iconImage: UIImage? { nil }
}

/// A suggestion made of a text, an optional description and an icon.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text.
    public let localizedSuggestion: String?
    /// The suggestion's text with attributes, when made from one.
    public let localizedAttributedSuggestion: NSAttributedString?
    /// A line of description (read to a screen reader).
    public let localizedDescription: String?
    /// The icon before the suggestion.
    public let iconImage: UIImage?
    /// What the suggestion stands for: the app's own object.
    open var representedObject: Any?

    /// A suggestion of a text.
    public convenience init(localizedSuggestion suggestionString: String) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: nil, iconImage: nil)
    }
    /// A suggestion of a text with a description.
    public convenience init(localizedSuggestion suggestionString: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestionString, localizedDescription: description, iconImage: nil)
    }
    /// A suggestion of a text with a description and an icon.
    public init(
        localizedSuggestion suggestionString: String, localizedDescription description: String?, iconImage: UIImage?
    ) {
        localizedSuggestion = suggestionString
        localizedAttributedSuggestion = nil
        localizedDescription = description
        self.iconImage = iconImage
    }
    /// A suggestion of an attributed text.
    public convenience init(localizedAttributedSuggestion suggestionString: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestionString, localizedDescription: nil, iconImage: nil)
    }
    /// A suggestion of an attributed text with a description.
    public convenience init(
        localizedAttributedSuggestion suggestionString: NSAttributedString, localizedDescription description: String?
    ) {
        self.init(localizedAttributedSuggestion: suggestionString, localizedDescription: description, iconImage: nil)
    }
    /// A suggestion of an attributed text with a description and an icon.
    public init(
        localizedAttributedSuggestion suggestionString: NSAttributedString, localizedDescription description: String?,
        iconImage: UIImage?
    ) {
        localizedSuggestion = suggestionString.string
        localizedAttributedSuggestion = suggestionString
        localizedDescription = description
        self.iconImage = iconImage
    }
}

/// The list of a search field's suggestions: a panel in the field's window under the field, shown while the
/// field is first responder and has suggestions. A click picks one; ↓ and ↑ move a highlight through them and
/// Return picks the highlighted one (typing goes on in the field meanwhile); Escape hides the list.
@MainActor
final class SearchSuggestionList {
    private weak var field: UISearchTextField?
    private(set) var panel: SearchSuggestionPanel?
    /// The highlighted row (↓/↑), or nil.
    private(set) var highlighted: Int?
    /// Hidden by Escape until the suggestions change or editing begins again.
    private var dismissed = false

    init(field: UISearchTextField) { self.field = field }

    var suggestions: [any UISearchSuggestion] { field?.searchSuggestions ?? [] }

    /// Whether the list shows now.
    var isShowing: Bool { panel?.superview != nil }

    /// The suggestions changed.
    func reset() {
        dismissed = false
        highlighted = nil
        update()
    }

    /// Shows, refills or hides the list as the field's state asks.
    func update() {
        guard let field, let window = field.window, field.isFirstResponder, !dismissed, !suggestions.isEmpty else {
            panel?.removeFromSuperview()
            if field?.isFirstResponder != true { dismissed = false }
            return
        }
        let panel = self.panel ?? SearchSuggestionPanel(list: self)
        self.panel = panel
        if panel.superview !== window { window.addSubview(panel) }
        panel.fill(suggestions, highlighted: highlighted)
        place(panel, under: field, in: window)
    }

    /// The field moved or was resized: the panel follows it.
    func fieldMoved() {
        guard let field, let panel, let window = panel.window else { return }
        place(panel, under: field, in: window)
    }

    private func place(_ panel: SearchSuggestionPanel, under field: UISearchTextField, in window: UIWindow) {
        let frame = field.convert(field.bounds, to: window)
        let height = panel.fittingHeight
        panel.frame = CGRect(x: frame.minX, y: frame.maxY + 4, width: max(frame.width, 200), height: height)
        window.bringSubviewToFront(panel)
    }

    /// ↓/↑/Return/Escape while the list shows; false for any other key (or none shown).
    func handle(_ key: UIKey) -> Bool {
        guard isShowing, !suggestions.isEmpty else { return false }
        switch key.keyCode {
        case .keyboardDownArrow:
            highlighted = min((highlighted ?? -1) + 1, suggestions.count - 1)
        case .keyboardUpArrow:
            highlighted = highlighted.map { max($0 - 1, 0) } ?? suggestions.count - 1
        case .keyboardReturnOrEnter, .keypadEnter:
            guard let row = highlighted else { return false }
            pick(row)
            return true
        case .keyboardEscape:
            dismissed = true
            highlighted = nil
        default:
            return false
        }
        update()
        return true
    }

    /// The user picked row `row`: the delegate and the search controller hear it, and the list hides.
    func pick(_ row: Int) {
        guard let field, suggestions.indices.contains(row) else { return }
        let suggestion = suggestions[row]
        dismissed = true
        highlighted = nil
        update()
        field.searchDelegate?.searchTextField(field, didSelect: suggestion)
        for hear in field.suggestionPicked { hear(suggestion) }
    }
}

/// The panel of suggestion rows.
@MainActor
final class SearchSuggestionPanel: UIView {
    private weak var list: SearchSuggestionList?
    private var rows: [UIView] = []
    static let rowHeight: CGFloat = 36

    init(list: SearchSuggestionList) {
        self.list = list
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }
    required init?(coder: NSCoder) { return nil }

    var fittingHeight: CGFloat { CGFloat(rows.count) * Self.rowHeight + 8 }

    func fill(_ suggestions: [any UISearchSuggestion], highlighted: Int?) {
        rows.forEach { $0.removeFromSuperview() }
        rows = suggestions.enumerated().map { index, suggestion in
            let row = UIControl()
            row.backgroundColor = index == highlighted ? tintColor.withAlphaComponent(0.2) : .clear
            row.layer.cornerRadius = 6
            var x: CGFloat = 10
            if let icon = suggestion.iconImage {
                let iconView = UIImageView(image: icon.withRenderingMode(.alwaysTemplate))
                iconView.tintColor = .secondaryLabel
                iconView.contentMode = .scaleAspectFit
                iconView.isUserInteractionEnabled = false
                iconView.frame = CGRect(x: x, y: 9, width: 18, height: 18)
                row.addSubview(iconView)
                x += 26
            }
            let label = UILabel()
            if let attributed = suggestion.localizedAttributedSuggestion {
                label.attributedText = attributed
            } else {
                label.text = suggestion.localizedSuggestion
            }
            label.frame = CGRect(x: x, y: 0, width: 0, height: Self.rowHeight)
            label.autoresizingMask = [.flexibleWidth]
            row.addSubview(label)
            row.accessibilityLabel = suggestion.localizedSuggestion
            row.accessibilityHint = suggestion.localizedDescription
            row.isAccessibilityElement = true
            row.accessibilityTraits = .button
            row.addAction(UIAction { [weak self] _ in self?.list?.pick(index) }, for: .touchUpInside)
            addSubview(row)
            return row
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 4, y: 4 + CGFloat(index) * Self.rowHeight, width: bounds.width - 8, height: Self.rowHeight)
            for label in row.subviews.compactMap({ $0 as? UILabel }) {
                label.frame.size.width = max(row.bounds.width - label.frame.minX - 10, 0)
            }
        }
    }
}
