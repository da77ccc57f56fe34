import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct RequiresConstraintBasedLayoutTests {
    final class Badge: UIView {
        var updates = 0
        override class var requiresConstraintBasedLayout: Bool { true }
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    @Test func aClassThatRequiresConstraintsIsAskedToUpdateThemBeforeItsFirstLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = Badge()
        root.addSubview(badge)
        root.layoutIfNeeded()
        #expect(badge.updates == 1)
        let plain = UIView()
        #expect(!plain.needsUpdateConstraints())
    }
}
