import Foundation

/// UIKit's informal accessibility protocol, which every `NSObject` answers: code sets and reads
/// `accessibilityLabel`, `isAccessibilityElement` and the rest on objects that are not views (a model object
/// handed to `accessibilityElements`, an action's description, an `NSObject` a delegate returns).
///
/// In Apple's SDK these are Objective-C properties of `NSObject` that views override. Swift on Linux cannot give
/// `NSObject` members that subclasses override, so `NSObject` conforms to this protocol, whose members forward to
/// the object's own when it is a view, an accessibility element or a bar item (those classes declare them, and
/// subclasses override them there), and otherwise keep what was set with the object. Code does not name the
/// protocol; it writes `object.accessibilityLabel` as on iOS.
public protocol _UIAccessibilityInformalProtocol: AnyObject {}

extension NSObject: _UIAccessibilityInformalProtocol {}

/// What an object that is not a view, element or bar item was given (kept with the object).
final class InformalAccessibility {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
    var frame: CGRect = .zero
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var respondsToUserInteraction = false
    var userInputLabels: [String]?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType = UIAccessibilityContainerType.none

    nonisolated(unsafe) private static var key: UInt8 = 0

    /// The record kept with `object`, made on first use when `create` is set.
    static func of(_ object: AnyObject, create: Bool) -> InformalAccessibility? {
        withUnsafePointer(to: &key) { key in
            if let record = objc_getAssociatedObject(object, key) as? InformalAccessibility { return record }
            guard create else { return nil }
            let record = InformalAccessibility()
            objc_setAssociatedObject(object, key, record, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return record
        }
    }
}

/// Where one informal property lives on each kind of object that declares it.
@MainActor
private struct InformalProperty<Value> {
    var view: KeyPath<UIView, Value>?
    var element: KeyPath<UIAccessibilityElement, Value>?
    var barItem: KeyPath<UIBarItem, Value>?
    let stored: ReferenceWritableKeyPath<InformalAccessibility, Value>
    let unset: Value

    func value(of object: AnyObject) -> Value {
        if let view, let target = object as? UIView { return target[keyPath: view] }
        if let element, let target = object as? UIAccessibilityElement { return target[keyPath: element] }
        if let barItem, let target = object as? UIBarItem { return target[keyPath: barItem] }
        return InformalAccessibility.of(object, create: false)?[keyPath: stored] ?? unset
    }

    func set(_ value: Value, on object: AnyObject) {
        if let path = view as? ReferenceWritableKeyPath<UIView, Value>, let target = object as? UIView {
            target[keyPath: path] = value
        } else if let path = element as? ReferenceWritableKeyPath<UIAccessibilityElement, Value>,
            let target = object as? UIAccessibilityElement
        {
            target[keyPath: path] = value
        } else if let path = barItem as? ReferenceWritableKeyPath<UIBarItem, Value>, let target = object as? UIBarItem {
            target[keyPath: path] = value
        } else if view == nil || !(object is UIView), element == nil || !(object is UIAccessibilityElement),
            barItem == nil || !(object is UIBarItem)
        {
            InformalAccessibility.of(object, create: true)?[keyPath: stored] = value
        }
    }
}

@MainActor
extension _UIAccessibilityInformalProtocol {
    private func read<Value>(_ property: InformalProperty<Value>) -> Value { property.value(of: self) }
    private func write<Value>(_ property: InformalProperty<Value>, _ value: Value) { property.set(value, on: self) }

    private static var labelProperty: InformalProperty<String?> {
        .init(
            view: \.accessibilityLabel, element: \.accessibilityLabel, barItem: \.accessibilityLabel, stored: \.label,
            unset: nil)
    }
    private static var hintProperty: InformalProperty<String?> {
        .init(
            view: \.accessibilityHint, element: \.accessibilityHint, barItem: \.accessibilityHint, stored: \.hint,
            unset: nil)
    }
    private static var isAccessibilityElementProperty: InformalProperty<Bool> {
        .init(
            view: \.isAccessibilityElement, element: \.isAccessibilityElement, barItem: \.isAccessibilityElement,
            stored: \.isElement, unset: false)
    }
    private static var accessibilityTraitsProperty: InformalProperty<UIAccessibilityTraits> {
        .init(
            view: \.accessibilityTraits, element: \.accessibilityTraits, barItem: \.accessibilityTraits,
            stored: \.traits, unset: .none)
    }
    private static var accessibilityFrameProperty: InformalProperty<CGRect> {
        .init(view: \.accessibilityFrame, element: \.accessibilityFrame, stored: \.frame, unset: .zero)
    }
    private static var accessibilityLanguageProperty: InformalProperty<String?> {
        .init(view: \.accessibilityLanguage, element: \.accessibilityLanguage, stored: \.language, unset: nil)
    }
    private static var accessibilityElementsHiddenProperty: InformalProperty<Bool> {
        .init(view: \.accessibilityElementsHidden, stored: \.elementsHidden, unset: false)
    }
    private static var accessibilityViewIsModalProperty: InformalProperty<Bool> {
        .init(view: \.accessibilityViewIsModal, stored: \.viewIsModal, unset: false)
    }
    private static var shouldGroupAccessibilityChildrenProperty: InformalProperty<Bool> {
        .init(view: \.shouldGroupAccessibilityChildren, stored: \.groupsChildren, unset: false)
    }
    private static var accessibilityRespondsToUserInteractionProperty: InformalProperty<Bool> {
        .init(
            view: \.accessibilityRespondsToUserInteraction, element: \.accessibilityRespondsToUserInteraction,
            stored: \.respondsToUserInteraction, unset: false)
    }
    private static var accessibilityCustomActionsProperty: InformalProperty<[UIAccessibilityCustomAction]?> {
        .init(
            view: \.accessibilityCustomActions, element: \.accessibilityCustomActions, stored: \.customActions,
            unset: nil)
    }
    private static var accessibilityElementsProperty: InformalProperty<[Any]?> {
        .init(view: \.accessibilityElements, element: \.accessibilityElements, stored: \.elements, unset: nil)
    }
    private static var accessibilityContainerTypeProperty: InformalProperty<UIAccessibilityContainerType> {
        .init(
            view: \.accessibilityContainerType, element: \.accessibilityContainerType, stored: \.containerType,
            unset: .none)
    }
    private static var valueProperty: InformalProperty<String?> {
        .init(
            view: \.accessibilityValue, element: \.accessibilityValue, barItem: \.accessibilityValue, stored: \.value,
            unset: nil)
    }

    /// Whether assistive technology treats the object as one element (false for a plain object).
    @preconcurrency public var isAccessibilityElement: Bool {
        get { read(Self.isAccessibilityElementProperty) }
        set { write(Self.isAccessibilityElementProperty, newValue) }
    }
    /// What kind of container the object is to assistive technology (`.none` for a plain object).
    @preconcurrency public var accessibilityContainerType: UIAccessibilityContainerType {
        get { read(Self.accessibilityContainerTypeProperty) }
        set { write(Self.accessibilityContainerTypeProperty, newValue) }
    }
    /// A short description of the object for assistive technology.
    @preconcurrency public var accessibilityLabel: String? {
        get { read(Self.labelProperty) }
        set { write(Self.labelProperty, newValue) }
    }
    /// A hint of what activating the object does.
    @preconcurrency public var accessibilityHint: String? {
        get { read(Self.hintProperty) }
        set { write(Self.hintProperty, newValue) }
    }
    /// The object's value, for elements that have one.
    @preconcurrency public var accessibilityValue: String? {
        get { read(Self.valueProperty) }
        set { write(Self.valueProperty, newValue) }
    }
    /// The label with attributes (those of a plain label are none; setting one keeps its characters).
    @preconcurrency public var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The hint with attributes.
    @preconcurrency public var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The value with attributes.
    @preconcurrency public var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// What the element is and how it behaves.
    @preconcurrency public var accessibilityTraits: UIAccessibilityTraits {
        get { read(Self.accessibilityTraitsProperty) }
        set { write(Self.accessibilityTraitsProperty, newValue) }
    }
    /// The element's frame in screen coordinates (zero for a plain object until set).
    @preconcurrency public var accessibilityFrame: CGRect {
        get { read(Self.accessibilityFrameProperty) }
        set { write(Self.accessibilityFrameProperty, newValue) }
    }
    /// The point assistive technology activates: the centre of `accessibilityFrame` unless set.
    @preconcurrency public var accessibilityActivationPoint: CGPoint {
        get {
            if let view = self as? UIView { return view.accessibilityActivationPoint }
            if let element = self as? UIAccessibilityElement { return element.accessibilityActivationPoint }
            if let point = InformalAccessibility.of(self, create: false)?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            if let view = self as? UIView {
                view.accessibilityActivationPoint = newValue
            } else if let element = self as? UIAccessibilityElement {
                element.accessibilityActivationPoint = newValue
            } else {
                InformalAccessibility.of(self, create: true)?.activationPoint = newValue
            }
        }
    }
    /// The language the element is spoken in (a BCP 47 tag), or nil for the app's.
    @preconcurrency public var accessibilityLanguage: String? {
        get { read(Self.accessibilityLanguageProperty) }
        set { write(Self.accessibilityLanguageProperty, newValue) }
    }
    /// Whether the object's contents are hidden from assistive technology.
    @preconcurrency public var accessibilityElementsHidden: Bool {
        get { read(Self.accessibilityElementsHiddenProperty) }
        set { write(Self.accessibilityElementsHiddenProperty, newValue) }
    }
    /// Whether assistive technology ignores the object's siblings.
    @preconcurrency public var accessibilityViewIsModal: Bool {
        get { read(Self.accessibilityViewIsModalProperty) }
        set { write(Self.accessibilityViewIsModalProperty, newValue) }
    }
    /// Whether the object's children are read as a group.
    @preconcurrency public var shouldGroupAccessibilityChildren: Bool {
        get { read(Self.shouldGroupAccessibilityChildrenProperty) }
        set { write(Self.shouldGroupAccessibilityChildrenProperty, newValue) }
    }
    /// Whether the element responds to the user.
    @preconcurrency public var accessibilityRespondsToUserInteraction: Bool {
        get { read(Self.accessibilityRespondsToUserInteractionProperty) }
        set { write(Self.accessibilityRespondsToUserInteractionProperty, newValue) }
    }
    /// Words a user may say or type to name the element (its label by default).
    @preconcurrency public var accessibilityUserInputLabels: [String]! {
        get {
            if let view = self as? UIView { return view.accessibilityUserInputLabels }
            if let element = self as? UIAccessibilityElement { return element.accessibilityUserInputLabels }
            return InformalAccessibility.of(self, create: false)?.userInputLabels ?? accessibilityLabel.map { [$0] }
                ?? []
        }
        set {
            if let view = self as? UIView {
                view.accessibilityUserInputLabels = newValue
            } else if let element = self as? UIAccessibilityElement {
                element.accessibilityUserInputLabels = newValue
            } else {
                InformalAccessibility.of(self, create: true)?.userInputLabels = newValue
            }
        }
    }
    /// Actions the element offers beyond activation.
    @preconcurrency public var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { read(Self.accessibilityCustomActionsProperty) }
        set { write(Self.accessibilityCustomActionsProperty, newValue) }
    }
    /// The elements the object contains, in reading order.
    @preconcurrency public var accessibilityElements: [Any]? {
        get { read(Self.accessibilityElementsProperty) }
        set { write(Self.accessibilityElementsProperty, newValue) }
    }
    /// How many elements the object contains.
    @preconcurrency public func accessibilityElementCount() -> Int {
        if let view = self as? UIView { return view.accessibilityElementCount() }
        return accessibilityElements?.count ?? 0
    }
    /// The contained element at `index`, or nil.
    @preconcurrency public func accessibilityElement(at index: Int) -> Any? {
        if let view = self as? UIView { return view.accessibilityElement(at: index) }
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of a contained element, or `NSNotFound`.
    @preconcurrency public func index(ofAccessibilityElement element: Any) -> Int {
        if let view = self as? UIView { return view.index(ofAccessibilityElement: element) }
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Activates the element; whether it handled the activation (false for a plain object).
    @preconcurrency public func accessibilityActivate() -> Bool {
        if let view = self as? UIView { return view.accessibilityActivate() }
        if let element = self as? UIAccessibilityElement { return element.accessibilityActivate() }
        return false
    }
    /// Moves an adjustable element's value up.
    @preconcurrency public func accessibilityIncrement() {
        if let view = self as? UIView {
            view.accessibilityIncrement()
        } else if let element = self as? UIAccessibilityElement {
            element.accessibilityIncrement()
        }
    }
    /// Moves an adjustable element's value down.
    @preconcurrency public func accessibilityDecrement() {
        if let view = self as? UIView {
            view.accessibilityDecrement()
        } else if let element = self as? UIAccessibilityElement {
            element.accessibilityDecrement()
        }
    }
}
