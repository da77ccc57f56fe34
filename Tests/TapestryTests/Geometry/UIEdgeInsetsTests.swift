import Foundation
import Tapestry
import Testing

/// Edge insets: shrinking and growing rectangles, in UIKit's order.
@Suite struct UIEdgeInsetsTests {
    @Test func insetShrinksAndNegativeInsetsGrow() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(
            rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5))
                == CGRect(x: 5, y: 15, width: 110, height: 60))
        #expect(rect.inset(by: .zero) == rect)
        #expect("\(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))" == "{1.0, 2.0, 3.0, 4.0}")
    }
}
