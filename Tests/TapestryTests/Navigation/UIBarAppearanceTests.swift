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

    @Test func theLegacyImagesMakeABarTransparentWithoutItsHairline() {
        UIApplication.replaceShared()  // a fresh application for each test
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.shadowImage = UIImage()  // alone, as in UIKit, it changes nothing
        #expect(bar.hairlineView.backgroundColor == .separator)
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
        #expect(bar.backgroundColor == .clear, "the empty image leaves the bar transparent")
        #expect(bar.hairlineView.backgroundColor == .clear && bar.hairlineView.image?.size == .zero)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundColor == .systemBackground && bar.hairlineView.backgroundColor == .separator)
        #expect(bar.backgroundImageView.isHidden)
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
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemTeal)
        // With nothing scrolled under it the bar is at the scroll edge: transparent, as since iOS 15, unless a
        // scroll-edge appearance is given.
        #expect(navigation.navigationBar.backgroundColor == .clear)
        navigation.navigationBar.scrollEdgeAppearance = appearance
        #expect(navigation.navigationBar.backgroundColor == .systemTeal)
    }

    @Test func theBarShowsItsScrollEdgeLookUntilTheContentScrollsUnderIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow()
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemOrange
        navigation.navigationBar.standardAppearance = opaque
        window.rootViewController = navigation
        synthesizer.advance(by: 0.1)
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == .clear && bar.hairlineView.backgroundColor == .clear, "at the top: transparent")
        list.tableView.contentSize.height = 3000
        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top + 100
        #expect(bar.backgroundColor == .systemOrange, "scrolled under the bar: the standard look")
        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top
        #expect(bar.backgroundColor == .clear)
        // An item's own appearances win while it is on top.
        let edge = UINavigationBarAppearance()
        edge.backgroundColor = .systemPurple
        list.navigationItem.scrollEdgeAppearance = edge
        #expect(bar.backgroundColor == .systemPurple)
    }

    @Test func aCompactHeightBarIs32PointsWithoutALargeTitleAndShowsTheCompactAppearances() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, synthesizer) = makeWindow(width: 852, height: 393)  // an iPhone 16 in landscape
        let list = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemOrange
        let compact = UINavigationBarAppearance()
        compact.configureWithOpaqueBackground()
        compact.backgroundColor = .systemGreen
        let bar = navigation.navigationBar
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = standard
        bar.compactAppearance = compact
        window.rootViewController = navigation
        synthesizer.advance(by: 0.1)
        #expect(bar.showsLargeTitle && bar.backgroundColor == .systemOrange, "regular: large title, standard look")
        // UIKit on an iPhone in landscape: a vertically compact size class, a 32-pt bar, no large title.
        navigation.traitOverrides.verticalSizeClass = .compact
        synthesizer.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(!bar.showsLargeTitle && bar.frame.height == UINavigationBar.compactHeight, "\(bar.frame)")
        #expect(bar.backgroundColor == .systemOrange, "at the scroll edge: the scroll-edge look, no compact one given")
        let compactEdge = UINavigationBarAppearance()
        compactEdge.backgroundColor = .systemPurple
        bar.compactScrollEdgeAppearance = compactEdge
        #expect(bar.backgroundColor == .systemPurple)
        list.tableView.contentSize.height = 3000
        list.tableView.contentOffset.y = -list.tableView.adjustedContentInset.top + 100
        #expect(bar.backgroundColor == .systemGreen, "scrolled: the compact look")
        navigation.traitOverrides.verticalSizeClass = .regular
        synthesizer.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(bar.backgroundColor == .systemOrange && bar.frame.height > UINavigationBar.compactHeight)
    }
}

/// The legacy background images by bar position.
@MainActor
@Suite struct UINavigationBarPositionedImageTests {
    @Test func anImageForTheTopWinsOverOneForAnyPosition() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let anyImage = UIImage()
        let topImage = UIImage()
        bar.setBackgroundImage(anyImage, for: .any, barMetrics: .default)
        #expect(bar.backgroundImage(for: .default) === anyImage, "for .any is the metrics-only image")
        #expect(bar.backgroundImageView.image === anyImage)
        bar.setBackgroundImage(topImage, for: .topAttached, barMetrics: .default)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === topImage)
        #expect(bar.backgroundImageView.image === topImage && bar.backgroundColor == .clear)
        bar.setBackgroundImage(nil, for: .topAttached, barMetrics: .default)
        #expect(bar.backgroundImageView.image === anyImage)
    }

    @Test func theButtonAppearancesStyleItemsThatSetNoAttributesOfTheirOwn() throws {
        UIApplication.replaceShared()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [
            .foregroundColor: UIColor.systemGreen, .font: UIFont.boldSystemFont(ofSize: 19),
        ]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let item = UINavigationItem(title: "Edit")
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .normal)
        item.leftBarButtonItems = [cancel, own]
        item.rightBarButtonItem = done
        bar.pushItem(item, animated: false)
        let buttons = (bar.leadingButtons + bar.trailingButtons).compactMap { $0 as? UIButton }
        func button(_ title: String) throws -> UIButton {
            try #require(buttons.first { $0.title(for: .normal) == title })
        }
        #expect(try button("Cancel").titleColor(for: .normal) == .systemOrange)
        #expect(try button("Done").titleColor(for: .normal) == .systemGreen)
        #expect(try button("Done").titleLabel?.font.pointSize == 19)
        #expect(try button("Own").titleColor(for: .normal) == .systemPink, "the item's own attributes win")
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemGreen)
        copy.setBackIndicatorImage(UIImage(), transitionMaskImage: nil)
        #expect(copy.backIndicatorImage != nil && appearance.backIndicatorImage == nil)
        #expect(UIBarAppearance(idiom: .phone).idiom == .phone)
    }

}
