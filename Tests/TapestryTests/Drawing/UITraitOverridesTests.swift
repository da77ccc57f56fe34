import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Trait overrides (iOS 17's `traitOverrides`) and `setOverrideTraitCollection(_:forChild:)`: a screen can force
/// a size class for what it contains.
@MainActor
@Suite struct UITraitOverridesTests {
    final class Watching: UIViewController {
        var seen: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            seen.append(traitCollection.horizontalSizeClass)
        }
    }

    /// A change of size class (or content size or scale) lays the views out again, as UIKit does; a change of
    /// appearance alone only redraws them.
    @Test func aSizeClassChangeLaysOutAgainAndAStyleChangeOnlyRedraws() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let counting = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(counting)
        window.layoutIfNeeded()
        let before = counting.layouts
        window.rootViewController?.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(counting.layouts == before && counting.traitCollection.userInterfaceStyle == .dark)
        window.rootViewController?.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(counting.layouts == before + 1)
        window.rootViewController?.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        window.layoutIfNeeded()
        #expect(counting.layouts == before + 2)
    }

    @Test func aControllerForcesACompactWidthOnAChildAndItsViews() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let parent = UIViewController()
        let child = Watching()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel()
        child.view.addSubview(label)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(label.traitCollection.horizontalSizeClass == .regular, "a desktop window is regular")

        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(label.traitCollection.horizontalSizeClass == .compact)
        #expect(label.traitCollection.verticalSizeClass == .regular, "only the overridden trait changes")
        #expect(parent.traitCollection.horizontalSizeClass == .regular)
        #expect(child.seen == [.compact], "the child heard of the change")

        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(label.traitCollection.horizontalSizeClass == .regular)
        #expect(child.seen == [.compact, .regular])
    }

    @Test func traitOverridesOnViewsAndControllersWinNearestFirstAndCanBeRemoved() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let controller = UIViewController()
        let container = UIView()
        let inner = UIView()
        container.addSubview(inner)
        controller.view.addSubview(container)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.traitOverrides.verticalSizeClass = .compact
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(inner.traitCollection.verticalSizeClass == .compact)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        container.traitOverrides.userInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light, "the nearer override wins")
        #expect(container.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        container.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        let made = UITraitCollection { $0.horizontalSizeClass = .compact }
        #expect(made.horizontalSizeClass == .compact && made.userInterfaceStyle == .unspecified)
        #expect(made.modifyingTraits { $0.displayScale = 2 }.displayScale == 2)
    }
}
