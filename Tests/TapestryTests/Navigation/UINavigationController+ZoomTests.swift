import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A navigation controller's zoom (UINavigationController+Zoom): a pushed controller whose preferred
/// transition is a zoom grows out of its source view over the screen below instead of sliding, and popping it
/// shrinks it back into the source view, the appearance callbacks and the stack as for a slide.
@MainActor
@Suite struct UINavigationControllerZoomTests {
    @Test func aZoomedPushGrowsOutOfTheSourceAndItsPopShrinksBackIntoIt() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let synthesizer = EventSynthesizer(window: window)
        let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 60, height: 60))
        root.view.addSubview(thumbnail)
        let detail = UIViewController()
        detail.preferredTransition = .zoom { context in
            context.sourceViewController === root ? thumbnail : nil
        }
        navigation.pushViewController(detail, animated: true)
        let layer = detail.view.layer.presentation()!
        let scale = layer.affineTransform().a
        #expect(scale > 0.1 && scale < 0.3, "it starts the source's size: \(scale)")
        let centre = CGPoint(
            x: layer.position.x + layer.affineTransform().tx, y: layer.position.y + layer.affineTransform().ty)
        #expect(abs(centre.x - 70) < 1e-6 && abs(centre.y - 230) < 1e-6, "centred on the source: \(centre)")
        #expect(root.view.layer.presentation()!.position.x == root.view.center.x, "the screen below does not slide")
        synthesizer.advance(by: 0.5)
        #expect(navigation.topViewController === detail && root.viewIfLoaded?.superview == nil)
        #expect(detail.view.transform == .identity && detail.view.layer.presentation()!.opacity == 1)
        navigation.popViewController(animated: true)
        synthesizer.advance(by: 0.39)
        let leaving = detail.view.layer.presentation()!
        #expect(leaving.affineTransform().a < 0.3 && leaving.opacity < 0.1, "shrinking into the thumbnail")
        synthesizer.advance(by: 0.1)
        #expect(navigation.topViewController === root && detail.viewIfLoaded?.superview == nil)
        #expect(detail.view.transform == .identity && detail.view.alpha == 1)
    }
}
