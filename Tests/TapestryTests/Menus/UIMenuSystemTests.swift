import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Menu systems and builders (UIMenuSystem): the main menu starts as UIKit's standard menus, the application's
/// and its delegate's `buildMenu(with:)` change it by identifier, its key commands work from the keyboard after
/// the responder chain's (validated by the responder that takes them, passed over when disabled), and
/// `setNeedsRebuild()` builds it again.
@MainActor
@Suite struct UIMenuSystemTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var builds = 0
        var systems: [UIMenuSystem] = []
        var disableRefresh = false
        override func buildMenu(with builder: any UIMenuBuilder) {
            super.buildMenu(with: builder)
            builds += 1
            systems.append(builder.system)
            guard builder.system == UIMenuSystem.main else { return }
            builder.remove(menu: .format)
            let refresh = UIKeyCommand(
                title: "Refresh", action: Selector(Editor.refresh), input: "r", modifierFlags: .control)
            builder.insertChild(
                UIMenu(
                    title: "", identifier: .init("org.example.refresh"), options: .displayInline, children: [refresh]),
                atStartOfMenu: .view)
            builder.insertSibling(UIMenu(title: "Go", identifier: .init("org.example.go")), afterMenu: .edit)
        }
        override func validate(_ command: UICommand) {}
    }

    final class Editor: UIView {
        var refreshed = 0
        var disabled = false
        override var canBecomeFirstResponder: Bool { true }
        func refresh() { refreshed += 1 }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector(Editor.refresh) || super.canPerformAction(action, withSender: sender)
        }
        override func validate(_ command: UICommand) {
            if disabled { command.attributes.insert(.disabled) }
        }
    }

    @Test func theDelegateChangesTheStandardMenusByIdentifier() throws {
        UIApplication.replaceShared()
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        let root = UIMenuSystem.main.rootMenu
        #expect(delegate.builds == 1 && delegate.systems == [.main])
        let titles = root.children.compactMap { ($0 as? UIMenu)?.identifier }
        #expect(titles == [.application, .file, .edit, .init("org.example.go"), .view, .window, .help])
        let view = try #require(root.children.compactMap { $0 as? UIMenu }.first { $0.identifier == .view })
        #expect((view.children.first as? UIMenu)?.identifier == .init("org.example.refresh"))
        _ = UIMenuSystem.main.rootMenu
        #expect(delegate.builds == 1, "built once")
        UIMenuSystem.main.setNeedsRebuild()
        _ = UIMenuSystem.main.rootMenu
        #expect(delegate.builds == 2, "setNeedsRebuild builds it again")
    }

    @Test func aMainMenuKeyCommandRunsOnTheResponderThatTakesItUnlessItIsDisabled() {
        UIApplication.replaceShared()
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        let (_, root, synthesizer) = makeWindow()
        let editor = Editor(frame: root.bounds)
        root.addSubview(editor)
        #expect(editor.becomeFirstResponder())
        synthesizer.press("r", modifiers: .control)
        #expect(editor.refreshed == 1, "Control+R from the View menu")
        editor.disabled = true
        synthesizer.press("r", modifiers: .control)
        #expect(editor.refreshed == 1, "validated and disabled: passed over")
        editor.disabled = false
        synthesizer.press("r", modifiers: .control)
        #expect(editor.refreshed == 2, "validation held for that press only")
        editor.resignFirstResponder()
        synthesizer.press("r", modifiers: .control)
        #expect(editor.refreshed == 2, "no responder takes the action: nothing runs")
    }

    @Test func theBuilderFindsReplacesAndRemovesElements() throws {
        let builder = MenuTreeBuilder(system: .main, root: UIMenuSystem.standardMainMenu())
        #expect(builder.menu(for: .find)?.title == "Find", "nested menus are found")
        #expect(builder.menu(for: .init("nothing")) == nil)
        let open = UIAction(title: "Open", identifier: .init("open")) { _ in }
        builder.insertElements([open], atEndOfMenu: .file)
        #expect(builder.action(for: .init("open")) === open)
        let print = UICommand(title: "Print", action: Selector(Editor.refresh), propertyList: "all")
        builder.insertElements([print], beforeMenu: .print)
        #expect(builder.command(for: Selector(Editor.refresh), propertyList: "all") === print)
        #expect(builder.command(for: Selector(Editor.refresh), propertyList: "some") == nil)
        builder.replaceChildren(ofMenu: .file) { children in children.filter { !($0 is UIMenu) } }
        #expect(builder.menu(for: .file)?.children.count == 2 && builder.menu(for: .close) == nil)
        builder.remove(action: .init("open"))
        builder.remove(command: Selector(Editor.refresh), propertyList: "all")
        #expect(builder.menu(for: .file)?.children.isEmpty == true)
        builder.replace(menu: .help, with: UIMenu(title: "Support", identifier: .help))
        #expect(builder.menu(for: .help)?.title == "Support")
        builder.insertElements([UIMenu(title: "First", identifier: .init("first"))], atStartOfMenu: .root)
        #expect((builder.root.children.first as? UIMenu)?.identifier == .init("first"))
        let before = builder.root
        builder.remove(menu: .init("no such menu"))
        #expect(builder.root === before, "an identifier that names no menu changes nothing")
    }
}
