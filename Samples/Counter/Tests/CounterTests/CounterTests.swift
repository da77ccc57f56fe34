import CounterKit
import SnapshotTesting
import Tapestry
import TapestrySnapshotTesting
import TapestryTesting
import Testing

@MainActor
@Suite struct CounterTests {
    func launch() -> (CounterController, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let controller = CounterController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, EventSynthesizer(window: window))
    }

    @Test func tappingTheButtonCounts() {
        let (controller, app) = launch()
        app.tap("increment")
        app.tap("increment")
        #expect(controller.count == 2)
        #expect((app.view(withIdentifier: "count") as? UILabel)?.text == "2")
    }

    @Test func typingAnAmountAddsIt() {
        let (controller, app) = launch()
        app.type("40\n", into: "Amount")
        #expect(controller.count == 40)
    }

    @Test func theScreenLooksAsRecorded() {
        let (controller, app) = launch()
        app.tap("increment")
        app.waitForAnimations()
        assertSnapshot(of: controller, as: .image(on: ViewImageConfig(size: CGSize(width: 320, height: 400))))
    }
}
