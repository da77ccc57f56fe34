import Foundation
import Testing

@testable import Tapestry

/// Dynamic Type's categories: UIKit's names and order, and `.large` wherever a desktop reports one.
@MainActor
@Suite struct UIContentSizeCategoryTests {
    @Test func categoriesOrderFromSmallestToLargest() {
        #expect(UIContentSizeCategory.extraSmall < .small && UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL", "UIKit's name")
        #expect(max(UIContentSizeCategory.medium, .accessibilityExtraLarge) == .accessibilityExtraLarge)
    }

    @Test func aDesktopReportsTheDefaultSizeAndOverridesApply() {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow()
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(root.traitCollection.preferredContentSizeCategory == .large)
        let child = UIView()
        root.addSubview(child)
        child.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        child.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(child.traitCollection.preferredContentSizeCategory == .large)
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .small), UITraitCollection(userInterfaceStyle: .dark),
        ])
        #expect(merged.preferredContentSizeCategory == .small && merged.userInterfaceStyle == .dark)
        #expect(
            UITraitCollection(preferredContentSizeCategory: .small)
                != UITraitCollection(preferredContentSizeCategory: .large))
        // A view's Dynamic Type limits are kept (and described) for code that sets them.
        child.maximumContentSizeCategory = .extraLarge
        #expect(child.appliedContentSizeCategoryLimitsDescription.contains("UICTContentSizeCategoryXL"))
    }
}
