import Foundation
import Tapestry
import Testing

/// The display mode button's visibility, kept with UIKit's default.
@MainActor
@Suite struct UISplitViewControllerDisplayModeButtonTests {
    @Test func theDisplayModeButtonVisibilityIsKeptWithUIKitsDefault() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.displayModeButtonVisibility == .automatic)
        split.displayModeButtonVisibility = .never
        #expect(split.displayModeButtonVisibility == .never)
        #expect(UISplitViewController.DisplayModeButtonVisibility.always.rawValue == 2)
    }
}
