import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A controller's content-unavailable configuration: shown over its view, filling it and in front, updated
/// for the controller's state, and gone when there is content.
@MainActor
@Suite struct UIViewControllerContentUnavailableTests {
    /// A list screen that shows an empty state while it has no items, as iOS 17 code writes it.
    final class Inbox: UIViewController {
        var items: [String] = []
        var updates = 0
        var retries = 0
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            guard items.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "tray")
            empty.text = "No Mail"
            empty.secondaryText = "New messages appear here."
            empty.button = .filled()
            empty.button.title = "Retry"
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.retries += 1 }
            contentUnavailableConfiguration = empty
        }
    }

    func labels(in view: UIView) -> [String] {
        view.subviews.compactMap { ($0 as? UILabel).flatMap { $0.isHidden ? nil : $0.text } }
    }

    @Test func anEmptyScreenShowsItsStateOverTheViewAndGoesWhenThereIsContent() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let inbox = Inbox()
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(inbox.updates == 1, "asked before the first layout")
        let shown = try #require(inbox.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == inbox.view.bounds)
        #expect(labels(in: shown) == ["No Mail", "New messages appear here."])
        let title = shown.subviews.compactMap { $0 as? UILabel }.first { $0.text == "No Mail" }!
        #expect(abs(title.frame.midX - 200) < 1, "centred")
        let button = try #require(shown.subviews.compactMap { $0 as? UIButton }.first { !$0.isHidden })
        #expect(button.frame.minY > title.frame.maxY)
        EventSynthesizer(window: window).tap(
            at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(inbox.retries == 1)
        inbox.items = ["hello"]
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        window.layoutIfNeeded()
        #expect(inbox.updates == 2 && shown.superview == nil)
    }
}
