import Foundation

/// A spelling dictionary in Hunspell's format (`<language>.dic` with `<language>.aff`), the format the Linux
/// desktop's dictionaries come in (Debian's `hunspell-*` packages, LibreOffice's, Firefox's): its stems expanded
/// through the affix file's prefix and suffix rules into every word form, kept sorted for lookups and
/// completions. Read once per language, on first use.
final class SpellingDictionary: @unchecked Sendable {
    /// The language, as its file is named (`en_US`).
    let language: String
    /// Every word form, sorted.
    private(set) var words: [String] = []
    private var wordSet: Set<String> = []
    /// Forms that are correct but never suggested (the affix file's `NOSUGGEST` flag).
    private var unsuggested: Set<String> = []
    /// Letters to try in suggestions, most frequent first (`TRY`).
    private(set) var tryCharacters: [Character] = Array("esianrtolcdugmphbyfvkwzxjq'")
    /// Replacements of common misspellings (`REP`): what is often written and what was meant.
    private(set) var replacements: [(from: String, to: String)] = []

    /// The directories dictionaries are looked for in: `DICPATH` (Hunspell's variable, colon-separated), then the
    /// system's.
    static var searchPaths: [String] {
        let own = ProcessInfo.processInfo.environment["DICPATH"].map { $0.split(separator: ":").map(String.init) } ?? []
        return own + ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts"]
    }

    /// The languages with a dictionary installed (`en_US`, `de_DE`, …), sorted.
    static func installedLanguages(in paths: [String] = searchPaths) -> [String] {
        var found = Set<String>()
        for path in paths {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where file.hasSuffix(".dic")
            {
                let name = String(file.dropLast(4))
                if FileManager.default.fileExists(atPath: "\(path)/\(name).aff") { found.insert(name) }
            }
        }
        return found.sorted()
    }

    /// The installed language a request names: itself (`en_US`, or `en-US`), or the first of its language
    /// (`en`), preferring the United States' for English as UIKit's default does.
    static func resolve(_ requested: String, among installed: [String]) -> String? {
        let wanted = requested.replacingOccurrences(of: "-", with: "_")
        if installed.contains(wanted) { return wanted }
        let base = wanted.split(separator: "_").first.map(String.init) ?? wanted
        if base == "en", installed.contains("en_US") { return "en_US" }
        return installed.first { $0 == base || $0.hasPrefix(base + "_") }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loaded: [String: SpellingDictionary] = [:]

    /// The dictionary of `language` (loaded once), or nil when none is installed.
    static func named(_ language: String, in paths: [String] = searchPaths) -> SpellingDictionary? {
        guard let name = resolve(language, among: installedLanguages(in: paths)) else { return nil }
        let key = paths.joined(separator: ":") + "|" + name
        lock.lock()
        defer { lock.unlock() }
        if let dictionary = loaded[key] { return dictionary }
        guard let directory = paths.first(where: { FileManager.default.fileExists(atPath: "\($0)/\(name).dic") }),
            let dictionary = SpellingDictionary(
                language: name, dic: "\(directory)/\(name).dic", aff: "\(directory)/\(name).aff")
        else { return nil }
        loaded[key] = dictionary
        return dictionary
    }

    /// Reads a dictionary and its affix file; nil when either cannot be read.
    init?(language: String, dic: String, aff: String) {
        self.language = language
        guard let affText = Self.read(aff), let dicText = Self.read(dic) else { return nil }
        let rules = AffixRules(parsing: affText)
        if !rules.tryCharacters.isEmpty { tryCharacters = rules.tryCharacters }
        replacements = rules.replacements
        var forms = Set<String>()
        for (index, line) in dicText.split(whereSeparator: \.isNewline).enumerated() {
            if index == 0, Int(line.trimmingCharacters(in: .whitespaces)) != nil { continue }  // the count
            let entry = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            guard let entry, !entry.isEmpty else { continue }
            let (stem, flags) = rules.split(entry)
            guard !stem.isEmpty, !flags.contains(where: rules.onlyInCompound.contains) else { continue }
            var expanded = rules.expand(stem, flags: flags)
            if !flags.contains(where: rules.needAffix.contains) { expanded.insert(stem) }
            let unsuggestable = flags.contains(where: rules.noSuggest.contains)
            for form in expanded {
                let word = rules.convertInput(form)
                forms.insert(word)
                if unsuggestable { unsuggested.insert(word) }
            }
        }
        wordSet = forms
        words = forms.sorted()
    }

    private static func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1)
    }

    // MARK: Checking

    /// Whether `word` is spelled correctly: as written, or lowercased when it starts a sentence or is all
    /// capitals, with typographic apostrophes read as plain ones.
    func contains(_ word: String) -> Bool {
        let plain = word.replacingOccurrences(of: "\u{2019}", with: "'")
        if wordSet.contains(plain) { return true }
        guard plain.first?.isUppercase == true else { return false }
        let lower = plain.lowercased()
        if wordSet.contains(lower) { return true }
        // In capitals: a name of the dictionary's ("PARIS" is "Paris").
        return plain == plain.uppercased() && wordSet.contains(lower.prefix(1).uppercased() + lower.dropFirst())
    }

    /// Corrections of `word`, best first: the replacement table's, then words one edit away (a swap, a
    /// replaced, missing or extra letter), then two; in the word's own capitalization.
    func suggestions(for word: String, limit: Int = 10) -> [String] {
        let lower = word.lowercased()
        var results: [String] = []
        var seen: Set<String> = [lower]
        func consider(_ candidate: String) {
            guard results.count < limit, !seen.contains(candidate) else { return }
            seen.insert(candidate)
            if wordSet.contains(candidate) && !unsuggested.contains(candidate) { results.append(candidate) }
        }
        for (from, to) in replacements where lower.contains(from) {
            consider(lower.replacingOccurrences(of: from, with: to))
        }
        let first = edits(of: lower)
        for candidate in first { consider(candidate) }
        if results.count < 3 {
            for once in first where once.count > 1 {
                for candidate in edits(of: once) { consider(candidate) }
                if results.count >= limit { break }
            }
        }
        return results.map { Self.matchCase(of: word, $0) }
    }

    /// Words of the dictionary that begin with `prefix` (compared without case), shortest first.
    func completions(of prefix: String, limit: Int = 20) -> [String] {
        let lower = prefix.lowercased()
        guard !lower.isEmpty else { return [] }
        var low = 0, high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < lower { low = middle + 1 } else { high = middle }
        }
        var found: [String] = []
        var index = low
        while index < words.count, found.count < 500, words[index].hasPrefix(lower) {
            if words[index].count > lower.count && !unsuggested.contains(words[index]) { found.append(words[index]) }
            index += 1
        }
        return Array(found.sorted { ($0.count, $0) < ($1.count, $1) }.prefix(limit)).map {
            Self.matchCase(of: prefix, $0)
        }
    }

    /// Every string one edit from `word`: adjacent letters swapped, a letter replaced, removed or inserted.
    private func edits(of word: String) -> [String] {
        let letters = Array(word)
        var result: [String] = []
        for i in 0..<max(letters.count - 1, 0) {
            var swapped = letters
            swapped.swapAt(i, i + 1)
            result.append(String(swapped))
        }
        for i in letters.indices {
            for c in tryCharacters where c != letters[i] && !c.isUppercase {
                var replaced = letters
                replaced[i] = c
                result.append(String(replaced))
            }
        }
        for i in letters.indices {
            var removed = letters
            removed.remove(at: i)
            result.append(String(removed))
        }
        for i in 0...letters.count {
            for c in tryCharacters where !c.isUppercase {
                var inserted = letters
                inserted.insert(c, at: i)
                result.append(String(inserted))
            }
        }
        return result
    }

    /// `candidate` in the capitalization of `original` (Title case or all capitals).
    private static func matchCase(of original: String, _ candidate: String) -> String {
        guard let first = original.first, first.isUppercase else { return candidate }
        if original.count > 1 && original == original.uppercased() { return candidate.uppercased() }
        return candidate.prefix(1).uppercased() + candidate.dropFirst()
    }
}

/// The parts of a Hunspell affix file the dictionary uses: flag syntax, prefix and suffix rules with their
/// conditions, the flags that mark special stems, the letters to try and the replacement table.
struct AffixRules {
    struct Rule {
        let strip: String
        let add: String
        let condition: [ConditionElement]
        let continuation: [String]
    }

    enum ConditionElement {
        case any
        case oneOf(Set<Character>)
        case noneOf(Set<Character>)
        case literal(Character)

        func matches(_ c: Character) -> Bool {
            switch self {
            case .any: true
            case .oneOf(let set): set.contains(c)
            case .noneOf(let set): !set.contains(c)
            case .literal(let l): c == l
            }
        }
    }

    struct Affix {
        let isPrefix: Bool
        let crossProduct: Bool
        var rules: [Rule] = []
    }

    enum FlagSyntax { case single, long, numeric, utf8 }

    var flagSyntax = FlagSyntax.single
    var affixes: [String: Affix] = [:]
    var tryCharacters: [Character] = []
    var replacements: [(from: String, to: String)] = []
    var needAffix: Set<String> = []
    var onlyInCompound: Set<String> = []
    var noSuggest: Set<String> = []
    var inputConversions: [(String, String)] = []

    init(parsing text: String) {
        for raw in text.split(whereSeparator: \.isNewline) {
            let fields = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let keyword = fields.first, !keyword.hasPrefix("#") else { continue }
            switch keyword {
            case "FLAG" where fields.count > 1:
                switch fields[1] {
                case "long": flagSyntax = .long
                case "num": flagSyntax = .numeric
                case "UTF-8": flagSyntax = .utf8
                default: break
                }
            case "TRY" where fields.count > 1: tryCharacters = Array(fields[1])
            case "REP" where fields.count > 2:
                replacements.append((fields[1], fields[2].replacingOccurrences(of: "_", with: " ")))
            case "ICONV" where fields.count > 2: inputConversions.append((fields[1], fields[2]))
            case "NEEDAFFIX" where fields.count > 1: needAffix.formUnion(flags(fields[1]))
            case "ONLYINCOMPOUND" where fields.count > 1: onlyInCompound.formUnion(flags(fields[1]))
            case "NOSUGGEST" where fields.count > 1: noSuggest.formUnion(flags(fields[1]))
            case "PFX", "SFX":
                guard fields.count >= 4 else { continue }
                let flag = fields[1]
                if affixes[flag] == nil, fields[2] == "Y" || fields[2] == "N", Int(fields[3]) != nil, fields.count == 4
                {
                    affixes[flag] = Affix(isPrefix: keyword == "PFX", crossProduct: fields[2] == "Y")
                } else if fields.count >= 4 {
                    let strip = fields[2] == "0" ? "" : fields[2]
                    let addParts = fields[3].split(separator: "/", maxSplits: 1).map(String.init)
                    let add = addParts.first.map { $0 == "0" ? "" : $0 } ?? ""
                    let continuation = addParts.count > 1 ? flags(addParts[1]) : []
                    let condition = Self.condition(fields.count > 4 ? fields[4] : ".")
                    affixes[flag]?.rules.append(
                        Rule(strip: strip, add: add, condition: condition, continuation: continuation))
                }
            default: continue
            }
        }
    }

    /// A dictionary entry's stem and flags (`word/ABC`; a `\/` is a slash of the word).
    func split(_ entry: String) -> (String, [String]) {
        var stem = "", flagText = "", escaped = false, inFlags = false
        for c in entry {
            if inFlags {
                flagText.append(c)
            } else if escaped {
                stem.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if c == "/" && !stem.isEmpty {
                inFlags = true
            } else {
                stem.append(c)
            }
        }
        return (stem, flags(flagText))
    }

    /// The flags a flag string names, in the file's flag syntax.
    func flags(_ text: String) -> [String] {
        switch flagSyntax {
        case .single, .utf8: return text.map { String($0) }
        case .numeric: return text.split(separator: ",").map(String.init)
        case .long:
            let characters = Array(text)
            return stride(from: 0, to: characters.count - 1, by: 2).map { String(characters[$0...$0 + 1]) }
        }
    }

    /// Every form the affix rules make of `stem` (not the stem itself): each suffix, each prefix, and each
    /// prefix with each suffix when both allow it; suffixes a suffix continues with, once.
    func expand(_ stem: String, flags: [String]) -> Set<String> {
        var forms = Set<String>()
        var suffixed: [(String, Bool)] = []
        for flag in flags {
            guard let affix = affixes[flag], !affix.isPrefix else { continue }
            for rule in affix.rules {
                guard let form = apply(rule, to: stem, prefix: false) else { continue }
                forms.insert(form)
                suffixed.append((form, affix.crossProduct))
                for next in rule.continuation {
                    guard let more = affixes[next], !more.isPrefix else { continue }
                    for second in more.rules {
                        if let twice = apply(second, to: form, prefix: false) { forms.insert(twice) }
                    }
                }
            }
        }
        for flag in flags {
            guard let affix = affixes[flag], affix.isPrefix else { continue }
            for rule in affix.rules {
                if let form = apply(rule, to: stem, prefix: true) { forms.insert(form) }
                guard affix.crossProduct else { continue }
                for (form, cross) in suffixed where cross {
                    if let both = apply(rule, to: form, prefix: true) { forms.insert(both) }
                }
            }
        }
        return forms
    }

    private func apply(_ rule: Rule, to word: String, prefix: Bool) -> String? {
        let characters = Array(word)
        guard characters.count >= rule.condition.count else { return nil }
        let window = prefix ? characters.prefix(rule.condition.count) : characters.suffix(rule.condition.count)
        for (element, c) in zip(rule.condition, window) where !element.matches(c) { return nil }
        if prefix {
            guard word.hasPrefix(rule.strip) else { return nil }
            return rule.add + word.dropFirst(rule.strip.count)
        }
        guard word.hasSuffix(rule.strip) else { return nil }
        return word.dropLast(rule.strip.count) + rule.add
    }

    /// An input conversion applied (`ICONV`: typographic apostrophes read as plain ones).
    func convertInput(_ word: String) -> String {
        inputConversions.reduce(word) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// A rule's condition (`[^aeiou]y`, `.`) as elements, one per character it matches.
    static func condition(_ text: String) -> [ConditionElement] {
        if text == "." { return [] }
        var elements: [ConditionElement] = []
        var iterator = Array(text).makeIterator()
        while let c = iterator.next() {
            switch c {
            case ".": elements.append(.any)
            case "[":
                var set = Set<Character>(), negated = false, first = true
                while let d = iterator.next(), d != "]" {
                    if first && d == "^" { negated = true } else { set.insert(d) }
                    first = false
                }
                elements.append(negated ? .noneOf(set) : .oneOf(set))
            default: elements.append(.literal(c))
            }
        }
        return elements
    }
}
