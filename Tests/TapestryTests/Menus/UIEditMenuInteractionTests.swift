import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A view that copies its own value, as a custom control taking part in the edit menu does.
@MainActor
private final class CopyableView: UIView {
    var value = "42"
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector(UIResponderStandardEditActions.copy(_:))
    }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = value }
}

/// Shapes the menu and records what it was told.
@MainActor
private final class EditMenuRecorder: UIEditMenuInteractionDelegate {
    var suggested: [String] = []
    var events: [String] = []
    var extra: UIAction?
    var target = CGRect.null
    var menusAskedFor = 0
    var targetsAskedFor = 0

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
        targetsAskedFor += 1
        return target
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        menusAskedFor += 1
        suggested = suggestedActions.flatMap { ($0 as? UIMenu)?.children ?? [$0] }.map(\.title)
        guard let extra else { return nil }
        return UIMenu(children: suggestedActions + [extra])
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        animator.addCompletion { [unowned self] in events.append("presented") }
        events.append("will present \(configuration.identifier.map { "\($0)" } ?? "-")")
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        events.append("will dismiss")
    }
}

/// UIEditMenuInteraction: the suggested actions gathered along the chain from its view, the delegate's menu,
/// placement, commands sent from the view, dismissal.
@MainActor
@Suite struct UIEditMenuInteractionTests {
    @Test func theMenuOffersWhatTheChainCanDoAndItsCommandsGoThere() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let view = CopyableView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        root.addSubview(view)
        let recorder = EditMenuRecorder()
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1)
        interaction.presentEditMenu(
            with: UIEditMenuConfiguration(identifier: "value", sourcePoint: CGPoint(x: 10, y: 20)))
        #expect(recorder.suggested == ["Copy"], "only what the view can perform")
        #expect(recorder.events == ["will present value", "presented"])
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu")
            return
        }
        #expect(menu.frame.origin == CGPoint(x: window.frame.minX + 30, y: window.frame.minY + 60), "at the point")
        #expect(interaction.location(in: view) == CGPoint(x: 10, y: 20))
        UIPasteboard.general.string = nil
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)
        keys.press(.select)
        #expect(UIPasteboard.general.string == "42", "Copy went to the view, which is not first responder")
        #expect(UIMenuPresentation.openMenus.isEmpty)
        #expect(recorder.events.last == "will dismiss")
    }

    @Test func theDelegatesMenuAndDismissMenu() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let view = CopyableView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        root.addSubview(view)
        let recorder = EditMenuRecorder()
        var shared = 0
        recorder.extra = UIAction(title: "Share") { _ in shared += 1 }
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu")
            return
        }
        let keys = EventSynthesizer(window: menu)
        keys.press(.upArrow)  // the last row: Share
        keys.press(.select)
        #expect(shared == 1)
        // dismissMenu closes the menu it showed, and tells the delegate.
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(UIMenuPresentation.openMenus.count == 1)
        interaction.dismissMenu()
        #expect(UIMenuPresentation.openMenus.isEmpty)
        #expect(recorder.events.filter { $0 == "will dismiss" }.count == 2)
    }

    /// Reloading asks for the menu again and moving asks for the target again; the menu stays up through
    /// both (the delegate hears no dismissal), and its commands still go along the chain from the view.
    @Test func reloadingAndMovingKeepTheMenuUp() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let view = CopyableView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        root.addSubview(view)
        let recorder = EditMenuRecorder()
        recorder.target = CGRect(x: 0, y: 0, width: 30, height: 10)
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "value", sourcePoint: .zero))
        #expect(recorder.menusAskedFor == 1 && recorder.targetsAskedFor == 1)
        let first = try #require(UIMenuPresentation.openMenus.first)
        #expect(first.frame.origin == CGPoint(x: window.frame.minX + 20, y: window.frame.minY + 50), "below the target")

        var shared = 0
        recorder.extra = UIAction(title: "Share") { _ in shared += 1 }
        interaction.reloadVisibleMenu()
        #expect(recorder.menusAskedFor == 2, "the delegate is asked for the menu again")
        #expect(recorder.events == ["will present value", "presented"], "no dismissal, no second presentation")
        #expect(UIMenuPresentation.openMenus.count == 1)

        recorder.target = CGRect(x: 40, y: 20, width: 30, height: 10)
        interaction.updateVisibleMenuPosition(animated: false)
        #expect(recorder.menusAskedFor == 2, "moving keeps the menu")
        #expect(recorder.targetsAskedFor == 3)
        let moved = try #require(UIMenuPresentation.openMenus.first)
        #expect(moved.frame.origin == CGPoint(x: window.frame.minX + 60, y: window.frame.minY + 70))
        #expect(recorder.events == ["will present value", "presented"])

        let keys = EventSynthesizer(window: moved)
        keys.press(.upArrow)  // the reloaded menu's last row: Share
        keys.press(.select)
        #expect(shared == 1)
        #expect(recorder.events.last == "will dismiss", "the menu's one dismissal is told once it closes")
        #expect(recorder.events.filter { $0 == "will dismiss" }.count == 1)
        interaction.reloadVisibleMenu()
        #expect(UIMenuPresentation.openMenus.isEmpty, "nothing to reload once it closed")
    }

    @Test func nothingShowsWithoutActionsOrAWindow() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(plain)
        let recorder = EditMenuRecorder()
        let interaction = UIEditMenuInteraction(delegate: recorder)
        plain.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(UIMenuPresentation.openMenus.isEmpty, "a plain view can perform no edit action")
        #expect(recorder.events.isEmpty)
        let detached = UIEditMenuInteraction(delegate: recorder)
        CopyableView().addInteraction(detached)
        detached.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(UIMenuPresentation.openMenus.isEmpty, "a view in no window shows nothing")
    }
}
