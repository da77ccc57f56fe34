import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct ScrollInputTests {
    @Test func aPanThatAllowsScrollingTakesItAsADragAndEndsWhenItStops() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        var log: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            let t = pan.translation(in: nil)
            log.append("\(pan.state) \(Int(t.x)),\(Int(t.y))")
        }
        root.addGestureRecognizer(pan)
        UIApplication.shared.input.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 50, y: 50), in: window)
        #expect(log.isEmpty, "UIKit's default mask admits no scrolling")
        pan.allowedScrollTypesMask = .continuous
        UIApplication.shared.input.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 50, y: 50), in: window)
        #expect(log.isEmpty, "wheel clicks are not continuous")
        for _ in 0..<3 {
            UIApplication.shared.input.scroll(
                by: CGPoint(x: 0, y: 5), at: CGPoint(x: 50, y: 50), in: window, type: .continuous)
            synthesizer.advance(by: 0.016)
        }
        #expect(log == ["began 0,-5", "changed 0,-10", "changed 0,-15"], "content up: the translation goes up")
        synthesizer.advance(by: 0.5)
        #expect(log.last == "ended 0,-15")
        #expect(pan.state == .possible, "reset for the next gesture")
    }

    @Test func continuousScrollingMovesAScrollViewAtOnceAndWheelClicksEase() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        root.addSubview(scrollView)
        UIApplication.shared.input.scroll(
            by: CGPoint(x: 0, y: 7.5), at: CGPoint(x: 50, y: 50), in: window, type: .continuous)
        #expect(scrollView.contentOffset.y == 7.5, "no easing")
        UIApplication.shared.input.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 50, y: 50), in: window)
        #expect(scrollView.contentOffset.y < 47.5, "a wheel click eases")
        synthesizer.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 47.5)
    }
}
