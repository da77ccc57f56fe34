import Foundation
import Tapestry
import Testing

/// `NSPredicate(format:)` on Linux: Foundation's format language read into a block predicate.
@Suite struct NSPredicateFormatTests {
    private struct Person {
        var name: String
        var age: Int
        var nickname: String?
        var tags: [String]
    }

    private final class Account: NSObject {
        let owner: String
        let balance: Double
        init(owner: String, balance: Double) {
            self.owner = owner
            self.balance = balance
        }
    }

    @Test func validatingTextWithARegularExpressionMatchesTheWholeString() {
        let email = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let predicate = NSPredicate(format: "SELF MATCHES %@", email)
        #expect(predicate.evaluate(with: "ada@example.org"))
        #expect(!predicate.evaluate(with: "ada@example"))
        #expect(!predicate.evaluate(with: "write to ada@example.org"))  // MATCHES is the whole string
        #expect(!predicate.evaluate(with: "ada@example.org\n"))
        #expect(!predicate.evaluate(with: nil))
        #expect(!predicate.evaluate(with: 42))
        #expect(NSPredicate(format: "self matches[c] %@", "abc").evaluate(with: "ABC"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "abc").evaluate(with: "ABC"))
    }

    @Test func stringOperatorsTakeCaseAndDiacriticOptions() {
        #expect(NSPredicate(format: "SELF CONTAINS %@", "ell").evaluate(with: "Hello"))
        #expect(!NSPredicate(format: "SELF CONTAINS %@", "ELL").evaluate(with: "Hello"))
        #expect(NSPredicate(format: "SELF CONTAINS[c] %@", "ELL").evaluate(with: "Hello"))
        #expect(NSPredicate(format: "SELF BEGINSWITH[cd] %@", "cafe").evaluate(with: "Café au lait"))
        #expect(!NSPredicate(format: "SELF BEGINSWITH[c] %@", "cafe").evaluate(with: "Café"))
        #expect(NSPredicate(format: "SELF ENDSWITH 'lait'").evaluate(with: "Café au lait"))
        #expect(NSPredicate(format: "SELF LIKE 'h?llo*'").evaluate(with: "hello world"))
        #expect(!NSPredicate(format: "SELF LIKE 'h?llo'").evaluate(with: "hello world"))
        #expect(NSPredicate(format: "SELF LIKE[c] \"*.PNG\"").evaluate(with: "photo.png"))
        #expect(!NSPredicate(format: "SELF LIKE '*.png'").evaluate(with: "photo.pngx"))
    }

    @Test func keyPathsReadStoredPropertiesDictionariesAndCounts() {
        let ada = Person(name: "Ada", age: 36, nickname: nil, tags: ["math", "poetry"])
        let alan = Person(name: "Alan", age: 41, nickname: "Prof", tags: [])
        #expect(NSPredicate(format: "age > 40").evaluate(with: alan))
        #expect(!NSPredicate(format: "age > 40").evaluate(with: ada))
        #expect(NSPredicate(format: "name == 'Ada' AND age >= 36").evaluate(with: ada))
        #expect(NSPredicate(format: "nickname == nil").evaluate(with: ada))
        #expect(NSPredicate(format: "nickname != nil && nickname == %@", "Prof").evaluate(with: alan))
        #expect(NSPredicate(format: "tags.@count == 2").evaluate(with: ada))
        #expect(NSPredicate(format: "tags CONTAINS 'poetry'").evaluate(with: ada))
        #expect(NSPredicate(format: "ANY tags BEGINSWITH 'po'").evaluate(with: ada))
        #expect(!NSPredicate(format: "ALL tags BEGINSWITH 'po'").evaluate(with: ada))
        #expect(NSPredicate(format: "NONE tags == 'chess'").evaluate(with: ada))
        #expect(NSPredicate(format: "%K == %@", "owner", "Grace").evaluate(with: Account(owner: "Grace", balance: 5)))
        #expect(NSPredicate(format: "balance BETWEEN {1, 10}").evaluate(with: Account(owner: "G", balance: 5)))
        #expect(NSPredicate(format: "city == 'Paris'").evaluate(with: ["city": "Paris"]))
        #expect(NSPredicate(format: "SELF.length <= 3").evaluate(with: "abc"))
    }

    @Test func numbersCompareAcrossTypesAndArgumentsComeInOrder() {
        #expect(NSPredicate(format: "SELF == %d", 3).evaluate(with: 3.0))
        #expect(NSPredicate(format: "SELF < %f", 2.5).evaluate(with: CGFloat(2)))
        #expect(NSPredicate(format: "SELF > %@ AND SELF < %@", NSNumber(value: 1), 10).evaluate(with: Int8(5)))
        #expect(NSPredicate(format: "SELF == -1.5e1").evaluate(with: -15))
        #expect(NSPredicate(format: "SELF == YES").evaluate(with: true))
        #expect(NSPredicate(format: "SELF IN %@", ["red", "green"]).evaluate(with: "green"))
        #expect(!NSPredicate(format: "SELF IN {'red', 'green'}").evaluate(with: "blue"))
        #expect(NSPredicate(format: "SELF IN[c] %@", ["RED"]).evaluate(with: "red"))
        let later = Date(timeIntervalSince1970: 100)
        #expect(NSPredicate(format: "SELF > %@", Date(timeIntervalSince1970: 50)).evaluate(with: later))
        #expect(NSPredicate(format: "SELF > %@", argumentArray: [50]).evaluate(with: 51))
    }

    @Test func arraysFilterThroughThePredicate() {
        let names = ["Ada", "Alan", "Grace", "Barbara"] as NSArray
        let filtered = names.filtered(using: NSPredicate(format: "SELF BEGINSWITH[c] 'a'"))
        #expect(filtered as? [String] == ["Ada", "Alan"])
        #expect(["Ada", "Alan"].filter { NSPredicate(format: "length > 3").evaluate(with: $0) } == ["Alan"])
    }
}
