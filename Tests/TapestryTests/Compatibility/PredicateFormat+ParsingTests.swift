import Foundation
import Testing

@testable import Tapestry

/// Reading the format language: precedence, tokens, arguments, and what it refuses.
@Suite struct PredicateFormatParsingTests {
    @Test func logicBindsAsFoundationsDoes() {
        // OR binds loosest: a OR (b AND c).
        #expect(NSPredicate(format: "SELF == 1 OR SELF == 2 AND SELF == 3").evaluate(with: 1))
        #expect(!NSPredicate(format: "(SELF == 1 OR SELF == 2) AND SELF == 3").evaluate(with: 1))
        #expect(NSPredicate(format: "NOT (SELF == 1)").evaluate(with: 2))
        #expect(NSPredicate(format: "!(SELF == 1) || FALSEPREDICATE").evaluate(with: 2))
        #expect(NSPredicate(format: "TRUEPREDICATE").evaluate(with: nil))
    }

    @Test func argumentsAreTakenInOrderAndKeysBecomeKeyPaths() throws {
        let predicate = try PredicateFormat.parse("%K == %@ AND SELF.zip > %ld", arguments: ["home.city", "Oslo", 100])
        guard case .and(.comparison(let first), .comparison(let second)) = predicate else {
            Issue.record("not a conjunction of two comparisons: \(predicate)")
            return
        }
        guard case .keyPath(let path) = first.left, case .constant(let city) = first.right else {
            Issue.record("first comparison's sides: \(first)")
            return
        }
        #expect(path == ["home", "city"] && city as? String == "Oslo")
        guard case .keyPath(let zip) = second.left, case .constant(let bound) = second.right else {
            Issue.record("second comparison's sides: \(second)")
            return
        }
        #expect(zip == ["zip"] && bound as? Int == 100 && second.comparator == .greater)
    }

    @Test func stringLiteralsUnescapeAndOptionsFollowTheOperator() throws {
        let predicate = try PredicateFormat.parse(#"name CONTAINS[cd] 'it\'s\n'"#, arguments: [])
        guard case .comparison(let comparison) = predicate, case .constant(let text) = comparison.right else {
            Issue.record("not a comparison with a constant: \(predicate)")
            return
        }
        #expect(text as? String == "it's\n")
        #expect(comparison.options == [.caseInsensitive, .diacriticInsensitive])
    }

    @Test func whatTheLanguageCannotReadIsAParseError() {
        for bad in ["SELF MATCHE %@", "SELF ==", "(SELF == 1", "SELF == 'open", "SELF == %@", "AND == 1", "a..b == 1"] {
            #expect(throws: PredicateFormat.ParseError.self, "\(bad)") {
                try PredicateFormat.parse(bad, arguments: [])
            }
        }
        #expect(throws: PredicateFormat.ParseError.self) {
            try PredicateFormat.parse("SELF LIKE[x] 'a'", arguments: [])
        }
    }
}
