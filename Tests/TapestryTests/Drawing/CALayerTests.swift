import Foundation
import Tapestry
import Testing

/// The layer mirrors its view: masks, opacity, background and geometry.
@MainActor
@Suite struct CALayerTests {
    @Test func theLayerIsTheViewSeenAsALayer() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        let layer = view.layer
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == .red)
        #expect(layer.frame == view.frame && layer.bounds == view.bounds)
        layer.cornerRadius = 8
        #expect(layer.cornerRadius == 8)
    }
}
