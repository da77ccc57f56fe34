import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIKit 26 layout regions: the guide and insets of the safe area, the margins and the readable content.
@MainActor
@Suite struct UIViewLayoutRegionTests {
    @Test func eachRegionGivesItsGuideAndInsets() {
        UIApplication.replaceShared()
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let view = controller.view!
        #expect(view.layoutGuide(for: .safeArea()) === view.safeAreaLayoutGuide)
        #expect(view.layoutGuide(for: .margins(cornerAdaptation: .horizontal)) === view.layoutMarginsGuide)
        #expect(view.layoutGuide(for: .readableContent()) === view.readableContentGuide)
        #expect(view.edgeInsets(for: .safeArea()) == view.safeAreaInsets)
        #expect(view.edgeInsets(for: .safeArea()).top == 30)
        let margins = view.edgeInsets(for: .margins())
        #expect(margins.top >= 30 && margins.left > 0)
        // The readable region is at most 672 wide, centred in the margins.
        let readable = view.edgeInsets(for: .readableContent(cornerAdaptation: .vertical))
        #expect(abs(1000 - readable.left - readable.right - 672) < 0.001 && abs(readable.left - readable.right) < 0.001)
        view.semanticContentAttribute = .forceRightToLeft
        let directional = view.directionalEdgeInsets(for: .margins())
        #expect(directional.leading == margins.right && directional.top == margins.top)
        #expect(UIView.LayoutRegion.safeArea() != .margins() && UIView.LayoutRegion.margins() == .margins())
    }
}
