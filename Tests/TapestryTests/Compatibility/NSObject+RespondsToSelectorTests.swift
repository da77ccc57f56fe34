import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct NSObjectRespondsToSelectorTests {
    final class Editor: UIViewController {
        func save() {}
    }

    @Test func anObjectRespondsToASelectorOfItsClass() {
        let selector = Selector(Editor.save)
        #expect(Editor().responds(to: selector))
        #expect(!UIViewController().responds(to: selector))
        #expect(!Editor().responds(to: nil))
    }

    @Test func nsIndexPathHasUIKitsRowsAndItems() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(NSIndexPath(item: 2, section: 0).item == 2)
    }
}

/// Selectors made from a protocol's method: every conforming object responds to them.
@MainActor
@Suite struct ProtocolMethodSelectorTests {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Header \(section)"
        }
    }

    @Test func aConformingObjectRespondsAndPerformsTheProtocolsMethod() {
        let selector = Selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:))
        let source = Source()
        #expect(source.responds(to: selector))
        #expect(!NSObject().responds(to: selector))
        #expect(selector.perform(on: source, sender: UITableView(), event: 2) as? String == "Header 2")
        #expect(selector == Selector(UITableViewDataSource.tableView(_:titleForHeaderInSection:)))
        #expect(Selector(UIResponderStandardEditActions.paste(_:)).description == "paste:", "still the edit action")
    }

    @Test func propertyGettersAndSettersNamedByKeyPaths() {
        // `#selector(getter: UIView.safeAreaLayoutGuide)`, checked before a newer property is used.
        let getter = Selector(getter: \UIView.safeAreaLayoutGuide)
        let view = UIView()
        #expect(view.responds(to: getter) && UILabel().responds(to: getter))
        #expect(!UIViewController().responds(to: getter))
        #expect(view.perform(getter)?.takeUnretainedValue() === view.safeAreaLayoutGuide)
        // Two properties of the same type are two selectors; the same property named twice is one.
        #expect(getter == Selector(getter: \UIView.safeAreaLayoutGuide))
        #expect(getter != Selector(getter: \UIView.layoutMarginsGuide))
        let setter = Selector(setter: \UIView.isHidden)
        #expect(view.responds(to: setter))
        view.perform(setter, with: true)
        #expect(view.isHidden)
        view.perform(setter, with: "not a Bool")
        #expect(view.isHidden, "a value of another type is not set")
    }

    @Test func instancesOfAClassRespondToItsSelectorsAndItsSuperclasses() {
        // `UIImageView.instancesRespond(to: #selector(…))`, asked before calling `super`.
        let layout = Selector(UIView.layoutSubviews)
        #expect(UIImageView.instancesRespond(to: layout), "a subclass's instances run the superclass's method")
        #expect(UIView.instancesRespond(to: layout))
        #expect(!UIView.instancesRespond(to: Selector(UIImageView.startAnimating)), "nor a subclass's own")
        #expect(!NSObject.instancesRespond(to: layout))
        #expect(!UIView.instancesRespond(to: nil))
        #expect(!UIView.instancesRespond(to: NSSelectorFromString("someMethod")), "a name alone names no method")
        #expect(UITextField.instancesRespond(to: Selector(UIResponderStandardEditActions.paste(_:))))
    }
}
