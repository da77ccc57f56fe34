import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// What a paging library asks of the items it shows as tabs, with defaults, as such libraries write it.
@MainActor
protocol BarTabDescribing: AnyObject {
    var accessibilityLabel: String? { get set }
}

extension BarTabDescribing {
    var accessibilityLabel: String? {
        get { nil }
        set {}
    }
}

extension UINavigationItem: BarTabDescribing {}

/// A navigation item describes what its bar shows while it is on top: a title or a title view, leading and
/// trailing items, and the back button (hidden, replaced, or supplemented); the bar follows its changes.
@MainActor
@Suite struct UINavigationItemTests {
    private func bar(_ items: [UINavigationItem]) -> UINavigationBar {
        let (_, root, synthesizer) = makeWindow(width: 400, height: 300)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        root.addSubview(bar)
        bar.setItems(items, animated: false)
        synthesizer.advance(by: 0)
        return bar
    }

    @Test func theSingleItemAccessorsAreTheFirstOfTheLists() {
        UIApplication.replaceShared()
        let item = UINavigationItem(title: "Inbox")
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add)
        item.rightBarButtonItems = [edit, add]
        #expect(item.rightBarButtonItem === edit)
        item.setRightBarButton(add, animated: true)
        #expect(item.rightBarButtonItems?.count == 1 && item.rightBarButtonItem === add)
        item.setLeftBarButton(edit, animated: false)
        #expect(item.leftBarButtonItems?.first === edit)
        item.setLeftBarButton(nil, animated: false)
        #expect(item.leftBarButtonItems == nil)
    }

    /// The bar shows the top item's buttons and updates when the item changes.
    @Test func theBarFollowsItsTopItem() {
        UIApplication.replaceShared()
        let item = UINavigationItem(title: "Inbox")
        let bar = bar([item])
        #expect(bar.trailingButtons.isEmpty)
        let compose = UIBarButtonItem(barButtonSystemItem: .compose)
        item.rightBarButtonItem = compose
        #expect(bar.trailingButtons.count == 1)
        #expect(compose.shownView?.isDescendant(of: bar) == true)
        item.title = "Archive"
        #expect(bar.topItem?.title == "Archive")
    }

    /// Leading items replace the back button unless they supplement it; the back button can be hidden.
    @Test func leadingItemsReplaceOrSupplementTheBackButton() {
        UIApplication.replaceShared()
        let top = UINavigationItem(title: "Message")
        let bar = bar([UINavigationItem(title: "Inbox"), top])
        #expect(bar.leadingButtons.count == 1, "the back button")
        top.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        #expect(bar.leadingButtons.count == 1, "the item replaces the back button")
        top.leftItemsSupplementBackButton = true
        #expect(bar.leadingButtons.count == 2, "after the back button")
        top.setHidesBackButton(true, animated: false)
        #expect(bar.leadingButtons.count == 1)
    }

    /// A title view takes the title's place.
    @Test func aTitleViewTakesTheTitlesPlace() {
        UIApplication.replaceShared()
        let item = UINavigationItem(title: "Hidden")
        let segmented = UISegmentedControl(items: ["A", "B"])
        item.titleView = segmented
        let bar = bar([item])
        #expect(segmented.isDescendant(of: bar))
        item.titleView = nil
        #expect(!segmented.isDescendant(of: bar))
    }

    /// Setting a controller's title sets its item's (and its tab's), as in UIKit, even after the item's own was
    /// set; an untitled controller's item has no title.
    @Test func aControllersTitleSetsItsItemsTitle() {
        UIApplication.replaceShared()
        let controller = UIViewController()
        #expect(controller.navigationItem.title == nil)
        controller.title = "Settings"
        #expect(controller.navigationItem.title == "Settings")
        controller.navigationItem.title = "Own"
        controller.tabBarItem = UITabBarItem(title: "Tab", image: nil, tag: 1)
        controller.title = "Preferences"
        #expect(controller.navigationItem.title == "Preferences")
        #expect(controller.tabBarItem.title == "Preferences")
    }

    @Test func accessibilityAnswersAsNSObjectsDoAndWinsOverAProtocolsDefault() {
        let item = UINavigationItem(title: "Inbox")
        #expect(item.accessibilityLabel == nil && !item.isAccessibilityElement)
        item.accessibilityLabel = "Mail"
        let object: NSObject = item
        #expect(object.accessibilityLabel == "Mail", "the same value seen as an NSObject")
        object.accessibilityHint = "Shows the mail"
        #expect(item.accessibilityHint == "Shows the mail")
        // A library's protocol with accessibility requirements and defaults: the item's own members answer.
        let tab: any BarTabDescribing = item
        #expect(tab.accessibilityLabel == "Mail")
    }
}
