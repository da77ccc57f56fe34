import Foundation

/// An error about a scene (iOS 13): its domain and code, as `UISceneErrorDomain` errors are.
public struct UISceneError: Error, CustomNSError, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable, Hashable {
        /// The app does not support several scenes.
        case multipleScenesNotSupported = 0
        /// The request was denied.
        case requestDenied = 1
        /// The geometry request is invalid or unsupported.
        case geometryRequestUnsupported = 100
        /// The geometry request is valid but the system denied it.
        case geometryRequestDenied = 101
    }

    /// The error's code.
    public let code: Code
    /// A description of the error.
    public let localizedDescription: String

    /// An error with `code`.
    public init(_ code: Code, description: String? = nil) {
        self.code = code
        localizedDescription = description ?? "\(code)"
    }

    /// `UISceneErrorDomain`.
    public static var errorDomain: String { "UISceneErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: localizedDescription] }

    /// The app does not support several scenes.
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The request was denied.
    public static var requestDenied: Code { .requestDenied }
    /// The geometry request is invalid or unsupported.
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    /// The geometry request is valid but the system denied it.
    public static var geometryRequestDenied: Code { .geometryRequestDenied }
}

extension UISceneError.Code {
    /// Matches a scene error of this code (`catch UISceneError.geometryRequestDenied`).
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? UISceneError)?.code == code }
}

extension UIWindowScene {
    /// What an app asks of its scene's geometry (iOS 16): a subclass for each platform's kind of window.
    @preconcurrency @MainActor
    open class GeometryPreferences: NSObject {
        /// Preferences asking nothing.
        public override init() { super.init() }

        /// An iPhone's or iPad's preferences: the orientations the interface may take.
        @preconcurrency @MainActor
        open class iOS: GeometryPreferences {  // swift-format-ignore: TypeNamesShouldBeCapitalized
            /// The orientations the interface may take (empty: any the app supports).
            open var interfaceOrientations: UIInterfaceOrientationMask = []

            /// Preferences allowing any orientation the app supports.
            public override init() { super.init() }

            /// Preferences allowing `interfaceOrientations`.
            public convenience init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.init()
                self.interfaceOrientations = interfaceOrientations
            }
        }

        /// A desktop window's preferences (Mac Catalyst's, and here the Linux desktop's): where its windows
        /// stand on the screen and how large they are.
        @preconcurrency @MainActor
        open class Mac: GeometryPreferences {
            /// The windows' frame in screen coordinates (zero: left as they are).
            open var systemFrame: CGRect = .zero

            /// Preferences leaving the frame as it is.
            public override init() { super.init() }

            /// Preferences for `systemFrame`.
            public convenience init(systemFrame: CGRect) {
                self.init()
                self.systemFrame = systemFrame
            }
        }
    }

    /// A scene's geometry as it is now (iOS 16).
    @preconcurrency @MainActor
    open class Geometry: NSObject {
        /// The frame of the scene's first window in screen coordinates.
        public let systemFrame: CGRect
        /// The interface's orientation: a desktop window's follows its shape.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's coordinate space.
        public let coordinateSpace: any UICoordinateSpace
        /// Whether the user is resizing the window now.
        public let isInteractivelyResizing: Bool

        init(
            systemFrame: CGRect, interfaceOrientation: UIInterfaceOrientation,
            coordinateSpace: any UICoordinateSpace
        ) {
            self.systemFrame = systemFrame
            self.interfaceOrientation = interfaceOrientation
            self.coordinateSpace = coordinateSpace
            isInteractivelyResizing = false
        }
    }

    /// The scene's geometry now: its first window's frame and orientation.
    public var effectiveGeometry: Geometry {
        let frame = windows.first { !$0.presentsAsPopup }?.frame ?? screen.bounds
        return Geometry(
            systemFrame: frame, interfaceOrientation: frame.height >= frame.width ? .portrait : .landscapeRight,
            coordinateSpace: coordinateSpace)
    }

    /// Asks for new geometry (iOS 16). A `Mac` request moves and resizes the scene's windows where the window
    /// system lets an app do that (X11 and headless; a Wayland compositor places and sizes windows itself, and
    /// the request is denied); an `iOS` request succeeds when the window's orientation — its shape, which the
    /// user sets on the desktop — is among those asked for, is unsupported when the app's supported orientations
    /// exclude them all, and is denied otherwise. A failure reaches `errorHandler` as a `UISceneError`.
    public func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        func fail(_ code: UISceneError.Code, _ why: String) { errorHandler?(UISceneError(code, description: why)) }
        switch geometryPreferences {
        case let mac as GeometryPreferences.Mac:
            let frame = mac.systemFrame
            guard frame != .zero else { return }
            guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else {
                return fail(.geometryRequestUnsupported, "The requested frame \(frame) is empty.")
            }
            let restrictions = sizeRestrictions
            let size = CGSize(
                width: min(
                    max(frame.width, restrictions?.minimumSize.width ?? 0), restrictions?.maximumSize.width ?? .infinity
                ),
                height: min(
                    max(frame.height, restrictions?.minimumSize.height ?? 0),
                    restrictions?.maximumSize.height ?? .infinity))
            for window in windows where !window.presentsAsPopup {
                let placed = CGRect(origin: frame.origin, size: size)
                if let request = window.frameRequestHandler {
                    guard request(placed) else {
                        return fail(.geometryRequestDenied, "The window system places and sizes this window itself.")
                    }
                } else {
                    window.frame = placed
                }
            }
        case let ios as GeometryPreferences.iOS:
            let current = effectiveGeometry.interfaceOrientation
            let wanted = ios.interfaceOrientations.isEmpty ? UIInterfaceOrientationMask.all : ios.interfaceOrientations
            let supported = UIApplication.shared.supportedInterfaceOrientations(for: windows.first)
            if wanted.contains(UIInterfaceOrientationMask(current)) { return }
            if wanted.isDisjoint(with: supported) {
                return fail(
                    .geometryRequestUnsupported, "None of the requested orientations are supported by the application.")
            }
            fail(.geometryRequestDenied, "A desktop window's orientation follows the shape the user gives it.")
        default:
            fail(
                .geometryRequestUnsupported,
                "\(type(of: geometryPreferences)) is not a kind of preferences this scene takes.")
        }
    }
}

extension UIInterfaceOrientationMask {
    /// The mask of one orientation.
    init(_ orientation: UIInterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        default: self = []
        }
    }
}
