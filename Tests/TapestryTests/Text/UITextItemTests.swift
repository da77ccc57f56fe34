import Foundation
import Testing

@testable import Tapestry

/// A text item (UITextItem): a link, an attachment or an app's tag in a text view's text, found from the text's
/// attributes, with UIKit's accessors and raw values.
@MainActor
@Suite struct UITextItemTests {
    @Test func aLinkIsAURLOrAStringThatParsesAsOne() throws {
        let url = try #require(URL(string: "https://example.org/a"))
        let fromURL = try #require(UITextItem.content(of: [.link: url]))
        let item = UITextItem(content: fromURL, range: NSRange(location: 3, length: 4))
        #expect(item.contentType == .link && item.link == url && item.range == NSRange(location: 3, length: 4))
        #expect(item.textAttachment == nil && item.tagIdentifier == nil)
        let fromString = try #require(UITextItem.content(of: [.link: "https://example.org/b"]))
        #expect(UITextItem(content: fromString, range: NSRange()).link?.absoluteString == "https://example.org/b")
        #expect(UITextItem.content(of: [.link: 42]) == nil, "neither a URL nor a string")
    }

    @Test func attachmentsAndTagsAreItemsAndALinkWinsOverThem() throws {
        let attachment = NSTextAttachment()
        let attached = try #require(UITextItem.content(of: [.attachment: attachment]))
        let item = UITextItem(content: attached, range: NSRange(location: 0, length: 1))
        #expect(item.contentType == .textAttachment && item.textAttachment === attachment && item.link == nil)
        let tagged = try #require(UITextItem.content(of: [.textItemTag: "mention-42"]))
        #expect(UITextItem(content: tagged, range: NSRange()).tagIdentifier == "mention-42")
        let both = try #require(
            UITextItem.content(of: [
                .link: URL(string: "https://example.org")!, .textItemTag: "t", .attachment: attachment,
            ]))
        #expect(UITextItem(content: both, range: NSRange()).contentType == .link)
        #expect(UITextItem.content(of: [.font: UIFont.systemFont(ofSize: 12)]) == nil, "plain text is no item")
    }

    @Test func namesAndRawValuesAreUIKits() {
        #expect(NSAttributedString.Key.textItemTag.rawValue == "UITextItemTagAttributeName")
        #expect(UITextItemInteraction.invokeDefaultAction.rawValue == 0 && UITextItemInteraction.preview.rawValue == 2)
        #expect(UITextItem.ContentType.tag.rawValue == 2)
        let menu = UIMenu(title: "Link", children: [])
        let configuration = UITextItem.MenuConfiguration(menu: menu)
        #expect(configuration.menu === menu)
        if case .default = configuration.preview {} else { Issue.record("the default preview") }
        let none = UITextItem.MenuConfiguration(preview: nil, menu: menu)
        #expect(none.preview == nil)
    }
}
