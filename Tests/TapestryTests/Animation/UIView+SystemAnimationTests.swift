import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIKit's system delete animation.
@MainActor
@Suite struct UIViewSystemAnimationTests {
    @Test func deleteFadesAndShrinksTheViewsThenRemovesThem() throws {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let doomed = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
        root.addSubview(doomed)
        root.addSubview(other)
        var finished: Bool?
        UIView.perform(.delete, on: [doomed], animations: { other.alpha = 0.5 }) { finished = $0 }
        #expect(doomed.superview === root && doomed.alpha == 0 && other.alpha == 0.5)
        synthesizer.advance(by: 0.15)
        let midway = try #require(doomed.layer.presentation())
        #expect(midway.opacity > 0 && midway.opacity < 1, "fading: \(midway.opacity)")
        synthesizer.advance(by: 0.5)
        #expect(finished == true)
        #expect(doomed.superview == nil && doomed.alpha == 1 && doomed.transform.isIdentity)
        #expect(other.superview === root)
    }
}
