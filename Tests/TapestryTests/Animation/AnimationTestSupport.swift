import Foundation
import Tapestry
import TapestryTesting

/// The y of Core Animation's cubic Bézier timing curve at elapsed fraction `x`, solved by bisection (an
/// independent check of the engine's Newton solver).
func bezierProgress(_ x: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) -> Double {
    func b(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
        let mid = (low + high) / 2
        if b(mid, c1x, c2x) < x { low = mid } else { high = mid }
    }
    return b((low + high) / 2, c1y, c2y)
}

/// A window with one 40×40 view at (30, 30), on the virtual clock.
@MainActor
func makeAnimationStage() -> (UIWindow, UIView, EventSynthesizer) {
    // A fresh application: another test's windows (a table whose data source has gone, say) are not laid out
    // when this one's clock advances.
    UIApplication.replaceShared()
    let (window, root, synthesizer) = makeWindow()
    let view = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    view.backgroundColor = .red
    root.addSubview(view)
    synthesizer.advance(by: 0)
    return (window, view, synthesizer)
}

@MainActor
extension UIView {
    /// The centre drawn now.
    var presentedCenter: CGPoint { layer.presentation()!.position }
    /// The opacity drawn now.
    var presentedAlpha: CGFloat { CGFloat(layer.presentation()!.opacity) }
}

/// A standalone 10×10 layer on screen: a sublayer of a view's layer in a visible window.
@MainActor
func makeStandaloneLayerStage() -> (CALayer, UIView, EventSynthesizer) {
    let (_, view, synthesizer) = makeAnimationStage()
    let layer = CALayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    view.layer.addSublayer(layer)
    CATransaction.commit()
    return (layer, view, synthesizer)
}
