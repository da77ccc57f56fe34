import LegacyKit
import UIKit
import XCTest

/// XCTest and `import UIKit` in one file. XCTest on Linux runs test methods on the main thread but cannot call
/// `@MainActor` ones; in the Swift 5 mode UIKit is used from them as from any nonisolated code.
final class LegacyKitXCTests: XCTestCase {
    func testASwipeableCellIsDequeuedWithItsOwnInitializer() {
        UIApplication.replaceShared()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(SwipeableCell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell") as? SwipeableCell
        XCTAssertEqual(cell?.actionButton.currentTitle, "Delete")
        XCTAssertEqual(cell?.actionButton.contentEdgeInsets.left, 12)
    }

    func testHelpersWorkFromNonisolatedCode() {
        let stack = LayoutHelper().makeStack([UILabel(), UILabel()])
        XCTAssertEqual(stack.arrangedSubviews.count, 2)
        XCTAssertTrue(
            LayoutHelper().roundedPath(in: CGRect(x: 0, y: 0, width: 50, height: 50)).contains(CGPoint(x: 25, y: 25)))
    }
}
