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

    @Test func aProxyTakesTheClassesSetterMethods() {
        UIApplication.replaceShared()  // a fresh application for each test (and no appearance rules)
        defer { UIApplication.replaceShared() }
        let (_, root, _) = makeWindow()
        UIButton.appearance().setTitleColor(.systemGreen, for: .normal)
        UIButton.appearance().setTitleColor(.systemRed, for: .normal)  // the later call for a state wins
        UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
        let clear = UIImage()
        UINavigationBar.appearance().setBackgroundImage(clear, for: .default)
        UINavigationBar.appearance().shadowImage = clear
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemPink], for: .selected)
        let thumb = UIImage()
        UISlider.appearance().setThumbImage(thumb, for: .normal)

        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.titleColor(for: .normal) != .systemRed, "not before it enters a window")
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let segments = UISegmentedControl(items: ["A", "B"])
        let slider = UISlider()
        for view in [button, bar, segments, slider] as [UIView] { root.addSubview(view) }
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.titleColor(for: .disabled) == .systemGray)
        #expect(bar.backgroundImage(for: .default) === clear && bar.shadowImage === clear)
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .systemPink)
        #expect(slider.thumbImage(for: .normal) === thumb)
        #expect(UILabel().textColor == .label, "other classes are untouched")
    }
}
