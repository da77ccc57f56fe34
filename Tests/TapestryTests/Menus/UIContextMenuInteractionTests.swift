import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A context menu's delegate hears it appear and go, and may join its (immediate) animations.
@MainActor
@Suite struct UIContextMenuInteractionTests {
    final class Delegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(
                identifier: "menu" as NSString,
                actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Copy") { [unowned self] _ in self.log.append("Copy") }])
                })
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            log.append(
                "willDisplay \(configuration.identifier) \(animator?.previewViewController == nil)"
            )
            animator?.addAnimations { self.log.append("animations") }
            animator?.addCompletion { self.log.append("displayed") }
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            animator?.addCompletion { self.log.append("ended") }
            log.append("willEnd")
        }
    }

    @Test func theDelegateHearsTheMenuAppearAndGo() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let target = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        window.rootViewController!.view.addSubview(target)
        let delegate = Delegate()
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        #expect(UIApplication.shared.input.secondaryClick(at: CGPoint(x: 40, y: 40), in: window))
        #expect(delegate.log == ["willDisplay menu true", "animations", "displayed"])
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu")
            return
        }
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)
        keys.press(.select)
        #expect(delegate.log.suffix(3) == ["willEnd", "ended", "Copy"], "the menu goes, then the chosen action runs")
    }
}

/// The configuration's class heritage and identifier, as UIKit declares them.
@MainActor
@Suite struct UIContextMenuConfigurationTests {
    @Test func anIdentifierIsAnyCopyingObjectAndOneIsMadeWhenNoneIsGiven() {
        let path = IndexPath(item: 3, section: 1)
        let byPath = UIContextMenuConfiguration(identifier: path as NSIndexPath, previewProvider: nil) { _ in nil }
        #expect((byPath.identifier as? NSIndexPath)?.item == 3)
        let preview: UIContextMenuContentPreviewProvider = { UIViewController() }
        let actions: UIContextMenuActionProvider = { UIMenu(children: $0) }
        let a = UIContextMenuConfiguration(identifier: nil, previewProvider: preview, actionProvider: actions)
        let b = UIContextMenuConfiguration()
        let ids = [a.identifier, b.identifier].compactMap { $0 as? NSString }
        #expect(ids.count == 2 && ids[0] != ids[1], "unique identifiers")
        let object: NSObject = a
        #expect(object is UIContextMenuConfiguration)
    }
}
