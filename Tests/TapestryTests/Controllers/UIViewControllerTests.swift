import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class LifecycleController: UIViewController {
    let log: Log
    let name: String
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        log("\(name) loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    override func viewDidLoad() { log("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name) viewDidDisappear") }
}

@MainActor
@Suite struct ViewControllerTests {
    @Test func theViewLoadsLazilyOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let controller = LifecycleController("c", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.lines.isEmpty)
        let view = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.view === view)
        #expect(log.lines == ["c loadView", "c viewDidLoad"])
    }

    @Test func theDefaultViewIsAPlainViewTheSizeOfTheScreen() {
        UIApplication.replaceShared()  // a fresh application for each test
        let controller = UIViewController()
        #expect(controller.view.frame == UIScreen.main.bounds)
    }

    @Test func childControllers() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Parent: UIViewController {
            var moves: [String] = []
        }
        final class Child: UIViewController {
            var moves: [String] = []
            override func willMove(toParent parent: UIViewController?) {
                moves.append("will \(parent == nil ? "nil" : "parent")")
            }
            override func didMove(toParent parent: UIViewController?) {
                moves.append("did \(parent == nil ? "nil" : "parent")")
            }
        }
        let parent = Parent()
        let child = Child()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(child.moves == ["will parent", "did parent", "will nil", "did nil"])
    }

    @Test func theViewsConstraintsAndMarginsGoThroughTheController() {
        UIApplication.replaceShared()
        final class Form: UIViewController {
            var updates = 0
            var margins = 0
            override func updateViewConstraints() {
                updates += 1
                super.updateViewConstraints()
            }
            override func viewLayoutMarginsDidChange() { margins += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let form = Form()
        window.rootViewController = form
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        form.updates = 0
        form.view.setNeedsUpdateConstraints()
        #expect(form.view.needsUpdateConstraints())
        window.layoutIfNeeded()
        #expect(form.updates == 1 && !form.view.needsUpdateConstraints())
        let child = UIView()
        form.view.addSubview(child)
        child.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        #expect(form.updates == 1, "a subview updates itself")
        form.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        child.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(form.margins == 1, "only the controller's own view's margins")
    }
}
