import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The older layout guides of a controller: the strips above and below the safe area, whose lengths are its
/// insets and whose anchors constrain content as iOS 7–10 code did.
@MainActor
@Suite struct UIViewControllerStatusBarTests {
    @Test func theLayoutGuidesAreTheStripsOutsideTheSafeArea() {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        let controller = window.rootViewController!
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
        ])
        synthesizer.advance(by: 0)
        #expect(controller.topLayoutGuide.length == 44)
        #expect(controller.bottomLayoutGuide.length == 34)
        #expect(content.frame == CGRect(x: 0, y: 44, width: 320, height: 402))
        #expect(controller.topLayoutGuide === controller.topLayoutGuide, "made once")
        controller.setNeedsStatusBarAppearanceUpdate()  // nothing to update on a desktop; it does not trap
    }
}
