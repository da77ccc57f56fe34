import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Buttons: sizing as UIKit measures it.
@MainActor
@Suite struct UIButtonTests {
    @Test func aButtonSizesToFitAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let empty = UIButton(frame: .zero)
        empty.sizeToFit()
        #expect(empty.frame.size == CGSize(width: 30, height: 34))
        let titled = UIButton(frame: .zero)
        titled.setTitle("Short", for: .normal)
        titled.sizeToFit()
        let label = titled.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(titled.frame.width - label.width) < 1)
        #expect(abs(titled.frame.height - (label.height + 12)) < 1)
        let imaged = UIButton(frame: .zero)
        imaged.setImage(UIImage(data: pngHeader(width: 80, height: 80)), for: .normal)
        imaged.sizeToFit()
        #expect(imaged.frame.size == CGSize(width: 80, height: 80))
    }
}
