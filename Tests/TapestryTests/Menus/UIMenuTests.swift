import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Menus and commands as values and as the menu system runs them: identifiers, replaced children, the
/// selection of a single-selection menu, and commands that run a handler or travel the responder chain.
@MainActor
@Suite struct UIMenuTests {
    final class Editor: UIView {
        var received: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        func bold(_ sender: Any?) { received.append("bold from \((sender as? UICommand)?.title ?? "?")") }
    }

    @Test func replacingChildrenKeepsEverythingElse() {
        let menu = UIMenu(
            title: "Sort", identifier: UIMenu.Identifier("sort"), options: [.singleSelection],
            children: [UIAction(title: "Name") { _ in }])
        let replaced = menu.replacingChildren([UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in }])
        #expect(replaced.title == "Sort" && replaced.identifier == menu.identifier)
        #expect(replaced.options == [.singleSelection])
        #expect(replaced.children.map(\.title) == ["Date", "Size"])
        #expect(UIMenu().identifier != UIMenu().identifier, "each unnamed menu gets its own")
        #expect(UIMenu.Identifier.edit.rawValue == "com.apple.menu.edit")
    }

    /// A single-selection menu's selected elements are its children whose state is on.
    @Test func selectedElementsAreTheChildrenThatAreOn() {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let menu = UIMenu(options: .singleSelection, children: [name, date])
        #expect(menu.selectedElements.map(\.title) == ["Name"])
        #expect(menu.preferredElementSize == .large)
    }

    /// A command with an action goes up the chain from the first responder to one that has the method; with a
    /// handler it runs the handler.
    @Test func commandsRunTheirHandlerOrTravelTheChain() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow(width: 200, height: 200)
        let editor = Editor(frame: root.bounds)
        root.addSubview(editor)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        editor.addSubview(inner)
        #expect(editor.becomeFirstResponder())
        let command = UICommand(title: "Bold", action: Selector(Editor.bold(_:)))
        #expect(command.action != nil)
        #expect(command.run())
        #expect(editor.received == ["bold from Bold"])
        var ran = 0
        UICommand(title: "Go") { _ in ran += 1 }.run()
        #expect(ran == 1)
    }

    /// iOS 16's element size, given when the menu is made, survives a change of children.
    @Test func theElementSizeIsGivenAtCreation() {
        let menu = UIMenu(
            options: .displayInline, preferredElementSize: .small, children: [UIAction(title: "A") { _ in }])
        #expect(menu.preferredElementSize == .small && menu.options == .displayInline)
        #expect(menu.replacingChildren([]).preferredElementSize == .small)
        #expect(UIMenu(children: []).preferredElementSize == .large)
    }
}
