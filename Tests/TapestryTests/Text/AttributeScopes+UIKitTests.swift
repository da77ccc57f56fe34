import Foundation
import Testing

@testable import Tapestry

/// UIKit's attributes on Swift's `AttributedString`, and its conversions to and from `NSAttributedString`.
@MainActor
@Suite struct AttributeScopesUIKitTests {
    @Test func uiKitsAttributesAreReadAndWrittenByName() {
        var container = AttributeContainer()
        container.font = .boldSystemFont(ofSize: 17)
        container.foregroundColor = .systemRed
        var string = AttributedString("Hello, world", attributes: container)
        let world = string.range(of: "world")!
        string[world].underlineStyle = .single
        string[world].kern = 2
        string[world].link = URL(string: "https://example.com")
        #expect(string.font == .boldSystemFont(ofSize: 17), "the whole string has one font")
        #expect(string.underlineStyle == nil, "only a part is underlined")
        #expect(string.runs.count == 2)
        #expect(string.runs.first?.font == .boldSystemFont(ofSize: 17))
        #expect(string.runs.last?.underlineStyle == .single && string.runs.last?.kern == 2)
    }

    @Test func anAttributedStringBecomesAnNSAttributedStringWithTheSameKeys() {
        var string = AttributedString("Tap here")
        string.foregroundColor = .systemBlue
        let here = string.range(of: "here")!
        string[here].font = .systemFont(ofSize: 20)
        string[here].strikethroughStyle = .double
        string[here].link = URL(string: "https://example.com")
        let converted = NSAttributedString(string)
        #expect(converted.string == "Tap here")
        let tap = converted.attributes(at: 0, effectiveRange: nil)
        #expect(tap[.foregroundColor] as? UIColor == .systemBlue && tap[.font] == nil)
        let rest = converted.attributes(at: 4, effectiveRange: nil)
        #expect(rest[.font] as? UIFont == .systemFont(ofSize: 20))
        #expect(rest[.strikethroughStyle] as? Int == NSUnderlineStyle.double.rawValue)
        #expect(rest[.link] as? URL == URL(string: "https://example.com"))
        #expect(((try? NSAttributedString(string, including: \.uiKit))?.string) == "Tap here")
    }

    /// Neighbouring runs with as many attributes each, fonts and colours among them: Linux's Foundation would
    /// compare their values through Core Foundation and trap, so the conversion keeps them apart.
    @Test func neighbouringRunsOfTheSameShapeConvert() {
        var string = AttributedString("small")
        string.font = .systemFont(ofSize: 12)
        string.foregroundColor = .systemRed
        var large = AttributedString(" large ✓")
        large.font = .systemFont(ofSize: 24)
        large.foregroundColor = .systemBlue
        string.append(large)
        let converted = NSAttributedString(string)
        #expect(converted.string == "small large ✓" && converted.length == 13)
        #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 12))
        #expect(converted.attribute(.font, at: 12, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 24))
        #expect(AttributedString(converted).runs.count == 2)
    }

    @Test func anNSAttributedStringComesBackWithItsUIKitAttributes() throws {
        let source = NSMutableAttributedString(
            string: "Bold and plain", attributes: [.font: UIFont.boldSystemFont(ofSize: 12), .kern: 1.5])
        source.addAttributes(
            [
                .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemGreen,
                .init("SomeoneElses"): 3,
            ],
            range: NSRange(location: 9, length: 5))
        let string = AttributedString(source)
        #expect(String(string.characters) == "Bold and plain")
        #expect(string.runs.count == 2)
        let last = try #require(string.runs.last)
        #expect(last.font == .boldSystemFont(ofSize: 12) && last.kern == 1.5)
        #expect(last.underlineStyle == .single && last.underlineColor == .systemGreen)
        #expect(String(string[last.range].characters) == "plain")
        let back = NSAttributedString(string)
        #expect(back.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 1.5)
        #expect(back.attribute(.init("SomeoneElses"), at: 10, effectiveRange: nil) == nil, "other scopes are left out")
        _ = try AttributedString(source, including: \.uiKit)
    }

    @Test func aLabelDrawsAConvertedString() {
        var string = AttributedString("Wide")
        string.font = .systemFont(ofSize: 30)
        let label = UILabel()
        label.attributedText = NSAttributedString(string)
        let plain = UILabel()
        plain.text = "Wide"
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height, "measured in its own font")
    }
}
