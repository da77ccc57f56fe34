import Foundation
import Testing

@testable import Tapestry

/// UIKit's informal accessibility protocol on every `NSObject`: kept with plain objects, forwarded to views,
/// elements and bar items (whose own properties, and subclasses' overrides, answer).
@MainActor
@Suite struct NSObjectAccessibilityTests {
    /// A model object, as libraries describe their actions and rows.
    final class Action: NSObject {
        let title: String
        init(title: String) { self.title = title }
    }

    @Test func aPlainObjectKeepsWhatItIsGiven() {
        let action = Action(title: "Delete")
        #expect(!action.isAccessibilityElement)
        #expect(action.accessibilityLabel == nil && action.accessibilityTraits == .none)
        #expect(action.accessibilityFrame == .zero && action.accessibilityElements == nil)
        action.isAccessibilityElement = true
        action.accessibilityLabel = action.title
        action.accessibilityHint = "Removes the message"
        action.accessibilityValue = "3 selected"
        action.accessibilityTraits = .button
        action.accessibilityFrame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(action.isAccessibilityElement && action.accessibilityLabel == "Delete")
        #expect(action.accessibilityHint == "Removes the message" && action.accessibilityValue == "3 selected")
        #expect(action.accessibilityTraits == .button)
        #expect(action.accessibilityActivationPoint == CGPoint(x: 60, y: 40))
        #expect(action.accessibilityUserInputLabels == ["Delete"])
        #expect(action.accessibilityAttributedLabel?.string == "Delete")
        #expect(!action.accessibilityActivate())
        // Each object keeps its own.
        #expect(Action(title: "Other").accessibilityLabel == nil)
    }

    @Test func aViewSeenAsAnObjectAnswersWithItsOwnProperties() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let object: NSObject = button
        // The button's own label (its title) and traits, not a stored copy.
        #expect(object.accessibilityLabel == "Save" && object.accessibilityTraits == .button)
        #expect(object.isAccessibilityElement)
        object.accessibilityLabel = "Save the draft"
        #expect(button.accessibilityLabel == "Save the draft")
        object.isAccessibilityElement = false
        #expect(!button.isAccessibilityElement)
        let label = UILabel()
        label.text = "Inbox"
        let message: NSObject = label
        #expect(message.accessibilityLabel == "Inbox")
    }

    @Test func elementsAndBarItemsSeenAsObjectsAnswerWithTheirOwn() {
        let container = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityLabel = "Chart"
        let object: NSObject = element
        #expect(object.accessibilityLabel == "Chart" && object.isAccessibilityElement)
        object.accessibilityValue = "Up 3 %"
        #expect(element.accessibilityValue == "Up 3 %")
        // A property an element does not declare is kept with it.
        object.accessibilityViewIsModal = true
        #expect(object.accessibilityViewIsModal)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let itemObject: NSObject = item
        itemObject.accessibilityHint = "Edits the list"
        #expect(item.accessibilityHint == "Edits the list")
    }

    @Test func aContainerObjectListsItsElements() {
        let group = Action(title: "Group")
        let first = Action(title: "First")
        let second = Action(title: "Second")
        group.accessibilityElements = [first, second]
        #expect(group.accessibilityElementCount() == 2)
        #expect((group.accessibilityElement(at: 1) as? Action) === second)
        #expect(group.accessibilityElement(at: 2) == nil)
        #expect(group.index(ofAccessibilityElement: first) == 0)
        #expect(group.index(ofAccessibilityElement: group) == NSNotFound)
    }
}
