import Foundation

/// The find navigator of a `UIFindInteraction`: a bar across the bottom of the window with the query field, the
/// result count, previous and next, Done, and (when replacing) a replacement field with Replace and All.
@MainActor
final class FindNavigatorView: UIView {
    unowned let interaction: UIFindInteraction
    let queryField = FindField()
    let replacementField = FindField()
    let countLabel = UILabel()
    let previousButton = UIButton(type: .system)
    let nextButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    let replaceButton = UIButton(type: .system)
    let replaceAllButton = UIButton(type: .system)
    static let rowHeight: CGFloat = 44

    /// Whether the replacement row shows.
    var showsReplace = false {
        didSet {
            guard showsReplace != oldValue else { return }
            for view in [replacementField, replaceButton, replaceAllButton] { view.isHidden = !showsReplace }
            if let window { place(in: window) }
        }
    }

    init(interaction: UIFindInteraction) {
        self.interaction = interaction
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        accessibilityIdentifier = "find-navigator"
        queryField.placeholder = "Find"
        replacementField.placeholder = "Replace"
        for field in [queryField, replacementField] {
            field.borderStyle = .roundedRect
            field.clearButtonMode = .whileEditing
            field.autocorrectionType = .no
            field.navigator = self
            addSubview(field)
        }
        queryField.accessibilityTraits = .searchField
        queryField.returnKeyType = .search
        queryField.addAction(
            UIAction { [unowned self] _ in self.interaction.searchText = self.queryField.text }, for: .editingChanged)
        replacementField.addAction(
            UIAction { [unowned self] _ in self.interaction.replacementText = self.replacementField.text },
            for: .editingChanged)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .right
        addSubview(countLabel)
        configure(previousButton, image: "chevron.up", label: "Previous Result") { $0.findPrevious() }
        configure(nextButton, image: "chevron.down", label: "Next Result") { $0.findNext() }
        configure(doneButton, title: "Done") { $0.dismissFindNavigator() }
        configure(replaceButton, title: "Replace") { $0.replaceHighlighted() }
        configure(replaceAllButton, title: "All") { $0.replaceAll() }
        for view in [replacementField, replaceButton, replaceAllButton] { view.isHidden = true }
    }

    required init?(coder: NSCoder) { return nil }

    private func configure(
        _ button: UIButton, image: String? = nil, title: String? = nil, label: String? = nil,
        action: @escaping @MainActor (UIFindInteraction) -> Void
    ) {
        if let image { button.setImage(UIImage(systemName: image), for: .normal) }
        if let title { button.setTitle(title, for: .normal) }
        button.accessibilityLabel = label ?? title
        button.addAction(UIAction { [unowned self] _ in action(self.interaction) }, for: .touchUpInside)
        addSubview(button)
    }

    /// Spans the bottom of `window`, one row high (two when replacing).
    func place(in window: UIWindow) {
        let height = Self.rowHeight * (showsReplace ? 2 : 1) + window.safeAreaInsets.bottom
        frame = CGRect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let inset: CGFloat = 8
        let row = Self.rowHeight
        let buttonWidth: CGFloat = 32
        let doneWidth = max(doneButton.sizeThatFits(.zero).width, 44)
        var x = bounds.width - inset - doneWidth
        doneButton.frame = CGRect(x: x, y: 0, width: doneWidth, height: row)
        x -= buttonWidth + 4
        nextButton.frame = CGRect(x: x, y: 0, width: buttonWidth, height: row)
        x -= buttonWidth
        previousButton.frame = CGRect(x: x, y: 0, width: buttonWidth, height: row)
        let countWidth: CGFloat = 72
        x -= countWidth + 4
        countLabel.frame = CGRect(x: x, y: 0, width: countWidth, height: row)
        queryField.frame = CGRect(x: inset, y: 6, width: max(x - 2 * inset, 40), height: row - 12)
        guard showsReplace else { return }
        let allWidth = max(replaceAllButton.sizeThatFits(.zero).width, 44)
        let replaceWidth = max(replaceButton.sizeThatFits(.zero).width, 60)
        var replaceX = bounds.width - inset - allWidth
        replaceAllButton.frame = CGRect(x: replaceX, y: row, width: allWidth, height: row)
        replaceX -= replaceWidth + 4
        replaceButton.frame = CGRect(x: replaceX, y: row, width: replaceWidth, height: row)
        replacementField.frame = CGRect(
            x: inset, y: row + 6, width: max(replaceX - 2 * inset, 40), height: row - 12)
    }

    /// Shows the session's count: "2 of 5", "5 results", or "No results" for a query that found nothing.
    func showResults(of session: UIFindSession, query: String) {
        let count = session.resultCount
        let index = session.highlightedResultIndex
        if query.isEmpty || session.searchResultDisplayStyle == .none {
            countLabel.text = nil
        } else if count == 0 {
            countLabel.text = "No results"
        } else if session.searchResultDisplayStyle == .currentAndTotal, index != NSNotFound, index < count {
            countLabel.text = "\(index + 1) of \(count)"
        } else {
            countLabel.text = count == 1 ? "1 result" : "\(count) results"
        }
        previousButton.isEnabled = count > 0
        nextButton.isEnabled = count > 0
        replaceButton.isEnabled = count > 0 && session.allowsReplacementForCurrentlyHighlightedResult
        replaceAllButton.isEnabled = count > 0
    }
}

/// A field of the find navigator: Return finds the next result (Shift+Return the previous one; Return in the
/// replacement field replaces), Escape closes the navigator.
@MainActor
final class FindField: UITextField {
    weak var navigator: FindNavigatorView?

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let navigator, markedTextRange == nil, let key = presses.first?.key else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch key.keyCode {
        case .keyboardEscape:
            navigator.interaction.dismissFindNavigator()
        case .keyboardReturnOrEnter, .keypadEnter:
            if self === navigator.replacementField {
                navigator.interaction.replaceHighlighted()
            } else if key.modifierFlags.contains(.shift) {
                navigator.interaction.findPrevious()
            } else {
                navigator.interaction.findNext()
            }
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}
