import Foundation

extension NSLayoutConstraint {
    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: an attribute to align every view of
    /// the format by, and the direction a horizontal format runs in.
    public struct FormatOptions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits that name alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from the leading edge to the trailing one (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits that name a direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Spacing is measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing is measured between baselines (here as between edges).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints an ASCII-art format describes, as UIKit's visual format language writes them:
    /// `"H:|-[label]-8-[field(>=100)]-|"`, `"V:|-(20@750)-[a(==b)][b]"`. Views are named in `views`, numbers in
    /// `metrics`; `-` alone is the standard space (8 points between views, 20 to the superview's edge). The
    /// constraints are returned, not activated.
    ///
    /// - Precondition: The format parses and names only views and metrics given (UIKit raises
    ///   `NSInvalidArgumentException` with "Unable to parse constraint format").
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        return parser.parse(options: opts)
    }
}

/// Reads a visual format string and makes its constraints.
@MainActor
struct VisualFormatParser {
    let format: String
    let metrics: [String: Any]
    let views: [String: Any]
    private var characters: [Character]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.metrics = metrics
        self.views = views
        characters = Array(format.filter { !$0.isWhitespace })
    }

    /// One predicate: a relation, a constant or another view, a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What joins two items: nothing (0), the standard space, or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    enum Item {
        case superview
        case view(UIView, [Predicate])
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint] {
        var vertical = false
        if characters.starts(with: ["V", ":"]) {
            vertical = true
            index = 2
        } else if characters.starts(with: ["H", ":"]) {
            index = 2
        }
        var items: [Item] = []
        var connections: [Connection] = []
        if peek == "|" {
            index += 1
            items.append(.superview)
            connections.append(parseConnection())
        }
        repeat {
            items.append(parseView())
            if index >= characters.count { break }
            connections.append(parseConnection())
            if peek == "|" {
                index += 1
                items.append(.superview)
                break
            }
        } while index < characters.count
        if index < characters.count { fail("unexpected \(characters[index])") }
        if connections.count >= items.count { fail("a connection with nothing after it") }
        return constraints(items: items, connections: connections, vertical: vertical, options: options)
    }

    // MARK: Reading

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ reason: String) -> Never {
        preconditionFailure(
            "NSLayoutConstraint: Unable to parse constraint format: \(reason)\n\(format)\n"
                + String(repeating: " ", count: min(index, format.count)) + "^")
    }

    private mutating func expect(_ character: Character) {
        guard peek == character else { fail("expected \(character)") }
        index += 1
    }

    private mutating func parseName() -> String {
        let start = index
        while let c = peek, c.isLetter || c.isNumber || c == "_" { index += 1 }
        guard index > start else { fail("expected a name") }
        return String(characters[start..<index])
    }

    private mutating func parseNumber() -> CGFloat? {
        let start = index
        while let c = peek, c.isNumber || c == "." || (c == "-" && index == start) { index += 1 }
        guard index > start, let value = Double(String(characters[start..<index])) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    private func metric(_ name: String) -> CGFloat {
        switch metrics[name] {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: fail("\(name) is not a key in the metrics or views dictionaries")
        }
    }

    private func view(_ name: String) -> UIView? { views[name] as? UIView }

    /// A constant or metric, or (in a view's predicate) another view.
    private mutating func parseObject(allowView: Bool) -> (CGFloat, UIView?) {
        if let number = parseNumber() { return (number, nil) }
        let name = parseName()
        if allowView, let other = view(name) { return (0, other) }
        return (metric(name), nil)
    }

    private mutating func parsePredicate(allowView: Bool) -> Predicate {
        var predicate = Predicate()
        if characters[index...].starts(with: ["=", "="]) {
            index += 2
        } else if characters[index...].starts(with: ["<", "="]) {
            predicate.relation = .lessThanOrEqual
            index += 2
        } else if characters[index...].starts(with: [">", "="]) {
            predicate.relation = .greaterThanOrEqual
            index += 2
        }
        (predicate.constant, predicate.view) = parseObject(allowView: allowView)
        if peek == "@" {
            index += 1
            let (priority, _) = parseObject(allowView: false)
            predicate.priority = UILayoutPriority(Float(min(max(priority, 1), 1000)))
        }
        return predicate
    }

    private mutating func parsePredicateList(allowView: Bool) -> [Predicate] {
        expect("(")
        var list = [parsePredicate(allowView: allowView)]
        while peek == "," {
            index += 1
            list.append(parsePredicate(allowView: allowView))
        }
        expect(")")
        return list
    }

    private mutating func parseConnection() -> Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = parsePredicateList(allowView: false)
        } else {
            var predicate = Predicate()
            (predicate.constant, _) = parseObject(allowView: false)
            predicates = [predicate]
        }
        expect("-")
        return .predicates(predicates)
    }

    private mutating func parseView() -> Item {
        expect("[")
        let name = parseName()
        guard let view = view(name) else { fail("\(name) is not a key in the views dictionary") }
        let predicates = peek == "(" ? parsePredicateList(allowView: true) : []
        expect("]")
        return .view(view, predicates)
    }

    // MARK: Making constraints

    private func constraints(
        items: [Item], connections: [Connection], vertical: Bool, options: NSLayoutConstraint.FormatOptions
    ) -> [NSLayoutConstraint] {
        let direction = options.intersection(.directionMask)
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical
            ? (.top, .bottom)
            : direction == .directionLeftToRight
                ? (.left, .right) : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        // Right to left, a space is subtracted (the next view's right edge is left of the previous one's).
        let sign: CGFloat = !vertical && direction == .directionRightToLeft ? -1 : 1
        var result: [NSLayoutConstraint] = []
        func make(
            _ first: AnyObject, _ attribute1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: AnyObject?, _ attribute2: NSLayoutConstraint.Attribute, _ constant: CGFloat,
            _ priority: UILayoutPriority
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: attribute1, relatedBy: relation, toItem: second,
                attribute: second == nil ? .notAnAttribute : attribute2, multiplier: 1, constant: constant)
            constraint.priority = priority
            result.append(constraint)
        }
        let views = items.compactMap { item -> UIView? in
            if case .view(let view, _) = item { return view }
            return nil
        }
        // Sizes.
        for case .view(let view, let predicates) in items {
            for predicate in predicates {
                if let other = predicate.view {
                    make(view, size, predicate.relation, other, size, predicate.constant, predicate.priority)
                } else {
                    make(view, size, predicate.relation, nil, .notAnAttribute, predicate.constant, predicate.priority)
                }
            }
        }
        // Spaces, each the later item's start from the earlier item's end.
        for (offset, connection) in connections.enumerated() {
            let before = items[offset], after = items[offset + 1]
            let touchesSuperview: Bool = {
                if case .superview = before { return true }
                if case .superview = after { return true }
                return false
            }()
            let predicates: [Predicate]
            switch connection {
            case .flush: predicates = [Predicate()]
            case .standard:
                var standard = Predicate()
                standard.constant = touchesSuperview ? 20 : 8
                predicates = [standard]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                switch (before, after) {
                case (.superview, .view(let view, _)):
                    guard let superview = view.superview else { fail("\(view) has no superview for |") }
                    make(
                        view, start, predicate.relation, superview, start, sign * predicate.constant, predicate.priority
                    )
                case (.view(let view, _), .superview):
                    guard let superview = view.superview else { fail("\(view) has no superview for |") }
                    make(superview, end, predicate.relation, view, end, sign * predicate.constant, predicate.priority)
                case (.view(let first, _), .view(let second, _)):
                    make(second, start, predicate.relation, first, end, sign * predicate.constant, predicate.priority)
                default:
                    break
                }
            }
        }
        // Alignment of every view with the first.
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            let alongAxis = NSLayoutConstraint.axis(attribute) == (vertical ? .vertical : .horizontal)
            if alongAxis { fail("an alignment along the format's own axis") }
            for (previous, view) in zip(views, views.dropFirst()) {
                make(previous, attribute, .equal, view, attribute, 0, .required)
            }
        }
        return result
    }
}
