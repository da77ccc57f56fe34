import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Update links (UIUpdateLink): fired once a frame while enabled and their view is in a window, every frame
/// when they require continuous updates and otherwise only on frames an animation asks for; actions as
/// closures or target and selector, with the frame's times.
@MainActor
@Suite struct UIUpdateLinkTests {
    final class Target: NSObject {
        var calls: [TimeInterval] = []
        func tick(_ link: UIUpdateLink, info: UIUpdateInfo) { calls.append(info.modelTime) }
    }

    @Test func aContinuousLinkFiresEveryFrameWhileEnabledAndInAWindow() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let link = UIUpdateLink(view: view)
        var infos: [UIUpdateInfo] = []
        link.addAction { firing, info in
            #expect(firing.currentUpdateInfo === info)
            infos.append(info)
        }
        link.requiresContinuousUpdates = true
        synthesizer.advance(by: 0.1)
        #expect(infos.isEmpty && !link.isActive, "not enabled yet")
        link.isEnabled = true
        #expect(link.isActive)
        synthesizer.advance(by: 0.5)
        #expect(infos.count >= 29 && infos.count <= 31, "about 30 frames in half a second: \(infos.count)")
        let last = infos.last!
        #expect(abs(last.completionDeadlineTime - last.modelTime - 1.0 / 60) < 0.0001)
        #expect(!last.isImmediatePresentationExpected && !last.isLowLatencyEventDispatchConfirmed)
        view.removeFromSuperview()
        let before = infos.count
        synthesizer.advance(by: 0.2)
        #expect(infos.count == before && !link.isActive, "a view out of the window: no firing")
        root.addSubview(view)
        link.isEnabled = false
        synthesizer.advance(by: 0.2)
        #expect(infos.count == before)
    }

    @Test func aLinkMadeWithAHandlerRunsIt() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        var frames = 0
        let link = UIUpdateLink(view: root) { _, _ in frames += 1 }
        link.requiresContinuousUpdates = true
        link.isEnabled = true
        synthesizer.advance(by: 0.1)
        #expect(frames >= 5 && frames <= 7, "about six frames: \(frames)")
    }

    @Test func aLinkWithoutContinuousUpdatesFiresOnlyWhileSomethingElseAnimates() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let target = Target()
        let link = UIUpdateLink(view: view, actionTarget: target, selector: Selector(Target.tick))
        link.isEnabled = true
        synthesizer.advance(by: 0.5)
        #expect(target.calls.isEmpty, "nothing else asked for frames")
        UIView.animate(withDuration: 0.25) { view.alpha = 0.5 }
        synthesizer.advance(by: 0.5)
        let during = target.calls.count
        #expect(during >= 12 && during <= 17, "fired on the animation's frames: \(during)")
        synthesizer.advance(by: 0.5)
        #expect(target.calls.count <= during + 1, "and not after it")
        link.removeAction(from: target, selector: Selector(Target.tick))
        link.requiresContinuousUpdates = true
        synthesizer.advance(by: 0.2)
        #expect(target.calls.count <= during + 1, "the action was removed")
    }
}
