import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The drawing and geometry properties most views never set.
@MainActor
@Suite struct UIViewContentScaleTests {
    @Test func theScaleIsTheScreensUntilSetAndTheAnchorMovesTheView() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        root.addSubview(view)
        #expect(view.contentScaleFactor == root.window!.screen.scale)
        view.contentScaleFactor = 3
        #expect(view.contentScaleFactor == 3 && view.layer.contentsScale == 3)
        #expect(UIView().clearsContextBeforeDrawing)
        view.clearsContextBeforeDrawing = false
        #expect(!view.clearsContextBeforeDrawing)
        let center = view.center
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == center && view.frame.origin == CGPoint(x: 60, y: 35), "the position stays")
        view.transform3D = CATransform3DMakeScale(2, 2, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    }
}
