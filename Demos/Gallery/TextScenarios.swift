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
