import Foundation

// Finding and replacing in a text view: its find interaction's sessions search the text, select the highlighted
// result and scroll to it (the other results are not marked), and replace through the view's own edits, so the
// delegate may refuse a replacement and Undo takes it back.

extension UITextView {
    func updateFindInteraction() {
        if isFindInteractionEnabled, findInteraction == nil {
            let maker = TextViewFindSessionMaker()
            let interaction = UIFindInteraction(sessionDelegate: maker)
            findSessionMaker = maker
            findInteraction = interaction
            addInteraction(interaction)
        } else if !isFindInteractionEnabled, let interaction = findInteraction {
            interaction.dismissFindNavigator()
            removeInteraction(interaction)
            findInteraction = nil
            findSessionMaker = nil
        }
    }
}

/// Makes a text view's find sessions.
@MainActor
final class TextViewFindSessionMaker: UIFindInteractionDelegate {
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        guard let textView = view as? UITextView else { return nil }
        return TextViewFindSession(textView: textView)
    }
}

/// A search of a text view's text.
@MainActor
final class TextViewFindSession: UIFindSession {
    private weak var textView: UITextView?
    /// The results, in UTF-16 offsets.
    private(set) var matches: [NSRange] = []
    private var highlighted: Int?

    init(textView: UITextView) {
        self.textView = textView
        super.init()
    }

    override var resultCount: Int { matches.count }
    override var highlightedResultIndex: Int { highlighted ?? NSNotFound }
    override var supportsReplacement: Bool { textView?.isEditable ?? false }
    override var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement && highlighted != nil }

    override func performSearch(query: String, options: UITextSearchOptions?) {
        guard let textView else { return }
        matches = Self.ranges(of: query, in: textView.text as NSString, options: options ?? UITextSearchOptions())
        // The first result at or after the selection, as a search from the caret would find it.
        let start = textView.selectedRange.location
        highlight(matches.isEmpty ? nil : matches.firstIndex { $0.location >= start } ?? 0)
    }

    override func highlightNextResult(in direction: UITextStorageDirection) {
        guard !matches.isEmpty else { return }
        guard let current = highlighted else { return highlight(direction == .forward ? 0 : matches.count - 1) }
        let step = direction == .forward ? 1 : -1
        highlight((current + step + matches.count) % matches.count)
    }

    override func invalidateFoundResults() {
        matches = []
        highlighted = nil
    }

    override func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {
        guard let textView, textView.isEditable, let index = highlighted, index < matches.count else { return }
        let match = matches[index]
        textView.performEdit(match.location..<(match.location + match.length), with: replacementString, isTyping: false)
        // Search again, and highlight the next result after the replaced text.
        let after = match.location + (replacementString as NSString).length
        matches = Self.ranges(of: query, in: textView.text as NSString, options: options ?? UITextSearchOptions())
        highlight(matches.isEmpty ? nil : matches.firstIndex { $0.location >= after } ?? 0)
    }

    override func replaceAll(queryString: String, replacementString: String, options: UITextSearchOptions?) {
        guard let textView, textView.isEditable else { return }
        let found = Self.ranges(
            of: queryString, in: textView.text as NSString, options: options ?? UITextSearchOptions())
        guard !found.isEmpty else { return }
        let undo = textView.undoManager
        undo?.beginUndoGrouping()
        // From the end, so the earlier ranges stay where they are.
        for match in found.reversed() {
            textView.performEdit(
                match.location..<(match.location + match.length), with: replacementString, isTyping: false)
        }
        undo?.endUndoGrouping()
        undo?.setActionName("Replace All")
        invalidateFoundResults()
    }

    private func highlight(_ index: Int?) {
        highlighted = index
        guard let textView, let index else { return }
        textView.selectedRange = matches[index]
        textView.scrollRangeToVisible(matches[index])
    }

    /// Every range of `query` in `text` that the word match method accepts.
    static func ranges(of query: String, in text: NSString, options: UITextSearchOptions) -> [NSRange] {
        guard !query.isEmpty else { return [] }
        var found: [NSRange] = []
        var searchRange = NSRange(location: 0, length: text.length)
        while searchRange.length > 0 {
            let match = text.range(of: query, options: options.stringCompareOptions, range: searchRange)
            guard match.location != NSNotFound, match.length > 0 else { break }
            if accepts(match, in: text, method: options.wordMatchMethod) { found.append(match) }
            let next = match.location + max(match.length, 1)
            searchRange = NSRange(location: next, length: text.length - next)
        }
        return found
    }

    private static func accepts(_ match: NSRange, in text: NSString, method: UITextSearchOptions.WordMatchMethod)
        -> Bool
    {
        func isWordCharacter(at offset: Int) -> Bool {
            guard offset >= 0, offset < text.length, let scalar = Unicode.Scalar(text.character(at: offset)) else {
                return false
            }
            return CharacterSet.alphanumerics.contains(scalar)
        }
        let startsWord = !isWordCharacter(at: match.location - 1)
        let endsWord = !isWordCharacter(at: match.location + match.length)
        switch method {
        case .contains: return true
        case .startsWith: return startsWord
        case .fullWord: return startsWord && endsWord
        }
    }
}
