import Foundation

/// The editing model the text views share (SEMANTICS §13.2): the text, the selection (an anchor and the
/// moving end, the caret) and the marked text, all as UTF-16 offsets kept on grapheme-cluster boundaries, so
/// combining marks, emoji with modifiers and CJK never split. Replacing text records an undo step in the
/// owner's `UndoManager`; consecutive typing merges into one step.
@MainActor
final class TextEditingModel {
    private(set) var text = ""
    /// The selection's fixed end.
    var anchor = 0
    /// The selection's moving end (where the caret is drawn).
    var caret = 0
    /// The marked (composing) text's range, and the selection the input method asked for inside it.
    var markedRange: Range<Int>?
    var markedSelection = NSRange(location: 0, length: 0)
    /// What the marked text replaced when composing began (the undo step of the commit restores it).
    private var markedOriginal: String?
    /// `UITextInput`'s attributes of marked text, and the delegate told of changes from outside the input system.
    var markedTextStyle: [NSAttributedString.Key: Any]?
    weak var inputDelegate: UITextInputDelegate?

    /// The text's length in UTF-16 units, kept as the text changes (counting it anew costs a pass over a long
    /// text, on every keystroke).
    private(set) var length = 0
    /// The selection, start to end.
    var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
    var hasSelection: Bool { anchor != caret }

    /// Replaces the whole text without undo (the `text` property), the caret at the end.
    func setText(_ newText: String) {
        text = newText
        length = newText.utf16.count
        caret = length
        anchor = caret
        markedRange = nil
        markedOriginal = nil
        typing = nil
    }

    /// Ends composing: the marked text stays; returns the undo step of the whole composition (nil when nothing
    /// was marked).
    func unmark() -> Edit? {
        guard let range = markedRange else { return nil }
        let edit = Edit(
            range: range, replaced: markedOriginal ?? "", selectionBefore: range.lowerBound..<range.lowerBound)
        markedRange = nil
        markedOriginal = nil
        return edit
    }

    // MARK: Offsets and indices

    /// The string index of a UTF-16 offset (clamped to the text).
    func index(_ offset: Int) -> String.Index {
        text.utf16.index(text.startIndex, offsetBy: min(max(offset, 0), length))
    }

    func offset(_ index: String.Index) -> Int { text.utf16.distance(from: text.startIndex, to: index) }

    /// The offset rounded down to a grapheme-cluster boundary.
    func boundary(_ offset: Int) -> Int {
        let clamped = min(max(offset, 0), length)
        let index = self.index(clamped)
        if index.samePosition(in: text) != nil || clamped == 0 || clamped == length {
            return clamped
        }
        // Inside the first character there is no character before to step back from.
        if index < text.index(after: text.startIndex) { return 0 }
        return self.offset(text.index(after: text.index(before: index)))
    }

    /// The boundary after the cluster at `offset` (the end stays).
    func offset(after offset: Int) -> Int {
        let start = boundary(offset)
        return start >= length ? length : self.offset(text.index(after: index(start)))
    }

    /// The boundary before `offset` (the start stays).
    func offset(before offset: Int) -> Int {
        let start = boundary(offset)
        guard start > 0 else { return 0 }
        if start != offset { return start }
        return self.offset(text.index(before: index(start)))
    }

    func substring(_ range: Range<Int>) -> String {
        let lower = boundary(range.lowerBound), upper = boundary(range.upperBound)
        return String(text[index(lower)..<index(max(lower, upper))])
    }

    // MARK: Words and paragraphs

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'"
    }

    /// The end of the word at or after `offset` (Ctrl+Right on Linux: past the spaces and the next word).
    func wordEnd(after offset: Int) -> Int {
        var index = self.index(boundary(offset))
        while index < text.endIndex, !Self.isWordCharacter(text[index]) { text.formIndex(after: &index) }
        while index < text.endIndex, Self.isWordCharacter(text[index]) { text.formIndex(after: &index) }
        return self.offset(index)
    }

    /// The start of the word before `offset` (Ctrl+Left).
    func wordStart(before offset: Int) -> Int {
        var index = self.index(boundary(offset))
        while index > text.startIndex, !Self.isWordCharacter(text[text.index(before: index)]) {
            text.formIndex(before: &index)
        }
        while index > text.startIndex, Self.isWordCharacter(text[text.index(before: index)]) {
            text.formIndex(before: &index)
        }
        return self.offset(index)
    }

    /// The word (or run of spaces, or single other character) at `offset`: what a double-click selects.
    func wordRange(at offset: Int) -> Range<Int> {
        guard length > 0 else { return 0..<0 }
        var start = self.index(boundary(min(offset, length)))
        if start == text.endIndex || text[start] == "\n" {
            guard start > text.startIndex else { return 0..<0 }
            start = text.index(before: start)
        }
        let kind: (Character) -> Int = { Self.isWordCharacter($0) ? 0 : ($0 == " " || $0 == "\t") ? 1 : 2 }
        let wanted = kind(text[start])
        var end = text.index(after: start)
        if wanted != 2 {
            while start > text.startIndex, kind(text[text.index(before: start)]) == wanted {
                text.formIndex(before: &start)
            }
            while end < text.endIndex, kind(text[end]) == wanted { text.formIndex(after: &end) }
        }
        return self.offset(start)..<self.offset(end)
    }

    /// The paragraph (between line breaks) holding `offset`, without its line break.
    func paragraphRange(at offset: Int) -> Range<Int> {
        let utf16 = text.utf16
        let position = min(max(offset, 0), length)
        var start = position
        var index = utf16.index(utf16.startIndex, offsetBy: position)
        while index > utf16.startIndex {
            let before = utf16.index(before: index)
            if utf16[before] == 10 { break }
            index = before
            start -= 1
        }
        var end = position
        index = utf16.index(utf16.startIndex, offsetBy: position)
        while index < utf16.endIndex, utf16[index] != 10 {
            utf16.formIndex(after: &index)
            end += 1
        }
        return start..<end
    }

    // MARK: Editing and undo

    /// One undo step: the range the edit's new text occupies and the text it replaced. Typing extends the
    /// newest step while it goes on at its end.
    final class Edit {
        var range: Range<Int>
        var replaced: String
        /// The attributes of the text it replaced, when the host keeps attributes (undo brings them back).
        var replacedRuns: TextAttributeRuns?
        let selectionBefore: Range<Int>
        init(range: Range<Int>, replaced: String, selectionBefore: Range<Int>) {
            self.range = range
            self.replaced = replaced
            self.selectionBefore = selectionBefore
        }
    }

    /// The typing step being extended, if the last edit was typing and nothing moved the caret since.
    private var typing: Edit?

    /// Ends the merging of typed characters (the caret moved, or something else edited).
    func breakTyping() { typing = nil }

    /// Replaces `range` with `replacement` and puts the caret after it. Returns the step recorded for undo (nil
    /// when it extended the typing step).
    @discardableResult
    func replace(_ range: Range<Int>, with replacement: String, isTyping: Bool = false) -> Edit? {
        let lower = boundary(range.lowerBound), upper = max(lower, boundary(range.upperBound))
        var replaced = String(text[index(lower)..<index(upper)])
        if let markedRange, markedRange == lower..<upper, let markedOriginal { replaced = markedOriginal }
        markedOriginal = nil
        let before = selection
        text.replaceSubrange(index(lower)..<index(upper), with: replacement)
        length += replacement.utf16.count - (upper - lower)
        let end = lower + replacement.utf16.count
        caret = boundary(end)
        anchor = caret
        markedRange = nil
        if isTyping, replaced.isEmpty, let typing, typing.range.upperBound == lower {
            typing.range = typing.range.lowerBound..<end
            return nil
        }
        let edit = Edit(range: lower..<end, replaced: replaced, selectionBefore: before)
        typing = isTyping ? edit : nil
        return edit
    }

    /// Replaces the marked text (or the selection) with `marked`, keeping it marked; empty removes it.
    func setMarked(_ marked: String, selectedRange: NSRange) {
        let range = markedRange ?? selection
        let lower = boundary(range.lowerBound), upper = max(lower, boundary(range.upperBound))
        if markedRange == nil { markedOriginal = String(text[index(lower)..<index(upper)]) }
        text.replaceSubrange(index(lower)..<index(upper), with: marked)
        length += marked.utf16.count - (upper - lower)
        typing = nil
        let count = marked.utf16.count
        if count == 0 {
            markedRange = nil
            markedOriginal = nil
            caret = lower
            anchor = lower
            return
        }
        markedRange = lower..<lower + count
        let location = min(max(selectedRange.location, 0), count)
        let length = min(max(selectedRange.length, 0), count - location)
        markedSelection = NSRange(location: location, length: length)
        anchor = boundary(lower + location)
        caret = boundary(lower + location + length)
    }
}
