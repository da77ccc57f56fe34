import Foundation
import Tapestry
import TapestryDebugging
import TapestryTesting
import Testing

@MainActor
@Suite struct EventInspectorTests {
    @Test func aTapIsExplainedFromTheHitTestToTheHandler() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let target = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        target.accessibilityIdentifier = "target"
        target.addGestureRecognizer(UITapGestureRecognizer { _ in })
        window.rootViewController!.view.addSubview(target)
        let inspector = EventInspector.shared
        inspector.start()
        defer { inspector.stop() }
        EventSynthesizer(window: window).tap(at: CGPoint(x: 30, y: 30))
        let text = inspector.lastEvent.joined(separator: "\n")
        #expect(text.contains("target"), "\(text)")
        #expect(
            inspector.lastEvent.contains { $0.contains("UITapGestureRecognizer") && $0.contains("ended") }, "\(text)")
        inspector.note("done")
        #expect(inspector.fullLog.last?.contains("done") == true)
    }

    @Test func eachWindowKeepsTheLogOfItsOwnEvents() {
        UIApplication.replaceShared()  // a fresh application for each test
        func window(_ name: String, x: CGFloat) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: x, y: 0, width: 200, height: 200))
            window.rootViewController = UIViewController()
            let view = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            view.accessibilityIdentifier = name
            window.rootViewController!.view.addSubview(view)
            window.isHidden = false
            return window
        }
        let first = window("first-view", x: 0), second = window("second-view", x: 300)
        let inspector = EventInspector.shared
        inspector.start()
        defer { inspector.stop() }
        EventSynthesizer(window: first).tap(at: CGPoint(x: 30, y: 30))
        EventSynthesizer(window: second).tap(at: CGPoint(x: 30, y: 30))
        let firstLog = inspector.lastEvent(in: first).joined(separator: "\n")
        let secondLog = inspector.lastEvent(in: second).joined(separator: "\n")
        #expect(firstLog.contains("first-view") && !firstLog.contains("second-view"), "\(firstLog)")
        #expect(secondLog.contains("second-view") && !secondLog.contains("first-view"), "\(secondLog)")
    }

    @Test func aTappedViewLaidOutByConstraintsListsThemAndItsAmbiguity() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let root = window.rootViewController!.view!
        let placed = UIView(), loose = UIView()
        placed.accessibilityIdentifier = "placed"
        loose.accessibilityIdentifier = "loose"
        for view in [placed, loose] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            placed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            placed.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            placed.widthAnchor.constraint(equalToConstant: 50),
            placed.heightAnchor.constraint(equalToConstant: 40),
            // No horizontal position: ambiguous.
            loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            loose.widthAnchor.constraint(equalToConstant: 200),
            loose.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        let inspector = EventInspector.shared
        inspector.start()
        defer { inspector.stop() }
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(
            Array(inspector.lastEvent.drop { !$0.hasPrefix("layout:") }.prefix(5)) == [
                "layout: frame (10, 10, 50, 40), not ambiguous",
                "  H: <NSLayoutConstraint UIView(placed).leading == UIView.leading + 10>",
                "  H: <NSLayoutConstraint UIView(placed).width == 50>",
                "  V: <NSLayoutConstraint UIView(placed).height == 40>",
                "  V: <NSLayoutConstraint UIView(placed).top == UIView.top + 10>",
            ], "\(inspector.lastEvent)")
        synthesizer.tap(at: CGPoint(x: 20, y: 120))
        #expect(inspector.lastEvent.contains { $0.hasPrefix("layout:") && $0.hasSuffix("AMBIGUOUS") })
    }
}
