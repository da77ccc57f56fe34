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
}
