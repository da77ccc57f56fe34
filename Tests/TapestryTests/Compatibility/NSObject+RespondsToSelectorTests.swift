import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct NSObjectRespondsToSelectorTests {
    final class Editor: UIViewController {
        func save() {}
    }

    @Test func anObjectRespondsToASelectorOfItsClass() {
        let selector = Selector(Editor.save)
        #expect(Editor().responds(to: selector))
        #expect(!UIViewController().responds(to: selector))
        #expect(!Editor().responds(to: nil))
    }

    @Test func nsIndexPathHasUIKitsRowsAndItems() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        #expect(NSIndexPath(item: 2, section: 0).item == 2)
    }
}
