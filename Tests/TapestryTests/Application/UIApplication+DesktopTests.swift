import Foundation
import Testing

@testable import Tapestry

/// A controller that supports only portrait.
private final class PortraitController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

/// What UIKit apps ask the system for, answered by the desktop (UIApplication+Desktop): opening URLs, the
/// keyboard notifications' names, interface orientations.
@MainActor
@Suite(.serialized) struct UIApplicationDesktopTests {
    /// `open(_:)` hands the URL to the desktop's opener (xdg-open) and tells the completion whether it was taken.
    /// Runs `body` with the desktop's opener replaced by one that answers with `answer`, and returns the URLs it
    /// was handed.
    private func urlsOpened(answering answer: @escaping (URL) -> Bool, _ body: () -> Void) -> [URL] {
        let saved = UIApplication.urlOpener
        defer { UIApplication.urlOpener = saved }
        var opened: [URL] = []
        UIApplication.urlOpener = { url in
            opened.append(url)
            return answer(url)
        }
        body()
        return opened
    }

    @Test func openingAURLGoesThroughTheDesktopsOpener() {
        UIApplication.replaceShared()
        var answers: [Bool] = []
        let opened = urlsOpened(answering: { $0.scheme == "https" }) {
            UIApplication.shared.open(URL(string: "https://example.org/page")!) { answers.append($0) }
            UIApplication.shared.open(URL(string: "nothing://here")!, options: [.universalLinksOnly: true]) {
                answers.append($0)
            }
            UIApplication.shared.open(URL(string: "https://example.org/again")!)
        }
        #expect(
            opened.map(\.absoluteString) == ["https://example.org/page", "nothing://here", "https://example.org/again"])
        #expect(answers == [true, false])
        #expect(
            UIApplication.OpenExternalURLOptionsKey.universalLinksOnly.rawValue
                == "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    @Test func aURLWithASchemeCanBeOpened() {
        UIApplication.replaceShared()
        #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:someone@example.org")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "relative/path")!))
    }

    /// The app's settings page (`openSettingsURLString`) does not exist on a Linux desktop: it cannot be opened,
    /// and opening it reports false without reaching the opener.
    @Test func theAppsSettingsPageCannotBeOpened() {
        UIApplication.replaceShared()
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(UIApplication.openSettingsURLString == "app-settings:" && !UIApplication.shared.canOpenURL(settings))
        var answers: [Bool] = []
        let opened = urlsOpened(answering: { _ in true }) {
            UIApplication.shared.open(settings) { answers.append($0) }
        }
        #expect(answers == [false] && opened.isEmpty)
    }

    /// The keyboard's notifications and user-info keys carry UIKit's names (code that posts or reads them by
    /// string keeps working).
    @Test func keyboardNotificationsHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    }

    /// UIKit's raw values (landscape left is 4: the device turned so the home button is on the left, the
    /// interface's right), and the masks built from them.
    @Test func orientationsAndMasksHaveUIKitsValues() {
        #expect(
            UIInterfaceOrientation.landscapeLeft.rawValue == 4 && UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait && !UIInterfaceOrientation.portrait.isLandscape)
        #expect(UIInterfaceOrientation.landscapeRight.isLandscape && !UIInterfaceOrientation.unknown.isPortrait)
        #expect(
            UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(
            UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    /// The window's root controller says which orientations the app supports; without one, all.
    @Test func supportedOrientationsComeFromTheRootController() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: window) == .all)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .all)
        window.rootViewController = PortraitController()
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: window) == .portrait)
        UIViewController.attemptRotationToDeviceOrientation()
        window.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(window.rootViewController?.supportedInterfaceOrientations == .portrait, "a desktop does not rotate")
    }
}
