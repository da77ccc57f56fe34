import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A window delivers what it is sent through the dispatcher it was given, with no trip back to the
/// application: shake and remote control go to the first responder, and along the chain to the window.
@MainActor
@Suite struct WindowEventDispatcherTests {
    final class Responder: UIView {
        var heard: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("began \(motion)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("ended \(motion)")
        }
        override func remoteControlReceived(with event: UIEvent?) { heard.append("remote \(event?.subtype ?? .none)") }
    }

    final class CountingApplication: UIApplication {
        var sent = 0
        override func sendEvent(_ event: UIEvent) {
            sent += 1
            super.sendEvent(event)
        }
    }

    @Test func shakeAndRemoteControlReachTheFirstResponderOnce() {
        let application = UIApplication.replaceShared(with: CountingApplication.self) as! CountingApplication
        let (_, root, synthesizer) = makeWindow()
        let responder = Responder(frame: root.bounds)
        root.addSubview(responder)
        _ = responder.becomeFirstResponder()
        synthesizer.shake()
        application.beginReceivingRemoteControlEvents()
        synthesizer.remoteControl(.remoteControlTogglePlayPause)
        #expect(responder.heard == ["began motionShake", "ended motionShake", "remote remoteControlTogglePlayPause"])
        #expect(application.sent == 3, "each event passes the application once, on its way to the window")
    }
}
