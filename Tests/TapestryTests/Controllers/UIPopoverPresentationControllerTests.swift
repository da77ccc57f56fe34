import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Popovers: placed below their source (or above, when there is more room there or only a downward arrow is
/// permitted), kept inside the window, pointing at a view or a bar button item, and dismissed by a click
/// outside unless the delegate says no.
@MainActor
@Suite struct UIPopoverPresentationControllerTests {
    final class Watcher: NSObject, UIPopoverPresentationControllerDelegate {
        var allow = true
        var log: [String] = []
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            log.append("prepare")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("should")
            return allow
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.append("did")
        }
    }

    private func present(
        from anchor: CGRect, size: CGSize = CGSize(width: 200, height: 100),
        _ configure: (UIPopoverPresentationController, UIView) -> Void = { _, _ in }
    ) -> (UIViewController, UIViewController, UIView, EventSynthesizer) {
        let (window, root, synthesizer) = makeWindow(width: 400, height: 600)
        let source = UIView(frame: anchor)
        root.addSubview(source)
        let content = UIViewController()
        content.preferredContentSize = size
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        configure(popover, source)
        window.rootViewController!.present(content, animated: false)
        synthesizer.advance(by: 0.5)
        return (window.rootViewController!, content, source, synthesizer)
    }

    @Test func onlyAPopoverStyleHasAPopoverController() {
        UIApplication.replaceShared()
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .popover
        let popover = plain.popoverPresentationController
        #expect(popover != nil && popover === plain.popoverPresentationController, "made once")
        #expect(popover?.arrowDirection == .unknown, "until presented")
    }

    /// Below the source, centred on it, with its arrow up; near the bottom, above it with its arrow down.
    @Test func itGoesBelowItsSourceOrAboveWhenThereIsMoreRoom() {
        UIApplication.replaceShared()
        let (_, content, _, _) = present(from: CGRect(x: 150, y: 50, width: 100, height: 40))
        #expect(content.view.frame == CGRect(x: 100, y: 98, width: 200, height: 100))
        #expect(content.popoverPresentationController?.arrowDirection == .up)

        UIApplication.replaceShared()
        let (_, low, _, _) = present(from: CGRect(x: 150, y: 540, width: 100, height: 40))
        #expect(low.view.frame == CGRect(x: 100, y: 432, width: 200, height: 100))
        #expect(low.popoverPresentationController?.arrowDirection == .down)
    }

    /// A permitted direction decides the side, and the popover stays 8 points inside the window.
    @Test func thePermittedArrowDecidesAndTheWindowBounds() {
        UIApplication.replaceShared()
        let (_, content, _, _) = present(from: CGRect(x: 0, y: 300, width: 20, height: 20)) { popover, _ in
            popover.permittedArrowDirections = .down
        }
        #expect(content.view.frame == CGRect(x: 8, y: 192, width: 200, height: 100))
        #expect(content.popoverPresentationController?.arrowDirection == .down)
    }

    /// A bar button item on a toolbar can be the source.
    @Test func aBarButtonItemCanBeTheSource() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 600)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 400, height: 44))
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        bar.items = [.flexibleSpace(), item]
        root.addSubview(bar)
        synthesizer.advance(by: 0)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 100, height: 100)
        content.modalPresentationStyle = .popover
        content.popoverPresentationController?.barButtonItem = item
        window.rootViewController!.present(content, animated: false)
        synthesizer.advance(by: 0.5)
        let itemFrame = item.shownView!.convert(item.shownView!.bounds, to: nil)
        #expect(content.view.frame.maxY == itemFrame.minY - 8, "above the item at the bottom")
        #expect(content.popoverPresentationController?.arrowDirection == .down)
    }

    /// A click outside dismisses it when the delegate allows; the delegate hears each step.
    @Test func aClickOutsideDismissesWhenTheDelegateAllows() {
        UIApplication.replaceShared()
        let watcher = Watcher()
        watcher.allow = false
        let (root, content, _, synthesizer) = present(from: CGRect(x: 150, y: 50, width: 100, height: 40)) {
            popover, _ in popover.delegate = watcher
        }
        #expect(watcher.log == ["prepare"])
        synthesizer.tap(at: CGPoint(x: 20, y: 500))
        synthesizer.advance(by: 0.5)
        #expect(root.presentedViewController === content)
        watcher.allow = true
        synthesizer.tap(at: CGPoint(x: 20, y: 500))
        synthesizer.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(watcher.log == ["prepare", "should", "should", "did"])
    }
}
