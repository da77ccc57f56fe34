import Foundation

/// What one element says about itself, read through UIKit's accessibility properties (which apps override)
/// and turned into a role, states and actions for a screen reader (SEMANTICS §16.1–2).
@MainActor
struct AccessibilityDescription {
    var role: AccessibilityRole = .unknown
    var label = ""
    var hint = ""
    var value: String?
    var numericValue: AccessibilityNumericValue?
    var states: AccessibilityStates = [.showing]
    var frame = CGRect.zero
    var actions: [String] = []
    var text: String?
    var caret: Int?
    var language: String?
    var identifier: String?

    init(_ object: NSObject, firstResponder: UIResponder?) {
        guard let element = InformalAccessibleObject.reading(object) else { return }
        let traits = element.accessibilityTraits
        label = element.accessibilityLabel ?? ""
        hint = element.accessibilityHint ?? ""
        value = element.accessibilityValue
        frame = element.accessibilityFrame
        language = element.accessibilityLanguage
        identifier = element.accessibilityIdentifier
        let interactive = element.accessibilityRespondsToUserInteraction
        let customActions = element.accessibilityCustomActions ?? []
        let view = object as? UIView
        role = Self.role(of: view, traits: traits)
        if let view {
            describeKind(of: view, firstResponder: firstResponder)
        } else if let container = (object as? UIAccessibilityElement)?.accessibilityContainer {
            if container is UISegmentedControl || container is UITabBar { role = .pageTab }
            if container is MenuView { role = .menuItem }
        }
        if !traits.contains(.notEnabled) && (object as? UIControl)?.isEnabled != false { states.insert(.enabled) }
        if traits.contains(.selected) { states.insert(.selected) }
        if traits.contains(.updatesFrequently) && role == .progressBar { states.insert(.busy) }
        switch role {
        case .pushButton, .toggleButton, .link, .pageTab, .listItem, .menuItem:
            actions.append("click")
            states.insert(.focusable)
            if role == .pageTab || role == .listItem { states.insert(.selectable) }
        case .slider, .spinButton:
            actions += ["increment", "decrement"]
            states.formUnion([.focusable, .horizontal])
        case .entry, .passwordText:
            states.insert(.focusable)
        default:
            if interactive && traits.isDisjoint(with: [.staticText, .header, .image]) { actions.append("click") }
        }
        if role == .label || role == .heading { text = label }
        actions += customActions.map(\.name)
    }

    /// The role UIKit's traits and the view's kind give an element.
    static func role(of view: UIView?, traits: UIAccessibilityTraits) -> AccessibilityRole {
        switch view {
        case is UISwitch: return .toggleButton
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: return .entry
        default: break
        }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.tabBar) { return .pageTabList }
        if view is UIActivityIndicatorView { return .progressBar }
        return .label
    }

    /// The states and values a view's kind adds: a switch's checked state, a slider's number, a field's
    /// text, caret and editability, the focused element.
    mutating func describeKind(of view: UIView, firstResponder: UIResponder?) {
        if view === firstResponder || view.isFocused { states.insert(.focused) }
        switch view {
        case let toggle as UISwitch:
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        case let slider as UISlider:
            numericValue = AccessibilityNumericValue(
                current: Double(slider.value), minimum: Double(slider.minimumValue),
                maximum: Double(slider.maximumValue), step: Double(slider.maximumValue - slider.minimumValue) / 10)
        case let stepper as UIStepper:
            numericValue = AccessibilityNumericValue(
                current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue,
                step: stepper.stepValue)
        case let pages as UIPageControl:
            numericValue = AccessibilityNumericValue(
                current: Double(pages.currentPage), minimum: 0, maximum: Double(max(pages.numberOfPages - 1, 0)),
                step: 1)
        case let progress as UIProgressView:
            numericValue = AccessibilityNumericValue(
                current: Double(progress.progress), minimum: 0, maximum: 1, step: 0)
        case let field as UITextField:
            states.formUnion([.editable, .singleLine])
            if !field.isEnabled { states.remove(.editable) }
            text = field.isSecureTextEntry ? value : field.text ?? ""
            caret = Self.caret(in: field, text: field.text ?? "")
        case let textView as UITextView:
            states.insert(.multiLine)
            states.insert(textView.isEditable ? .editable : .readOnly)
            text = textView.text ?? ""
            caret = Self.caret(in: textView, text: textView.text ?? "")
        default:
            break
        }
    }

    /// Where the caret (the selection's start) is, in characters.
    static func caret(in input: UITextInput, text: String) -> Int? {
        guard let range = input.selectedTextRange else { return nil }
        let utf16 = input.offset(from: input.beginningOfDocument, to: range.start)
        let index = String.Index(utf16Offset: min(max(utf16, 0), text.utf16.count), in: text)
        return text.unicodeScalars[..<index].count
    }
}

/// What views and `UIAccessibilityElement`s both answer, as UIKit's informal accessibility protocol on NSObject:
/// the tree reads and operates either through it.
@MainActor
protocol AccessibleObject: AnyObject {
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityLabel: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityLanguage: String? { get }
    var accessibilityIdentifier: String? { get }
    var accessibilityRespondsToUserInteraction: Bool { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
}

extension UIView: AccessibleObject {}
extension UIAccessibilityElement: AccessibleObject {}

/// Any other object, read through NSObject's informal accessibility protocol (a model object an app lists in
/// `accessibilityElements`, with a label and a frame it was given).
@MainActor
final class InformalAccessibleObject: AccessibleObject {
    let object: NSObject
    init(_ object: NSObject) { self.object = object }

    /// The object as the tree reads it: a view or element as itself, anything else through this adapter.
    static func reading(_ object: AnyObject?) -> AccessibleObject? {
        if let element = object as? AccessibleObject { return element }
        return (object as? NSObject).map(InformalAccessibleObject.init)
    }

    var accessibilityTraits: UIAccessibilityTraits { object.accessibilityTraits }
    var accessibilityLabel: String? { object.accessibilityLabel }
    var accessibilityHint: String? { object.accessibilityHint }
    var accessibilityValue: String? { object.accessibilityValue }
    var accessibilityFrame: CGRect { object.accessibilityFrame }
    var accessibilityActivationPoint: CGPoint { object.accessibilityActivationPoint }
    var accessibilityLanguage: String? { object.accessibilityLanguage }
    var accessibilityIdentifier: String? { nil }
    var accessibilityRespondsToUserInteraction: Bool { object.accessibilityRespondsToUserInteraction }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { object.accessibilityCustomActions }
    func accessibilityActivate() -> Bool { object.accessibilityActivate() }
    func accessibilityIncrement() { object.accessibilityIncrement() }
    func accessibilityDecrement() { object.accessibilityDecrement() }
}
