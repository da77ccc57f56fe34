import Foundation
import Testing

@testable import Tapestry

/// Says where the bars it is asked about sit.
@MainActor
private final class Positioner: UINavigationBarDelegate, UIToolbarDelegate {
    var position = UIBarPosition.any
    func position(for bar: UIBarPositioning) -> UIBarPosition { position }
}

/// Where a bar sits (UIBarPositioning): its delegate says; `.any` (the default) puts a navigation bar at the top and
/// a toolbar at the bottom; UIKit's raw values.
@MainActor
@Suite struct UIBarPositioningTests {
    @Test func theDelegateSaysWhereABarSitsAndAnyIsTheBarsOwnPlace() {
        let navigationBar = UINavigationBar(), toolbar = UIToolbar()
        #expect(navigationBar.barPosition == .top && toolbar.barPosition == .bottom, "no delegate")
        let positioner = Positioner()
        navigationBar.delegate = positioner
        toolbar.delegate = positioner
        #expect(navigationBar.barPosition == .top && toolbar.barPosition == .bottom, "the delegate says .any")
        positioner.position = .topAttached
        #expect(navigationBar.barPosition == .topAttached && toolbar.barPosition == .topAttached)
        final class Silent: UIBarPositioningDelegate {}
        #expect(Silent().position(for: navigationBar) == .any)
    }

    @Test func positionsHaveUIKitsRawValues() {
        #expect(UIBarPosition.any.rawValue == 0 && UIBarPosition.bottom.rawValue == 1)
        #expect(UIBarPosition.top.rawValue == 2 && UIBarPosition.topAttached.rawValue == 3)
    }
}
