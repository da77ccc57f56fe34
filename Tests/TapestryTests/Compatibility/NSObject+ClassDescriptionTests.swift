import Foundation
import Tapestry
import Testing

@Suite struct NSObjectClassDescriptionTests {
    final class MessageView: NSObject {}

    /// Code written for iOS names a nib or reuse identifier after the class: `T.description()`.
    func name<T: NSObject>(of type: T.Type) -> String? { T.description().components(separatedBy: ".").last }

    @Test func aClassDescribesItselfByItsQualifiedName() {
        #expect(name(of: MessageView.self) == "MessageView")
        #expect(MessageView.description().hasSuffix("NSObjectClassDescriptionTests.MessageView"))
    }

    @Test func aClassIsItsOwnClassForCoder() {
        #expect(MessageView.classForCoder() == MessageView.self)
        #expect(Bundle(for: MessageView.classForCoder()) == Bundle(for: MessageView.self))
    }
}
