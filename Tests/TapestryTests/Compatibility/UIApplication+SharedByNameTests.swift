import Foundation
import Testing

@testable import Tapestry

/// The shared application reached by name, as code that also builds for app extensions reaches it. Serialized:
/// one test sends the message from another thread while the suite's others would replace the application.
@MainActor
@Suite(.serialized) struct UIApplicationSharedByNameTests {
    @Test func sharedApplicationByKeyIsTheSharedApplication() {
        UIApplication.replaceShared()
        let found = UIApplication.value(forKey: "sharedApplication") as? UIApplication
        #expect(found === UIApplication.shared)
        #expect(found?.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIApplication.value(forKey: "keyWindow") == nil)
        #expect(UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKeyPath: "sharedApplication.keyWindow") == nil)
    }

    @Test func sharedApplicationByMessageIsTheSharedApplication() {
        UIApplication.replaceShared()
        let selector = NSSelectorFromString("sharedApplication")
        #expect(UIApplication.responds(to: selector))
        #expect(!UIApplication.responds(to: NSSelectorFromString("openURL:")))
        #expect(!UIApplication.responds(to: nil))
        let found = UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
        #expect(found === UIApplication.shared)
        #expect(UIApplication.perform(NSSelectorFromString("openURL:")) == nil)
    }

    @Test func theMessageIsSentFromCodeThatIsNotOnTheMainActor() async {
        // As an image library's extension-safe accessor does it: from a nonisolated static property, called on
        // the main actor and on another thread. (Other tests may replace the shared application while this one
        // waits, so the thread's answer is checked for being an application, not for being a given one.)
        UIApplication.replaceShared()
        #expect(ApplicationByMessage.shared === UIApplication.shared)
        let found = await Task.detached { ApplicationByMessage.shared.map(ObjectIdentifier.init) }.value
        #expect(found != nil)
    }

    @Test func theApplicationsPropertiesByName() {
        UIApplication.replaceShared()
        let application = UIApplication.shared
        application.applicationIconBadgeNumber = 3
        #expect((application.value(forKey: "applicationIconBadgeNumber") as? NSNumber)?.intValue == 3)
        #expect(application.value(forKey: "keyWindow") == nil)
        #expect((application.value(forKey: "windows") as? [UIWindow])?.isEmpty == true)
        #expect((application.value(forKeyPath: "statusBarFrame") as? NSValue)?.cgRectValue == .zero)
        application.applicationIconBadgeNumber = 0
    }

    @Test func theStatusBarWindowStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIApplication.shared.value(forKey: "statusBarWindow") }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("there's no longer a status bar or status bar window"))
    }
}

/// An accessor written as code that builds for app extensions writes it: nonisolated, by message.
private enum ApplicationByMessage {
    static var shared: UIApplication? {
        let selector = NSSelectorFromString("sharedApplication")
        guard UIApplication.responds(to: selector), let unmanaged = UIApplication.perform(selector) else { return nil }
        return unmanaged.takeUnretainedValue() as? UIApplication
    }
}
