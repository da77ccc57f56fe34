import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Page sheets as UIKit 26 shows them, their detents, grabber and drag to dismiss.
@MainActor
@Suite struct UISheetPresentationControllerTests {
    final class Delegate: NSObject, UISheetPresentationControllerDelegate {
        var log: [String] = []
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.append("willDismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            log.append("didDismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            log.append("attempt")
        }
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            log.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "-")")
        }
    }

    /// A window like an iPhone 16's (393×852, 59 pt top inset) or a desktop window (no inset).
    func stage(width: CGFloat = 393, height: CGFloat = 852, topInset: CGFloat = 59)
        -> (UIWindow, UIViewController, EventSynthesizer)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let root = UIViewController()
        root.additionalSafeAreaInsets.top = topInset
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, root, EventSynthesizer(window: window))
    }

    @Test func onAnIPhoneAPageSheetSitsAtTheTopInsetOverADimmingAndPushesThePresenterBack() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = stage()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: true)
        synthesizer.advance(by: 1)
        // Measured on UIKit 26 (iPhone 16): 393×793 at y 59.
        #expect(sheet.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(
            sheet.view.layer.cornerRadius > 0
                && sheet.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let controller = try #require(sheet.sheetPresentationController)
        #expect(controller.presentedViewController === sheet)
        let dimming = try #require(controller.containerView?.subviews.first)
        #expect(dimming.frame == window.bounds && dimming.alpha == 1)
        #expect(dimming.backgroundColor == UIColor.black.withAlphaComponent(0.2), "a 20 % black dimming")
        #expect(root.view.transform.a < 1, "the presenting view is pushed back")
        #expect(root.view.bounds.size == window.bounds.size, "its size is kept under the transform")
        sheet.dismiss(animated: true)
        synthesizer.advance(by: 1)
        #expect(root.view.transform == .identity && root.presentedViewController == nil)
    }

    @Test func inADesktopWindowTheSheetLeavesTheWindowsTopMarginOrIsACentredCardWhenWide() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, narrowRoot, _) = stage(width: 400, height: 700, topInset: 0)
        let narrow = UIViewController()
        narrow.modalPresentationStyle = .pageSheet
        narrowRoot.present(narrow, animated: false)
        #expect(narrow.view.frame == CGRect(x: 0, y: 10, width: 400, height: 690))
        #expect(narrowRoot.view.transform == .identity, "no push-back without a top inset")
        UIApplication.replaceShared()
        let (_, wideRoot, _) = stage(width: 1200, height: 800, topInset: 0)
        let wide = UIViewController()
        wide.modalPresentationStyle = .formSheet
        wideRoot.present(wide, animated: false)
        #expect(wide.view.frame == CGRect(x: 248, y: 20, width: 704, height: 760))
    }

    @Test func detentsAndTheGrabberAndADragBetweenThem() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        let sheet = UIViewController()
        let delegate = Delegate()
        let controller = try #require(sheet.sheetPresentationController, "made before presenting")
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        controller.delegate = delegate
        root.present(sheet, animated: false)
        // The smallest detent first: half of the 793-pt full height.
        #expect(sheet.view.frame.height == 397 || sheet.view.frame.height == 396)
        #expect(sheet.view.frame.maxY == 852)
        let grabber = try #require(sheet.view.subviews.last)
        #expect(grabber.frame.size == CGSize(width: 36, height: 5) && abs(grabber.frame.midX - 393 / 2) < 0.01)
        // Dragged up past half the way: the large detent.
        let top = sheet.view.frame.minY
        synthesizer.drag(
            from: CGPoint(x: 200, y: top + 30), to: CGPoint(x: 200, y: top - 300), steps: 10, duration: 0.4)
        synthesizer.advance(by: 1)
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(delegate.log == ["detent com.apple.UIKit.large"])
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        synthesizer.advance(by: 1)
        #expect(sheet.view.frame.minY > 400)
        withExtendedLifetime(delegate) {}
    }

    @Test func draggingTheSheetDownDismissesItUnlessItIsModal() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let delegate = Delegate()
        root.present(sheet, animated: false)
        sheet.presentationController?.delegate = delegate
        sheet.isModalInPresentation = true
        synthesizer.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), steps: 10, duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(root.presentedViewController === sheet, "a modal sheet stays")
        #expect(delegate.log == ["attempt"])
        #expect(sheet.view.frame.minY == 59, "and springs back")
        sheet.isModalInPresentation = false
        synthesizer.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), steps: 10, duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(delegate.log == ["attempt", "willDismiss", "didDismiss"])
    }

    @Test func aSheetOverAListBeginsItsDragOnlyWhenTheListIsAtItsTop() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 793))
        list.contentSize = CGSize(width: 393, height: 3000)
        sheet.view.addSubview(list)
        root.present(sheet, animated: false)
        list.contentOffset.y = 500
        synthesizer.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), steps: 10, duration: 0.3)
        synthesizer.advance(by: 2)
        #expect(root.presentedViewController === sheet, "the drag scrolled the list")
        #expect(list.contentOffset.y < 500)
    }
}
