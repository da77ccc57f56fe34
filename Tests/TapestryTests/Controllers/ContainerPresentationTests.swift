import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Presentations through containers and the release of popped controllers, as UIKit does them (issue 32).
@MainActor
@Suite struct ContainerPresentationTests {
    @Test func aChildPresentsThroughItsContainerAndBothSidesSeeThePresentation() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        let sheetRoot = UIViewController()
        let sheet = UINavigationController(rootViewController: sheetRoot)
        child.present(sheet, animated: false)
        // UIKit: the outermost container presents; every controller inside it sees the presented one.
        #expect(sheet.presentingViewController === tabs)
        #expect(tabs.presentedViewController === sheet)
        #expect(navigation.presentedViewController === sheet)
        #expect(child.presentedViewController === sheet)
        // A child of the presented container sees who presented its container.
        #expect(sheetRoot.presentingViewController === tabs)
        #expect(sheetRoot.presentedViewController == nil)

        // Dismissing from the child or from inside the sheet takes it away.
        sheetRoot.dismiss(animated: false)
        #expect(tabs.presentedViewController == nil && child.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
        child.present(sheet, animated: false)
        child.dismiss(animated: false)
        #expect(tabs.presentedViewController == nil)
    }

    @Test func aPoppedControllerIsReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let synthesizer = EventSynthesizer(window: window)
        weak var poppedQuietly: UIViewController?
        weak var poppedAnimated: UIViewController?
        weak var poppedView: UIView?
        do {
            let first = UIViewController()
            first.title = "First"
            navigation.pushViewController(first, animated: false)
            window.layoutIfNeeded()
            navigation.popViewController(animated: false)
            poppedQuietly = first
            let second = UIViewController()
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Edit", primaryAction: UIAction { [weak second] _ in _ = second })
            navigation.pushViewController(second, animated: true)
            synthesizer.advance(by: 1)
            navigation.popViewController(animated: true)
            synthesizer.advance(by: 1)
            poppedAnimated = second
            poppedView = second.view
        }
        window.layoutIfNeeded()
        synthesizer.advance(by: 1)
        #expect(poppedQuietly == nil, "a controller popped without animation is released")
        #expect(poppedAnimated == nil, "a controller popped with animation is released")
        #expect(poppedView == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func controllersPoppedByTheBackButtonAndTheEdgeSwipeAreReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let synthesizer = EventSynthesizer(window: window)
        final class Screen: UIViewController {
            func edit() {}
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Screen"
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .edit, target: self, action: Selector(Screen.edit))
                let table = UITableView(frame: view.bounds, style: .insetGrouped)
                view.addSubview(table)
            }
        }
        weak var byButton: UIViewController?
        weak var bySwipe: UIViewController?
        do {
            let screen = Screen()
            navigation.pushViewController(screen, animated: true)
            synthesizer.advance(by: 1)
            byButton = screen
        }
        let back = navigation.navigationBar.leadingButtons[0]
        synthesizer.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        synthesizer.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(byButton == nil, "popped by the back button and released")
        do {
            let screen = Screen()
            navigation.pushViewController(screen, animated: true)
            synthesizer.advance(by: 1)
            bySwipe = screen
        }
        // Over a vertical list: the list's pan leaves a sideways drag to the edge swipe, as in UIKit.
        synthesizer.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 380, y: 400), steps: 12, duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        #expect(bySwipe == nil, "popped by the edge swipe and released")
    }
}
