import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UIMotionEffectTests {
    @Test func effectsAreKeptOnTheViewAndInterpolateAlongTheirAxis() {
        let view = UIView()
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = NSNumber(value: -4)
        vertical.maximumRelativeValue = NSNumber(value: 4)
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
        #expect(values?["center.x"] as? Double == 5)
        #expect(values?["center.y"] as? Double == -4)
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
        #expect(view.center == .zero, "no sensor moves the view")
    }

    @Test func traitsOfADesktop() {
        let traits = UITraitCollection.current
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(UIAccessibility.isReduceTransparencyEnabled == false)
    }
}
