import Foundation
import Testing

@testable import Tapestry

/// Hunspell's dictionary format: stems through prefix and suffix rules, conditions, flags and the lookups made
/// of them.
@Suite struct SpellingDictionaryTests {
    /// A small dictionary in a directory of its own: `xx_TEST`.
    static func makeDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "tapestry-dict-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let aff = """
            SET UTF-8
            TRY esianrtolcdugmphbyfvkw
            ICONV 1
            ICONV ’ '
            NOSUGGEST !
            REP 1
            REP f ph

            PFX U Y 1
            PFX U   0     un         .

            SFX S Y 3
            SFX S   y     ies        [^aeiou]y
            SFX S   0     s          [aeiou]y
            SFX S   0     s          [^y]

            SFX D Y 2
            SFX D   0     d          e
            SFX D   0     ed         [^e]

            SFX M Y 1
            SFX M   0     's         .
            """
        let dic = """
            7
            happy/U
            city/S
            boy/SM
            phone/SD
            lock/UD
            rude/!
            Paris
            """
        try aff.write(toFile: directory + "/xx_TEST.aff", atomically: true, encoding: .utf8)
        try dic.write(toFile: directory + "/xx_TEST.dic", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func stemsExpandThroughTheirRulesAndConditions() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dictionary = try #require(SpellingDictionary.named("xx_TEST", in: [directory]))
        for word in [
            "happy", "unhappy", "city", "cities", "boy", "boys", "boy's", "phones", "phoned", "locked",
            "unlocked", "unlock", "Paris",
        ] {
            #expect(dictionary.contains(word), "\(word)")
        }
        for word in ["citys", "boies", "phoneed", "unphone", "happys", "paris"] {
            #expect(!dictionary.contains(word), "\(word)")
        }
    }

    @Test func capitalsAndApostrophesAreReadAsUsersWriteThem() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dictionary = try #require(SpellingDictionary.named("xx_TEST", in: [directory]))
        #expect(dictionary.contains("Happy"), "at the start of a sentence")
        #expect(dictionary.contains("CITIES"), "in capitals")
        #expect(dictionary.contains("PARIS"), "a name in capitals")
        #expect(dictionary.contains("boy\u{2019}s"), "a typographic apostrophe")
        #expect(!dictionary.contains("hAppy"))
    }

    @Test func suggestionsAndCompletions() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dictionary = try #require(SpellingDictionary.named("xx_TEST", in: [directory]))
        #expect(dictionary.suggestions(for: "hapy").first == "happy", "a missing letter")
        #expect(dictionary.suggestions(for: "ctiy").first == "city", "swapped letters")
        #expect(dictionary.suggestions(for: "fone").first == "phone", "the replacement table")
        #expect(dictionary.suggestions(for: "Hapy").first == "Happy", "in the word's capitalization")
        #expect(!dictionary.suggestions(for: "rde").contains("rude"), "NOSUGGEST words are never suggested")
        #expect(dictionary.contains("rude"), "but are correct")
        #expect(dictionary.completions(of: "ph") == ["phone", "phoned", "phones"])
        #expect(dictionary.completions(of: "zz").isEmpty)
    }

    @Test func languagesResolveAsUIKitNamesThem() {
        let installed = ["de_DE", "en_GB", "en_US"]
        #expect(SpellingDictionary.resolve("en", among: installed) == "en_US")
        #expect(SpellingDictionary.resolve("en-GB", among: installed) == "en_GB")
        #expect(SpellingDictionary.resolve("de", among: installed) == "de_DE")
        #expect(SpellingDictionary.resolve("fr", among: installed) == nil)
    }

    @Test func conditionsParseToOneElementPerCharacter() {
        let condition = AffixRules.condition("[^aeiou]y")
        #expect(condition.count == 2)
        #expect(AffixRules.condition(".").isEmpty)
        let rules = AffixRules(parsing: "FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .")
        #expect(rules.flags("AaBb") == ["Aa", "Bb"])
        #expect(rules.expand("cat", flags: ["Aa"]) == ["cats"])
    }
}
