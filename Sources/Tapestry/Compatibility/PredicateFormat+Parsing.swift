import Foundation

extension PredicateFormat {
    /// A format string the language does not read; `NSPredicate(format:)` raises it as Foundation does.
    struct ParseError: Error {}

    /// Parses `format`, taking `%@`, `%K`, `%d`, `%f`… from `arguments` in order.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateFormat {
        var tokenizer = PredicateTokenizer(format, arguments: arguments)
        var parser = PredicateParser(tokens: try tokenizer.tokens())
        let predicate = try parser.parseOr()
        guard parser.atEnd else { throw ParseError() }
        return predicate
    }
}

/// A word (keyword or key path), a key path from `%K`, a value (literal or argument), a symbol, or a string
/// operator's `[cd]` options.
enum PredicateToken {
    case word(String)
    case key([String])
    case value(Any?)
    case symbol(String)
    case options(PredicateFormat.Options)
}

/// Splits a format string into tokens, substituting the arguments of its format specifiers.
struct PredicateTokenizer {
    private let characters: [Character]
    private var arguments: [Any?]
    private var index = 0

    init(_ format: String, arguments: [Any?]) {
        characters = Array(format)
        self.arguments = arguments
    }

    private static let symbols = [
        "==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "=", "<", ">", "!", "(", ")", "{", "}", ",",
    ]

    mutating func tokens() throws -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "'" || character == "\"" {
                tokens.append(.value(try quoted(by: character)))
            } else if character.isNumber || (character == "-" && next?.isNumber == true) {
                tokens.append(.value(try number()))
            } else if character.isLetter || character == "_" || character == "@" {
                tokens.append(.word(word()))
            } else if character == "%" {
                tokens.append(try specifier())
            } else if character == "[" {
                tokens.append(.options(try options()))
            } else if let symbol = Self.symbols.first(where: { matches($0) }) {
                index += symbol.count
                tokens.append(.symbol(symbol))
            } else {
                throw PredicateFormat.ParseError()
            }
        }
        return tokens
    }

    private var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

    private func matches(_ symbol: String) -> Bool {
        let end = index + symbol.count
        return end <= characters.count && String(characters[index..<end]) == symbol
    }

    private mutating func quoted(by quote: Character) throws -> String {
        var text = ""
        index += 1
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == quote { return text }
            if character == "\\", index < characters.count {
                let escaped = characters[index]
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                default: text.append(escaped)
                }
            } else {
                text.append(character)
            }
        }
        throw PredicateFormat.ParseError()  // not closed
    }

    private mutating func number() throws -> Any {
        let start = index
        index += 1
        while index < characters.count,
            characters[index].isNumber || characters[index] == "." || characters[index] == "e"
                || characters[index] == "E"
                || ((characters[index] == "-" || characters[index] == "+")
                    && (characters[index - 1] == "e" || characters[index - 1] == "E"))
        {
            index += 1
        }
        let text = String(characters[start..<index])
        if let integer = Int(text) { return integer }
        guard let real = Double(text) else { throw PredicateFormat.ParseError() }
        return real
    }

    private mutating func word() -> String {
        let start = index
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || "_@.".contains(characters[index])
        {
            index += 1
        }
        return String(characters[start..<index])
    }

    /// `%@` (an object), `%K` (a key path), `%d`, `%i`, `%u`, `%ld`… (integers), `%f`, `%g`, `%e` (reals).
    private mutating func specifier() throws -> PredicateToken {
        index += 1
        while index < characters.count, "lhqzL".contains(characters[index]) { index += 1 }
        guard index < characters.count else { throw PredicateFormat.ParseError() }
        let conversion = characters[index]
        index += 1
        guard !arguments.isEmpty else { throw PredicateFormat.ParseError() }  // fewer arguments than specifiers
        let argument = PredicateValues.unwrapped(arguments.removeFirst())
        switch conversion {
        case "@": return .value(argument)
        case "K":
            guard let path = PredicateValues.string(argument) else { throw PredicateFormat.ParseError() }
            return .key(path.split(separator: ".").map(String.init))
        case "d", "i", "u", "x", "X", "o", "c":
            guard let number = PredicateValues.number(argument) else { throw PredicateFormat.ParseError() }
            return .value(Int(number))
        case "f", "F", "g", "G", "e", "E", "a":
            guard let number = PredicateValues.number(argument) else { throw PredicateFormat.ParseError() }
            return .value(number)
        case "s": return .value(PredicateValues.string(argument))
        default: throw PredicateFormat.ParseError()
        }
    }

    /// `[c]`, `[d]`, `[cd]` (`n` and `l` are accepted and change nothing here).
    private mutating func options() throws -> PredicateFormat.Options {
        var options: PredicateFormat.Options = []
        index += 1
        while index < characters.count, characters[index] != "]" {
            switch characters[index] {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n", "l": break
            default: throw PredicateFormat.ParseError()
            }
            index += 1
        }
        guard index < characters.count else { throw PredicateFormat.ParseError() }
        index += 1
        return options
    }
}

/// Reads tokens into a predicate: `OR` binds loosest, then `AND`, then `NOT`; a comparison is
/// `[ANY|SOME|ALL|NONE] expression operator[options] expression`.
struct PredicateParser {
    let tokens: [PredicateToken]
    private var index = 0

    init(tokens: [PredicateToken]) { self.tokens = tokens }

    var atEnd: Bool { index == tokens.count }

    mutating func parseOr() throws -> PredicateFormat {
        var predicate = try parseAnd()
        while take(keyword: "OR") || take(symbol: "||") { predicate = .or(predicate, try parseAnd()) }
        return predicate
    }

    private mutating func parseAnd() throws -> PredicateFormat {
        var predicate = try parseNot()
        while take(keyword: "AND") || take(symbol: "&&") { predicate = .and(predicate, try parseNot()) }
        return predicate
    }

    private mutating func parseNot() throws -> PredicateFormat {
        if take(keyword: "NOT") || take(symbol: "!") { return .not(try parseNot()) }
        if take(symbol: "(") {
            let inner = try parseOr()
            guard take(symbol: ")") else { throw PredicateFormat.ParseError() }
            return inner
        }
        if take(keyword: "TRUEPREDICATE") { return .constant(true) }
        if take(keyword: "FALSEPREDICATE") { return .constant(false) }
        return .comparison(try parseComparison())
    }

    private mutating func parseComparison() throws -> PredicateFormat.Comparison {
        var quantifier = PredicateFormat.Quantifier.direct
        if take(keyword: "ANY") || take(keyword: "SOME") {
            quantifier = .any
        } else if take(keyword: "ALL") {
            quantifier = .all
        } else if take(keyword: "NONE") {
            quantifier = .none
        }
        let left = try parseExpression()
        let comparator = try parseComparator()
        var options: PredicateFormat.Options = []
        if index < tokens.count, case .options(let given) = tokens[index] {
            options = given
            index += 1
        }
        return .init(
            quantifier: quantifier, left: left, comparator: comparator, options: options, right: try parseExpression())
    }

    private mutating func parseComparator() throws -> PredicateFormat.Comparator {
        guard index < tokens.count else { throw PredicateFormat.ParseError() }
        let comparator: PredicateFormat.Comparator? =
            switch tokens[index] {
            case .symbol("=="), .symbol("="): .equal
            case .symbol("!="), .symbol("<>"): .notEqual
            case .symbol("<"): .less
            case .symbol("<="), .symbol("=<"): .lessOrEqual
            case .symbol(">"): .greater
            case .symbol(">="), .symbol("=>"): .greaterOrEqual
            case .word(let word): PredicateFormat.Comparator(rawValue: word.uppercased())
            default: nil
            }
        guard let comparator else { throw PredicateFormat.ParseError() }
        index += 1
        return comparator
    }

    private static let reserved: Set<String> = [
        "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH",
        "ENDSWITH", "BETWEEN", "TRUEPREDICATE", "FALSEPREDICATE",
    ]

    private mutating func parseExpression() throws -> PredicateFormat.Expression {
        guard index < tokens.count else { throw PredicateFormat.ParseError() }
        let token = tokens[index]
        index += 1
        switch token {
        case .value(let value): return .constant(value)
        case .key(let path): return .keyPath(path)
        case .symbol("{"):
            var items: [PredicateFormat.Expression] = []
            if take(symbol: "}") { return .list(items) }
            repeat { items.append(try parseExpression()) } while take(symbol: ",")
            guard take(symbol: "}") else { throw PredicateFormat.ParseError() }
            return .list(items)
        case .word(let word):
            switch word.uppercased() {
            case "SELF": return .evaluatedObject
            case "TRUE", "YES": return .constant(true)
            case "FALSE", "NO": return .constant(false)
            case "NIL", "NULL": return .constant(nil)
            case let upper where Self.reserved.contains(upper): throw PredicateFormat.ParseError()
            default:
                var path = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard !path.contains(where: \.isEmpty) else { throw PredicateFormat.ParseError() }
                if path.count > 1, path[0].uppercased() == "SELF" { path.removeFirst() }
                return .keyPath(path)
            }
        default: throw PredicateFormat.ParseError()
        }
    }

    private mutating func take(keyword: String) -> Bool {
        guard index < tokens.count, case .word(let word) = tokens[index], word.uppercased() == keyword else {
            return false
        }
        index += 1
        return true
    }

    private mutating func take(symbol: String) -> Bool {
        guard index < tokens.count, case .symbol(let given) = tokens[index], given == symbol else { return false }
        index += 1
        return true
    }
}
