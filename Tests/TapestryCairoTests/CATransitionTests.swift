import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// `CATransition` drawn: the content the layer had when the transition was added gives way to the new.
@MainActor
@Suite struct CATransitionTests {
    private func stageWithSquare() -> (FrameStage, UIView) {
        let stage = FrameStage()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .red
        stage.root.addSubview(view)
        _ = stage.frame()
        return (stage, view)
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        return transition
    }

    @Test func aPushFromTheRightMovesTheOldContentOutLeftAndTheNewInBehindIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (stage, view) = stageWithSquare()
        view.layer.add(transition(.push, .fromRight), forKey: kCATransition)
        view.backgroundColor = .blue
        let half = stage.frame(after: 0.5)
        #expect(half.pixel(x: 15, y: 30).r > 200 && half.pixel(x: 15, y: 30).b < 60, "old content, pushed left")
        #expect(half.pixel(x: 45, y: 30).b > 200 && half.pixel(x: 45, y: 30).r < 60, "new content, coming in")
        let done = stage.frame(after: 0.6)
        #expect(done.pixel(x: 15, y: 30).b > 200 && done.pixel(x: 15, y: 30).r < 60)
        #expect(view.layer.animation(forKey: kCATransition) == nil)
    }

    @Test func aFadeCrossDissolvesAndStartProgressStartsPartWay() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (stage, view) = stageWithSquare()
        let fade = transition(.fade)
        fade.startProgress = 0.5
        view.layer.add(fade, forKey: nil)
        view.backgroundColor = .blue
        let start = stage.frame(after: 0).pixel(x: 30, y: 30)
        #expect(abs(Int(start.r) - 128) < 12 && abs(Int(start.b) - 128) < 12, "half red, half blue: \(start)")
    }
}
