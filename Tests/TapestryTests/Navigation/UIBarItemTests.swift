import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UIBarItemTests {
    @Test func anItemsViewOnTheBarIsFoundByKey() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, _) = makeWindow()
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Share")
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let view = try #require(item.value(forKey: "view") as? UIView)
        #expect(view.window === window)
        #expect(view.isDescendant(of: navigation.navigationBar))
        #expect(item.value(forKey: "title") as? String == "Share")
        #expect((item.value(forKey: "enabled") as? NSNumber)?.boolValue == true)
        let barItem: UIBarItem = item
        #expect(barItem.value(forKey: "view") as? UIView === view, "through the base class, as iOS code asks")
    }

    @Test func aSubclassThatOverridesTheDesignatedInitializersInheritsTheOthers() throws {
        final class ToolbarItem: UIBarButtonItem {
            var prepared = false
            override init() {
                super.init()
                prepare()
            }
            required init?(coder: NSCoder) {
                super.init(coder: coder)
                prepare()
            }
            private func prepare() {
                prepared = true
                setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: -1), for: .default)
            }
        }
        let space = ToolbarItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.prepared)
        #expect(space.systemItem == .flexibleSpace)
        let done = ToolbarItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(done.prepared && done.title == "Done" && done.style == .done)
        let image = try #require(UIImage(systemName: "house"))
        let starred = ToolbarItem(image: image, style: .plain, target: nil, action: nil)
        #expect(starred.image === image)
        #expect(ToolbarItem(customView: UIView()).prepared)
        #expect(ToolbarItem(coder: NSCoder()) == nil, "Tapestry reads no archives")
    }

    @Test func titleImageAndEnablingBelongToEveryBarItem() {
        let items: [UIBarItem] = [UIBarButtonItem(title: "Share"), UITabBarItem(title: "Home", image: nil, tag: 1)]
        for item in items {
            item.title = "Renamed"
            item.isEnabled = false
            item.accessibilityLabel = "Renamed item"
        }
        #expect(items.allSatisfy { $0.title == "Renamed" && !$0.isEnabled })
        #expect(items[1].tag == 1)
    }

    @Test func aCustomisedItemShowsItsBackgroundAndMovedTitle() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
        let plain = try #require(UIImage(systemName: "heart"))
        let pressed = try #require(UIImage(systemName: "heart.fill"))
        item.setBackgroundImage(plain, for: .normal, barMetrics: .default)
        item.setBackgroundImage(pressed, for: .highlighted, style: .done, barMetrics: .default)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 3, vertical: 2), for: .default)
        item.accessibilityLabel = "Send message"
        toolbar.items = [item]
        toolbar.layoutIfNeeded()
        let button = try #require(toolbar.itemViewsInOrder.first as? UIButton)
        #expect(button.backgroundImage(for: .normal) === plain)
        #expect(button.backgroundImage(for: .highlighted) === pressed)
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: 2, left: 3, bottom: -2, right: -3))
        #expect(button.accessibilityLabel == "Send message")
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 3, vertical: 2))
        item.setBackgroundImage(nil, for: .normal, barMetrics: .default)
        #expect(button.backgroundImage(for: .normal) == nil)
    }

    @Test func itemSubclassesOverrideTheNibLoadingMethods() {
        final class Awakened: UIBarButtonItem {
            var calls: [String] = []
            override func awakeFromNib() {
                super.awakeFromNib()
                calls.append("awake")
            }
            override func prepareForInterfaceBuilder() { calls.append("prepare") }
        }
        let item = Awakened()
        #expect(item.calls.isEmpty, "an item made in code is not sent awakeFromNib")
        item.awakeFromNib()
        (item as UIBarItem).prepareForInterfaceBuilder()
        #expect(item.calls == ["awake", "prepare"])
    }
}
