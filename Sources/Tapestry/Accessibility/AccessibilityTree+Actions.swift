import Foundation

/// What a screen reader does to elements: activate, adjust, type, move the caret, focus, select — each
/// through the element's own UIKit entry point (`accessibilityActivate()`, `accessibilityIncrement()`, a
/// text field's editing), and activation that an element does not handle as a tap at its activation point,
/// as VoiceOver does.
@_spi(Accessibility) extension AccessibilityTree {
    /// Performs the node's action at `index` (see `AccessibilityNode.actions`); returns whether it ran.
    @discardableResult
    public func perform(action index: Int, on id: Int) -> Bool {
        guard let node = nodes[id], node.actions.indices.contains(index),
            let object = InformalAccessibleObject.reading(object(for: id))
        else { return false }
        let name = node.actions[index]
        switch name {
        case "click" where index == 0:
            return activate(object, node: node)
        case "increment" where node.role == .slider || node.role == .spinButton:
            object.accessibilityIncrement()
            return true
        case "decrement" where node.role == .slider || node.role == .spinButton:
            object.accessibilityDecrement()
            return true
        default:
            guard let action = object.accessibilityCustomActions?.first(where: { $0.name == name }) else {
                return false
            }
            return action.perform()
        }
    }

    func activate(_ object: AccessibleObject, node: AccessibilityNode) -> Bool {
        if object.accessibilityActivate() { return true }
        guard let windowID = node.window, let window = self.object(for: windowID) as? UIWindow else { return false }
        if let view = (object as? UIView) ?? (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView {
            bringIntoView(view, in: window)
        }
        return SyntheticActivation.tap(at: object.accessibilityActivationPoint, in: window)
    }

    /// Scrolls the scroll views around `view` so that it is wholly inside them, innermost first, as VoiceOver
    /// does before it activates an element (a row half under the window's edge is tapped where it is seen).
    private func bringIntoView(_ view: UIView, in window: UIWindow) {
        var moved = false
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
                let rect = view.convert(view.bounds, to: scrollView)
                let insets = scrollView.adjustedContentInset
                if !scrollView.bounds.inset(by: insets).contains(rect) {
                    // Clear of the bars over the content too (a navigation bar, a toolbar).
                    let inverted = UIEdgeInsets(
                        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
                    scrollView.scrollRectToVisible(rect.inset(by: inverted), animated: false)
                    moved = true
                }
            }
            ancestor = current.superview
        }
        if moved { window.layoutIfNeeded() }
    }

    /// Sets an adjustable element's value: a slider's or stepper's number, a page control's page; sends
    /// `.valueChanged` when it changed. Returns whether the element takes a value.
    @discardableResult
    public func setValue(_ value: Double, on id: Int) -> Bool {
        guard value.isFinite else { return false }
        switch object(for: id) {
        case let slider as UISlider:
            let before = slider.value
            slider.setValue(Float(value), animated: false)
            if slider.value != before { slider.sendActions(for: .valueChanged) }
        case let stepper as UIStepper:
            let next = min(max(value, stepper.minimumValue), stepper.maximumValue)
            guard next != stepper.value else { return true }
            stepper.value = next
            stepper.sendActions(for: .valueChanged)
        case let pages as UIPageControl:
            let next = min(max(Int(value.rounded()), 0), max(pages.numberOfPages - 1, 0))
            guard next != pages.currentPage else { return true }
            pages.currentPage = next
            pages.sendActions(for: .valueChanged)
        default:
            return false
        }
        return true
    }

    /// Replaces the characters `from..<to` of an editable element's text with `text`, through the field's
    /// editing (its delegate may refuse, as with typing). Returns whether the element is editable.
    @discardableResult
    public func replaceText(from start: Int, to end: Int, with text: String, on id: Int) -> Bool {
        guard let input = object(for: id) as? (UIView & UITextInput), nodes[id]?.states.contains(.editable) == true
        else { return false }
        let current = (input as? UITextField)?.text ?? (input as? UITextView)?.text ?? ""
        let scalars = current.unicodeScalars
        let lower = min(max(start, 0), scalars.count), upper = min(max(end, lower), scalars.count)
        let utf16Start = String(String.UnicodeScalarView(scalars.prefix(lower))).utf16.count
        let utf16End = String(String.UnicodeScalarView(scalars.prefix(upper))).utf16.count
        guard let from = input.position(from: input.beginningOfDocument, offset: utf16Start),
            let to = input.position(from: input.beginningOfDocument, offset: utf16End),
            let range = input.textRange(from: from, to: to)
        else { return false }
        input.replace(range, withText: text)
        return true
    }

    /// Moves an editable element's caret to the character `offset`.
    @discardableResult
    public func setCaret(_ offset: Int, on id: Int) -> Bool {
        guard let input = object(for: id) as? (UIView & UITextInput) else { return false }
        let current = (input as? UITextField)?.text ?? (input as? UITextView)?.text ?? ""
        let scalars = current.unicodeScalars
        let utf16 = String(String.UnicodeScalarView(scalars.prefix(min(max(offset, 0), scalars.count)))).utf16.count
        guard let position = input.position(from: input.beginningOfDocument, offset: utf16) else { return false }
        input.selectedTextRange = input.textRange(from: position, to: position)
        return true
    }

    /// Gives the element keyboard focus (a field becomes first responder too), its window key.
    @discardableResult
    public func focus(_ id: Int) -> Bool {
        guard let view = object(for: id) as? UIView, let window = view.window else { return false }
        if !window.isKeyWindow { window.makeKey() }
        if view.canBecomeFocused {
            window.focusSystem.focus(view, heading: [])
            return view.isFocused
        }
        return view.canBecomeFirstResponder ? view.becomeFirstResponder() : false
    }

    /// The deepest node whose frame contains `point` (in window coordinates) in the window node `window`.
    public func node(at point: CGPoint, inWindow window: Int) -> Int? {
        var found: Int?
        var queue = [window]
        while let id = queue.popLast() {
            guard let node = nodes[id], node.frame.contains(point) else { continue }
            found = id
            queue = node.children.reversed()
        }
        return found
    }
}
