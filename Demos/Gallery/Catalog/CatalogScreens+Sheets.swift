import Foundation
import Tapestry

// Catalog screens for sheets, toolbars and attributed text (UIKit 26's look).

/// Presents a page sheet with medium and large detents and a grabber.
final class SheetsScreen: CatalogScreen {
    override func build() {
        let show = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Show a sheet") { [unowned self] _ in self.showSheet() })
        show.accessibilityIdentifier = "show sheet"
        stack.addArrangedSubview(show)
        say("A page sheet rests at half height; drag it up to full height, or down to dismiss it.")
    }

    private func showSheet() {
        let content = SheetContent()
        let navigation = UINavigationController(rootViewController: content)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }
}

/// What the catalog's sheet shows: a list, Done, and Escape to close.
final class SheetContent: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        title = "Sheet"
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape) { [weak self] _ in self?.dismiss(animated: true) }]
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Item \(indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
        return cell
    }
}

/// A navigation controller's toolbar with flexible and fixed spaces.
final class ToolbarScreen: CatalogScreen {
    override func build() {
        toolbarItems = [
            UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [unowned self] _ in self.say("trash") }),
            .flexibleSpace(),
            UIBarButtonItem(title: "Archive", primaryAction: UIAction { [unowned self] _ in self.say("archive") }),
            .fixedSpace(20),
            UIBarButtonItem(systemItem: .reply, primaryAction: UIAction { [unowned self] _ in self.say("reply") }),
        ]
        say("The toolbar's items: one at the leading edge, the rest pushed to the trailing edge.")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }
}

/// Labels showing attributed strings: runs of fonts and colours, a struck-out price, an underline, kerning, an
/// attached icon, a raised run and a paragraph style.
final class AttributedTextScreen: CatalogScreen {
    override func build() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let mixed = NSMutableAttributedString(string: "Bold, ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        mixed.append(NSAttributedString(string: "coloured ", attributes: [.foregroundColor: UIColor.systemPurple]))
        mixed.append(NSAttributedString(string: "and large", attributes: [.font: UIFont.systemFont(ofSize: 26)]))
        stack.addArrangedSubview(label(mixed))

        let price = NSMutableAttributedString(
            string: "$12.99 ",
            attributes: [
                .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.secondaryLabel,
            ])
        price.append(
            NSAttributedString(
                string: "$7.99",
                attributes: [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 17)]))
        stack.addArrangedSubview(label(price))

        stack.addArrangedSubview(
            label(
                NSAttributedString(
                    string: "Underlined link",
                    attributes: [
                        .underlineStyle: NSUnderlineStyle.single.rawValue, .link: "https://example.org",
                    ])))
        stack.addArrangedSubview(
            label(NSAttributedString(string: "SPACED OUT", attributes: [.kern: 4.0, .font: body])))

        // An icon in the text: an attachment sized to the font's cap height, sitting on the baseline.
        if let star = UIImage(systemName: "star.fill")?.withTintColor(.systemYellow) {
            let attachment = NSTextAttachment(image: star)
            attachment.bounds = CGRect(x: 0, y: 0, width: body.capHeight + 2, height: body.capHeight + 2)
            let starred = NSMutableAttributedString(attachment: attachment)
            starred.append(NSAttributedString(string: " Starred, with an attached icon", attributes: [.font: body]))
            stack.addArrangedSubview(label(starred))
        }

        let formula = NSMutableAttributedString(string: "E = mc", attributes: [.font: body])
        formula.append(
            NSAttributedString(string: "2", attributes: [.font: UIFont.systemFont(ofSize: 11), .baselineOffset: 7]))
        stack.addArrangedSubview(label(formula))

        let style = NSMutableParagraphStyle()
        style.lineSpacing = 8
        style.firstLineHeadIndent = 20
        let paragraph = label(
            NSAttributedString(
                string:
                    "A paragraph with a first-line indent and 8 points between its lines, wrapped at the label's width.",
                attributes: [.paragraphStyle: style, .font: UIFont.preferredFont(forTextStyle: .callout)]))
        paragraph.numberOfLines = 0
        paragraph.widthAnchor.constraint(equalToConstant: 300).isActive = true
        stack.addArrangedSubview(paragraph)

        // A price list lined up on tab stops: the item after a left stop, the price ending at a right one.
        let columns = NSMutableParagraphStyle()
        columns.tabStops = [
            NSTextTab(textAlignment: .left, location: 16), NSTextTab(textAlignment: .right, location: 280),
        ]
        columns.paragraphSpacing = 6
        let list = label(
            NSAttributedString(
                string: "\tCoffee\t$3.50\n\tCroissant\t$2.25\n\tFresh orange juice\t$4.00",
                attributes: [.paragraphStyle: columns, .font: body]))
        list.numberOfLines = 0
        list.widthAnchor.constraint(equalToConstant: 300).isActive = true
        stack.addArrangedSubview(list)

        // A list with hanging indents: wrapped lines stay under the text, not under the bullet.
        let bullets = NSMutableParagraphStyle()
        bullets.headIndent = 18
        bullets.tabStops = [NSTextTab(textAlignment: .left, location: 18)]
        let items = label(
            NSAttributedString(
                string: "•\tA hanging indent keeps the wrapped lines of an item under its text.\n•\tShort item",
                attributes: [.paragraphStyle: bullets, .font: body]))
        items.numberOfLines = 0
        items.widthAnchor.constraint(equalToConstant: 300).isActive = true
        stack.addArrangedSubview(items)

        // An editable text view with runs of its own: typing continues the run before the caret, and its text
        // storage's delegate colours every #tag as it is typed.
        let notes = NSMutableAttributedString(string: "Notes: ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
        notes.append(
            NSAttributedString(
                string: "type here, in the style of the text before the caret. #tags turn green.",
                attributes: [.font: body, .foregroundColor: UIColor.systemIndigo]))
        let editor = UITextView()
        editor.textStorage.delegate = tagColourer
        editor.attributedText = notes
        editor.accessibilityLabel = "Notes"
        editor.layer.borderColor = UIColor.systemGray4.cgColor
        editor.layer.borderWidth = 1
        editor.layer.cornerRadius = 6
        editor.widthAnchor.constraint(equalToConstant: 300).isActive = true
        editor.heightAnchor.constraint(equalToConstant: 80).isActive = true
        stack.addArrangedSubview(editor)
        say("Each run drawn in its own font and colour, as UIKit draws NSAttributedString.")
    }

    private let tagColourer = TagColourer()

    private func label(_ text: NSAttributedString) -> UILabel {
        let label = UILabel()
        label.attributedText = text
        return label
    }
}

/// Colours every word that starts with "#" in the paragraphs a text storage's edit touched, as a syntax
/// highlighter does on iOS.
final class TagColourer: NSObject, NSTextStorageDelegate {
    private let pattern = try? NSRegularExpression(pattern: "#\\w+")

    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        guard editedMask.contains(.editedCharacters), let pattern else { return }
        let text = textStorage.string as NSString
        let paragraphs = text.paragraphRange(for: NSRange(location: min(editedRange.location, text.length), length: 0))
        let range = NSUnionRange(
            paragraphs,
            text.paragraphRange(for: NSRange(location: min(NSMaxRange(editedRange), text.length), length: 0)))
        for match in pattern.matches(in: text as String, range: range) {
            textStorage.addAttribute(.foregroundColor, value: UIColor.systemGreen, range: match.range)
        }
    }
}
