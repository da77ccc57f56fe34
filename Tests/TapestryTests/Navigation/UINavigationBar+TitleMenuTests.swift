import Foundation
import Tapestry
import TapestryTesting
import Testing

/// An editor's title menu (UIKit 16): a tap on the title opens the item's menu of suggested Share and Rename
/// items; Rename edits the title in place and tells the rename delegate.
@MainActor
@Suite struct UINavigationBarTitleMenuTests {
    final class Editor: UIViewController, UINavigationItemRenameDelegate {
        var ended: [String] = []
        var refuse: Set<String> = []
        func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {
            ended.append(title)
            self.title = title
        }
        func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool {
            !refuse.contains(title)
        }
        func navigationItem(
            _ navigationItem: UINavigationItem, willBeginRenamingWith title: String,
            selectedRange: Range<String.Index>
        ) -> (String, Range<String.Index>) {
            // The name without its extension selected, as a document editor does.
            (title, title.startIndex..<(title.firstIndex(of: ".") ?? title.endIndex))
        }
    }

    private func stage() -> (UIWindow, UINavigationController, Editor, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let editor = Editor()
        editor.title = "Notes.txt"
        let navigation = UINavigationController(rootViewController: editor)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, editor, EventSynthesizer(window: window))
    }

    @Test func aPlainTitleOpensNoMenu() {
        let (window, navigation, _, synthesizer) = stage()
        let label = navigation.navigationBar.titleTextLabel
        synthesizer.tap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window))
        #expect(UIMenuPresentation.openMenus.isEmpty && navigation.navigationBar.titleMenu() == nil)
    }

    @Test func theTitleMenuOffersRenameAndRenamingEditsTheTitleInPlace() throws {
        let (window, navigation, editor, synthesizer) = stage()
        editor.navigationItem.renameDelegate = editor
        editor.navigationItem.titleMenuProvider = { suggested in
            UIMenu(children: suggested + [UIAction(title: "Duplicate") { _ in }])
        }
        let bar = navigation.navigationBar
        let label = bar.titleTextLabel
        synthesizer.tap(at: label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window))
        let menuWindow = try #require(UIMenuPresentation.openMenus.first)
        #expect(bar.titleMenu()?.children.map(\.title) == ["Rename", "Duplicate"])
        let keys = EventSynthesizer(window: menuWindow)
        keys.press(.downArrow)  // Rename
        keys.press(.select)
        let field = try #require(bar.titleRenamingField)
        #expect(field.isFirstResponder && field.text == "Notes.txt" && label.isHidden)
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.end) == 5, "Notes")
        let typing = EventSynthesizer(window: window)
        typing.type("Plans")
        editor.refuse = ["Plans.txt"]
        typing.press(.select)
        #expect(bar.titleRenamingField === field && editor.ended.isEmpty, "refused: still editing")
        editor.refuse = []
        typing.press(.select)
        #expect(editor.ended == ["Plans.txt"] && bar.titleRenamingField == nil && !label.isHidden)
        #expect(label.text == "Plans.txt")
    }

    @Test func aDocumentsMenuIsHeadedByItsNameAndShares() throws {
        let (window, navigation, editor, _) = stage()
        let properties = UIDocumentProperties(url: URL(fileURLWithPath: "/tmp/Report.pages"))
        var shared = 0
        properties.activityViewControllerProvider = {
            shared += 1
            return UIActivityViewController(activityItems: ["Report"], applicationActivities: nil)
        }
        editor.navigationItem.documentProperties = properties
        let menu = try #require(navigation.navigationBar.titleMenu())
        #expect(menu.title == "Report" && menu.children.map(\.title) == ["Share"])
        (menu.children.first as? UIAction)?.performWithSender(nil, target: nil)
        #expect(shared == 1 && editor.presentedViewController is UIActivityViewController)
        _ = window
    }

    @Test func theRenameDelegateIsHeldWeaklyAndBeginningCanBeRefused() {
        let (_, navigation, _, _) = stage()
        var other: Editor? = Editor()
        navigation.topViewController?.navigationItem.renameDelegate = other
        #expect(navigation.topViewController?.navigationItem.renameDelegate != nil)
        other = nil
        #expect(navigation.topViewController?.navigationItem.renameDelegate == nil)
        #expect(!navigation.navigationBar.beginRenaming(), "no delegate: no renaming")
    }
}
