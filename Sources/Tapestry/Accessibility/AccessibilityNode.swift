import Foundation

/// What an exposed element is, in the vocabulary desktop accessibility (AT-SPI, and later others) speaks; the
/// tree derives it from the element's traits and kind (SEMANTICS §16.2).
@_spi(Accessibility) public enum AccessibilityRole: String, Sendable, CaseIterable {
    case application, frame, dialog, panel, list, listItem, pageTabList, pageTab, toolBar
    case pushButton, toggleButton, slider, spinButton, entry, passwordText, label, heading, image, link
    case progressBar, menu, menuItem, unknown
}

/// The states of an exposed element, as a screen reader reads them.
@_spi(Accessibility) public struct AccessibilityStates: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// States from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The element can be used.
    public static let enabled = AccessibilityStates(rawValue: 1 << 0)
    /// The element is on screen.
    public static let showing = AccessibilityStates(rawValue: 1 << 1)
    /// The element can take keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 2)
    /// The element has keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 3)
    /// The element can be checked (a switch).
    public static let checkable = AccessibilityStates(rawValue: 1 << 4)
    /// The element is on.
    public static let checked = AccessibilityStates(rawValue: 1 << 5)
    /// The element can be selected.
    public static let selectable = AccessibilityStates(rawValue: 1 << 6)
    /// The element is selected.
    public static let selected = AccessibilityStates(rawValue: 1 << 7)
    /// The element's text can be edited.
    public static let editable = AccessibilityStates(rawValue: 1 << 8)
    /// The window is the active one.
    public static let active = AccessibilityStates(rawValue: 1 << 9)
    /// The container is modal: nothing outside it can be reached.
    public static let modal = AccessibilityStates(rawValue: 1 << 10)
    /// A one-line text field.
    public static let singleLine = AccessibilityStates(rawValue: 1 << 11)
    /// A text view of many lines.
    public static let multiLine = AccessibilityStates(rawValue: 1 << 12)
    /// The element is working.
    public static let busy = AccessibilityStates(rawValue: 1 << 13)
    /// The element is laid out horizontally (a slider).
    public static let horizontal = AccessibilityStates(rawValue: 1 << 14)
    /// Text that can be read and selected but not edited.
    public static let readOnly = AccessibilityStates(rawValue: 1 << 15)
    /// Every state, for naming the ones that changed.
    public static let all: [(AccessibilityStates, String)] = [
        (.enabled, "enabled"), (.showing, "showing"), (.focusable, "focusable"), (.focused, "focused"),
        (.checkable, "checkable"), (.checked, "checked"), (.selectable, "selectable"), (.selected, "selected"),
        (.editable, "editable"), (.active, "active"), (.modal, "modal"), (.singleLine, "single-line"),
        (.multiLine, "multi-line"), (.busy, "busy"), (.horizontal, "horizontal"), (.readOnly, "read-only"),
    ]
}

/// A value an adjustable element or progress bar reports as a number.
@_spi(Accessibility) public struct AccessibilityNumericValue: Hashable, Sendable {
    /// The value now.
    public var current: Double
    /// The lowest value.
    public var minimum: Double
    /// The highest value.
    public var maximum: Double
    /// How far one increment moves it (0: continuous).
    public var step: Double
}

/// One element of the tree as it stood at the last refresh: what a bridge answers queries from.
@_spi(Accessibility) public struct AccessibilityNode: Hashable, Sendable {
    /// The element's number, stable while the element lives.
    public var id: Int
    /// The containing node's number (nil for the application).
    public var parent: Int?
    /// The contained nodes, in reading order.
    public var children: [Int] = []
    /// What the element is.
    public var role: AccessibilityRole
    /// The label a reader speaks first.
    public var name: String = ""
    /// The hint, read after the name.
    public var description: String = ""
    /// The value as spoken ("1", "50%", a field's text).
    public var value: String?
    /// The value as a number, for adjustable elements and progress.
    public var numericValue: AccessibilityNumericValue?
    /// The element's states.
    public var states: AccessibilityStates = []
    /// The frame in its window's coordinates (points).
    public var frame: CGRect = .zero
    /// The window node the element is in (nil for the application).
    public var window: Int?
    /// The actions it offers, activation first ("click"), then "increment"/"decrement", then custom ones.
    public var actions: [String] = []
    /// The text a text reader reads (a label's, a field's), and where its caret is (in characters).
    public var text: String?
    /// Where the caret is, in characters (editable text only).
    public var caret: Int?
    /// The language of its label and value, when not the app's.
    public var language: String?
    /// Its `accessibilityIdentifier`.
    public var identifier: String?
}

/// What changed between two refreshes, in the order a screen reader expects to hear it.
@_spi(Accessibility) public enum AccessibilityChange: Hashable, Sendable {
    case childrenChanged(Int)
    case nameChanged(Int)
    case descriptionChanged(Int)
    case valueChanged(Int)
    case stateChanged(Int, AccessibilityStates, Bool)
    case textDeleted(Int, offset: Int, text: String)
    case textInserted(Int, offset: Int, text: String)
    case caretMoved(Int, Int)
    case focused(Int)
    case windowActivated(Int)
    case windowDeactivated(Int)
    case boundsChanged(Int)
}
