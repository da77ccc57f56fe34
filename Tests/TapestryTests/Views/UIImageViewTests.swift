import Foundation
import Tapestry
import Testing

/// Image views: sized by their image, and untouchable until interaction is turned on (SEMANTICS §1.5).
@MainActor
@Suite struct UIImageViewTests {
    @Test func sizedByTheImageAndNotInteractiveByDefault() {
        UIApplication.replaceShared()  // a fresh application for each test
        let image = UIImage(data: pngHeader(width: 40, height: 20))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 40, height: 20))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        view.isUserInteractionEnabled = true
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }
}
