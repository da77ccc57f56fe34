import Foundation
import Testing

@testable import Tapestry

/// Background tasks: a desktop app is not suspended, so a task keeps its time until it ends or the app does.
@MainActor
@Suite struct UIApplicationBackgroundTasksTests {
    @Test func aTaskRunsUntilEndedAndExpiresOnlyWhenTheAppEnds() {
        let application = UIApplication.replaceShared()
        defer { UIApplication.replaceShared() }
        var expired: [String] = []
        let upload = application.beginBackgroundTask(withName: "upload") { expired.append("upload") }
        let save = application.beginBackgroundTask { expired.append("save") }
        #expect(upload != .invalid && save != .invalid && upload != save)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        application.endBackgroundTask(upload)
        application.endBackgroundTask(upload)  // a second end is ignored
        application.endBackgroundTask(.invalid)
        #expect(expired.isEmpty, "in the foreground a task never expires")
        application.terminate()
        #expect(expired == ["save"], "the app ending is when the time runs out, for the tasks still open")
        application.terminate()
        #expect(expired == ["save"])
    }
}
