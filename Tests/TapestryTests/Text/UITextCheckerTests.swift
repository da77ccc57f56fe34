import Foundation
import Testing

@testable import Tapestry

/// UIKit's spelling checker over the desktop's dictionaries: a word game's check, ranges, wrapping, ignored and
/// learned words.
@Suite(.serialized) struct UITextCheckerTests {
    @Test func aWordGameFindsWhetherAWordIsReal() throws {
        let directory = try SpellingDictionaryTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let checker = UITextChecker(searchPaths: [directory])
        func isReal(_ word: String) -> Bool {
            let range = NSRange(location: 0, length: word.utf16.count)
            return checker.rangeOfMisspelledWord(
                in: word, range: range, startingAt: 0, wrap: false, language: "xx_TEST"
            )
            .location == NSNotFound
        }
        #expect(isReal("cities"))
        #expect(!isReal("citys"))
    }

    @Test func theFirstMisspellingFromTheOffsetAndWrapping() throws {
        let directory = try SpellingDictionaryTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let checker = UITextChecker(searchPaths: [directory])
        let text = "Happy boys hapy cities, ctiy 42 phone's"
        let all = NSRange(location: 0, length: text.utf16.count)
        let first = checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "xx_TEST")
        #expect(first == NSRange(location: 11, length: 4), "hapy")
        let second = checker.rangeOfMisspelledWord(
            in: text, range: all, startingAt: 16, wrap: false, language: "xx_TEST")
        #expect(second == NSRange(location: 24, length: 4), "ctiy; 42 has digits")
        let third = checker.rangeOfMisspelledWord(
            in: text, range: all, startingAt: 29, wrap: false, language: "xx_TEST")
        #expect(third == NSRange(location: 32, length: 7), "phone's: phone takes no possessive here")
        let end = all.length
        let none = checker.rangeOfMisspelledWord(
            in: text, range: all, startingAt: end, wrap: false, language: "xx_TEST")
        #expect(none.location == NSNotFound)
        let wrapped = checker.rangeOfMisspelledWord(
            in: text, range: all, startingAt: end, wrap: true, language: "xx_TEST")
        #expect(wrapped == NSRange(location: 11, length: 4), "wrapping starts again from the range's start")
        #expect(checker.guesses(forWordRange: first, in: text, language: "xx_TEST")?.first == "happy")
        #expect(
            checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "ci", language: "xx_TEST")
                == ["city", "cities"])
    }

    @Test func ignoredAndLearnedWordsAreCorrect() throws {
        let directory = try SpellingDictionaryTests.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let checker = UITextChecker(searchPaths: [directory])
        let range = NSRange(location: 0, length: 5)
        checker.ignoreWord("ctiyy")
        #expect(
            checker.rangeOfMisspelledWord(in: "ctiyy", range: range, startingAt: 0, wrap: false, language: "xx_TEST")
                .location == NSNotFound)
        #expect(UITextChecker(searchPaths: [directory]).ignoredWords == nil, "ignoring is this checker's")
        UITextChecker.learnWord("zzyzx")
        defer { UITextChecker.unlearnWord("zzyzx") }
        #expect(UITextChecker.hasLearnedWord("zzyzx"))
        #expect(
            UITextChecker(searchPaths: [directory]).rangeOfMisspelledWord(
                in: "zzyzx", range: range, startingAt: 0, wrap: false, language: "xx_TEST"
            ).location == NSNotFound)
    }

    @Test func aLanguageWithoutADictionaryFindsNothing() {
        let checker = UITextChecker(searchPaths: ["/nonexistent"])
        let range = checker.rangeOfMisspelledWord(
            in: "qwzx", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: true, language: "en_US")
        #expect(range.location == NSNotFound)
        #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "qwzx", language: "en_US") == nil)
    }

    @Test func theSystemsEnglishDictionary() throws {
        // make test installs hunspell-en-us; elsewhere this checks what is there.
        guard UITextChecker.availableLanguages.contains("en_US") else { return }
        let checker = UITextChecker()
        let text = "The quick brown fox jumpd over the lazy dog's kennel."
        let found = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
        #expect((text as NSString).substring(with: found) == "jumpd")
        #expect(checker.guesses(forWordRange: found, in: text, language: "en")?.contains("jumped") == true)
        let fine = "I'm sure it's true: don't the silkworms' works milk reworked words?"
        let none = checker.rangeOfMisspelledWord(
            in: fine, range: NSRange(location: 0, length: fine.utf16.count), startingAt: 0, wrap: false, language: "en")
        #expect(none.location == NSNotFound, "contractions, plurals, possessives and prefixed forms are words")
    }
}
