import LocalAuthentication
import UIKit

/// A secret-notes lock as tutorials write it: Face ID or Touch ID when the device has it, else the app's own
/// password.
public final class NotesLock {
    public enum Outcome: Equatable {
        case unlocked
        case useOwnPassword(String)
    }

    public init() {}

    public func unlock(completion: @escaping (Outcome) -> Void) {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Identify yourself!") {
                success, authenticationError in
                DispatchQueue.main.async {
                    completion(success ? .unlocked : .useOwnPassword(authenticationError?.localizedDescription ?? ""))
                }
            }
        } else {
            completion(.useOwnPassword(error?.localizedDescription ?? "Biometry unavailable"))
        }
    }
}
