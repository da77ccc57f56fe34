import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
private final class TextItemDelegate: UITextViewDelegate {
    var log: [String] = []
    /// What `primaryActionFor` returns: the default action (nil here), a custom one, or none.
    var primary: (UITextItem, UIAction) -> UIAction? = { _, action in action }
    var menu: ((UITextItem, UIMenu) -> UITextItem.MenuConfiguration?)?

    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        log.append("primary \(textItem.contentType) \(textItem.range.location),\(textItem.range.length)")
        return primary(textItem, defaultAction)
    }
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    {
        log.append("menu \(defaultMenu.children.map(\.title))")
        return menu.map { $0(textItem, defaultMenu) } ?? UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {
        animator.addCompletion { self.log.append("displayed") }
        log.append("willDisplay \(textItem.contentType)")
    }
    func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) { log.append("willEnd \(textItem.contentType)") }
}

/// A delegate written for UIKit 10–16: it only answers the older interaction question.
@MainActor
private final class OlderLinkDelegate: UITextViewDelegate {
    var allow = false
    var asked: [String] = []
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        asked.append("\(URL.absoluteString) \(characterRange.location),\(characterRange.length) \(interaction)")
        return allow
    }
}

/// Links, attachments and tagged text in a text view that is read, not edited (UIKit 17's text items).
@MainActor
@Suite struct UITextViewTextItemsTests {
    static let url = URL(string: "https://example.org/docs")!

    /// "Read the docs now." with "the docs" a link whose "docs" is bold (two runs, one item).
    private func scene(editable: Bool = false) -> (UIWindow, UITextView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        let text = NSMutableAttributedString(string: "Read the docs now.")
        text.addAttribute(.link, value: Self.url, range: NSRange(location: 5, length: 8))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 9, length: 4))
        view.attributedText = text
        view.isEditable = editable
        root.addSubview(view)
        window.layoutIfNeeded()
        return (window, view, synthesizer)
    }

    /// The middle of the character at `offset`, in window coordinates.
    private func point(_ view: UITextView, _ offset: Int) -> CGPoint {
        let start = view.position(from: view.beginningOfDocument, offset: offset)!
        let rect = view.firstRect(for: view.textRange(from: start, to: view.position(from: start, offset: 1)!)!)
        return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    /// The titles of a menu's actions, inline groups flattened.
    private func titles(_ menu: UIMenu) -> [String] {
        menu.children.flatMap { ($0 as? UIMenu).map(titles) ?? [$0.title] }
    }

    private func openedURLs(_ body: () -> Void) -> [URL] {
        var opened: [URL] = []
        let original = UIApplication.urlOpener
        UIApplication.urlOpener = { url in
            opened.append(url)
            return true
        }
        defer { UIApplication.urlOpener = original }
        body()
        return opened
    }

    @Test func aClickOnALinkOpensItAndSelectsNothing() {
        withEstimatedText {
            let (window, view, synthesizer) = scene()
            let opened = openedURLs { synthesizer.tap(at: point(view, 10)) }
            #expect(opened == [Self.url])
            #expect(view.selectedRange.length == 0)
            #expect(window.firstResponder !== view, "following a link does not take the keyboard")
            #expect(openedURLs { synthesizer.tap(at: point(view, 1)) }.isEmpty, "plain text is not a link")
            #expect(window.firstResponder === view, "a click on plain text of a selectable view selects there")
        }
    }

    @Test func aClickThatLeavesTheLinkDoesNothing() {
        withEstimatedText {
            let (_, view, synthesizer) = scene()
            let opened = openedURLs {
                let touch = synthesizer.touchDown(at: point(view, 6))
                synthesizer.touchMove(touch, to: point(view, 15))
                synthesizer.touchUp(touch)
            }
            #expect(opened.isEmpty)
        }
    }

    @Test func theDelegateIsHandedTheWholeLinkAndChoosesTheAction() {
        withEstimatedText {
            let (_, view, synthesizer) = scene()
            let delegate = TextItemDelegate()
            view.delegate = delegate
            var items: [UITextItem] = []
            var custom = 0
            delegate.primary = { item, _ in
                items.append(item)
                return UIAction { _ in custom += 1 }
            }
            #expect(openedURLs { synthesizer.tap(at: point(view, 11)) }.isEmpty, "the delegate's action ran instead")
            #expect(custom == 1)
            #expect(delegate.log == ["primary link 5,8"], "both runs of the link are one item")
            #expect(items.first?.link == Self.url && items.first?.textAttachment == nil)
            synthesizer.advance(by: 1)  // separate clicks, not a double click
            delegate.primary = { _, _ in nil }
            #expect(openedURLs { synthesizer.tap(at: point(view, 6)) }.isEmpty, "nil: nothing happens")
            synthesizer.advance(by: 1)
            delegate.primary = { _, action in action }
            #expect(openedURLs { synthesizer.tap(at: point(view, 6)) } == [Self.url], "the default action opens it")
        }
    }

    @Test func aDelegateWrittenForOlderUIKitIsAskedTheOlderQuestion() {
        withEstimatedText {
            let (_, view, synthesizer) = scene()
            let delegate = OlderLinkDelegate()
            view.delegate = delegate
            #expect(openedURLs { synthesizer.tap(at: point(view, 6)) }.isEmpty)
            #expect(delegate.asked == ["https://example.org/docs 5,8 invokeDefaultAction"])
            delegate.allow = true
            synthesizer.advance(by: 1)
            #expect(openedURLs { synthesizer.tap(at: point(view, 6)) } == [Self.url])
        }
    }

    @Test func anEditableTextViewEditsItsLinksInsteadOfFollowingThem() {
        withEstimatedText {
            let (window, view, synthesizer) = scene(editable: true)
            #expect(openedURLs { synthesizer.tap(at: point(view, 6)) }.isEmpty)
            #expect(window.firstResponder === view)
        }
    }

    @Test func aSecondaryClickOnALinkOffersOpenAndCopy() {
        withEstimatedText {
            let (window, view, _) = scene()
            let delegate = TextItemDelegate()
            view.delegate = delegate
            #expect(UIApplication.shared.input.secondaryClick(at: point(view, 7), in: window))
            #expect(delegate.log == ["menu [\"Open Link\", \"Copy Link\"]", "willDisplay link", "displayed"])
            guard let menu = UIMenuPresentation.openMenus.first else {
                Issue.record("no menu")
                return
            }
            #expect((menu as? MenuWindow)?.menuView.menu.children.map(\.title) == ["Open Link", "Copy Link"])
            let keys = EventSynthesizer(window: menu)
            keys.press(.downArrow)
            keys.press(.downArrow)
            keys.press(.select)
            #expect(UIPasteboard.general.string == Self.url.absoluteString)
            #expect(delegate.log.last == "willEnd link")

            // The delegate's own menu; none at all gives the edit menu instead.
            delegate.menu = { _, _ in
                UITextItem.MenuConfiguration(preview: nil, menu: UIMenu(children: [UIAction(title: "Share") { _ in }]))
            }
            #expect(UIApplication.shared.input.secondaryClick(at: point(view, 7), in: window))
            #expect(
                (UIMenuPresentation.openMenus.first as? MenuWindow)?.menuView.menu.children.map(\.title) == ["Share"])
            UIMenuPresentation.dismissAll()
            delegate.menu = { _, _ in nil }
            #expect(UIApplication.shared.input.secondaryClick(at: point(view, 7), in: window))
            let editMenu = (UIMenuPresentation.openMenus.first as? MenuWindow)?.menuView.menu
            #expect(editMenu.map(titles) == ["Select All"], "the edit menu (nothing selected: nothing to copy)")
            UIMenuPresentation.dismissAll()
        }
    }

    @Test func aPressHeldOnALinkOpensItsMenuAndDoesNotFollowIt() {
        withEstimatedText {
            let (_, view, synthesizer) = scene()
            let delegate = TextItemDelegate()
            view.delegate = delegate
            let opened = openedURLs {
                let touch = synthesizer.touchDown(at: point(view, 7))
                synthesizer.advance(by: 0.3)
                #expect(UIMenuPresentation.openMenus.isEmpty, "not yet a long press")
                synthesizer.advance(by: 0.3)
                #expect(UIMenuPresentation.openMenus.count == 1)
                synthesizer.touchUp(touch)
            }
            #expect(opened.isEmpty, "the press opened the menu; its end follows nothing")
            #expect(delegate.log.prefix(2) == ["menu [\"Open Link\", \"Copy Link\"]", "willDisplay link"])
            UIMenuPresentation.dismissAll()
            synthesizer.advance(by: 1)
            #expect(openedURLs { synthesizer.tap(at: point(view, 7)) } == [Self.url], "a short press still follows it")
            synthesizer.advance(by: 1)
            #expect(UIMenuPresentation.openMenus.isEmpty, "and leaves no menu to open later")
        }
    }

    @Test func taggedTextAndAttachmentsAreItemsWithNoDefaultAction() {
        withEstimatedText {
            UIApplication.replaceShared()
            let (_, root, synthesizer) = makeWindow()
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
            view.isEditable = false
            let attachment = NSTextAttachment(data: Data([1, 2, 3]), ofType: "public.data")
            let text = NSMutableAttributedString(string: "see ")
            text.append(NSAttributedString(string: "topic", attributes: [.textItemTag: "topic-7"]))
            text.append(NSAttributedString(string: " and "))
            text.append(NSAttributedString(attachment: attachment))
            view.attributedText = text
            root.addSubview(view)
            let delegate = TextItemDelegate()
            view.delegate = delegate
            var items: [UITextItem] = []
            delegate.primary = { item, action in
                items.append(item)
                return action
            }
            let opened = openedURLs {
                synthesizer.tap(at: point(view, 5))
                synthesizer.advance(by: 1)
                synthesizer.tap(at: point(view, 14))
            }
            #expect(opened.isEmpty)
            #expect(delegate.log == ["primary tag 4,5", "primary textAttachment 14,1"])
            #expect(items.map(\.tagIdentifier) == ["topic-7", nil])
            #expect(items.last?.textAttachment === attachment)
        }
    }

    @Test func thePointerIsAHandOverALink() {
        withEstimatedText {
            let (window, view, _) = scene()
            let input = UIApplication.shared.input
            input.pointerMoved(to: point(view, 6), in: window)
            #expect(input.cursorName == "pointer")
            input.pointerMoved(to: point(view, 1), in: window)
            #expect(input.cursorName == "text")
        }
    }

    @Test func attachmentsHoldTheirContentsAndMeasureByTheirImage() {
        let attachment = NSTextAttachment()
        #expect(attachment.contents == nil && attachment.image == nil)
        #expect(
            attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
                == .zero)
        let image = UIImage(data: pngHeader(width: 12, height: 8))!
        let pictured = NSTextAttachment(image: image)
        #expect(pictured.image(forBounds: .zero, textContainer: nil, characterIndex: 0) === image)
        #expect(
            pictured.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
                == CGRect(x: 0, y: 0, width: 12, height: 8))
        pictured.bounds = CGRect(x: 0, y: -2, width: 20, height: 20)
        #expect(
            pictured.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0)
                == pictured.bounds)
        let string = NSAttributedString(attachment: pictured)
        #expect(string.string == "\u{FFFC}" && NSTextAttachment.character == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === pictured)
    }
}
