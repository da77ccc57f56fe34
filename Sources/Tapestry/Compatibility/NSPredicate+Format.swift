import Foundation

// Linux's Foundation has block predicates only: `NSPredicate(format:)` is marked unavailable there. UIKit code
// validates text with it (`NSPredicate(format: "SELF MATCHES %@", emailPattern).evaluate(with: text)`) and
// filters arrays with it, so these read Foundation's format language into a block predicate. The
// unavailable declaration loses to an available one, so the call compiles unchanged.

extension NSPredicate {
    /// A predicate read from Foundation's format language, with `%@`, `%K`, `%d`, `%f`… taking `args` in order.
    ///
    /// Reads comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`, `MATCHES`, `LIKE`, `CONTAINS`, `BEGINSWITH`,
    /// `ENDSWITH`, `IN`, `BETWEEN`, with `[c]` and `[d]` options and `ANY`/`ALL`/`NONE`) of `SELF`, key paths,
    /// literals and arguments, joined by `AND`, `OR`, `NOT` and parentheses; `TRUEPREDICATE` and
    /// `FALSEPREDICATE`. Key paths read dictionaries, views' and layers' key-value coding and, since Linux has
    /// no Objective-C runtime, other objects' stored properties by name. A string it cannot read stops the
    /// program with Foundation's `NSInvalidArgumentException` reason, as an uncaught exception does on iOS.
    ///
    /// The arguments are `Any` rather than `CVarArg`, since on Linux objects, dates and arrays are not `CVarArg`.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate read from Foundation's format language, taking its arguments from an array.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let predicate: PredicateFormat
        do {
            predicate = try PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        } catch {
            NSException(
                name: .invalidArgumentException, reason: "Unable to parse the format string \"\(predicateFormat)\""
            ).raise()
            predicate = .constant(false)
        }
        let parsed = UncheckedSendable(predicate)
        self.init(block: { object, _ in parsed.value.evaluate(object) })
    }
}
