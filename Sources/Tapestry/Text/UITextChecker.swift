import Foundation

/// Finds misspelled words in a string and suggests corrections and completions, with the desktop's Hunspell
/// dictionaries (`/usr/share/hunspell`, Debian's `hunspell-*` packages; `DICPATH` adds directories). A language
/// is named as UIKit names it (`en_US`, `en`, `de_DE`); one without an installed dictionary finds no
/// misspellings and suggests nothing. Learned words are kept for the user in `UserDefaults`; ignored words for
/// this checker only. Words with digits are not checked.
open class UITextChecker: NSObject {
    /// Words this checker treats as correct.
    open var ignoredWords: [String]?

    /// The directories searched for dictionaries (tests give their own).
    let searchPaths: [String]

    /// Creates a checker.
    public override init() {
        searchPaths = SpellingDictionary.searchPaths
        super.init()
    }

    init(searchPaths: [String]) {
        self.searchPaths = searchPaths
        super.init()
    }

    /// The languages with a dictionary (`en_US`, …).
    open class var availableLanguages: [String] { SpellingDictionary.installedLanguages() }

    /// The range of the first misspelled word in `range` of `stringToCheck` from `startingOffset` (and, with
    /// `wrapFlag`, from the start of `range` up to it), or `NSNotFound` as its location when there is none.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let dictionary = SpellingDictionary.named(language, in: searchPaths) else { return notFound }
        let text = Array(stringToCheck.utf16)
        let lower = max(0, min(range.location, text.count))
        let upper = max(lower, min(range.location + range.length, text.count))
        let start = max(lower, min(startingOffset, upper))
        let ignored = Set(ignoredWords ?? []).union(Self.learnedWords)
        func firstMisspelling(from: Int, to: Int) -> NSRange? {
            for word in Self.words(in: text, from: from, to: to) {
                let string = String(decoding: text[word.location..<word.location + word.length], as: UTF16.self)
                if string.contains(where: \.isNumber) || ignored.contains(string) { continue }
                if !dictionary.contains(string) { return word }
            }
            return nil
        }
        if let found = firstMisspelling(from: start, to: upper) { return found }
        if wrapFlag, start > lower, let found = firstMisspelling(from: lower, to: start) { return found }
        return notFound
    }

    /// Corrections of the word at `range` of `string`, best first (nil when the language has no dictionary).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = SpellingDictionary.named(language, in: searchPaths),
            let word = Self.substring(of: string, range)
        else { return nil }
        return dictionary.suggestions(for: word)
    }

    /// Words that begin with the partial word at `range` of `string`, shortest first (nil when the language has
    /// no dictionary).
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let dictionary = SpellingDictionary.named(language, in: searchPaths),
            let word = Self.substring(of: string, range)
        else { return nil }
        return dictionary.completions(of: word)
    }

    /// Treats `wordToIgnore` as correct in this checker.
    open func ignoreWord(_ wordToIgnore: String) {
        var words = ignoredWords ?? []
        if !words.contains(wordToIgnore) { words.append(wordToIgnore) }
        ignoredWords = words
    }

    /// Adds `word` to the user's words, correct in every checker from now on.
    open class func learnWord(_ word: String) {
        var words = learnedWords
        words.insert(word)
        UserDefaults.standard.set(words.sorted(), forKey: learnedWordsKey)
    }

    /// Whether `word` was learned.
    open class func hasLearnedWord(_ word: String) -> Bool { learnedWords.contains(word) }

    /// Removes `word` from the user's words.
    open class func unlearnWord(_ word: String) {
        var words = learnedWords
        words.remove(word)
        UserDefaults.standard.set(words.sorted(), forKey: learnedWordsKey)
    }

    static let learnedWordsKey = "UITextCheckerLearnedWords"

    static var learnedWords: Set<String> {
        Set(UserDefaults.standard.stringArray(forKey: learnedWordsKey) ?? [])
    }

    /// The words of `text[from..<to]` (letters, with apostrophes between them), as UTF-16 ranges.
    static func words(in text: [UInt16], from: Int, to: Int) -> [NSRange] {
        var result: [NSRange] = []
        var index = from
        // A word cut by `from` is not checked from its middle.
        while index > 0, index < to, isWordCharacter(text, index - 1), isWordCharacter(text, index) { index += 1 }
        var start: Int?
        while index <= to {
            let inWord =
                index < to
                && (isWordCharacter(text, index)
                    || (start != nil && isApostrophe(text[index]) && index + 1 < to && isWordCharacter(text, index + 1)))
            if inWord, start == nil { start = index }
            if !inWord, let begin = start {
                result.append(NSRange(location: begin, length: index - begin))
                start = nil
            }
            index += 1
        }
        return result
    }

    private static func isApostrophe(_ unit: UInt16) -> Bool { unit == 0x27 || unit == 0x2019 }

    private static func isWordCharacter(_ text: [UInt16], _ index: Int) -> Bool {
        let unit = text[index]
        if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return false }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func substring(of string: String, _ range: NSRange) -> String? {
        guard range.location != NSNotFound, range.length > 0 else { return nil }
        let text = Array(string.utf16)
        guard range.location >= 0, range.location + range.length <= text.count else { return nil }
        return String(decoding: text[range.location..<range.location + range.length], as: UTF16.self)
    }
}
