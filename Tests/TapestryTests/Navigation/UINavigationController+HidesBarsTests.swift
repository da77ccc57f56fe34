import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Hiding the bars: animated over UIKit's duration with the content moving up, and on swipes while the
/// content scrolls.
@MainActor
@Suite struct UINavigationControllerHidesBarsTests {
    typealias Log = UINavigationControllerTests.Log
    typealias Logged = UINavigationControllerTests.Logged

    func stage(_ log: Log) -> (UIWindow, UINavigationController, EventSynthesizer) {
        UINavigationControllerTests().stage(log)
    }

    @Test func hidingTheBarAnimatedMovesTheContentUpOverHideShowBarDuration() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && detail.view.frame.minY == 0, "the model is where it ends")
        synthesizer.advance(by: 0.1)
        let halfway = try #require(detail.view.layer.presentation()).frame.minY
        #expect(halfway > 0 && halfway < 60, "on its way up: \(halfway)")
        synthesizer.advance(by: 0.2)
        #expect((detail.view.layer.presentation()?.frame.minY ?? 0) == 0)
    }

    @Test func swipingTheContentUpHidesTheBarAndDownShowsItWhileTheContentScrolls() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 3000)
        navigation.viewControllers[0].view.addSubview(scroll)
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.view === navigation.view)
        synthesizer.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(navigation.isNavigationBarHidden, "swiped up: the bar hides")
        #expect(scroll.contentOffset.y > 100, "and the content scrolled: \(scroll.contentOffset.y)")
        synthesizer.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 320), duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden, "swiped down: it shows again")
        navigation.hidesBarsOnSwipe = false
        #expect(navigation.barHideOnSwipeGestureRecognizer.view == nil)
        synthesizer.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    /// A tap on the content hides the bar and a shown toolbar, the next shows both; taps on controls and on
    /// the bar are theirs.
    @Test func tappingTheContentTogglesTheBars() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let content = navigation.viewControllers[0].view!
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 300, width: 100, height: 44)
        var pressed = 0
        button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        content.addSubview(button)
        navigation.setToolbarHidden(false, animated: false)
        #expect(!navigation.hidesBarsOnTap)
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        window.layoutIfNeeded()
        synthesizer.tap(at: CGPoint(x: 200, y: 200))
        synthesizer.advance(by: 1)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        synthesizer.tap(at: CGPoint(x: 60, y: 322))
        synthesizer.advance(by: 1)
        #expect(pressed == 1 && navigation.isNavigationBarHidden, "the button's tap is the button's")
        synthesizer.tap(at: CGPoint(x: 200, y: 200))
        synthesizer.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        synthesizer.tap(at: CGPoint(x: 200, y: navigation.navigationBar.frame.midY))
        synthesizer.advance(by: 1)
        #expect(!navigation.isNavigationBarHidden, "a tap on the bar leaves it")
        navigation.hidesBarsOnTap = false
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
        navigation.hidesBarsWhenKeyboardAppears = true
        navigation.hidesBarsWhenVerticallyCompact = true
        #expect(navigation.hidesBarsWhenKeyboardAppears && navigation.hidesBarsWhenVerticallyCompact)
    }
}
