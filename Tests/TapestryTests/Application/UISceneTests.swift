import Foundation
import Testing

@testable import Tapestry

/// Xcode's template scene delegate, found by its name in the app delegate's module as Info.plist names it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var calls: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        Self.calls.append("connect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { Self.calls.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { Self.calls.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { Self.calls.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { Self.calls.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { Self.calls.append("background") }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        Self.calls.append("restoration activity")
        let activity = NSUserActivity(activityType: "org.example.reading")
        activity.userInfo = ["page": 12]
        return activity
    }
}

/// Scenes as an app made from Xcode's template uses them: the app delegate configures, the scene delegate
/// makes the window, and the scene follows the app's activation.
@MainActor
@Suite(.serialized) struct UISceneTests {
    final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool { true }
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    @Test func theTemplatesSceneDelegateIsFoundAndMakesTheWindow() throws {
        UIApplication.replaceShared()
        SceneDelegate.calls = []
        let application = UIApplication.shared
        let appDelegate = TemplateAppDelegate()
        application.delegate = appDelegate
        application.didFinishLaunching()
        let scene = try #require(application.connectSceneIfConfigured() as? UIWindowScene)
        #expect(scene.delegate is SceneDelegate && scene.session.role == .windowApplication)
        #expect(scene.session.configuration.name == "Default Configuration" && scene.session.scene === scene)
        let window = try #require((scene.delegate as? SceneDelegate)?.window)
        #expect(window.windowScene === scene && scene.windows == [window] && scene.keyWindow === window)
        #expect(window.bounds.size == UIScreen.main.bounds.size, "as large as the screen, as on iOS")
        #expect(application.connectedScenes == [scene] && application.openSessions == [scene.session])
        #expect(scene.activationState == .foregroundInactive, "on screen, no focus yet")
        application.input.windowFocusChanged(window, focused: true)
        #expect(scene.activationState == .foregroundActive)
        application.input.windowFocusChanged(window, focused: false)
        application.willTerminate()
        #expect(scene.activationState == .background && application.connectedScenes.isEmpty)
        #expect(
            SceneDelegate.calls == [
                "connect", "foreground", "active", "resign", "background", "restoration activity", "disconnect",
            ])
        let kept = try #require(scene.session.stateRestorationActivity)
        #expect(kept.activityType == "org.example.reading" && kept.userInfo?["page"] as? Int == 12)
    }

    final class NamedDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            window = UIWindow(windowScene: scene as! UIWindowScene)
            window?.isHidden = false
        }
    }

    final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: "Main", sessionRole: connectingSceneSession.role)
            configuration.delegateClass = NamedDelegate.self
            return configuration
        }
    }

    @Test func aConfigurationNamesItsDelegateClass() throws {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        application.delegate = ConfiguringAppDelegate()
        let scene = try #require(application.connectSceneIfConfigured())
        #expect(scene.delegate is NamedDelegate && scene.session.configuration.name == "Main")
    }

    final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
            _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.makeKeyAndVisible()
            return true
        }
    }

    @Test func anAppThatShowedItsWindowAtLaunchHasNoScene() {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        application.delegate = WindowAppDelegate()
        application.didFinishLaunching()
        #expect(application.connectSceneIfConfigured() == nil && application.connectedScenes.isEmpty)
    }
}
