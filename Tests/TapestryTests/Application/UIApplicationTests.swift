import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The application: replacing it for a test, routing events to windows, its place in the chain.
@MainActor
@Suite struct UIApplicationTests {
    @Test func replacingTheApplicationCancelsTheOldOnesTouchesFirst() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        root.addSubview(LoggingView("v", frame: root.bounds, log: log))
        _ = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let fresh = UIApplication.replaceShared()
        #expect(log.lines == ["v began", "v cancelled"])
        #expect(UIApplication.shared === fresh && fresh.input.touchesDown.isEmpty && fresh.windows.isEmpty)
    }

    @Test func sendEventSeesEveryEventAndCanBeOverridden() {
        final class CountingApplication: UIApplication {
            var types: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                types.append(event.type)
                super.sendEvent(event)
            }
        }
        let application = UIApplication.replaceShared(with: CountingApplication.self) as! CountingApplication
        let (_, _, synthesizer) = makeWindow()
        synthesizer.tap(at: CGPoint(x: 5, y: 5))
        synthesizer.press(.select)
        synthesizer.shake()
        #expect(application.types == [.touches, .touches, .presses, .presses, .motion, .motion])
    }

    @Test func theApplicationsNextIsAPlainResponderDelegateOnly() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Delegate: UIResponder, UIApplicationDelegate {}
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.next === delegate)
        UIApplication.shared.delegate = nil
        #expect(UIApplication.shared.next == nil)
    }
}
