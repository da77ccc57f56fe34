import UIKit

/// A word game's rules as tutorials write them: a word must be possible from the letters given, not seen
/// before, and real (UITextChecker finds no misspelling in it).
public final class WordGame {
    public let letters: String
    public private(set) var used: [String] = []

    public init(letters: String) { self.letters = letters }

    public func isPossible(_ word: String) -> Bool {
        var remaining = letters.lowercased()
        for letter in word.lowercased() {
            guard let position = remaining.firstIndex(of: letter) else { return false }
            remaining.remove(at: position)
        }
        return true
    }

    public func isReal(_ word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(
            in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelled.location == NSNotFound
    }

    /// Plays `word`; true when it counts.
    public func submit(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower != letters.lowercased(), !used.contains(lower), isPossible(lower), isReal(lower)
        else { return false }
        used.insert(lower, at: 0)
        return true
    }
}
