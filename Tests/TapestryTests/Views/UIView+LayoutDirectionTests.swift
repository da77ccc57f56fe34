import Foundation
import Tapestry
import Testing

/// The layout direction a view's content follows, and subclasses that fix it by overriding.
@MainActor
@Suite struct UIViewLayoutDirectionTests {
    /// A calendar that always lays out left to right, as calendar libraries override it.
    final class AlwaysLeftToRight: UIView {
        override var semanticContentAttribute: UISemanticContentAttribute {
            get { .forceLeftToRight }
            set {}
        }
    }

    @Test func theAttributeForcesTheDirectionAndASubclassMayOverrideIt() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let fixed = AlwaysLeftToRight()
        fixed.semanticContentAttribute = .forceRightToLeft
        #expect(fixed.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}
