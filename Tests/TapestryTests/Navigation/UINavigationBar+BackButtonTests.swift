import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The back button's title, as UIKit chooses it from the item below the top one.
@MainActor
@Suite struct UINavigationBarBackButtonTests {
    private func bar(back: UINavigationItem, top: UINavigationItem = UINavigationItem(title: "Detail"))
        -> UINavigationBar
    {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.setItems([back, top], animated: false)
        return bar
    }

    @Test func thePreviousTitleOrBack() {
        UIApplication.replaceShared()
        let alone = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        alone.setItems([UINavigationItem(title: "Inbox")], animated: false)
        #expect(alone.backButtonTitle == nil, "nothing to go back to")
        #expect(bar(back: UINavigationItem(title: "Inbox")).backButtonTitle == "Inbox")
        #expect(bar(back: UINavigationItem(title: "Conversations")).backButtonTitle == "Back", "too long: Back")
        #expect(bar(back: UINavigationItem(title: "")).backButtonTitle == "Back", "no title: Back")
    }

    @Test func anExplicitTitleWinsAndTheDisplayModeShortensIt() {
        UIApplication.replaceShared()
        let back = UINavigationItem(title: "Inbox")
        back.backButtonTitle = "Mail"
        #expect(bar(back: back).backButtonTitle == "Mail")
        back.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        #expect(bar(back: back).backButtonTitle == "Up", "the back bar button item's title first")
        let generic = UINavigationItem(title: "Inbox")
        generic.backButtonDisplayMode = .generic
        #expect(bar(back: generic).backButtonTitle == "Back")
        let minimal = UINavigationItem(title: "Inbox")
        minimal.backButtonDisplayMode = .minimal
        #expect(bar(back: minimal).backButtonTitle == "", "the chevron alone")
    }

    @Test func theTopItemCanHideOrReplaceIt() {
        UIApplication.replaceShared()
        let hidden = UINavigationItem(title: "Detail")
        hidden.hidesBackButton = true
        #expect(bar(back: UINavigationItem(title: "Inbox"), top: hidden).backButtonTitle == nil)
        let replaced = UINavigationItem(title: "Detail")
        replaced.leftBarButtonItems = [UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)]
        #expect(bar(back: UINavigationItem(title: "Inbox"), top: replaced).backButtonTitle == nil)
        replaced.leftItemsSupplementBackButton = true
        #expect(bar(back: UINavigationItem(title: "Inbox"), top: replaced).backButtonTitle == "Inbox")
    }

    /// The top item's `backAction` (iOS 16) runs in place of going back, with the back button as sender.
    @Test func theTopItemsBackActionRunsInsteadOfGoingBack() {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 390, height: 600)
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let detail = UIViewController()
        var senders: [Any?] = []
        detail.navigationItem.backAction = UIAction { action in senders.append(action.sender) }
        navigation.pushViewController(detail, animated: false)
        synthesizer.advance(by: 1)
        synthesizer.tap("back")
        synthesizer.advance(by: 1)
        #expect(senders.count == 1 && (senders.first as? UIView)?.accessibilityIdentifier == "back")
        #expect(navigation.topViewController === detail, "not popped")
        detail.navigationItem.backAction = nil
        synthesizer.tap("back")
        synthesizer.advance(by: 1)
        #expect(navigation.viewControllers.count == 1, "without one, back goes back")
        #expect(detail.navigationItem.searchBarPlacement == .stacked)
        detail.navigationItem.preferredSearchBarPlacement = .inline
        #expect(detail.navigationItem.preferredSearchBarPlacement == .inline)
    }
}
