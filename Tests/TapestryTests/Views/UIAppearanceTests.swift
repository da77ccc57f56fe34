import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Appearance proxies: values for every instance of a class, applied as instances enter a window.
@MainActor
@Suite struct UIAppearanceTests {
    @Test func aProxysValuesReachNewInstancesUnlessTheyHaveTheirOwn() {
        UIApplication.replaceShared()  // a fresh application for each test (and no appearance rules)
        defer { UIApplication.replaceShared() }
        let (_, root, _) = makeWindow()
        UIButton.appearance().tintColor = .systemOrange
        UILabel.appearance().textColor = .systemPurple
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemGreen
        #expect(UILabel.appearance().textColor == .systemPurple, "the proxy reads what was set")

        let plain = UIButton(type: .system)
        let own = UIButton(type: .system)
        own.tintColor = .systemRed
        let label = UILabel()
        root.addSubview(plain)
        root.addSubview(own)
        root.addSubview(label)
        #expect(plain.tintColor == .systemOrange)
        #expect(own.tintColor == .systemRed, "a value the instance set itself wins")
        #expect(label.textColor == .systemPurple)
        #expect(UIView().tintColor == .systemBlue, "other classes are untouched")

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = UILabel()
        cell.contentView.addSubview(inCell)
        root.addSubview(cell)
        #expect(inCell.textColor == .systemGreen, "the contained rule, set later, applies inside a cell")
    }
}
