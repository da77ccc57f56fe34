import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Alerts and action sheets: buttons dismiss then call their handler; Return and Escape (SEMANTICS §12.4).
@MainActor
@Suite struct UIAlertControllerTests {
    func stage() -> (UIWindow, UIViewController, EventSynthesizer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, EventSynthesizer(window: window))
    }

    @Test func aTapDismissesThenCallsTheHandler() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = stage()
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in
                log.append("delete, presented: \(root.presentedViewController != nil)")
            })
        root.present(alert, animated: true)
        synthesizer.advance(by: 0.3)
        window.layoutIfNeeded()
        // Two actions side by side: Cancel on the left.
        #expect(alert.buttonsInOrder.map { $0.title(for: .normal) } == ["Cancel", "Delete"])
        let delete = alert.buttonsInOrder[1]
        synthesizer.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: window))
        #expect(log == [], "the handler waits for the dismissal")
        synthesizer.advance(by: 0.3)
        #expect(log == ["delete, presented: false"])
    }

    @Test func theKeysAppsSetToStyleAnAlertAreShown() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = stage()
        let alert = UIAlertController(title: "Plain", message: "Plain message", preferredStyle: .alert)
        let red = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed])
        alert.setValue(red, forKey: "attributedTitle")
        alert.setValue(NSAttributedString(string: "Styled message"), forKey: "attributedMessage")
        let picker = UIViewController()
        picker.preferredContentSize = CGSize(width: 270, height: 120)
        alert.setValue(picker, forKey: "contentViewController")
        let action = UIAlertAction(title: "Keep", style: .default)
        action.setValue(UIColor.systemGreen, forKey: "titleTextColor")
        action.setValue(true, forKey: "checked")
        alert.addAction(action)
        #expect((alert.value(forKey: "attributedTitle") as? NSAttributedString)?.string == "Styled")
        #expect(action.value(forKey: "titleTextColor") as? UIColor == .systemGreen)
        #expect((action.value(forKey: "checked") as? NSNumber)?.boolValue == true)
        root.present(alert, animated: false)
        synthesizer.advance(by: 0.3)
        window.layoutIfNeeded()
        let labels = alert.view.subviews.first!.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Styled", "Styled message"] && labels.first?.textColor == .systemRed)
        #expect(picker.view.superview != nil && picker.view.frame.height == 120 && picker.parent === alert)
        let button = alert.buttonsInOrder[0]
        #expect(button.titleColor(for: .normal) == .systemGreen && button.frame.minY >= picker.view.frame.maxY)
    }

    @Test func returnChoosesThePreferredActionAndEscapeTheCancelOne() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        var log: [String] = []
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in
            log.append("save \(alert.textFields![0].text ?? "")")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        synthesizer.type("Ada")
        synthesizer.press(.select)  // Return
        synthesizer.advance(by: 0.3)
        #expect(log == ["save Ada"])

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default) { _ in log.append("copy") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: false)
        synthesizer.press(.menu)  // Escape
        synthesizer.advance(by: 0.3)
        #expect(log == ["save Ada", "cancel"])
        #expect(root.presentedViewController == nil)
    }

    @Test func misuseStopsWithUIKitsMessages() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "a", style: .cancel))
                alert.addAction(UIAlertAction(title: "b", style: .cancel))
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIAlertController(title: "t", message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
    }
}

/// A subclass that overrides UIKit's designated initializers inherits the convenience initializer.
@MainActor
final class RowAlertController: UIAlertController {
    var row: Int?
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { return nil }
}

@MainActor
@Suite struct UIAlertControllerSubclassTests {
    @Test func theConvenienceInitializerIsInheritedAndSetsTheStyle() {
        let alert = RowAlertController(title: "Pick", message: "One", preferredStyle: .actionSheet)
        #expect(alert.title == "Pick" && alert.message == "One")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(RowAlertController(nibName: nil, bundle: nil).preferredStyle == .alert)
    }
}
