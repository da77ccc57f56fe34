import Foundation
import Testing

@testable import Tapestry

/// User activities (NSUserActivity, which Linux's Foundation lacks): their values, becoming current, and a
/// responder's activity and restoration, which an app's own code drives on a desktop.
@MainActor
@Suite struct NSUserActivityTests {
    @Test func anActivityKeepsItsValuesAndBecomesCurrentUntilInvalidated() {
        let activity = NSUserActivity(activityType: "org.example.editing")
        activity.title = "Draft"
        activity.userInfo = ["id": 7]
        activity.addUserInfoEntries(from: ["id": 8, "cursor": 3])
        #expect(activity.userInfo?["id"] as? Int == 8 && activity.userInfo?["cursor"] as? Int == 3)
        #expect(!activity.isCurrent)
        activity.becomeCurrent()
        #expect(activity.isCurrent)
        let other = NSUserActivity(activityType: "org.example.browsing")
        other.becomeCurrent()
        #expect(other.isCurrent && !activity.isCurrent, "one current activity")
        other.resignCurrent()
        #expect(!other.isCurrent)
        activity.invalidate()
        activity.becomeCurrent()
        #expect(!activity.isCurrent && activity.isInvalidated, "an invalidated activity cannot come back")
    }

    @Test func aRespondersActivityIsKeptAndRestoresThroughTheProtocol() {
        final class Editor: UIViewController {
            var restoredPage: Int?
            override func restoreUserActivityState(_ activity: NSUserActivity) {
                restoredPage = activity.userInfo?["page"] as? Int
            }
            override func updateUserActivityState(_ activity: NSUserActivity) {
                activity.addUserInfoEntries(from: ["page": 4])
                super.updateUserActivityState(activity)
            }
        }
        let editor = Editor()
        #expect(editor.userActivity == nil)
        let activity = NSUserActivity(activityType: "org.example.reading")
        editor.userActivity = activity
        #expect(editor.userActivity === activity)
        activity.needsSave = true
        editor.updateUserActivityState(activity)
        #expect(!activity.needsSave && activity.userInfo?["page"] as? Int == 4, "super cleared needsSave")
        let restorers: [any UIUserActivityRestoring] = [editor]
        restorers.forEach { $0.restoreUserActivityState(activity) }
        #expect(editor.restoredPage == 4)
        editor.userActivity = nil
        #expect(editor.userActivity == nil)
    }
}
