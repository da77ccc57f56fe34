import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Items that stand in for themselves until an activity is chosen: item sources and providers.
@MainActor
@Suite struct UIActivityItemProviderTests {
    /// A provider that makes its text for the activity it is asked for.
    final class Greeting: UIActivityItemProvider, @unchecked Sendable {
        nonisolated(unsafe) var made = 0
        override var item: Any {
            made += 1
            return activityType == .copyToPasteboard ? "Hello from the clipboard" : "Hello"
        }
    }

    /// A source that gives each activity its own item, and nothing to one it does not know.
    final class Link: NSObject, UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
            URL(string: "https://example.com")!
        }
        func activityViewController(
            _ activityViewController: UIActivityViewController,
            itemForActivityType activityType: UIActivity.ActivityType?
        ) -> Any? {
            activityType == .copyToPasteboard ? URL(string: "https://example.com/copied")! : nil
        }
    }

    final class Shout: UIActivity {
        var received: [Any] = []
        var offeredWith: [Any] = []
        override var activityType: ActivityType? { ActivityType(rawValue: "shout") }
        override var activityTitle: String? { "Shout" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            offeredWith = activityItems
            return activityItems.contains { $0 is String }
        }
        override func prepare(withActivityItems activityItems: [Any]) { received = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    private func button(_ title: String, in sheet: UIActivityViewController) -> UIButton? {
        var stack: [UIView] = [sheet.view]
        while let view = stack.popLast() {
            if let button = view as? UIButton, button.title(for: .normal) == title { return button }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    @Test func copyAsksEachSourceForItsItemForCopying() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let greeting = Greeting(placeholderItem: "")
        let sheet = UIActivityViewController(activityItems: [greeting, Link()], applicationActivities: nil)
        window.rootViewController!.present(sheet, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(greeting.made == 0, "nothing is made until an activity is chosen")
        #expect(greeting.activityType == nil)
        try #require(button("Copy", in: sheet)).sendActions(for: .primaryActionTriggered)
        synthesizer.advance(by: 1)
        #expect(UIPasteboard.general.string == "Hello from the clipboard\nhttps://example.com/copied")
        #expect(greeting.made == 1 && greeting.activityType == .copyToPasteboard)
    }

    @Test func activitiesAreOfferedByPlaceholdersAndGivenTheItemsMadeForThem() throws {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow()
        let shout = Shout()
        let greeting = Greeting(placeholderItem: "")
        let sheet = UIActivityViewController(activityItems: [greeting, Link()], applicationActivities: [shout])
        window.rootViewController!.present(sheet, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(shout.offeredWith.count == 2 && shout.offeredWith[0] as? String == "")
        #expect(shout.offeredWith[1] as? URL == URL(string: "https://example.com"))
        try #require(button("Shout", in: sheet)).sendActions(for: .primaryActionTriggered)
        synthesizer.advance(by: 1)
        #expect(shout.received.count == 1, "the link gives the shout nothing")
        #expect(shout.received.first as? String == "Hello")
        #expect(greeting.activityType?.rawValue == "shout")
    }

    /// Run as an operation, the provider makes its item once; asked again for the same activity, it gives that one.
    @Test func aProviderRunAsAnOperationMakesItsItemOnce() {
        let greeting = Greeting(placeholderItem: "placeholder")
        #expect(greeting.placeholderItem as? String == "placeholder")
        let sheet = UIActivityViewController(activityItems: [greeting], applicationActivities: nil)
        _ = greeting.activityViewController(sheet, itemForActivityType: .mail)
        greeting.start()
        #expect(greeting.isFinished && greeting.made == 2)
        #expect(greeting.activityViewController(sheet, itemForActivityType: .mail) as? String == "Hello")
        #expect(greeting.made == 2, "the item the operation made")
    }
}
