import Foundation

/// Where an `NSError` is written back (`&error` of a `var error: NSError?`): Foundation's name on Apple's
/// platforms, which Linux's Foundation does not have.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// What to authenticate the user with.
public enum LAPolicy: Int, Sendable {
    /// Touch ID, Face ID or Optic ID.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, or the device's passcode.
    case deviceOwnerAuthentication = 2
    /// A paired watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or a paired watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
    /// A watch on the wrist.
    case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometrics the device has.
public enum LABiometryType: Int, Sendable {
    /// None (always so on the Linux desktop).
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

/// The domain of `LAError`.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why authentication did not happen.
public struct LAError: CustomNSError, Hashable, Error {
    /// The reason.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case appCancel = -9
        case invalidContext = -10
        case watchNotAvailable = -11
        case biometryNotPaired = -12
        case biometryDisconnected = -13
        case invalidDimensions = -14
        case notInteractive = -1004

        /// The older name of `biometryNotAvailable`.
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        /// The older name of `biometryNotEnrolled`.
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        /// The older name of `biometryLockout`.
        public static var touchIDLockout: Code { .biometryLockout }
    }

    /// The reason.
    public let code: Code
    private let message: String

    /// An error with this code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        message = (userInfo[NSLocalizedDescriptionKey] as? String) ?? Self.describe(code)
    }

    /// `LAErrorDomain`.
    public static var errorDomain: String { LAErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// A description of why authentication did not happen.
    public var localizedDescription: String { message }

    /// Whether the two are the same code.
    public static func == (a: LAError, b: LAError) -> Bool { a.code == b.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The code `.authenticationFailed`.
    public static var authenticationFailed: Code { .authenticationFailed }
    /// The code `.userCancel`.
    public static var userCancel: Code { .userCancel }
    /// The code `.userFallback`.
    public static var userFallback: Code { .userFallback }
    /// The code `.systemCancel`.
    public static var systemCancel: Code { .systemCancel }
    /// The code `.passcodeNotSet`.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// The code `.biometryNotAvailable`.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// The code `.biometryNotEnrolled`.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// The code `.biometryLockout`.
    public static var biometryLockout: Code { .biometryLockout }
    /// The code `.appCancel`.
    public static var appCancel: Code { .appCancel }
    /// The code `.invalidContext`.
    public static var invalidContext: Code { .invalidContext }
    /// The code `.notInteractive`.
    public static var notInteractive: Code { .notInteractive }
    /// The older name of `biometryNotAvailable`.
    public static var touchIDNotAvailable: Code { .biometryNotAvailable }
    /// The older name of `biometryNotEnrolled`.
    public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }

    private static func describe(_ code: Code) -> String {
        switch code {
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .passcodeNotSet: "The device has no owner authentication an app can ask for."
        case .watchNotAvailable, .biometryNotPaired, .biometryDisconnected: "No paired device is available."
        case .appCancel: "Canceled by the app."
        case .invalidContext: "The context was invalidated."
        case .notInteractive: "Interaction is not allowed."
        default: "Authentication did not happen."
        }
    }
}

/// Authenticates the device's owner. The Linux desktop has no biometrics and no owner passcode an app can ask
/// the system to check, so every policy is unavailable: `canEvaluatePolicy(_:error:)` is false with
/// `.biometryNotAvailable` (biometric and watch policies) or `.passcodeNotSet` (`.deviceOwnerAuthentication`),
/// `biometryType` is `.none`, and `evaluatePolicy` replies the same on the main queue. Apps written for devices
/// without Face ID take their own path, as on an iPhone without it.
open class LAContext: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var invalidated = false

    /// Creates a context.
    public override init() {}

    /// The device's biometrics, known once `canEvaluatePolicy(_:error:)` was asked: `.none` here.
    open var biometryType: LABiometryType { .none }

    /// The fallback button's title (kept; nothing is shown).
    open var localizedFallbackTitle: String?
    /// The cancel button's title (kept; nothing is shown).
    open var localizedCancelTitle: String?
    /// The reason shown for reusing a recent unlock (kept).
    open var localizedReason: String = ""
    /// How long a device unlock counts as authentication (kept).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the context may show no interface (kept).
    open var interactionNotAllowed = false
    /// The enrolled biometrics' state: nil, there are none.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` can be evaluated: never on the desktop; `error` says why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = unavailability(of: policy) as NSError
        return false
    }

    /// Evaluates `policy`; `reply` hears, on the main queue, that it could not be (the error of
    /// `canEvaluatePolicy(_:error:)`, or `.invalidContext` after `invalidate()`).
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void
    ) {
        let error = unavailability(of: policy)
        nonisolated(unsafe) let reply = reply
        DispatchQueue.main.async { reply(false, error) }
    }

    /// The `async` form of `evaluatePolicy(_:localizedReason:reply:)`: throws why it could not be evaluated.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw unavailability(of: policy)
    }

    /// Ends the context: later evaluations fail with `.invalidContext`.
    open func invalidate() {
        lock.lock()
        invalidated = true
        lock.unlock()
    }

    private func unavailability(of policy: LAPolicy) -> LAError {
        lock.lock()
        defer { lock.unlock() }
        if invalidated { return LAError(.invalidContext) }
        switch policy {
        case .deviceOwnerAuthentication: return LAError(.passcodeNotSet)
        case .deviceOwnerAuthenticationWithWatch, .deviceOwnerAuthenticationWithWristDetection:
            return LAError(.watchNotAvailable)
        case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
            return LAError(.biometryNotAvailable)
        }
    }
}
