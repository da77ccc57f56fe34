import Foundation
import Testing

@testable import Tapestry

/// Implements only the older methods an app written for earlier UIKit has, logging them.
@MainActor
private final class OlderTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowsLinks = true
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(text)")
        return true
    }
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        log.append("menu \(range.location),\(range.length)")
        return UIMenu(title: "Mine", children: suggestedActions)
    }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        log.append("link \(URL.absoluteString)")
        return allowsLinks
    }
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool {
        log.append("attachment")
        return false
    }
}

/// A text view's delegate (UITextViewDelegate): UIKit's defaults, and each generation of its methods falling
/// back to the one before (ranges to a range, text items to the URL and attachment questions, with an
/// interaction to without).
@MainActor
@Suite struct UITextViewDelegateTests {
    @Test func aDelegateThatImplementsNothingHasUIKitsDefaults() {
        final class Silent: UITextViewDelegate {}
        let view = UITextView()
        let silent = Silent()
        #expect(silent.textViewShouldBeginEditing(view) && silent.textViewShouldEndEditing(view))
        #expect(silent.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
        #expect(silent.textView(view, editMenuForTextIn: NSRange(location: 0, length: 0), suggestedActions: []) == nil)
        #expect(
            silent.textView(view, writingToolsIgnoredRangesInEnclosingRange: NSRange(location: 0, length: 5)).isEmpty)
        let url = URL(string: "https://example.org")!
        #expect(silent.textView(view, shouldInteractWith: url, in: NSRange(location: 0, length: 1)))
        let item = UITextItem(content: .link(url), range: NSRange(location: 0, length: 4))
        let action = UIAction(title: "Open") { _ in }
        #expect(silent.textView(view, primaryActionFor: item, defaultAction: action) === action)
        let menu = UIMenu(title: "Link", children: [])
        #expect(silent.textView(view, menuConfigurationFor: item, defaultMenu: menu)?.menu === menu)
    }

    @Test func rangesFallBackToTheirUnion() {
        let view = UITextView()
        let delegate = OlderTextViewDelegate()
        let ranges = [NSValue(range: NSRange(location: 4, length: 2)), NSValue(range: NSRange(location: 1, length: 1))]
        #expect(delegate.textView(view, shouldChangeTextInRanges: ranges, replacementText: "z"))
        let menu = delegate.textView(view, editMenuForTextInRanges: ranges, suggestedActions: [])
        #expect(menu?.title == "Mine")
        #expect(delegate.log == ["change 1,5 z", "menu 1,5"])
    }

    /// A link's or attachment's actions ask the older interaction questions: a link allowed gives the default
    /// action and menu, one refused gives none; an attachment refused gives none.
    @Test func textItemsAskTheOlderInteractionQuestions() {
        let view = UITextView()
        let delegate = OlderTextViewDelegate()
        let link = UITextItem(
            content: .link(URL(string: "https://example.org/a")!), range: NSRange(location: 0, length: 1))
        let action = UIAction(title: "Open") { _ in }
        #expect(delegate.textView(view, primaryActionFor: link, defaultAction: action) === action)
        delegate.allowsLinks = false
        #expect(delegate.textView(view, primaryActionFor: link, defaultAction: action) == nil)
        #expect(delegate.textView(view, menuConfigurationFor: link, defaultMenu: UIMenu(children: [])) == nil)
        let attachment = UITextItem(
            content: .textAttachment(NSTextAttachment()), range: NSRange(location: 2, length: 1))
        #expect(delegate.textView(view, primaryActionFor: attachment, defaultAction: action) == nil)
        #expect(
            delegate.log == [
                "link https://example.org/a", "link https://example.org/a", "link https://example.org/a", "attachment",
            ])
        let tag = UITextItem(content: .tag("t"), range: NSRange(location: 3, length: 1))
        #expect(
            delegate.textView(view, primaryActionFor: tag, defaultAction: action) === action, "a tag is the app's own")
    }
}
