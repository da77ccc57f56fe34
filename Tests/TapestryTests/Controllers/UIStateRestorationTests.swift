import Foundation
import Testing

@testable import Tapestry

/// State restoration's names and hooks, kept for code written for iOS (a desktop app restores no state).
@MainActor
@Suite struct UIStateRestorationTests {
    final class Restorer: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
            -> UIViewController?
        { nil }
    }

    /// A screen that writes its scroll position, as restoration code does; here it is never asked.
    final class NotesController: UIViewController {
        var encoded = 0
        override func encodeRestorableState(with coder: NSCoder) {
            encoded += 1
            super.encodeRestorableState(with: coder)
        }
    }

    /// A view that reads its state back.
    final class Canvas: UIView {
        var decoded = 0
        override func decodeRestorableState(with coder: NSCoder) {
            decoded += 1
            super.decodeRestorableState(with: coder)
        }
    }

    @Test func viewsAndControllersKeepTheirIdentifiersEachToItself() {
        UIApplication.replaceShared()
        let view = UIView()
        let other = UIView()
        let controller = NotesController()
        #expect(view.restorationIdentifier == nil && controller.restorationIdentifier == nil)
        view.restorationIdentifier = "canvas"
        controller.restorationIdentifier = "notes"
        #expect(view.restorationIdentifier == "canvas" && controller.restorationIdentifier == "notes")
        #expect(other.restorationIdentifier == nil)
        view.restorationIdentifier = nil
        #expect(view.restorationIdentifier == nil)
        controller.restorationClass = Restorer.self
        #expect(controller.restorationClass == Restorer.self)
        #expect(NotesController().restorationClass == nil)
    }

    @Test func overridesOfTheHooksCompileAndNothingCallsThem() {
        UIApplication.replaceShared()
        let (window, _, _) = makeWindow(width: 200, height: 200)
        let controller = NotesController()
        let canvas = Canvas()
        controller.view.addSubview(canvas)
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.encoded == 0 && canvas.decoded == 0)
        // Called directly, as a subclass's own code might, they reach the overrides.
        let coder = NSCoder()
        controller.encodeRestorableState(with: coder)
        canvas.decodeRestorableState(with: coder)
        #expect(controller.encoded == 1 && canvas.decoded == 1)
        canvas.applicationFinishedRestoringState()
    }
}
