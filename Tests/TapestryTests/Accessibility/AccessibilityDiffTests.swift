import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// What a screen reader is told between two readings of the tree (AccessibilityDiff): each change once, in id
/// order, text edits as the run deleted and the run inserted, focus as one event.
@Suite struct AccessibilityDiffTests {
    private func node(_ id: Int, _ role: AccessibilityRole = .pushButton, parent: Int? = 1) -> AccessibilityNode {
        AccessibilityNode(id: id, parent: parent, role: role)
    }

    private func tree(_ nodes: AccessibilityNode...) -> [Int: AccessibilityNode] {
        Dictionary(uniqueKeysWithValues: nodes.map { ($0.id, $0) })
    }

    @Test func nothingChangedTellsNothing() {
        var root = node(1, .frame, parent: nil)
        root.children = [2]
        let before = tree(root, node(2))
        #expect(AccessibilityDiff.changes(from: before, to: before, focusedBefore: 2, focused: 2).isEmpty)
    }

    @Test func nameDescriptionValueBoundsAndCaretChangesAreToldPerNode() {
        var old = node(2, .entry)
        old.text = "abc"
        old.caret = 1
        var new = old
        new.name = "Search"
        new.description = "Finds pages"
        new.value = "abc"
        new.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        new.caret = 3
        var slider = node(3, .slider)
        slider.numericValue = AccessibilityNumericValue(current: 0.2, minimum: 0, maximum: 1, step: 0.1)
        var moved = slider
        moved.numericValue?.current = 0.3
        let changes = AccessibilityDiff.changes(
            from: tree(old, slider), to: tree(new, moved), focusedBefore: nil, focused: nil)
        #expect(
            changes == [
                .nameChanged(2), .descriptionChanged(2), .valueChanged(2), .caretMoved(2, 3), .boundsChanged(2),
                .valueChanged(3),
            ])
    }

    /// Each state that flips is told with its new value; focus is told as a focus event instead; a frame that
    /// turns active or inactive is also a window (de)activation.
    @Test func statesFlipOneByOneAndAWindowsActivationIsTold() {
        var button = node(2)
        button.states = [.enabled, .showing, .focusable]
        var pressed = button
        pressed.states = [.showing, .focusable, .focused, .checked]
        var window = node(1, .frame, parent: nil)
        window.children = [2]
        var active = window
        active.states = [.active]
        let changes = AccessibilityDiff.changes(
            from: tree(window, button), to: tree(active, pressed), focusedBefore: nil, focused: 2)
        #expect(
            changes == [
                .windowActivated(1), .stateChanged(1, .active, true), .stateChanged(2, .enabled, false),
                .stateChanged(2, .checked, true), .focused(2),
            ])
        let back = AccessibilityDiff.changes(
            from: tree(active, pressed), to: tree(window, pressed), focusedBefore: 2, focused: 2)
        #expect(back == [.windowDeactivated(1), .stateChanged(1, .active, false)])
    }

    /// A removed node's parent is told its children changed (once, even when its list also changed); an added
    /// node is told through its parent's children.
    @Test func removedAndAddedNodesAreToldThroughTheirParent() {
        var list = node(1, .list, parent: nil)
        list.children = [2, 3]
        var shorter = list
        shorter.children = [2]
        let removed = AccessibilityDiff.changes(
            from: tree(list, node(2), node(3)), to: tree(shorter, node(2)), focusedBefore: nil, focused: nil)
        #expect(removed == [.childrenChanged(1)])
        var panel = node(5, .panel)
        panel.children = [6]
        let orphan = AccessibilityDiff.changes(
            from: tree(panel, node(6, parent: 5)), to: tree(node(9, parent: nil)), focusedBefore: nil, focused: nil)
        #expect(orphan.isEmpty, "a parent that went too tells nothing")
    }

    /// Text edits are the common prefix and suffix kept, the middle told as deleted then inserted, by scalar.
    @Test func textEditsAreTheChangedMiddle() {
        #expect(
            AccessibilityDiff.textChanges(4, from: "hello world", to: "hello brave world") == [
                .textInserted(4, offset: 6, text: "brave ")
            ])
        #expect(
            AccessibilityDiff.textChanges(4, from: "abcdef", to: "abef") == [.textDeleted(4, offset: 2, text: "cd")])
        #expect(
            AccessibilityDiff.textChanges(4, from: "cat", to: "cot") == [
                .textDeleted(4, offset: 1, text: "a"), .textInserted(4, offset: 1, text: "o"),
            ])
        #expect(AccessibilityDiff.textChanges(4, from: "aa", to: "aaa") == [.textInserted(4, offset: 2, text: "a")])
        #expect(
            AccessibilityDiff.textChanges(4, from: "e\u{301}", to: "e") == [
                .textDeleted(4, offset: 1, text: "\u{301}")
            ],
            "by Unicode scalar, as AT-SPI counts characters")
        var entry = node(2, .entry)
        entry.text = nil
        var typed = entry
        typed.text = "x"
        #expect(
            AccessibilityDiff.changes(from: tree(entry), to: tree(typed), focusedBefore: nil, focused: nil).isEmpty,
            "a node that had no text gains it without text events")
    }
}
