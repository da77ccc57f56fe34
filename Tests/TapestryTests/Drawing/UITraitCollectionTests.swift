import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Light and dark: system colours, overrides, trait changes; and system images (SEMANTICS §12.6).
@MainActor
@Suite struct UITraitCollectionTests {
    @Test func systemColoursHaveLightAndDarkValues() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == UIColor(rgb: 0x000000))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(rgb: 0x0A84FF))
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark).alpha == 0.6)
        dark.performAsCurrent { #expect(UIColor.label.red == 1) }
        #expect(UIColor.label.red == 0, "light outside")
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(custom.resolvedColor(with: dark) == .yellow)
        #expect(custom.withAlphaComponent(0.5).resolvedColor(with: dark) == UIColor.yellow.withAlphaComponent(0.5))
    }

    @Test func overridesFlowDownAndTellTheirSubtree() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Watcher: UIView {
            var changes: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                changes.append(traitCollection.userInterfaceStyle)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootViewController!.view.addSubview(watcher)
        #expect(watcher.traitCollection.userInterfaceStyle == .light)
        window.rootViewController!.overrideUserInterfaceStyle = .dark
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.changes == [.dark])
        watcher.overrideUserInterfaceStyle = .light
        #expect(watcher.changes == [.dark, .light])
        UIScreen.main.systemUserInterfaceStyle = .dark
        defer { UIScreen.main.systemUserInterfaceStyle = .light }
        #expect(watcher.changes == [.dark, .light], "its own override holds")
    }

    @Test func systemImagesComeFromTheIconThemeOrAreNil() {
        let trash = UIImage(systemName: "trash")
        #expect(trash != nil, "Adwaita's user-trash (installed by make deps)")
        #expect(trash.map { $0.size.height == 20 } == true)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage.systemNameEquivalents["magnifyingglass"] == "edit-find")
    }
}
