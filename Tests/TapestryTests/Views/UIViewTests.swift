import Foundation
import Tapestry
import TapestryTesting
import Testing

/// View geometry: frame, bounds, center and transform.
@MainActor
@Suite struct UIViewTests {
    // 7. A non-finite frame with a negative size is standardized; a later bounds write never traps.
    @Test func aNonFiniteFrameWithANegativeSizeIsTolerated() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: .zero)
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: -10, height: 20)
        #expect(view.bounds.width >= 0)
        view.bounds = view.bounds
        view.frame = CGRect(x: 0, y: CGFloat.infinity, width: 10, height: -5)
        view.bounds = view.bounds
        #expect(view.bounds.height == 5)
    }

    // 12. Fidelity with UIKit.
    @Test func settingTheFrameOfAScaledViewDividesByTheScale() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.center == CGPoint(x: 110, y: 70))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }
}
