import Foundation
import Tapestry
import Testing

@Suite struct NSExceptionTests {
    @Test func anExceptionCarriesUIKitsNamesAndTerminationMessage() {
        let exception = NSException(
            name: .invalidArgumentException, reason: "the delegate must be the controller", userInfo: nil)
        #expect(exception.name.rawValue == "NSInvalidArgumentException")
        #expect(
            exception.terminationMessage
                == "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
                + "'the delegate must be the controller'")
        #expect(NSExceptionName.internalInconsistencyException.rawValue == "NSInternalInconsistencyException")
    }
}
