import Foundation
@_spi(Accessibility) import Tapestry
import TapestryTesting
import Testing

/// The navigation stack, its bar, the slide, the interactive pop and the appearance callbacks (SEMANTICS §12.3).
@MainActor
@Suite struct UINavigationControllerTests {
    /// A controller that logs its appearance callbacks into a shared log.
    final class Logged: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { return nil }

        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) didDisappear") }
    }

    final class Log {
        var lines: [String] = []
        func take() -> [String] {
            defer { lines.removeAll() }
            return lines
        }
    }

    func stage(_ log: Log) -> (UIWindow, UINavigationController, EventSynthesizer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: Logged("root", log))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation, EventSynthesizer(window: window))
    }

    @Test func pushAndPopSlideWithAppearanceCallbacksInUIKitsOrder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        #expect(log.take() == ["root willAppear", "root didAppear"])
        let detail = Logged("detail", log)
        navigation.pushViewController(detail, animated: true)
        #expect(log.take() == ["root willDisappear", "detail willAppear"])
        #expect(navigation.topViewController === detail && detail.parent === navigation)
        #expect(detail.navigationController === navigation)
        synthesizer.advance(by: 0.17)
        let x = detail.view.layer.presentation()!.frame.minX
        #expect(x > 0 && x < 320, "sliding in from the trailing edge")
        synthesizer.advance(by: 0.3)
        #expect(log.take() == ["root didDisappear", "detail didAppear"])
        #expect(detail.view.frame == window.bounds)
        #expect(navigation.viewControllers.first?.view.superview == nil, "the root's view left")
        // The bar: the detail's title, a back button titled after the root.
        #expect(navigation.navigationBar.titleTextLabel.text == "detail")
        #expect(navigation.navigationBar.backButtonTitle == "root")
        // The bar adds to the child's safe area: in a desktop window it is 50 pt tall, 10 pt below the top.
        #expect(detail.view.safeAreaInsets.top == 60)

        // The back button pops.
        synthesizer.tap(at: CGPoint(x: 30, y: 22))
        #expect(log.take() == ["detail willDisappear", "root willAppear"])
        synthesizer.advance(by: 0.5)
        #expect(log.take() == ["detail didDisappear", "root didAppear"])
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.parent == nil)
    }

    /// A controller that logs whether it is moving to or from its parent in each appearance callback.
    final class Moving: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear to:\(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear to:\(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear from:\(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear from:\(isMovingFromParent)") }
    }

    @Test func aPushedControllerIsMovingToItsParentAndAPoppedOneFromIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, navigation, synthesizer) = stage(log)
        let detail = Moving()
        let next = Moving()
        navigation.pushViewController(detail, animated: true)
        synthesizer.advance(by: 0.5)
        #expect(detail.log == ["willAppear to:true", "didAppear to:true"])
        #expect(!detail.isMovingToParent)
        // Covered by a push and shown again by a pop, it moves neither way.
        navigation.pushViewController(next, animated: true)
        synthesizer.advance(by: 0.5)
        navigation.popViewController(animated: true)
        synthesizer.advance(by: 0.5)
        #expect(
            Array(detail.log.dropFirst(2)) == [
                "willDisappear from:false", "didDisappear from:false", "willAppear to:false", "didAppear to:false",
            ])
        #expect(Array(next.log.suffix(2)) == ["willDisappear from:true", "didDisappear from:true"])
        #expect(!next.isMovingFromParent)
    }

    @Test func aControllerLeftOutOfExtendedLayoutStartsBelowTheBar() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        // The bar: 50 pt tall, 10 pt below the top of a desktop window.
        #expect(detail.view.frame == CGRect(x: 0, y: 60, width: 320, height: 420))
        #expect(detail.view.safeAreaInsets.top == 0)
        // An opaque bar keeps a view that extends everywhere below it too, unless it asks to go under.
        let opaque = UIViewController()
        navigation.navigationBar.isTranslucent = false
        navigation.pushViewController(opaque, animated: false)
        window.layoutIfNeeded()
        #expect(opaque.view.frame.minY == 60)
        opaque.extendedLayoutIncludesOpaqueBars = true
        navigation.view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(opaque.view.frame == window.bounds && opaque.view.safeAreaInsets.top == 60)
        // Sliding back to the first keeps its place below the bar.
        navigation.popViewController(animated: true)
        synthesizer.advance(by: 0.2)
        #expect(detail.view.frame.minY == 60 && detail.view.frame.height == 420)
    }

    @Test func theEdgeSwipeFinishesPastHalfAndCancelsBalanced() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, navigation, synthesizer) = stage(log)
        let detail = Logged("detail", log)
        navigation.pushViewController(detail, animated: false)
        _ = log.take()
        func swipe(to x: CGFloat, slowly: Bool) {
            let touch = synthesizer.touchDown(at: CGPoint(x: 4, y: 240))
            for step in 1...10 {
                synthesizer.touchMove(touch, to: CGPoint(x: 4 + (x - 4) * CGFloat(step) / 10, y: 240))
                synthesizer.advance(by: slowly ? 0.05 : 0.01)
            }
            synthesizer.advance(by: slowly ? 0.2 : 0)  // no velocity left
            synthesizer.touchUp(touch)
            synthesizer.advance(by: 0.5)
        }
        // A third of the width, slowly: cancels. Each will… has its did….
        swipe(to: 110, slowly: true)
        #expect(
            log.take() == [
                "detail willDisappear", "root willAppear", "detail willAppear", "root willDisappear",
                "detail didAppear", "root didDisappear",
            ])
        #expect(navigation.topViewController === detail)
        #expect(detail.view.frame.minX == 0)
        // Past half: finishes.
        swipe(to: 220, slowly: true)
        #expect(log.take() == ["detail willDisappear", "root willAppear", "detail didDisappear", "root didAppear"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func pushingTwiceOrANavigationControllerStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                let navigation = UINavigationController(rootViewController: UIViewController())
                let detail = UIViewController()
                navigation.pushViewController(detail, animated: false)
                navigation.pushViewController(detail, animated: false)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIApplication.replaceShared()
                UINavigationController(rootViewController: UIViewController())
                    .pushViewController(UINavigationController(), animated: false)
            }
        }
    }

    @Test func barButtonItemsRunTheirActionsAndPushesDuringATransitionWait() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        var tapped = 0
        let root = navigation.topViewController!
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, primaryAction: UIAction { _ in tapped += 1 })
        root.navigationItem.leftBarButtonItem = root.editButtonItem
        window.layoutIfNeeded()
        let add = navigation.navigationBar.trailingButtons[0]
        synthesizer.tap(at: add.convert(CGPoint(x: add.bounds.midX, y: add.bounds.midY), to: window))
        #expect(tapped == 1)
        let edit = navigation.navigationBar.leadingButtons[0]
        synthesizer.tap(at: edit.convert(CGPoint(x: edit.bounds.midX, y: edit.bounds.midY), to: window))
        #expect(root.isEditing && root.editButtonItem.title == "Done")
        // Two pushes in a row: the second waits for the first slide.
        let a = Logged("a", log), b = Logged("b", log)
        navigation.pushViewController(a, animated: true)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers.count == 2)
        synthesizer.advance(by: 0.5)
        #expect(navigation.viewControllers.map(\.title) == ["root", "a", "b"])
        synthesizer.advance(by: 0.5)
        #expect(navigation.popToRootViewController(animated: false)?.count == 2)
        #expect(navigation.topViewController === root)
    }

    @Test func aSearchControllerOfTheTopItemSitsUnderTheBar() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let results = UITableViewController(style: .plain)
        let search = UISearchController()
        results.navigationItem.searchController = search
        navigation.pushViewController(results, animated: false)
        window.layoutIfNeeded()
        #expect(search.searchBar.superview === navigation.view)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 60, width: 320, height: 56))
        #expect(results.view.safeAreaInsets.top == 116)
        #expect(results.tableView.adjustedContentInset.top == 116, "the table starts under the search bar")
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        synthesizer.advance(by: 0.1)
        #expect(search.searchBar.superview == nil, "it leaves with its item")
    }

    /// With Reduce Motion on, a push cross-fades in place instead of sliding, as UIKit does.
    @Test func withReduceMotionAPushCrossFadesInPlace() {
        UIApplication.replaceShared()
        UIAccessibility.setReduceMotionEnabled(true)
        defer { UIAccessibility.setReduceMotionEnabled(false) }
        let log = Log()
        let (window, navigation, synthesizer) = stage(log)
        let root = navigation.topViewController!
        let detail = Logged("detail", log)
        navigation.pushViewController(detail, animated: true)
        synthesizer.advance(by: 0.17)
        let presentation = detail.view.layer.presentation()!
        #expect(presentation.frame.minX == 0, "no slide")
        #expect(presentation.opacity > 0 && presentation.opacity < 1, "fading in: \(presentation.opacity)")
        #expect(root.view.layer.presentation()!.opacity < 1, "the old screen fades out")
        synthesizer.advance(by: 0.3)
        #expect(detail.view.alpha == 1 && detail.view.frame == window.bounds)
        #expect(root.view.alpha == 1, "the old screen's alpha is put back for when it returns")
        #expect(navigation.viewControllers.first?.view.superview == nil)
    }
}

/// `init(rootViewController:)` is designated, as in UIKit: a subclass calls it from its own initializer.
@MainActor
@Suite struct UINavigationControllerInitializerTests {
    final class ThemedNavigationController: UINavigationController {
        let theme: String
        init(rootViewController: UIViewController, theme: String) {
            self.theme = theme
            super.init(rootViewController: rootViewController)
        }
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            theme = "plain"
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSubclassCallsTheRootInitializerAndTheBackButtonStillPops() {
        UIApplication.replaceShared()
        let root = UIViewController()
        let nav = ThemedNavigationController(rootViewController: root, theme: "dark")
        #expect(nav.viewControllers == [root] && nav.theme == "dark")
        let next = UIViewController()
        nav.pushViewController(next, animated: false)
        #expect(nav.navigationBar.backButtonTitle != nil, "the bar is connected")
        nav.popViewController(animated: false)
        #expect(nav.topViewController === root)
        #expect(ThemedNavigationController(nibName: nil, bundle: nil).viewControllers.isEmpty)
    }

}
