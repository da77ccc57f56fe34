import Foundation
import Testing

@testable import Tapestry

@MainActor
private final class BadgeView: UIView {
    enum Position { case topLeading, topTrailing }
    @Invalidating(.display) var badgeColor: UIColor = .systemRed
    @Invalidating(.layout, .display) var badgePosition = Position.topTrailing
    @Invalidating(.intrinsicContentSize, .layout, .properties) var count = 0
    var drawn = 0, laidOut = 0, properties = 0
    override func draw(_ rect: CGRect) { drawn += 1 }
    override func layoutSubviews() { laidOut += 1 }
    override func updateProperties() { properties += 1 }
    override var intrinsicContentSize: CGSize { CGSize(width: 20 + count * 10, height: 20) }
}

/// `@Invalidating` properties ask the view for what a change needs, and only when the value changes.
@MainActor
@Suite struct UIViewInvalidatingTests {
    @Test func aChangedValueAsksForItsInvalidationsAndTheSameValueForNone() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(badge)
        window.layoutIfNeeded()
        let laidOut = badge.laidOut
        badge.needsDisplay = false  // as if drawn
        badge.badgeColor = .systemRed
        #expect(!badge.needsDisplay && !window.hasPendingLayout, "the same value: nothing")
        badge.badgeColor = .systemBlue
        #expect(badge.needsDisplay && !badge.needsLayout)
        badge.badgePosition = .topLeading
        #expect(badge.needsLayout)
        window.layoutIfNeeded()
        #expect(badge.laidOut == laidOut + 1 && badge.badgePosition == .topLeading)
        badge.count = 3
        #expect(badge.needsLayout && badge.needsUpdateProperties)
        let before = badge.properties
        window.layoutIfNeeded()
        #expect(badge.properties == before + 1 && badge.count == 3)
    }

    @Test func aButtonsConfigurationIsAppliedAgain() {
        var applied = 0
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { _ in applied += 1 }
        let before = applied
        UIView.Invalidations.Configuration().invalidate(view: button)
        #expect(applied == before + 1)
    }
}
