import Foundation

/// One instance of the app's interface, as UIKit's scenes are (iOS 13): the app delegate configures it, its
/// delegate (a `SceneDelegate`, Xcode's template) makes its window, and it hears the app's activation. A
/// desktop app has one scene at launch; its windows are on the screen while it is connected.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the scene was connected with (URLs, shortcuts, user activities; none on a desktop launch).
    open class ConnectionOptions: NSObject {
        /// URLs to open (none here).
        open var urlContexts: Set<UIOpenURLContext> { [] }
        /// The app that asked for the connection (none here).
        open var sourceApplication: String? { nil }
        /// User activities to continue (none here).
        open var userActivities: Set<NSUserActivity> { [] }
        /// The type of an activity handed over from another device (none here).
        open var handoffUserActivityType: String? { nil }
        /// The shortcut item the scene was opened for (none here).
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }

    /// Posted before the scene's delegate hears `scene(_:willConnectTo:options:)`.
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene disconnected.
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after the scene became active.
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted before the scene resigns active.
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted before the scene comes on screen.
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted after the scene left the screen.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")

    /// The session the scene belongs to.
    public let session: UISceneSession
    /// The scene's delegate (kept strongly, as UIKit keeps it).
    open var delegate: UISceneDelegate?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title (a window's title on a desktop when the window has none of its own).
    open var title: String!

    /// A scene for `session`; UIKit (here, the app at launch) makes scenes, not the app.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Moves the scene to `state`, telling its delegate and posting the notifications on the way.
    func move(to state: ActivationState) {
        let center = NotificationCenter.default
        switch (activationState, state) {
        case (.foregroundActive, .foregroundInactive), (.foregroundActive, .background):
            delegate?.sceneWillResignActive(self)
            center.post(name: Self.willDeactivateNotification, object: self)
            activationState = .foregroundInactive
            if state == .background { move(to: .background) }
        case (.foregroundInactive, .foregroundActive):
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
            center.post(name: Self.didActivateNotification, object: self)
        case (.foregroundInactive, .background):
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            center.post(name: Self.didEnterBackgroundNotification, object: self)
        case (.background, .foregroundInactive), (.unattached, .foregroundInactive):
            delegate?.sceneWillEnterForeground(self)
            center.post(name: Self.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
        case (.background, .foregroundActive), (.unattached, .foregroundActive):
            move(to: .foregroundInactive)
            move(to: .foregroundActive)
        default:
            break
        }
    }
}

/// A scene that shows windows: those made with `UIWindow(windowScene:)`.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen the scene is on.
    open var screen: UIScreen { .main }
    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The smallest and largest sizes its windows may take (desktop windows honour the minimum).
    open private(set) var sizeRestrictions: UISceneSizeRestrictions? = UISceneSizeRestrictions()
    /// The scene's coordinate space: the screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}

/// The sizes a window scene's windows may take.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    /// The smallest size (zero: none).
    open var minimumSize = CGSize.zero
    /// The largest size (infinite: none).
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    /// Whether the user may resize the windows.
    open var allowsFullScreen = true
}

/// A URL a scene is asked to open.
public final class UIOpenURLContext: NSObject, Sendable {
    /// The URL.
    public let url: URL
    init(url: URL) { self.url = url }
}

/// A scene's session: its role and configuration, which outlive the scene.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kind of interface a session shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the role.
        public let rawValue: String
        /// A role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// An external display's windows.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// A string that identifies the session across launches.
    public let persistentIdentifier: String
    /// The configuration its scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any.
    open internal(set) weak var scene: UIScene?
    /// Information the app keeps with the session.
    open var userInfo: [String: Any]?
    /// The activity the scene's delegate gave when it last disconnected (`stateRestorationActivity(for:)`).
    open internal(set) var stateRestorationActivity: NSUserActivity?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
    }
}

/// How a scene is made: its class and its delegate's class (Xcode's template names the delegate in the app's
/// Info.plist; here, a class named `SceneDelegate` in the app delegate's module is found by name when the
/// configuration names none).
open class UISceneConfiguration: NSObject, NSCopying, @unchecked Sendable {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene's class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The scene delegate's class (found by name when nil; see above).
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }

    /// A copy.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        return copy
    }
}

/// A scene's delegate: told when the scene connects (make the window here), becomes active, resigns, and
/// disconnects. Every method has an empty default (UIKit's are optional).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene connected: make and show its window.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to resign active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene left the screen.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Asked, as the scene disconnects, for the activity that would bring it back as it is; the answer is kept
    /// as the session's `stateRestorationActivity`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Told that an activity of this type is about to be continued.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Asked to continue a user activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Told that an activity could not be continued.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Told that an activity was updated.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// None.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    /// Does nothing.
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    /// Does nothing.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// A window scene's delegate, which keeps the scene's window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Asked to perform a shortcut item's action; calls `completionHandler` with whether it did.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Answers false: nothing was performed.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
    /// The scene's main window, read as Objective-C reads UIKit's optional `window` requirement: nil when the
    /// delegate declares no stored `window`, else its value (`(scene.delegate as? UIWindowSceneDelegate)?.window??`).
    public var window: UIWindow?? { StoredWindow.of(self) }
}

/// Finds a delegate's stored `window` property (UIKit's optional requirement, which Swift on Linux cannot
/// declare): the protocols cannot require it without every delegate declaring it, so it is read by name.
enum StoredWindow {
    static func of(_ object: AnyObject) -> UIWindow?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == "window" {
                if let window = child.value as? UIWindow { return .some(window) }
                // An optional that holds no window: the property is there, empty.
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .optional, inner.children.isEmpty { return .some(nil) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

extension UIApplicationDelegate {
    /// The configuration of a scene about to connect: "Default Configuration" for its role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

extension UIApplication {
    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(scenes) }
    /// The sessions of the connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }
    /// Whether the app shows more than one scene at a time: false.
    public var supportsMultipleScenes: Bool { false }

    /// Connects the app's first scene, as UIKit does at launch for an app that uses scenes: when the app
    /// delegate showed no window in `application(_:didFinishLaunchingWithOptions:)` and a scene delegate class
    /// is named by its configuration or found by name (`SceneDelegate` in the app delegate's module). The app
    /// delegate is asked for the configuration, the scene delegate hears `scene(_:willConnectTo:options:)` and
    /// makes the window. Returns the scene, or nil when the app does not use scenes.
    @discardableResult
    public func connectSceneIfConfigured() -> UIScene? {
        guard scenes.isEmpty, visibleWindowList.isEmpty else { return nil }
        let options = UIScene.ConnectionOptions()
        let session = UISceneSession(
            role: .windowApplication,
            configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication))
        if let delegate {
            session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        }
        let delegateClass: AnyClass? = session.configuration.delegateClass ?? conventionalSceneDelegateClass()
        guard let responderClass = delegateClass as? UIResponder.Type,
            let sceneDelegate = responderClass.init(coder: NSCoder()) as? UISceneDelegate
        else { return nil }
        let sceneClass = session.configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneClass.init(session: session, connectionOptions: options)
        scene.delegate = sceneDelegate
        session.scene = scene
        scenes.append(scene)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.move(to: applicationState == .active ? .foregroundActive : .foregroundInactive)
        return scene
    }

    /// `SceneDelegate` in the app delegate's module, the class Xcode's template names in Info.plist.
    private func conventionalSceneDelegateClass() -> AnyClass? {
        guard let delegate else { return nil }
        let name = String(reflecting: type(of: delegate))
        guard let module = name.split(separator: ".").first else { return nil }
        return NSClassFromString("\(module).SceneDelegate")
    }

    /// The app's activation moved: its scenes follow.
    func scenesFollowApplicationState() {
        for scene in scenes {
            switch applicationState {
            case .active: scene.move(to: .foregroundActive)
            case .inactive: scene.move(to: .foregroundInactive)
            case .background:
                scene.move(to: .background)
                scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
                scene.delegate?.sceneDidDisconnect(scene)
                NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
            }
        }
        if applicationState == .background { scenes.removeAll() }
    }
}
