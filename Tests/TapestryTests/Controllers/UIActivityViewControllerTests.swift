import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The share sheet: Copy for text, the app's activities, Cancel, and the completion handler.
@MainActor
@Suite struct UIActivityViewControllerTests {
    final class Shout: UIActivity {
        var performed: [String] = []
        var items: [Any] = []
        override var activityType: ActivityType? { ActivityType(rawValue: "shout") }
        override var activityTitle: String? { "Shout" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            activityItems.contains { $0 is String }
        }
        override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
        override func perform() {
            performed.append((items.first as? String ?? "").uppercased())
            activityDidFinish(true)
        }
    }

    private func buttons(_ sheet: UIActivityViewController) -> [UIButton] {
        var found: [UIButton] = []
        var stack: [UIView] = [sheet.view]
        while let view = stack.popLast() {
            if let button = view as? UIButton { found.append(button) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    @Test func copyPutsTheItemsTextOnThePasteboardAndTheHandlerHearsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let sheet = UIActivityViewController(
            activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
        var heard: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            heard.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        window.rootViewController!.present(sheet, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(buttons(sheet).map { $0.title(for: .normal) ?? "" } == ["Copy", "Cancel"])
        buttons(sheet)[0].sendActions(for: .primaryActionTriggered)
        synthesizer.advance(by: 1)
        #expect(UIPasteboard.general.string == "Hello\nhttps://example.com")
        #expect(heard == ["com.apple.UIKit.activity.CopyToPasteboard true"])
        #expect(window.rootViewController!.presentedViewController == nil)
    }

    @Test func theAppsActivitiesThatTakeTheItemsRunAndCancelHearsNil() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let shout = Shout()
        let sheet = UIActivityViewController(activityItems: ["hi"], applicationActivities: [shout])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        var heard: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            heard.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        window.rootViewController!.present(sheet, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(buttons(sheet).map { $0.title(for: .normal) ?? "" } == ["Shout", "Cancel"])
        buttons(sheet)[0].sendActions(for: .primaryActionTriggered)
        synthesizer.advance(by: 1)
        #expect(shout.performed == ["HI"] && heard == ["shout true"])
        // An image alone: nothing to copy or shout; Cancel.
        let images = UIActivityViewController(activityItems: [UIImage()], applicationActivities: [Shout()])
        images.completionWithItemsHandler = { type, completed, _, _ in
            heard.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        window.rootViewController!.present(images, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(buttons(images).map { $0.title(for: .normal) ?? "" } == ["Cancel"])
        buttons(images)[0].sendActions(for: .primaryActionTriggered)
        synthesizer.advance(by: 1)
        #expect(heard.last == "nil false")
    }
}
