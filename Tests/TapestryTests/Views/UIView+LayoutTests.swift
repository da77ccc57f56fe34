import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class LayoutLoggingView: UIView {
    let log: Log
    let name: String
    var onLayout: (() -> Void)?
    init(_ name: String, log: Log, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        log("\(name) layout")
        onLayout?()
    }
}

@MainActor
@Suite struct LayoutTests {
    @Test func layoutRunsOnceParentsBeforeChildren() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(log.lines == ["parent layout", "child layout"])
        log.clear()
        parent.layoutIfNeeded()
        #expect(log.lines.isEmpty, "nothing pending")
        child.setNeedsLayout()
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.lines == ["child layout"])
    }

    @Test func changingTheSizeMarksTheViewAndItsSuperview() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.clear()
        child.center = CGPoint(x: 10, y: 10)
        parent.layoutIfNeeded()
        #expect(log.lines.isEmpty, "moving does not lay out")
        child.frame.size = CGSize(width: 50, height: 50)
        parent.layoutIfNeeded()
        #expect(log.lines == ["parent layout", "child layout"])
    }

    @Test func aParentResizingAChildInLayoutIsPickedUpInTheSamePass() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let parent = LayoutLoggingView("parent", log: log)
        let child = LayoutLoggingView("child", log: log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.clear()
        parent.onLayout = { child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10) }
        parent.frame.size = CGSize(width: 300, height: 300)
        parent.layoutIfNeeded()
        #expect(log.lines == ["parent layout", "child layout"])
        #expect(child.frame.width == 150)
    }

    @Test func inputRunsPendingLayoutOfVisibleWindowsFirst() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let view = LayoutLoggingView("v", log: log)
        root.addSubview(view)
        #expect(log.lines.isEmpty)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["v layout"])
    }

    @Test func controllersHearAboutTheirViewsLayout() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewWillLayoutSubviews() { log.append("will") }
            override func viewDidLayoutSubviews() { log.append("did") }
        }
        let controller = Controller()
        controller.view.layoutIfNeeded()
        #expect(controller.log == ["will", "did"])
    }

    @Test func windowResizeLaysOutTheRootView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 200, height: 100)
        UIApplication.shared.input.windowResized(window, to: CGSize(width: 400, height: 300))
        #expect(window.bounds.size == CGSize(width: 400, height: 300))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }
}
