import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
@Suite struct UIBarButtonItemTests {
    /// A toolbar showing `items`, laid out in a window.
    private func toolbar(_ items: [UIBarButtonItem]) -> (UIToolbar, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 100)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = items
        root.addSubview(bar)
        synthesizer.advance(by: 0)
        return (bar, synthesizer)
    }

    /// System items carry UIKit's titles and weights; Done and Save are bold.
    @Test func systemItemsTakeTheirTitlesAndWeights() {
        UIApplication.replaceShared()
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        #expect(done.title == "Done" && done.style == .done)
        #expect(done.systemItem == .done)
        let cancel = UIBarButtonItem(systemItem: .cancel)
        #expect(cancel.title == "Cancel" && cancel.style == .plain)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
    }

    /// A tap runs the primary action; without one, it sends the target-action pair, with the item as sender.
    @Test func aTapRunsThePrimaryActionElseTheTargetAction() {
        final class Target: NSObject {
            var senders: [AnyObject] = []
            func save(_ sender: AnyObject) { senders.append(sender) }
        }
        UIApplication.replaceShared()
        var ran = 0
        let primary = UIBarButtonItem(title: "Go", primaryAction: UIAction { _ in ran += 1 })
        let target = Target()
        let classic = UIBarButtonItem(title: "Save", style: .done, target: target, action: Selector(Target.save(_:)))
        let (_, synthesizer) = toolbar([primary, classic])
        synthesizer.tap(on: primary.shownView!)
        synthesizer.tap(on: classic.shownView!)
        #expect(ran == 1)
        #expect(target.senders.count == 1 && target.senders.first === classic)
        classic.isEnabled = false
        synthesizer.tap(on: classic.shownView!)
        #expect(target.senders.count == 1, "a disabled item does nothing")
    }

    /// Changing the item changes the button a bar shows for it.
    @Test func theBarsButtonFollowsTheItem() throws {
        UIApplication.replaceShared()
        let item = UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)
        _ = toolbar([item])
        let button = try #require(item.shownView as? UIButton)
        #expect(button.title(for: .normal) == "One")
        item.title = "Two"
        #expect(button.title(for: .normal) == "Two")
        let barTint = button.titleColor(for: .normal)
        item.tintColor = .red
        #expect(button.titleColor(for: .normal) == .red)
        item.tintColor = nil
        #expect(button.titleColor(for: .normal) == barTint)
    }

    /// A custom view is shown as it is, in place of a button.
    @Test func aCustomViewIsShownInsteadOfAButton() {
        UIApplication.replaceShared()
        let field = UISwitch()
        let item = UIBarButtonItem(customView: field)
        let (bar, _) = toolbar([item])
        #expect(item.shownView === field)
        #expect(field.isDescendant(of: bar))
    }

    /// Backgrounds are found for the item's style, then for any style, then the normal state's.
    @Test func backgroundsFallBackFromStyleToAnyStyleToNormal() {
        UIApplication.replaceShared()
        let item = UIBarButtonItem(title: "A", style: .done, target: nil, action: nil)
        let plain = UIImage(), forDone = UIImage()
        item.setBackgroundImage(plain, for: .normal, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) === plain)
        item.setBackgroundImage(forDone, for: .normal, style: .done, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, style: .done, barMetrics: .default) === forDone)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 2, vertical: 3), for: .default)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 2, vertical: 3))
        item.setBackgroundImage(nil, for: .normal, barMetrics: .default)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) == nil)
    }

    /// The edit button item switches between Edit and a bold Done with the controller's editing state.
    @Test func theEditButtonItemFollowsEditing() {
        UIApplication.replaceShared()
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain)
        controller.setEditing(true, animated: false)
        #expect(item.title == "Done" && item.style == .done)
        controller.setEditing(false, animated: false)
        #expect(item.title == "Edit")
    }
}
