import Foundation

extension UIScene {
    /// Options for asking to activate a scene (iOS 13).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking (kept).
        open var requestingScene: UIScene?
        /// Creates options.
        public override init() { super.init() }
    }
}

/// Options for asking to destroy a scene session (iOS 13).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    /// Creates options.
    public override init() { super.init() }
}

/// A request to activate a scene session, or to make a new one of a role (iOS 17).
@preconcurrency @MainActor
open class UISceneSessionActivationRequest: NSObject {
    /// The session to activate, or nil for a new one.
    public let session: UISceneSession?
    /// The role of the new session.
    public let role: UISceneSession.Role
    /// The activity handed to the scene.
    open var userActivity: NSUserActivity?
    /// Options.
    open var options: UIScene.ActivationRequestOptions?

    /// A request to activate `session`.
    public init(session: UISceneSession) {
        self.session = session
        role = session.role
        super.init()
    }

    /// A request for a new session of `role`.
    public init(role: UISceneSession.Role = .windowApplication) {
        session = nil
        self.role = role
        super.init()
    }
}

extension UIApplication {
    /// Brings a connected scene's session forward (its windows' key window is made key again); a request for a
    /// new scene fails with `.multipleScenesNotSupported`, as on an iPhone: a Tapestry app shows one scene
    /// (`supportsMultipleScenes` is false).
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let sceneSession, let scene = sceneSession.scene, connectedScenes.contains(scene) else {
            errorHandler?(
                UISceneError(
                    .multipleScenesNotSupported, description: "The application does not support multiple scenes"))
            return
        }
        if let windowScene = scene as? UIWindowScene {
            (windowScene.keyWindow ?? windowScene.windows.first)?.makeKeyAndVisible()
        }
    }

    /// Activates the request's session or asks for a new one (iOS 17), as `requestSceneSessionActivation` does.
    public func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        requestSceneSessionActivation(
            request.session, userActivity: request.userActivity, options: request.options, errorHandler: errorHandler)
    }

    /// Asks to destroy a session: the one scene of a Tapestry app stays (the request is denied).
    public func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        errorHandler?(UISceneError(.requestDenied, description: "The application's only scene is not destroyed"))
    }

    /// Asks for a session's snapshot in the app switcher to be refreshed (there is no app switcher here).
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
}
