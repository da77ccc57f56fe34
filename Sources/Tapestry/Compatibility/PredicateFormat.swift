import Foundation

/// A predicate of Foundation's format language, parsed (`PredicateFormat.parse`) and evaluated against an
/// object: comparisons of the object itself (`SELF`), its key paths, constants and arguments, joined by
/// `AND`, `OR` and `NOT`. `NSPredicate(format:)` is built on it.
indirect enum PredicateFormat {
    /// `TRUEPREDICATE` or `FALSEPREDICATE`.
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Comparison)

    /// `[ANY|ALL|NONE] left operator[options] right`.
    struct Comparison {
        var quantifier: Quantifier
        var left: Expression
        var comparator: Comparator
        var options: Options
        var right: Expression
    }

    /// How a comparison applies to a collection on its left.
    enum Quantifier { case direct, any, all, none }

    /// The comparison itself.
    enum Comparator: String {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case matches = "MATCHES"
        case like = "LIKE"
        case contains = "CONTAINS"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case inCollection = "IN"
        case between = "BETWEEN"
    }

    /// A string comparison's `[c]` (case-insensitive) and `[d]` (diacritic-insensitive) options.
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let diacriticInsensitive = Options(rawValue: 2)
    }

    /// One side of a comparison.
    indirect enum Expression {
        /// `SELF`: the object evaluated.
        case evaluatedObject
        /// A key path of the object (`name`, `address.city`, `tags.@count`).
        case keyPath([String])
        /// A literal or an argument.
        case constant(Any?)
        /// `{a, b}`: an aggregate.
        case list([Expression])
    }

    /// Whether `object` satisfies the predicate.
    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): value
        case .not(let inner): !inner.evaluate(object)
        case .and(let left, let right): left.evaluate(object) && right.evaluate(object)
        case .or(let left, let right): left.evaluate(object) || right.evaluate(object)
        case .comparison(let comparison): comparison.evaluate(object)
        }
    }
}

extension PredicateFormat.Expression {
    /// The expression's value for `object`.
    func value(for object: Any?) -> Any? {
        switch self {
        case .evaluatedObject: object
        case .constant(let value): value
        case .list(let items): items.map { $0.value(for: object) as Any }
        case .keyPath(let keys): keys.reduce(object) { PredicateValues.value(of: $0, forKey: $1) }
        }
    }
}

extension PredicateFormat.Comparison {
    func evaluate(_ object: Any?) -> Bool {
        let leftValue = left.value(for: object)
        let rightValue = right.value(for: object)
        guard quantifier != .direct else { return compare(leftValue, rightValue) }
        let elements = PredicateValues.elements(of: leftValue) ?? []
        switch quantifier {
        case .direct, .any: return elements.contains { compare($0, rightValue) }
        case .all: return elements.allSatisfy { compare($0, rightValue) }
        case .none: return !elements.contains { compare($0, rightValue) }
        }
    }

    private func compare(_ lhs: Any?, _ rhs: Any?) -> Bool {
        typealias Values = PredicateValues
        switch comparator {
        case .equal: return Values.equal(lhs, rhs, options)
        case .notEqual: return !Values.equal(lhs, rhs, options)
        case .less: return Values.order(lhs, rhs, options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(Values.order(lhs, rhs, options))
        case .greater: return Values.order(lhs, rhs, options) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(Values.order(lhs, rhs, options))
        case .matches, .like, .beginsWith, .endsWith:
            guard let string = Values.string(lhs), let pattern = Values.string(rhs) else { return false }
            return Values.match(string, comparator, pattern, options)
        case .contains:
            if let elements = Values.elements(of: lhs) { return elements.contains { Values.equal($0, rhs, options) } }
            guard let string = Values.string(lhs), let part = Values.string(rhs) else { return false }
            return Values.match(string, .contains, part, options)
        case .inCollection:
            if let elements = Values.elements(of: rhs) { return elements.contains { Values.equal(lhs, $0, options) } }
            guard let part = Values.string(lhs), let string = Values.string(rhs) else { return false }
            return Values.match(string, .contains, part, options)
        case .between:
            guard let bounds = Values.elements(of: rhs), bounds.count == 2 else { return false }
            let low = Values.order(lhs, bounds[0], options)
            let high = Values.order(lhs, bounds[1], options)
            return (low == .orderedDescending || low == .orderedSame)
                && (high == .orderedAscending || high == .orderedSame)
        }
    }
}

/// How the format language reads values: numbers of any type compare as numbers, strings with the
/// comparison's options, key paths through dictionaries, key-value coding and stored properties.
enum PredicateValues {
    /// The value of `key` on `object`: a dictionary's entry, `@count` of a collection, a string's `length`,
    /// a view's or layer's key-value coding, or else the stored property of that name (Swift on Linux has no
    /// Objective-C runtime; a property is found by its name through reflection, as key-value coding finds it).
    static func value(of object: Any?, forKey key: String) -> Any? {
        guard let object = unwrapped(object) else { return nil }
        if key == "SELF" || key == "self" { return object }
        if key == "@count", let elements = elements(of: object) { return elements.count }
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if key == "length", let string = string(object) { return (string as NSString).length }
        if let view = object as? UIView {
            return MainActor.assumeIsolated { UncheckedSendable(view.value(forKey: key)) }.value
        }
        if let layer = object as? CALayer { return layer.value(forKey: key) }
        if let elements = elements(of: object), !(object is String) {
            return elements.map { value(of: $0, forKey: key) as Any }  // a key path through a collection
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == key || child.label == "_" + key {
                return unwrapped(child.value)
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` with any level of optional removed (nil for `.none`).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    static func string(_ value: Any?) -> String? {
        switch unwrapped(value) {
        case let string as String: string
        case let string as NSString: string as String
        case let string as Substring: String(string)
        case let string as NSAttributedString: string.string
        default: nil
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch unwrapped(value) {
        case let number as NSNumber where !(number is Bool): number.doubleValue
        case let value as Bool: value ? 1 : 0
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as any BinaryInteger: Double(value)
        case let value as any BinaryFloatingPoint: Double(value)
        default: nil
        }
    }

    /// The elements of an array, set or dictionary (its values); nil for anything else, strings included.
    static func elements(of value: Any?) -> [Any]? {
        switch unwrapped(value) {
        case is String, is NSString: nil
        case let array as [Any]: array
        case let array as NSArray: array.map { $0 }
        case let set as NSSet: set.map { $0 }
        case let dictionary as [String: Any]: Array(dictionary.values)
        case let dictionary as NSDictionary: dictionary.allValues
        case let value?:
            Mirror(reflecting: value).displayStyle == .set ? Mirror(reflecting: value).children.map { $0.value } : nil
        case nil: nil
        }
    }

    static func equal(_ lhs: Any?, _ rhs: Any?, _ options: PredicateFormat.Options) -> Bool {
        let (lhs, rhs) = (unwrapped(lhs), unwrapped(rhs))
        if lhs == nil || rhs == nil { return lhs == nil && rhs == nil || lhs is NSNull || rhs is NSNull }
        if let a = number(lhs), let b = number(rhs) { return a == b }
        if let a = string(lhs), let b = string(rhs) { return fold(a, options) == fold(b, options) }
        if let a = lhs as? Date, let b = rhs as? Date { return a == b }
        if let a = lhs as? AnyHashable, let b = rhs as? AnyHashable { return a == b }
        if let a = lhs as? NSObject, let b = rhs as? NSObject { return a.isEqual(b) }
        return false
    }

    static func order(_ lhs: Any?, _ rhs: Any?, _ options: PredicateFormat.Options) -> ComparisonResult? {
        if let a = number(lhs), let b = number(rhs) {
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
        if let a = string(lhs), let b = string(rhs) {
            let (x, y) = (fold(a, options), fold(b, options))
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let a = unwrapped(lhs) as? Date, let b = unwrapped(rhs) as? Date { return a.compare(b) }
        return nil
    }

    static func fold(_ string: String, _ options: PredicateFormat.Options) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? string : string.folding(options: folding, locale: nil)
    }

    /// The string operators: `MATCHES` an ICU regular expression over the whole string, `LIKE` with `*` and
    /// `?` wildcards, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`.
    static func match(
        _ string: String, _ comparator: PredicateFormat.Comparator, _ pattern: String,
        _ options: PredicateFormat.Options
    ) -> Bool {
        let (subject, folded) = (fold(string, options), fold(pattern, options))
        switch comparator {
        case .contains: return folded.isEmpty || subject.contains(folded)
        case .beginsWith: return subject.hasPrefix(folded)
        case .endsWith: return subject.hasSuffix(folded)
        case .like:
            let expression = folded.map { character -> String in
                switch character {
                case "*": ".*"
                case "?": "."
                default: NSRegularExpression.escapedPattern(for: String(character))
                }
            }.joined()
            return wholeMatch(subject, expression, [.dotMatchesLineSeparators])
        default:
            var regexOptions: NSRegularExpression.Options = []
            if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
            return wholeMatch(fold(string, options.subtracting(.caseInsensitive)), pattern, regexOptions)
        }
    }

    private static func wholeMatch(_ string: String, _ pattern: String, _ options: NSRegularExpression.Options)
        -> Bool
    {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: options) else {
            NSException(
                name: .invalidArgumentException,
                reason: "Can't do regex matching, reason: (Can't open pattern \(pattern))"
            ).raise()
            return false
        }
        let whole = NSRange(string.startIndex..., in: string)
        return expression.firstMatch(in: string, range: whole)?.range == whole
    }
}
