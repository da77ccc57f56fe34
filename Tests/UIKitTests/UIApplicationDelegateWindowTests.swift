import Testing
import UIKit

/// An app delegate as Xcode's template writes one: a stored window of its own.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func showWindow() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window?.rootViewController = UIViewController()
    }
}

/// A delegate that keeps no window.
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene delegate as Xcode's template writes one.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// `delegate?.window` reads as UIKit's optional requirement does: a double optional.
@MainActor
struct UIApplicationDelegateWindowTests {
    @Test func theDelegatesWindowReadsAsADoubleOptional() {
        let template = TemplateAppDelegate()
        var delegate: (any UIApplicationDelegate)? = template
        #expect(delegate?.window ?? nil == nil, "declared, no window yet")
        template.showWindow()  // inside the class, `window` is its own `UIWindow?`
        #expect((delegate?.window ?? nil) === template.window)
        #expect(delegate?.window??.rootViewController != nil)
        if let keyWindow = delegate?.window, let window = keyWindow {
            #expect(window.bounds.width == 200)
        } else {
            Issue.record("the delegate's window was not found")
        }
        delegate = WindowlessAppDelegate()
        #expect(delegate?.window == nil, "no such property: nil, as Objective-C's unimplemented requirement")
        let scene = TemplateSceneDelegate()
        let sceneDelegate: (any UIWindowSceneDelegate)? = scene
        #expect(sceneDelegate?.window ?? nil == nil)
        scene.window = UIWindow(frame: .zero)
        #expect(sceneDelegate?.window??.frame == .zero)
    }
}
