import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The toolbar: items from the leading edge, flexible spaces sharing what is left, fixed spaces of their width;
/// a navigation controller shows its top controller's `toolbarItems` when `isToolbarHidden` is false.
@MainActor
@Suite struct UIToolbarTests {
    @Test func flexibleSpacesShareWhatIsLeftAndFixedSpacesKeepTheirWidth() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let first = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(systemItem: .add)
        let third = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        toolbar.items = [first, .flexibleSpace(), second, .fixedSpace(30), third]
        toolbar.layoutIfNeeded()
        let views = toolbar.itemViewsInOrder
        #expect(views.count == 5)
        #expect(views[0].frame.minX == 16, "16 pt from the leading edge")
        #expect(views[3].frame.width == 30, "a fixed space keeps its width")
        #expect(views[4].frame.maxX == 304, "the flexible space pushed the rest to the trailing edge")
        #expect(views[2].frame.minX - views[1].frame.maxX == 8)
        #expect(views.allSatisfy { $0.frame.height == 44 })
        #expect(toolbar.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 44))
        // Two flexible spaces centre an item.
        toolbar.items = [.flexibleSpace(), second, .flexibleSpace()]
        toolbar.layoutIfNeeded()
        #expect(abs(toolbar.itemViewsInOrder[1].frame.midX - 160) < 0.01)
    }

    @Test func aNavigationControllerShowsTheTopControllersToolbarItemsAtTheBottom() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        var tapped = 0
        root.toolbarItems = [
            .flexibleSpace(), UIBarButtonItem(title: "Share", primaryAction: UIAction { _ in tapped += 1 }),
        ]
        let navigation = UINavigationController(rootViewController: root)
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden, "hidden by default")
        #expect(navigation.toolbar.superview == nil)
        #expect(root.view.safeAreaInsets.bottom == 34)

        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 78, "34 + 44")
        #expect(navigation.toolbar.items?.count == 2)
        let synthesizer = EventSynthesizer(window: window)
        let share = navigation.toolbar.itemViewsInOrder[1]
        synthesizer.tap(at: share.convert(CGPoint(x: share.bounds.midX, y: share.bounds.midY), to: window))
        #expect(tapped == 1)

        // A pushed controller's items replace them; popping brings them back.
        let detail = UIViewController()
        detail.setToolbarItems([UIBarButtonItem(systemItem: .trash)], animated: false)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.items?.count == 1)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(navigation.toolbar.items?.count == 2)
        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.bottom == 34)
    }

    @Test func aCompactHeightToolbarIs32PointsAndShowsItsCompactAppearance() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))  // an iPhone 16 in landscape
        let root = UIViewController()
        root.toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Share")]
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        let compact = UIToolbarAppearance()
        compact.backgroundColor = .systemGreen
        navigation.toolbar.compactAppearance = compact
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.toolbar.frame.height == 44 && navigation.toolbar.backgroundColor != .systemGreen)
        navigation.traitOverrides.verticalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(navigation.toolbar.frame.height == 32, "UIKit's compact toolbar: \(navigation.toolbar.frame)")
        #expect(navigation.toolbar.backgroundColor == .systemGreen)
        #expect(root.view.safeAreaInsets.bottom == 32)
    }

    @Test func aToolbarsDelegateSaysWhereItSits() {
        final class Top: UIToolbarDelegate {
            func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
        }
        final class Silent: UIToolbarDelegate {}
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(toolbar.barPosition == .bottom)
        let top = Top()
        toolbar.delegate = top
        #expect(toolbar.barPosition == .top)
        let silent = Silent()
        toolbar.delegate = silent
        #expect(toolbar.barPosition == .bottom, "`.any` leaves the toolbar's own")
    }
}

/// The toolbar's images by position, the API before appearances (keyboard toolbars set them).
@MainActor
@Suite struct UIToolbarLegacyImageTests {
    @Test func aBackgroundImageReplacesTheBarsBackground() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(toolbar.barPosition == .bottom)
        let image = try #require(UIImage(systemName: "house.fill"))
        for position in [UIBarPosition.any, .bottom, .top, .topAttached] {
            toolbar.setBackgroundImage(nil, forToolbarPosition: position, barMetrics: .default)
            toolbar.setShadowImage(nil, forToolbarPosition: position)
        }
        #expect(toolbar.backgroundColor == .systemBackground)
        toolbar.setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        toolbar.layoutIfNeeded()
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
        #expect(toolbar.backgroundColor == .clear)
        let shown = try #require(toolbar.subviews.compactMap { $0 as? UIImageView }.first { $0.image === image })
        #expect(!shown.isHidden && shown.frame == toolbar.bounds)
        let line = try #require(UIImage(systemName: "minus"))
        toolbar.setShadowImage(line, forToolbarPosition: .bottom)
        #expect(toolbar.shadowImage(forToolbarPosition: .bottom) === line)
        #expect(toolbar.subviews.contains { ($0 as? UIImageView)?.image === line })
        toolbar.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
        #expect(toolbar.backgroundColor == .systemBackground)
        #expect(!toolbar.subviews.contains { ($0 as? UIImageView)?.image === line })
    }

    @Test func anItemsAccessibilityReachesItsButton() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)
        item.accessibilityValue = "2 of 5"
        item.accessibilityTraits = .header
        toolbar.items = [item]
        let button = try #require(toolbar.itemViewsInOrder.first)
        #expect(button.accessibilityValue == "2 of 5")
        #expect(button.accessibilityTraits.contains(.header) && button.accessibilityTraits.contains(.button))
        item.isAccessibilityElement = false
        #expect(!button.isAccessibilityElement)
    }
}
