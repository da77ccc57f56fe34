import Foundation

/// A list of places a screen reader's rotor moves through (iOS 10): headings, links, or an app's own kind of
/// item, found by the rotor's search block one at a time from the current item. Tapestry's screen-reader bridge
/// (AT-SPI) has no rotor to offer them to; `item(after:in:)` runs the search as a rotor would, for an app's own
/// navigation and for tests.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotor: NSObject {
    /// The kinds of rotor the system has.
    public enum SystemRotorType: Int, Sendable {
        case none = 0
        case link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4, headingLevel5
        case headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField, table, list
        case landmark
    }

    /// Which way a search goes.
    public enum Direction: Int, Sendable {
        /// To the item before.
        case previous = 0
        /// To the item after.
        case next = 1
    }

    /// Finds the next or previous item from the predicate's current one; nil when there is none.
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// The rotor's name.
    open var name: String
    /// The rotor's name with attributes.
    open var attributedName: NSAttributedString
    /// The search.
    open var itemSearchBlock: Search
    /// The system kind, or `.none` for an app's own.
    open private(set) var systemRotorType: SystemRotorType = .none

    /// A rotor of an app's own, named.
    public init(name: String, itemSearch itemSearchBlock: @escaping Search) {
        self.name = name
        attributedName = NSAttributedString(string: name)
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// A rotor of an app's own, with an attributed name.
    public init(attributedName: NSAttributedString, itemSearch itemSearchBlock: @escaping Search) {
        name = attributedName.string
        self.attributedName = attributedName
        self.itemSearchBlock = itemSearchBlock
        super.init()
    }

    /// A rotor of a system kind whose items the app finds.
    public init(systemType type: SystemRotorType, itemSearch itemSearchBlock: @escaping Search) {
        name = String(describing: type)
        attributedName = NSAttributedString(string: name)
        self.itemSearchBlock = itemSearchBlock
        systemRotorType = type
        super.init()
    }

    /// Runs the search from `current` in `direction`, as a rotor gesture does.
    public func item(after current: UIAccessibilityCustomRotorItemResult?, in direction: Direction)
        -> UIAccessibilityCustomRotorItemResult?
    {
        let predicate = UIAccessibilityCustomRotorSearchPredicate()
        predicate.currentItem = current ?? UIAccessibilityCustomRotorItemResult(targetElement: nil, targetRange: nil)
        predicate.searchDirection = direction
        return itemSearchBlock(predicate)
    }
}

/// Where a rotor search starts and which way it goes.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
    /// The item the search starts from.
    open var currentItem = UIAccessibilityCustomRotorItemResult(targetElement: nil, targetRange: nil)
    /// Which way it goes.
    open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
}

/// An item a rotor found: an element, and a range of text in it.
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    /// The element (a view or an accessibility element).
    open weak var targetElement: (any NSObjectProtocol)?
    /// A range of text in it.
    open var targetRange: UITextRange?

    /// An item of `targetElement`, with a range of its text.
    public init(targetElement: (any NSObjectProtocol)?, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
        super.init()
    }
}

nonisolated(unsafe) private var customRotorsKey: UInt8 = 0

extension NSObject {
    /// The rotors this element offers a screen reader.
    @preconcurrency @MainActor public var accessibilityCustomRotors: [UIAccessibilityCustomRotor]? {
        get { objc_getAssociatedObject(self, &customRotorsKey) as? [UIAccessibilityCustomRotor] }
        set { objc_setAssociatedObject(self, &customRotorsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
