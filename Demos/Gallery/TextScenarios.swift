import Foundation
import Tapestry

/// 19. A text editor: a multi-line text view with wrapping, selection, undo, the clipboard and PRIMARY, and an
/// input method's marked text (type pinyin with IBus running: the composition shows underlined at the caret
/// and the candidate window opens below it).
final class TextEditorScenario: ScenarioController, UITextViewDelegate {
    let editor = UITextView()
    let titleField = UITextField()

    override func build(in view: UIView) {
        titleField.borderStyle = .roundedRect
        titleField.placeholder = "Title"
        titleField.text = "读书笔记 · Reading notes"
        titleField.font = .boldSystemFont(ofSize: 15)
        editor.font = .systemFont(ofSize: 15)
        editor.layer.borderColor = UIColor.systemGray4.cgColor
        editor.layer.borderWidth = 1
        editor.layer.cornerRadius = 6
        editor.accessibilityIdentifier = "editor"
        editor.text = """
            A text view edits by grapheme cluster: e\u{301}, 👍🏽 and 👨‍👩‍👧 move and delete as one character.
            文字按字素簇编辑，中文、表情符号都不会被拆开。

            Keys: Ctrl+←/→ by word, Home/End by line, Ctrl+Home/End, Shift to select, Ctrl+Z / Ctrl+Shift+Z.
            Mouse: drag to select, double-click a word, triple-click a paragraph, middle-click pastes the selection.
            """
        editor.delegate = self
        for field in [titleField, editor] as [UIView] {
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
        }
        NSLayoutConstraint.activate([
            titleField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            titleField.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            titleField.heightAnchor.constraint(equalToConstant: 32),
            editor.leadingAnchor.constraint(equalTo: titleField.leadingAnchor),
            editor.trailingAnchor.constraint(equalTo: titleField.trailingAnchor),
            editor.topAnchor.constraint(equalTo: titleField.bottomAnchor, constant: 10),
            editor.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -52),
        ])
        say("Type, select, undo; with an input method (IBus), pinyin shows as marked text until you choose.")
    }

    func textViewDidChangeSelection(_ textView: UITextView) { report(textView) }
    func textViewDidChange(_ textView: UITextView) { report(textView) }

    private func report(_ textView: UITextView) {
        let range = textView.selectedRange
        var parts = ["\(textView.text.count) characters", "selection \(range.location)+\(range.length)"]
        if let marked = textView.markedTextRange, let text = textView.text(in: marked) {
            parts.append("composing “\(text)”")
        }
        if textView.undoManager?.canUndo == true { parts.append("Ctrl+Z undoes") }
        say(parts.joined(separator: " · "))
    }
}

/// 20. Drag and drop: cards lift and follow the pointer to a drop zone in this window, to a second window of
/// the app, or (through XDND) to another application; text dragged in from another application lands too.
final class DragDropScenario: ScenarioController, UIDragInteractionDelegate {
    private var second: UIWindow?
    private let zone = DropZone(title: "Drop here")
    private let remoteZone = DropZone(title: "Drop here too (second window)")

    override func build(in view: UIView) {
        let cards: [(String, UIColor)] = [
            ("Apple 🍎", .systemRed), ("香蕉 Banana", .systemYellow), ("Cherry", .systemPink),
        ]
        for (index, (name, color)) in cards.enumerated() {
            let card = Kit.label(name, CGRect(x: 16, y: 48 + index * 70, width: 200, height: 56), size: 15)
            card.textAlignment = .center
            card.backgroundColor = color.withAlphaComponent(0.35)
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            card.isUserInteractionEnabled = true
            card.accessibilityIdentifier = "card \(index + 1)"
            card.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(card)
        }
        zone.frame = CGRect(x: 260, y: 48, width: 460, height: 196)
        zone.report = { [weak self] text in self?.say(text) }
        view.addSubview(zone)
        say("Drag a card onto the zone, into the second window, or out to another application.")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard second == nil, let window = view.window else { return }
        let other = UIWindow(frame: CGRect(x: window.frame.maxX + 20, y: window.frame.minY, width: 300, height: 260))
        other.title = "Tapestry — drop window"
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGroupedBackground
        remoteZone.frame = CGRect(x: 16, y: 16, width: 268, height: 228)
        remoteZone.report = { [weak self] text in self?.say(text) }
        controller.view.addSubview(remoteZone)
        other.rootViewController = controller
        other.isHidden = false
        second = other
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        second?.isHidden = true
        second = nil
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let card = interaction.view as? UILabel, let text = card.text else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: text))
        item.localObject = card
        return [item]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        if operation == .cancel { say("The drag was cancelled: the card flew back.") }
    }
}

/// A zone that takes dropped text and lists it; it highlights while a drag is over it.
final class DropZone: UIView, UIDropInteractionDelegate {
    private let list = Kit.label("", .zero, size: 13, color: .darkGray, lines: 0)
    private var received: [String] = []
    var report: ((String) -> Void)?

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemGray3.cgColor
        list.text = title
        list.textAlignment = .center
        addSubview(list)
        accessibilityIdentifier = title
        addInteraction(UIDropInteraction(delegate: self))
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        list.frame = bounds.insetBy(dx: 10, dy: 10)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        layer.borderColor = UIColor.systemBlue.cgColor
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        layer.borderColor = UIColor.systemGray3.cgColor
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        layer.borderColor = UIColor.systemGray3.cgColor
        let fromApp = session.localDragSession != nil
        session.loadObjects(ofClass: String.self) { [weak self] texts in
            guard let self else { return }
            self.received += texts
            self.list.text = self.received.joined(separator: "\n")
            self.report?(
                "dropped “\(texts.joined(separator: ", "))” \(fromApp ? "from this app" : "from another application")")
        }
    }
}
