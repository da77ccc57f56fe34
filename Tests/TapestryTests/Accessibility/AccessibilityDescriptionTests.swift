import Foundation
import TapestryTesting
import Testing

@_spi(Accessibility) @testable import Tapestry

/// How one object reads to a screen reader (AccessibilityDescription): its role from its class and traits, its
/// states, its actions, its value and text, for views, elements and plain objects alike.
@MainActor
@Suite struct AccessibilityDescriptionTests {
    private func describe(_ object: NSObject, firstResponder: UIResponder? = nil) -> AccessibilityDescription {
        AccessibilityDescription(object, firstResponder: firstResponder)
    }

    @Test func rolesComeFromTheClassThenTheTraits() {
        #expect(AccessibilityDescription.role(of: UISwitch(), traits: .button) == .toggleButton)
        #expect(AccessibilityDescription.role(of: UIStepper(), traits: []) == .spinButton)
        #expect(AccessibilityDescription.role(of: UIProgressView(), traits: []) == .progressBar)
        let secure = UITextField()
        secure.isSecureTextEntry = true
        #expect(AccessibilityDescription.role(of: secure, traits: []) == .passwordText)
        #expect(AccessibilityDescription.role(of: UITextView(), traits: []) == .entry)
        let pairs: [(UIAccessibilityTraits, AccessibilityRole)] = [
            (.searchField, .entry), (.adjustable, .slider), (.button, .pushButton), (.link, .link),
            (.header, .heading), (.image, .image), (.tabBar, .pageTabList), ([], .label),
            ([.button, .header], .pushButton),
        ]
        for (traits, role) in pairs { #expect(AccessibilityDescription.role(of: UIView(), traits: traits) == role) }
        #expect(AccessibilityDescription.role(of: UIActivityIndicatorView(), traits: []) == .progressBar)
    }

    @Test func aButtonIsClickableFocusableAndEnabledUnlessItIsNot() {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        var description = describe(button)
        #expect(description.role == .pushButton && description.label == "Send")
        #expect(description.actions == ["click"] && description.states.contains([.enabled, .focusable, .showing]))
        button.isEnabled = false
        description = describe(button)
        #expect(!description.states.contains(.enabled))
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityTraits = [.button, .notEnabled, .selected]
        description = describe(view)
        #expect(!description.states.contains(.enabled) && description.states.contains(.selected))
    }

    @Test func adjustableControlsHaveTheirNumbersAndIncrementAndDecrement() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        let description = describe(slider)
        #expect(description.role == .slider && description.actions == ["increment", "decrement"])
        #expect(description.numericValue == AccessibilityNumericValue(current: 20, minimum: 0, maximum: 50, step: 5))
        #expect(description.states.contains(.horizontal))
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 2
        stepper.value = 4
        #expect(
            describe(stepper).numericValue == AccessibilityNumericValue(current: 4, minimum: 0, maximum: 10, step: 2))
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 3
        #expect(describe(pages).numericValue == AccessibilityNumericValue(current: 3, minimum: 0, maximum: 4, step: 1))
        let progress = UIProgressView()
        progress.progress = 0.25
        progress.accessibilityTraits.insert(.updatesFrequently)
        let busy = describe(progress)
        #expect(busy.numericValue?.current == 0.25 && busy.states.contains(.busy))
    }

    @Test func aSwitchIsCheckableAndCheckedWhenOn() {
        let toggle = UISwitch()
        #expect(describe(toggle).states.contains(.checkable) && !describe(toggle).states.contains(.checked))
        toggle.isOn = true
        #expect(describe(toggle).states.contains(.checked))
    }

    /// Text inputs carry their text and the caret in Unicode scalars (AT-SPI's characters); a secure field's
    /// text is its accessibility value (bullets), never what was typed.
    @Test func textInputsCarryTheirTextAndCaret() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "e\u{301}té"
        root.addSubview(field)
        _ = field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        let description = describe(field, firstResponder: field)
        #expect(description.role == .entry && description.text == "e\u{301}té")
        #expect(description.caret == 4, "four scalars before the end")
        #expect(description.states.contains([.editable, .singleLine, .focused, .focusable]))
        field.isSecureTextEntry = true
        let secure = describe(field, firstResponder: field)
        #expect(secure.role == .passwordText && secure.text == field.accessibilityValue && secure.text != field.text)
        let textView = UITextView()
        textView.isEditable = false
        textView.text = "read me"
        let read = describe(textView)
        #expect(read.states.contains([.multiLine, .readOnly]) && !read.states.contains(.editable))
        #expect(read.text == "read me")
    }

    /// An element in a segmented control or tab bar is a page tab; a plain static text is a label whose text is
    /// its label; custom actions follow the role's own.
    @Test func elementsTakeTheirRoleFromTheirContainer() {
        let segments = UISegmentedControl(items: ["A", "B"])
        let element = UIAccessibilityElement(accessibilityContainer: segments)
        element.accessibilityLabel = "A"
        element.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Pin") { _ in true }]
        let tab = describe(element)
        #expect(tab.role == .pageTab && tab.actions == ["click", "Pin"] && tab.states.contains(.selectable))
        let label = UIAccessibilityElement(accessibilityContainer: UIView())
        label.accessibilityLabel = "Total"
        label.accessibilityTraits = .staticText
        let read = describe(label)
        #expect(read.role == .label && read.text == "Total" && read.actions.isEmpty)
    }

    /// A plain object (UIKit's informal protocol) reads through the same description.
    @Test func aPlainObjectReadsThroughTheInformalProtocol() {
        let object = NSObject()
        object.isAccessibilityElement = true
        object.accessibilityLabel = "Chart"
        object.accessibilityTraits = .image
        object.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let description = describe(object)
        #expect(description.role == .image && description.label == "Chart")
        #expect(description.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && description.identifier == nil)
        #expect(InformalAccessibleObject.reading(UIView()) is UIView, "a view reads itself")
        #expect(InformalAccessibleObject.reading(nil) == nil)
    }
}
