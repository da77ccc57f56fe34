import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// What a screen reader does to elements goes through each element's own UIKit entry point.
@MainActor
@Suite struct AccessibilityTreeActionsTests {
    func find(_ tree: AccessibilityTree, _ role: AccessibilityRole) throws -> AccessibilityNode {
        try #require(tree.nodes.values.first { $0.role == role })
    }

    @Test func activatingASwitchTogglesItAndSendsValueChanged() throws {
        let (_, root, tree) = AccessibilityTreeTests.gallery()
        let toggle = try #require(root.subviews.compactMap { $0 as? UISwitch }.first)
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(tree.perform(action: 0, on: try find(tree, .toggleButton).id))
        #expect(!toggle.isOn && changes == 1)
    }

    @Test func aButtonWithoutItsOwnActivationIsTappedAtItsActivationPoint() throws {
        let (_, root, tree) = AccessibilityTreeTests.gallery()
        let button = try #require(root.subviews.compactMap { $0 as? UIButton }.first)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let save = try #require(tree.nodes.values.first { $0.name == "Save" })
        #expect(tree.perform(action: 0, on: save.id))
        #expect(taps == 1)
        // A custom element with a tap recognizer is tapped the same way.
        let star = try #require(root.subviews.first { $0.accessibilityLabel == "Star" })
        var starred = 0
        star.addGestureRecognizer(UITapGestureRecognizer { _ in starred += 1 })
        let starNode = try #require(tree.nodes.values.first { $0.name == "Star" })
        #expect(tree.perform(action: 0, on: starNode.id))
        #expect(starred == 1)
        #expect(!tree.perform(action: 5, on: starNode.id))
    }

    @Test func anElementHalfOutOfItsScrollViewIsScrolledIntoViewBeforeItIsTapped() throws {
        let (window, root, tree) = AccessibilityTreeTests.gallery()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 600)
        let button = UIButton(type: .system)
        button.setTitle("Deep", for: .normal)
        button.frame = CGRect(x: 16, y: 180, width: 100, height: 40)  // its lower half below the scroll view
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scroll.addSubview(button)
        root.addSubview(scroll)
        window.layoutIfNeeded()
        tree.refresh()
        let node = try #require(tree.nodes.values.first { $0.name == "Deep" })
        #expect(tree.perform(action: 0, on: node.id))
        #expect(taps == 1, "tapped where it is seen")
        #expect(scroll.contentOffset.y >= 20 && scroll.bounds.contains(button.frame), "\(scroll.contentOffset)")
    }

    @Test func slidersTakeValuesAndSteps() throws {
        let (_, root, tree) = AccessibilityTreeTests.gallery()
        let slider = try #require(root.subviews.compactMap { $0 as? UISlider }.first)
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let node = try find(tree, .slider)
        #expect(tree.perform(action: 0, on: node.id))  // increment: a tenth of the range
        #expect(abs(slider.value - 0.6) < 0.0001 && sent == 1)
        #expect(tree.setValue(0.25, on: node.id))
        #expect(slider.value == 0.25 && sent == 2)
        #expect(tree.setValue(7, on: node.id) && slider.value == 1)
        #expect(!tree.setValue(.nan, on: node.id))
        #expect(!tree.setValue(1, on: try find(tree, .pushButton).id))
    }

    @Test func editableTextIsReplacedThroughTheFieldsEditing() throws {
        let (_, root, tree) = AccessibilityTreeTests.gallery()
        let field = try #require(root.subviews.compactMap { $0 as? UITextField }.first)
        var edits = 0
        field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
        let node = try find(tree, .entry)
        #expect(tree.focus(node.id) && field.isFirstResponder)
        #expect(tree.replaceText(from: 0, to: 0, with: "Grace", on: node.id))
        #expect(field.text == "Grace")
        #expect(tree.replaceText(from: 0, to: 2, with: "T", on: node.id))
        #expect(field.text == "Tace")
        #expect(tree.setCaret(1, on: node.id))
        tree.refresh()
        #expect(tree.nodes[node.id]?.caret == 1 && tree.nodes[node.id]?.states.contains(.focused) == true)
        #expect(!tree.replaceText(from: 0, to: 1, with: "x", on: try find(tree, .label).id))
    }

    @Test func nodesAreFoundByPoint() throws {
        let (_, _, tree) = AccessibilityTreeTests.gallery()
        let window = try #require(tree.nodes[AccessibilityTree.rootID]?.children.first)
        let save = try #require(tree.nodes.values.first { $0.name == "Save" })
        #expect(tree.node(at: CGPoint(x: 20, y: 50), inWindow: window) == save.id)
        #expect(tree.node(at: CGPoint(x: 300, y: 470), inWindow: window) == window)
    }

    @Test func aMenusRowsAreMenuItemsThatRunWhenActivated() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, events) = makeWindow()
        var chosen: String?
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 40)
        button.setTitle("Sort", for: .normal)
        button.menu = UIMenu(children: [
            UIAction(title: "Name") { _ in chosen = "name" },
            UIAction(title: "Date", attributes: .disabled) { _ in chosen = "date" },
            UIAction(title: "Size") { _ in chosen = "size" },
        ])
        button.showsMenuAsPrimaryAction = true
        root.addSubview(button)
        events.tap(at: CGPoint(x: 70, y: 220))
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let menu = try #require(tree.nodes.values.first { $0.role == .menu })
        let items = menu.children.compactMap { tree.nodes[$0] }
        #expect(items.map(\.name) == ["Name", "Date", "Size"] && items.allSatisfy { $0.role == .menuItem })
        #expect(!items[1].states.contains(.enabled) && items[2].states.contains(.enabled))
        #expect(items[2].frame.height == 30 && items[2].actions == ["click"])
        #expect(tree.perform(action: 0, on: items[2].id))
        #expect(chosen == "size" && UIMenuPresentation.openMenus.isEmpty)
        withExtendedLifetime(window) {}
    }
}
