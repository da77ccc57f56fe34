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

/// A standalone bar's delegate, and a navigation controller as its own bar's delegate.
@MainActor
@Suite struct UINavigationBarDelegateTests {
    final class Recorder: UINavigationBarDelegate {
        var calls: [String] = []
        var refusesPop = false
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            calls.append("shouldPush \(item.title ?? "")")
            return item.title != "Refused"
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            calls.append("didPush \(item.title ?? "")")
        }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            calls.append("shouldPop \(item.title ?? "")")
            return !refusesPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
            calls.append("didPop \(item.title ?? "")")
        }
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test func aStandaloneBarAsksItsDelegateAndItsBackButtonPops() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 300)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let delegate = Recorder()
        #expect(bar.barPosition == .top)
        bar.delegate = delegate
        #expect(bar.barPosition == .topAttached)
        root.addSubview(bar)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Refused"), animated: false)
        bar.pushItem(UINavigationItem(title: "Message"), animated: false)
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(
            delegate.calls == [
                "shouldPush Inbox", "didPush Inbox", "shouldPush Refused", "shouldPush Message", "didPush Message",
            ])
        delegate.calls = []
        window.layoutIfNeeded()
        let back = bar.leadingButtons.first!
        let centre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        delegate.refusesPop = true
        synthesizer.tap(at: centre)
        #expect(bar.topItem?.title == "Message" && delegate.calls == ["shouldPop Message"])
        delegate.refusesPop = false
        synthesizer.tap(at: centre)
        #expect(bar.topItem?.title == "Inbox")
        #expect(delegate.calls == ["shouldPop Message", "shouldPop Message", "didPop Message"])
    }

    @Test func aNavigationControllerSubclassMayKeepTheBackButtonFromPopping() {
        UIApplication.replaceShared()
        final class Guarded: UINavigationController {
            var allows = false
            override func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                allows
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let first = UIViewController()
        first.title = "First"
        let navigation = Guarded(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let second = UIViewController()
        second.title = "Second"
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.delegate === navigation)
        let synthesizer = EventSynthesizer(window: window)
        let back = navigation.navigationBar.leadingButtons.first!
        let centre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        synthesizer.tap(at: centre)
        synthesizer.advance(by: 1)
        #expect(navigation.topViewController === second, "refused")
        navigation.allows = true
        synthesizer.tap(at: centre)
        synthesizer.advance(by: 1)
        #expect(navigation.topViewController === first)
    }
}
