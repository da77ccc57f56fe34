import Foundation
import Testing

@_spi(Backend) @testable import Tapestry

/// A scene's geometry (UIWindowScene+Geometry): its effective geometry follows its window; a `Mac` request
/// moves and resizes its windows (through the backend where there is one, within the size restrictions); an
/// `iOS` request succeeds for the window's own orientation, is unsupported outside the app's orientations and
/// denied otherwise; errors are `UISceneError`s with UIKit's domain and codes.
@MainActor
@Suite struct UIWindowSceneGeometryTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
            options: UIScene.ConnectionOptions
        ) -> UISceneConfiguration {
            let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            configuration.delegateClass = SceneDelegate.self
            return configuration
        }
    }
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            let window = UIWindow(windowScene: scene as! UIWindowScene)
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            window.rootViewController = Portrait()
            window.makeKeyAndVisible()
            self.window = window
        }
    }
    final class Portrait: UIViewController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeRight] }
    }

    private func scene() throws -> (UIWindowScene, UIWindow) {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        let delegate = AppDelegate()
        application.delegate = delegate
        application.didFinishLaunching()
        let scene = try #require(application.connectSceneIfConfigured() as? UIWindowScene)
        return (scene, try #require(scene.windows.first))
    }

    @Test func aMacRequestMovesAndResizesTheWindowsWithinTheRestrictions() throws {
        let (scene, window) = try scene()
        #expect(scene.effectiveGeometry.systemFrame == window.frame)
        #expect(scene.effectiveGeometry.interfaceOrientation == .landscapeRight, "wider than tall")
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 10, y: 20, width: 200, height: 500))) {
            errors.append($0)
        }
        #expect(errors.isEmpty && window.frame == CGRect(x: 10, y: 20, width: 200, height: 500))
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait)
        scene.sizeRestrictions?.minimumSize = CGSize(width: 300, height: 100)
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(window.frame.size == CGSize(width: 300, height: 100), "no smaller than the minimum size")
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 0, y: 0, width: 0, height: 100))) { errors.append($0) }
        let error = try #require(errors.first as? UISceneError)
        #expect(
            error.code == .geometryRequestUnsupported && window.frame.width == 300, "an empty frame changes nothing")
        #expect((error as NSError).domain == "UISceneErrorDomain" && (error as NSError).code == 100)
    }

    @Test func aBackendThatPlacesWindowsItselfDeniesTheRequest() throws {
        let (scene, window) = try scene()
        var asked: [CGRect] = []
        window.frameRequestHandler = { frame in
            asked.append(frame)
            return true
        }
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 5, y: 5, width: 320, height: 240)))
        #expect(asked == [CGRect(x: 5, y: 5, width: 320, height: 240)])
        #expect(window.frame.size == CGSize(width: 400, height: 300), "the window system's answer resizes it, later")
        window.frameRequestHandler = { _ in false }
        var caught: UISceneError.Code?
        scene.requestGeometryUpdate(.Mac(systemFrame: CGRect(x: 5, y: 5, width: 320, height: 240))) { error in
            switch error {
            case UISceneError.geometryRequestDenied: caught = .geometryRequestDenied
            default: caught = nil
            }
        }
        #expect(caught == .geometryRequestDenied)
    }

    @Test func anIOSRequestSucceedsForTheWindowsShapeAndFailsOtherwise() throws {
        let (scene, _) = try scene()
        var codes: [UISceneError.Code] = []
        let record = { (error: any Error) in codes.append((error as! UISceneError).code) }
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape), errorHandler: record)
        scene.requestGeometryUpdate(.iOS(), errorHandler: record)
        #expect(codes.isEmpty, "the window is landscape already; no preference is any orientation")
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait), errorHandler: record)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown), errorHandler: record)
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences(), errorHandler: record)
        #expect(codes == [.geometryRequestDenied, .geometryRequestUnsupported, .geometryRequestUnsupported])
    }
}
