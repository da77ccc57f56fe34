import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Popovers that point at a source item (iOS 16): a view, a layout guide, a bar button item, or an item of an
/// app's own that says where it is; and the source item of a menu's action.
@MainActor
@Suite struct UIPopoverPresentationControllerSourceItemTests {
    func window() -> (UIWindow, UIViewController) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, root)
    }

    func popover(from root: UIViewController, _ point: (UIPopoverPresentationController) -> Void) -> CGRect {
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 100, height: 80)
        content.modalPresentationStyle = .popover
        point(content.popoverPresentationController!)
        root.present(content, animated: false)
        root.view.window?.layoutIfNeeded()
        return content.view.convert(content.view.bounds, to: nil)
    }

    @Test func aViewAsSourceItemPlacesThePopoverBelowIt() {
        let (_, root) = window()
        let anchor = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 40))
        root.view.addSubview(anchor)
        let frame = popover(from: root) { $0.sourceItem = anchor }
        #expect(frame == CGRect(x: 150, y: 148, width: 100, height: 80), "8 points below, centred on the view")
    }

    @Test func aLayoutGuideAndAnItemOfOnesOwnSayWhereTheyAre() {
        final class Spot: NSObject, UIPopoverPresentationControllerSourceItem {
            func frame(in referenceView: UIView) -> CGRect? { CGRect(x: 20, y: 300, width: 10, height: 10) }
        }
        let (_, root) = window()
        let guide = UILayoutGuide()
        root.view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 200),
            guide.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50),
            guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.view.layoutIfNeeded()
        #expect(guide.frame(in: root.view) == CGRect(x: 200, y: 50, width: 100, height: 20))
        let fromGuide = popover(from: root) { $0.sourceItem = guide }
        #expect(fromGuide.origin == CGPoint(x: 200, y: 78))
        root.dismiss(animated: false)
        let fromSpot = popover(from: root) { $0.sourceItem = Spot() }
        #expect(fromSpot.origin == CGPoint(x: 8, y: 318), "kept 8 points inside the window's edge")
    }

    @Test func aBarButtonItemIsTheSourceItemAndTheBarButtonItem() {
        let (window, _) = window()
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: root)
        window.layoutIfNeeded()
        let itemFrame = try! #require(item.frame(in: window))
        #expect(itemFrame.maxX > 300, "on the bar's trailing side")
        var controller: UIPopoverPresentationController?
        let frame = popover(from: root) {
            $0.sourceItem = item
            controller = $0
        }
        #expect(controller?.barButtonItem === item)
        #expect(abs(frame.minY - (itemFrame.maxY + 8)) < 0.5)
        #expect(UIBarButtonItem().frame(in: window) == nil, "an item no bar shows is nowhere")
    }

    @Test func aMenusActionKnowsTheViewItsMenuWasShownFrom() {
        let (window, root) = window()
        let button = UIButton(frame: CGRect(x: 20, y: 40, width: 120, height: 44))
        root.view.addSubview(button)
        var source: (any UIPopoverPresentationControllerSourceItem)?
        let action = UIAction(title: "Share") { action in source = action.presentationSourceItem }
        UIMenuPresentation.present(UIMenu(children: [action]), from: button)
        let menu = try! #require(UIMenuPresentation.openMenus.first)
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)
        keys.press(.select)
        #expect(source === button)
        #expect(action.presentationSourceItem == nil, "only while the handler runs")
        _ = window
    }
}
