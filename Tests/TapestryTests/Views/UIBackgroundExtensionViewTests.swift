import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The background extension view keeps its content in its safe area and fills around it.
@MainActor
@Suite struct UIBackgroundExtensionViewTests {
    @Test func theContentSitsInTheSafeAreaUnlessTheAppPlacesIt() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 120, bottom: 0, right: 0)  // a sidebar
        let extensionView = UIBackgroundExtensionView(frame: controller.view.bounds)
        controller.view.addSubview(extensionView)
        let image = UIImageView()
        image.backgroundColor = .systemTeal
        extensionView.contentView = image
        window.layoutIfNeeded()
        #expect(image.superview === extensionView && image.frame == CGRect(x: 120, y: 0, width: 280, height: 300))
        extensionView.automaticallyPlacesContentView = false
        image.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        window.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 10, y: 10, width: 50, height: 50), "the app's frame is kept")
        let replaced = UIView()
        extensionView.contentView = replaced
        #expect(image.superview == nil && replaced.superview === extensionView)
        #expect(UIBackgroundExtensionView().contentView != nil, "a content view to add to from the start")
    }
}
