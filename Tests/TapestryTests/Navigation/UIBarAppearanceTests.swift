import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Bar appearances: a navigation bar's background, hairline and title from `standardAppearance`.
@MainActor
@Suite struct UIBarAppearanceTests {
    @Test func aNavigationBarShowsItsStandardAppearance() {
        UIApplication.replaceShared()  // a fresh application for each test
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 18)]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.titleTextLabel.textColor == .white)
        #expect(bar.titleTextLabel.font.pointSize == 18)
        #expect(bar.hairlineView.backgroundColor == .separator)
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        bar.standardAppearance = transparent
        #expect(bar.backgroundColor == .clear && bar.hairlineView.backgroundColor == .clear)
    }

    @Test func theAppearanceProxySetsEveryBarsAppearance() {
        UIApplication.replaceShared()  // a fresh application for each test (and no appearance rules)
        defer { UIApplication.replaceShared() }
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemTeal
        UINavigationBar.appearance().standardAppearance = appearance
        let (window, _, synthesizer) = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        synthesizer.advance(by: 0.1)
        #expect(navigation.navigationBar.backgroundColor == .systemTeal)
    }
}
