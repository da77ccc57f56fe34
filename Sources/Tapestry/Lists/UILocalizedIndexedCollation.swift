import Foundation

/// Groups and sorts a table's items into alphabetical sections with index titles, for a section index: the
/// Latin alphabet, A to Z, then "#" for everything else (letters with accents go with their base letter: "É"
/// under "E"). UIKit gives other scripts their own alphabets; here every language uses the Latin one.
@preconcurrency @MainActor
open class UILocalizedIndexedCollation: NSObject {
    private static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map {
        String(Character(UnicodeScalar($0)!))
    }

    /// The collation of the current locale.
    open class func current() -> Self { self.init() }

    /// A collation (use `current()`).
    public required override init() { super.init() }

    /// The titles of the sections: "A" to "Z", then "#".
    open var sectionTitles: [String] { Self.letters + ["#"] }

    /// The titles of the section index: the section titles.
    open var sectionIndexTitles: [String] { sectionTitles }

    /// The section an index title's position goes to: the same position.
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }

    /// The section of an object, by the string `selector` returns for it (`Selector(getter: \Item.name)` for
    /// `#selector(getter: Item.name)`): its first letter's, or "#"'s for a string that does not begin with a
    /// Latin letter, and for an object the selector does not apply to.
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        section(forString: collationString(of: object, selector))
    }

    /// The objects sorted by the strings `selector` returns for them, ignoring case and accents.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.map { (key: Self.folded(collationString(of: $0, selector)), object: $0) }
        return keyed.enumerated().sorted { a, b in
            a.element.key == b.element.key ? a.offset < b.offset : a.element.key < b.element.key
        }.map(\.element.object)
    }

    private func collationString(of object: Any, _ selector: Selector) -> String {
        let value = selector.perform(on: object as AnyObject, sender: nil)
        return value as? String ?? (value as? NSString).map { $0 as String } ?? ""
    }

    private func section(forString string: String) -> Int {
        guard let first = Self.folded(string).first.map(String.init), let letter = Self.letters.firstIndex(of: first)
        else { return sectionTitles.count - 1 }
        return letter
    }

    /// Upper-cased, without accents and leading spaces: what sections and sorting compare.
    private static func folded(_ string: String) -> String {
        string.trimmingCharacters(in: .whitespaces)
            .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .uppercased()
    }
}
