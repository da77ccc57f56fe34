import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// Text measured with Pango, as labels draw it.
@MainActor
@Suite struct PangoTextTests {
    @Test func pangoMeasuresLabels() {
        UIApplication.replaceShared()  // a fresh application for each test
        _ = ViewRenderer()
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let one = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        label.text = "Hello Hello"
        let two = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(one.width > 30 && one.width < 80)
        #expect(two.width > one.width * 1.8)
        #expect(one.height >= 20 && one.height < 35)
        label.numberOfLines = 0
        label.text = "我是键盘我是键盘我是键盘"
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(wrapped.width <= 100 && wrapped.height > one.height * 1.5, "Chinese wraps by character")
    }
}
