import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A controller's root view has the margins UIKit manages: none above and below, the system minimum at the
/// sides (20 points regular, 16 compact), and margins set on it held at least at that minimum.
@MainActor
@Suite struct UIViewControllerMarginsTests {
    /// A window showing a controller whose root view holds a label pinned to its margins guide.
    private func show() -> (window: UIWindow, controller: UIViewController, label: UILabel) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        let margins = controller.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller, label)
    }

    @Test func theRootViewHasTheSystemMinimumAtItsSidesAndNoneAboveOrBelow() {
        let (_, controller, label) = show()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(label.frame.minX == 20 && label.frame.maxX == 380 && label.frame.minY == 0)
        let plain = UIView()
        controller.view.addSubview(plain)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "other views keep 8")
    }

    @Test func marginsSetOnTheRootViewAreHeldAtLeastAtTheMinimumWhileItIsRespected() {
        let (window, controller, label) = show()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 12, leading: 10, bottom: 0, trailing: 40)
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 12, left: 20, bottom: 0, right: 40))
        #expect(label.frame.minX == 20 && label.frame.maxX == 360 && label.frame.minY == 12)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        window.layoutIfNeeded()
        #expect(controller.view.layoutMargins.left == 10 && label.frame.minX == 10, "the margin set is used as it is")
    }

    @Test func aCompactWidthHasTheSmallerMinimum() {
        let (window, controller, label) = show()
        controller.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
        #expect(controller.view.layoutMargins.left == 16 && label.frame.minX == 16 && label.frame.maxX == 384)
    }
}
