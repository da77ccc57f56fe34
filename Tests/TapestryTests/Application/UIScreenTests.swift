import Foundation
import Testing

@_spi(Backend) @testable import Tapestry

/// The screen: bounds in points and pixels, its scale, and the desktop's light or dark preference told to the
/// visible windows' views.
@MainActor
@Suite struct UIScreenTests {
    final class Watching: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    @Test func pixelsFollowTheScaleAndTheStyleReachesVisibleWindows() {
        UIApplication.replaceShared()
        let screen = UIScreen.main
        let (bounds, scale, style) = (screen.bounds, screen.scale, screen.systemUserInterfaceStyle)
        defer {
            screen.displayBounds = bounds
            screen.displayScale = scale
            screen.systemUserInterfaceStyle = style
        }
        screen.displayBounds = CGRect(x: 0, y: 0, width: 1280, height: 800)
        screen.displayScale = 2
        #expect(screen.nativeBounds.size == CGSize(width: 2560, height: 1600) && screen.nativeScale == 2)
        screen.systemUserInterfaceStyle = .light
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Watching()
        window.addSubview(view)
        window.makeKeyAndVisible()
        screen.systemUserInterfaceStyle = .dark
        #expect(view.changes == [.dark] && screen.traitCollection.userInterfaceStyle == .dark)
        screen.systemUserInterfaceStyle = .dark
        #expect(view.changes == [.dark], "told only when it changes")
    }
}
