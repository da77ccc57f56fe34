import Foundation

/// A direction for a tokenizer: in storage order or on screen.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The direction's number (a storage or layout direction's).
    public var rawValue: Int
    /// Creates a direction from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction in storage order.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// A direction on screen.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// Whether the direction goes towards the end of the text (forward, right, down) in left-to-right text.
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// The units a tokenizer finds in text.
public enum UITextGranularity: Int, Sendable {
    /// A character (a grapheme cluster: an emoji with its modifiers is one).
    case character = 0
    /// A word.
    case word
    /// A sentence.
    case sentence
    /// A paragraph.
    case paragraph
    /// A line (a paragraph, for the string tokenizer, which does not see the layout).
    case line
    /// The whole document.
    case document
}

/// Finds the boundaries of characters, words, sentences and paragraphs in a text input's document, as input
/// methods, the keyboard's word-wise moves and double-click selection ask.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that `position` is in, looking in `direction`, or nil.
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity` in `direction` (the end of one, going
    /// forward; the start of one, going backward).
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary of `granularity` from `position` in `direction`, or nil at the document's edge.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity`, looking in `direction`.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}

/// The tokenizer text fields and text views have (and the default of `UITextInput.tokenizer`): it reads the
/// text input's document and finds units itself: words of letters, digits and inner apostrophes, sentences
/// ending in a full stop, question or exclamation mark, paragraphs between line breaks (lines are taken as
/// paragraphs).
/// Subclass it to change how a unit is found.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text input whose document it reads.
    public private(set) weak var textInput: (any UIResponder & UITextInput)?
    private weak var anyInput: AnyObject?
    private let read: () -> (text: NSString, position: (Int) -> UITextPosition?, offset: (UITextPosition) -> Int)?

    /// A tokenizer for `textInput`.
    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
        read = { [weak textInput] in textInput.flatMap(Self.reader(for:)) }
        super.init()
    }

    /// A tokenizer for a text input that is not a responder (the protocol's default).
    init(anyTextInput input: any UITextInput) {
        anyInput = input
        read = { [weak input] in input.flatMap(Self.reader(for:)) }
        super.init()
    }

    private static func reader(for input: any UITextInput)
        -> (text: NSString, position: (Int) -> UITextPosition?, offset: (UITextPosition) -> Int)?
    {
        let begin = input.beginningOfDocument
        guard let whole = input.textRange(from: begin, to: input.endOfDocument) else { return nil }
        let text = (input.text(in: whole) ?? "") as NSString
        return (
            text, { input.position(from: begin, offset: $0) }, { input.offset(from: begin, to: $0) }
        )
    }

    /// The units of `granularity` in `text`, in order, as UTF-16 ranges.
    private func units(_ granularity: UITextGranularity, in text: NSString) -> [NSRange] {
        let whole = NSRange(location: 0, length: text.length)
        switch granularity {
        case .document: return [whole]
        case .character:
            var ranges: [NSRange] = []
            var index = 0
            while index < text.length {
                let range = text.rangeOfComposedCharacterSequence(at: index)
                ranges.append(range)
                index = range.location + range.length
            }
            return ranges
        case .word: return Self.runs(in: text as String) { $0.isLetter || $0.isNumber || $0 == "_" }
        case .paragraph, .line: return Self.runs(in: text as String) { !$0.isNewline }
        case .sentence: return Self.sentences(in: text as String)
        }
    }

    /// The maximal runs of characters that `belongs` accepts (an apostrophe between two accepted characters,
    /// as in "don't", belongs too), as UTF-16 ranges.
    private static func runs(in text: String, _ belongs: (Character) -> Bool) -> [NSRange] {
        var ranges: [NSRange] = []
        var start: Int?
        var offset = 0
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let inside =
                belongs(character)
                || ((character == "'" || character == "\u{2019}") && start != nil && index + 1 < characters.count
                    && belongs(characters[index + 1]))
            if inside, start == nil { start = offset }
            if !inside, let begun = start {
                ranges.append(NSRange(location: begun, length: offset - begun))
                start = nil
            }
            offset += character.utf16.count
        }
        if let begun = start { ranges.append(NSRange(location: begun, length: offset - begun)) }
        return ranges
    }

    /// Sentences: from a non-space character to a full stop, question or exclamation mark (and the spaces after
    /// it), or to a line's end.
    private static func sentences(in text: String) -> [NSRange] {
        var ranges: [NSRange] = []
        var start: Int?
        var offset = 0
        var ended = false
        for character in text {
            if character.isNewline {
                if let begun = start { ranges.append(NSRange(location: begun, length: offset - begun)) }
                (start, ended) = (nil, false)
            } else if !character.isWhitespace {
                if ended, let begun = start {
                    ranges.append(NSRange(location: begun, length: offset - begun))
                    (start, ended) = (nil, false)
                }
                if start == nil { start = offset }
                if ".!?\u{2026}".contains(character) { ended = true }
            }
            offset += character.utf16.count
        }
        if let begun = start { ranges.append(NSRange(location: begun, length: offset - begun)) }
        return ranges
    }

    private func unit(containing offset: Int, forward: Bool, in units: [NSRange]) -> NSRange? {
        units.first { range in
            forward
                ? range.location <= offset && offset < range.location + range.length
                : range.location < offset && offset <= range.location + range.length
        }
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (text, makePosition, offsetOf) = read(), let input = textInput ?? (anyInput as? any UITextInput)
        else { return nil }
        guard
            let found = unit(
                containing: offsetOf(position), forward: direction.isForward, in: units(granularity, in: text)),
            let start = makePosition(found.location), let end = makePosition(found.location + found.length)
        else { return nil }
        return input.textRange(from: start, to: end)
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let (text, _, offsetOf) = read() else { return false }
        let offset = offsetOf(position)
        return units(granularity, in: text).contains { range in
            direction.isForward ? range.location + range.length == offset : range.location == offset
        }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let (text, makePosition, offsetOf) = read() else { return nil }
        let offset = offsetOf(position)
        let ranges = units(granularity, in: text)
        let target =
            direction.isForward
            ? ranges.map { $0.location + $0.length }.first { $0 > offset }
            : ranges.map(\.location).last { $0 < offset }
        return target.flatMap(makePosition)
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let (text, _, offsetOf) = read() else { return false }
        return unit(containing: offsetOf(position), forward: direction.isForward, in: units(granularity, in: text))
            != nil
    }
}
