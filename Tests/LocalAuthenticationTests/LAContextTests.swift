import Foundation
import LocalAuthentication
import Testing

/// An app's biometric lock on a desktop without biometrics: it learns why and takes its other path.
@Suite struct LAContextTests {
    @Test func biometricsAreNotAvailableAndSaySo() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain)
        #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(context.biometryType == .none)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == LAError.passcodeNotSet.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil), "no error wanted")
    }

    @Test func evaluatingRepliesOnTheMainQueueWithTheReason() async {
        let context = LAContext()
        let (success, code) = await withCheckedContinuation { continuation in
            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes") {
                success, error in
                dispatchPrecondition(condition: .onQueue(.main))
                continuation.resume(returning: (success, (error as? LAError)?.code))
            }
        }
        #expect(!success)
        #expect(code == .biometryNotAvailable)
    }

    @Test func theAsyncFormThrowsAndAnInvalidatedContextSaysSo() async {
        let context = LAContext()
        await #expect(throws: LAError(.passcodeNotSet)) {
            try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Sign in")
        }
        context.invalidate()
        await #expect(throws: LAError(.invalidContext)) {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Sign in")
        }
    }

    @Test func appsSwitchOnTheCodesAsTheyDoOnIOS() {
        let error = LAError(.biometryNotAvailable)
        switch error.code {
        case LAError.touchIDNotAvailable: break
        default: Issue.record("the older name is the same code")
        }
        #expect(error.localizedDescription.contains("not available"))
    }
}
