import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIContentContainerTests {
    final class Parent: UIViewController {
        var heard: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            heard.append(container.preferredContentSize)
        }
    }

    @Test func aChildsPreferredSizeChangeIsToldToItsParentOncePerChange() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = Parent()
        let child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 300, height: 100)
        #expect(parent.heard == [CGSize(width: 200, height: 100), CGSize(width: 300, height: 100)])
    }

    @Test func bothControllersAndPresentationsAreContainersThatGiveAChildTheParentsSize() {
        UIApplication.replaceShared()  // a fresh application for each test
        let presented = UIViewController()
        presented.preferredContentSize = CGSize(width: 10, height: 20)
        let presentation = UIPresentationController(presentedViewController: presented, presenting: nil)
        let containers: [any UIContentContainer] = [UIViewController(), presentation]
        for container in containers {
            #expect(
                container.size(
                    forChildContentContainer: presented, withParentContainerSize: CGSize(width: 5, height: 6))
                    == CGSize(width: 5, height: 6))
        }
        #expect(presentation.preferredContentSize == CGSize(width: 10, height: 20))
    }

    final class Watching: UIPresentationController {
        var changes = 0
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            changes += 1
            super.preferredContentSizeDidChange(forChildContentContainer: container)
        }
    }

    final class Presented: UIViewController, UIViewControllerTransitioningDelegate {
        init() {
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .custom
            transitioningDelegate = self
        }
        required init?(coder: NSCoder) { nil }
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            Watching(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test func aPresentedControllersChangeIsToldToItsPresentation() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let presented = Presented()
        window.rootViewController!.present(presented, animated: false)
        synthesizer.advance(by: 0.1)
        let watching = try! #require(presented.presentationController as? Watching)
        presented.preferredContentSize = CGSize(width: 120, height: 80)
        #expect(watching.changes == 1)
    }
}
