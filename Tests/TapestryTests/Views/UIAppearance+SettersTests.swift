import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// An appearance proxy's setter methods (UIAppearance+Setters): UIKit's `UI_APPEARANCE_SELECTOR` methods called on
/// the proxy, recorded and called on each instance as it enters a window, the later call for the same state or
/// position replacing the earlier.
@MainActor
@Suite struct UIAppearanceSettersTests {
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

    @Test func buttonImagesToolbarBackgroundsAndSliderTracksAreSetPerStateAndPosition() {
        UIApplication.replaceShared()
        defer { UIApplication.replaceShared() }
        let (_, root, _) = makeWindow()
        let image = UIImage(), background = UIImage(), highlighted = UIImage()
        UIButton.appearance().setImage(image, for: .normal)
        UIButton.appearance().setBackgroundImage(background, for: .normal)
        UIButton.appearance().setBackgroundImage(highlighted, for: .highlighted)
        UIButton.appearance().setTitleShadowColor(.systemYellow, for: .normal)
        let top = UIImage(), bottom = UIImage(), shadow = UIImage()
        UIToolbar.appearance().setBackgroundImage(top, forToolbarPosition: .top, barMetrics: .default)
        UIToolbar.appearance().setBackgroundImage(bottom, forToolbarPosition: .bottom, barMetrics: .default)
        UIToolbar.appearance().setShadowImage(shadow, forToolbarPosition: .any)
        let minimum = UIImage(), maximum = UIImage()
        UISlider.appearance().setMinimumTrackImage(minimum, for: .normal)
        UISlider.appearance().setMaximumTrackImage(maximum, for: .normal)
        let barImage = UIImage()
        UINavigationBar.appearance().setBackgroundImage(barImage, for: .topAttached, barMetrics: .default)

        let button = UIButton(type: .custom)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let slider = UISlider()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        for view in [button, toolbar, slider, bar] as [UIView] { root.addSubview(view) }
        #expect(button.image(for: .normal) === image)
        #expect(button.backgroundImage(for: .normal) === background)
        #expect(button.backgroundImage(for: .highlighted) === highlighted, "each state its own call")
        #expect(button.titleShadowColor(for: .normal) == .systemYellow)
        #expect(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) === top)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === bottom)
        #expect(toolbar.shadowImage(forToolbarPosition: .any) === shadow)
        #expect(
            slider.minimumTrackImage(for: .normal) === minimum && slider.maximumTrackImage(for: .normal) === maximum)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .default) === barImage)
    }

    /// A setter called on a contained proxy reaches only instances inside that container.
    @Test func aContainedProxysSetterReachesOnlyInstancesInTheContainer() {
        UIApplication.replaceShared()
        defer { UIApplication.replaceShared() }
        let (_, root, _) = makeWindow()
        UIButton.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).setTitleColor(.systemTeal, for: .normal)
        let outside = UIButton(type: .system)
        outside.setTitle("Out", for: .normal)
        root.addSubview(outside)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inside = UIButton(type: .system)
        inside.setTitle("In", for: .normal)
        cell.contentView.addSubview(inside)
        root.addSubview(cell)
        #expect(inside.titleColor(for: .normal) == .systemTeal)
        #expect(outside.titleColor(for: .normal) != .systemTeal)
    }
}
