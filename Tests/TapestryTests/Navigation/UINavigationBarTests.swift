import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Where the navigation bar sits and how tall it is, as UIKit 26 lays it out (measured on an iPhone 16
/// simulator and in Mac Catalyst; issue 32 lists the values).
@MainActor
@Suite struct UINavigationBarTests {
    func stage(width: CGFloat, height: CGFloat, topInset: CGFloat, large: Bool = false)
        -> (UIWindow, UINavigationController, UIViewController)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = UIViewController()
        root.title = "Settings"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = large
        navigation.additionalSafeAreaInsets.top = topInset
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, root)
    }

    @Test func inADesktopWindowTheBarIs50PointsTall10BelowTheTop() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, navigation, root) = stage(width: 400, height: 600, topInset: 0)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 10, width: 400, height: 50))
        #expect(root.view.safeAreaInsets.top == 60)
        #expect(navigation.navigationBar.titleTextLabel.text == "Settings")
        #expect(abs(navigation.navigationBar.titleTextLabel.frame.midY - 25) < 0.01, "centred in the bar")
        withExtendedLifetime(window) {}
    }

    @Test func onAnIPhoneTheBarIs44PointsTallAtTheTopInsetAndItsBackgroundReachesTheTop() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, navigation, root) = stage(width: 393, height: 852, topInset: 59)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(root.view.safeAreaInsets.top == 103, "59 + 44")
        // The bar's background is painted behind the status bar too.
        let behind = navigation.navigationBar.subviews.first { $0.frame.maxY == 0 && $0.frame.height == 59 }
        #expect(behind?.backgroundColor == navigation.navigationBar.backgroundColor)
        withExtendedLifetime(window) {}
    }

    @Test func aLargeTitleAdds52PointsUntilAPushedItemTurnsItOff() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, navigation, root) = stage(width: 393, height: 852, topInset: 59, large: true)
        let bar = navigation.navigationBar
        #expect(bar.showsLargeTitle)
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(root.view.safeAreaInsets.top == 155, "59 + 96")
        #expect(bar.largeTitleTextLabel.text == "Settings" && bar.largeTitleTextLabel.frame.minX == 16)
        #expect(bar.largeTitleTextLabel.frame.minY >= 44, "below the bar's row")
        #expect(bar.titleTextLabel.text == nil, "the title shows once, large")
        let detail = UIViewController()
        detail.title = "Detail"
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(!bar.showsLargeTitle)
        #expect(bar.frame.height == 44)
        #expect(bar.titleTextLabel.text == "Detail")
        #expect(detail.view.safeAreaInsets.top == 103, "59 + 44")
        // An `.inline` item (iOS 17) shows its title large, as `.always` does.
        let inline = UIViewController()
        inline.title = "Inline"
        inline.navigationItem.largeTitleDisplayMode = .inline
        navigation.pushViewController(inline, animated: false)
        window.layoutIfNeeded()
        #expect(bar.showsLargeTitle && bar.largeTitleTextLabel.text == "Inline")
        withExtendedLifetime(window) {}
    }
}

/// The back button's title by the back item's `backButtonDisplayMode`.
@MainActor
@Suite struct UINavigationBarBackButtonDisplayModeTests {
    @Test func theModeChoosesTheTitleGenericOrNone() {
        UIApplication.replaceShared()
        let first = UIViewController()
        first.title = "Inbox"
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(UIViewController(), animated: false)
        let bar = navigation.navigationBar
        #expect(first.navigationItem.backButtonDisplayMode == .default)
        #expect(bar.backButtonTitle == "Inbox")
        first.navigationItem.backButtonDisplayMode = .generic
        #expect(bar.backButtonTitle == "Back")
        first.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButtonTitle == "Mail", "a title of its own wins over the generic one")
        first.navigationItem.backButtonDisplayMode = .minimal
        #expect(bar.backButtonTitle == "", "the chevron alone")
    }

    @Test func aSubtitleSitsUnderTheInlineTitleAndUnderALargeOne() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, navigation, root) = UINavigationBarTests().stage(width: 400, height: 600, topInset: 0)
        let bar = navigation.navigationBar
        #expect(bar.subtitleTextLabel.isHidden)
        root.navigationItem.subtitle = "3 unread"
        window.layoutIfNeeded()
        let title: CGRect = bar.titleTextLabel.frame
        let subtitle: CGRect = bar.subtitleTextLabel.frame
        #expect(!bar.subtitleTextLabel.isHidden && bar.subtitleTextLabel.text == "3 unread")
        #expect(subtitle.minY == title.maxY, "under the title")
        #expect(abs(subtitle.midX - 200) < 0.5, "centred")
        let middle: CGFloat = (title.minY + subtitle.maxY) / 2
        #expect(abs(middle - 25) < 0.5, "the two lines centred in the bar")
        #expect(bar.subtitleTextLabel.font.pointSize < bar.titleTextLabel.font.pointSize)

        // A large title shows the large subtitle under it, in an area 20 points taller.
        bar.prefersLargeTitles = true
        root.navigationItem.largeSubtitle = "All mailboxes"
        root.navigationItem.largeTitle = "Inbox"
        window.layoutIfNeeded()
        #expect(bar.largeTitleTextLabel.text == "Inbox" && bar.subtitleTextLabel.text == "All mailboxes")
        let tall: CGFloat = 50 + 52 + 20
        #expect(bar.frame.height == tall)
        let large: CGRect = bar.largeTitleTextLabel.frame
        let under: CGRect = bar.subtitleTextLabel.frame
        #expect(under.minY >= large.maxY - 4 && under.maxY <= tall && under.minX == 16)
        #expect(root.view.safeAreaInsets.top == 10 + tall)
        root.navigationItem.largeSubtitle = nil
        root.navigationItem.subtitle = nil
        window.layoutIfNeeded()
        let plain: CGFloat = 50 + 52
        #expect(bar.frame.height == plain && bar.subtitleTextLabel.isHidden)
        withExtendedLifetime(window) {}
    }
}
