import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Bar button item groups (UIBarButtonItemGroup): a navigation item's leading and trailing groups are its bar
/// items, hidden groups left out and followed as they change; items set directly read back as one fixed group;
/// the kinds of iOS 16 groups; a responder's shortcuts bar kept.
@MainActor
@Suite struct UIBarButtonItemGroupTests {
    @Test func aNavigationItemsGroupsAreItsBarItemsAndFollowTheirChanges() throws {
        UIApplication.replaceShared()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let share = UIBarButtonItem(systemItem: .action)
        let add = UIBarButtonItem(systemItem: .add)
        let edit = UIBarButtonItem(systemItem: .edit)
        let optional = UIBarButtonItemGroup.optionalGroup(
            customizationIdentifier: "more", isInDefaultCustomization: false, items: [edit])
        #expect(optional.isHidden && optional.customizationIdentifier == "more" && optional.isMovable)
        root.navigationItem.trailingItemGroups = [share.creatingFixedGroup(), .fixedGroup(items: [add]), optional]
        #expect(root.navigationItem.rightBarButtonItems == [share, add], "the hidden group is left out")
        #expect(root.navigationItem.trailingItemGroups.count == 3)
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.trailingButtons.count == 2, "the bar shows the groups' items")
        optional.isHidden = false
        #expect(root.navigationItem.rightBarButtonItems == [share, add, edit], "showing a group adds its items")
        root.navigationItem.rightBarButtonItems = [add]
        let groups = root.navigationItem.trailingItemGroups
        #expect(groups.count == 1 && groups[0].barButtonItems == [add], "items set directly are one fixed group")
        root.navigationItem.leadingItemGroups = [.movableGroup(customizationIdentifier: "tools", items: [edit])]
        #expect(root.navigationItem.leftBarButtonItems == [edit])
        root.navigationItem.leadingItemGroups = []
        #expect(root.navigationItem.leftBarButtonItems == nil)
    }

    @Test func aRespondersShortcutsBarIsKept() {
        let field = UITextField()
        let group = UIBarButtonItemGroup(barButtonItems: [UIBarButtonItem(systemItem: .done)], representativeItem: nil)
        field.inputAssistantItem.leadingBarButtonGroups = [group]
        field.inputAssistantItem.trailingBarButtonGroups = []
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first === group)
        #expect(!group.isDisplayingRepresentativeItem)
    }
}
