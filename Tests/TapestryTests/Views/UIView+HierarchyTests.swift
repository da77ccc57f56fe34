import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class HookView: UIView {
    let log: Log
    let name: String
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }

    override func willMove(toSuperview newSuperview: UIView?) {
        log("\(name) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")")
    }
    override func didMoveToSuperview() { log("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")")
    }
    override func didMoveToWindow() { log("\(name) didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { log("\(name) didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log("\(name) willRemoveSubview") }
}

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addInsertAndReorder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews == [c, d, a, b])
        parent.insertSubview(b, belowSubview: c)
        #expect(parent.subviews == [b, c, d, a])
        parent.bringSubviewToFront(b)
        #expect(parent.subviews == [c, d, a, b])
        parent.sendSubviewToBack(a)
        #expect(parent.subviews == [a, c, d, b])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews == [b, c, d, a])
        parent.addSubview(c)
        #expect(parent.subviews == [b, d, a, c], "adding an existing subview brings it to the front")
        a.removeFromSuperview()
        #expect(parent.subviews == [b, d, c])
        #expect(a.superview == nil)
        let other = UIView()
        other.addSubview(d)
        #expect(parent.subviews == [b, c], "adding elsewhere removes it from the old parent")
        #expect(d.superview === other)
    }

    @Test func windowIsSetOnTheWholeSubtree() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        root.addSubview(parent)
        #expect(parent.window === window)
        #expect(child.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test func hooksArriveInUIKitsOrder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, _) = makeWindow()
        let container = HookView("container", log: log)
        let view = HookView("view", log: log)
        let child = HookView("child", log: log)
        view.addSubview(child)
        log.clear()
        root.addSubview(container)
        container.addSubview(view)
        #expect(
            log.lines == [
                "container willMoveToSuperview view", "container willMoveToWindow window",
                "container didMoveToWindow window", "container didMoveToSuperview",
                "view willMoveToSuperview view", "view willMoveToWindow window", "child willMoveToWindow window",
                "view didMoveToWindow window", "child didMoveToWindow window", "container didAddSubview",
                "view didMoveToSuperview",
            ])
        #expect(log.lines.last == "view didMoveToSuperview")
        log.clear()
        view.removeFromSuperview()
        #expect(
            log.lines == [
                "view willMoveToSuperview nil", "view willMoveToWindow nil", "child willMoveToWindow nil",
                "container willRemoveSubview", "view didMoveToWindow nil", "child didMoveToWindow nil",
                "view didMoveToSuperview",
            ])
    }

    @Test func viewWithTagSearchesTheSubtree() {
        UIApplication.replaceShared()  // a fresh application for each test
        let root = UIView()
        let a = UIView(), b = UIView()
        a.tag = 1
        b.tag = 2
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(2) === b)
        #expect(root.viewWithTag(1) === a)
        #expect(root.viewWithTag(3) == nil)
        #expect(b.isDescendant(of: root))
        #expect(!root.isDescendant(of: b))
    }

    @Test func addingAViewIntoItsOwnSubtreeStopsWithAMessage() async {
        UIApplication.replaceShared()  // a fresh application for each test
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView()
                let child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
    }

    @Test func aNegativeBoundsSizeStopsWithAMessage() async {
        UIApplication.replaceShared()  // a fresh application for each test
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIView().bounds = CGRect(x: 0, y: 0, width: -1, height: 10)
            }
        }
    }

    // 10. Depth and breadth are linear and never exhaust the stack.
    @Test func aDeepChainIsBuiltHitTestedAndReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        weak var deepest: UIView?
        do {
            let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var parent = top
            for _ in 0..<100_000 {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                parent.addSubview(child)
                parent = child
            }
            deepest = parent
            root.addSubview(top)
            #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === parent)
            top.removeFromSuperview()
        }
        #expect(deepest == nil)
    }

    @Test func removingHalfOfAWideContainerWhileTouchedIsLinear() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        var children: [UIView] = []
        for i in 0..<100_000 {
            let child = UIView(frame: CGRect(x: CGFloat(i % 300), y: 0, width: 10, height: 10))
            container.addSubview(child)
            children.append(child)
        }
        let touch = synthesizer.touchDown(at: CGPoint(x: 5, y: 5))
        for (i, child) in children.enumerated() where i % 2 == 0 { child.removeFromSuperview() }
        synthesizer.touchUp(touch)
        #expect(container.subviews.count == 50_000)
        #expect(container.subviews.first === children[1])
    }

    @Test func insertingBeyondTheCountOrBesideAStrangerAppendsAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), stranger = UIView()
        parent.addSubview(a)
        parent.insertSubview(b, at: 99)
        #expect(parent.subviews == [a, b])
        parent.insertSubview(c, aboveSubview: stranger)
        #expect(parent.subviews == [a, b, c])
        let d = UIView()
        parent.insertSubview(d, belowSubview: stranger)
        #expect(parent.subviews == [d, a, b, c])
    }
}
