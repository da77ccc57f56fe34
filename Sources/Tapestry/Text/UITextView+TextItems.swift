import Foundation

/// Text items (UIKit 17): links, attachments and tagged runs in a text view that is selectable but not editable.
/// A click on one performs the action the delegate's `textView(_:primaryActionFor:defaultAction:)` gives (by
/// default a link opens with the desktop's opener); a secondary click opens the menu its
/// `textView(_:menuConfigurationFor:defaultMenu:)` gives (by default Open Link and Copy Link for a link); the
/// pointer over one is a pointing hand. Delegates written for UIKit 10–16 are asked through
/// `textView(_:shouldInteractWith:in:interaction:)`, which the new methods ask by default.
extension UITextView {
    /// Whether text items act on clicks: the text is there to read, not to edit.
    var textItemsAreInteractive: Bool { isSelectable && !isEditable }

    /// The text item whose characters lie under `point` (in the view's coordinates), or nil.
    func textItem(at point: CGPoint) -> UITextItem? {
        guard textItemsAreInteractive, let richText else { return nil }
        let caret = offset(at: point)
        // The character under the point is the one after or the one before the caret nearest to it.
        for index in [caret, caret - 1] where index >= 0 && index < model.length {
            guard let start = position(from: beginningOfDocument, offset: index),
                let end = position(from: start, offset: 1), let range = textRange(from: start, to: end),
                firstRect(for: range).insetBy(dx: -1, dy: -1).contains(point)
            else { continue }
            return Self.textItem(in: richText.runs, at: index)
        }
        return nil
    }

    /// The item the character at `index` belongs to: its runs and the neighbouring runs with the same link,
    /// attachment or tag.
    static func textItem(in runs: [(length: Int, attributes: [NSAttributedString.Key: Any])], at index: Int)
        -> UITextItem?
    {
        var start = 0
        guard
            var found = runs.indices.first(where: { run in
                defer { start += runs[run].length }
                return index < start + runs[run].length
            })
        else { return nil }
        start -= runs[found].length
        guard let content = UITextItem.content(of: runs[found].attributes) else { return nil }
        func same(_ other: UITextItem.Content?) -> Bool {
            switch (content, other) {
            case (.link(let a), .link(let b)?): a == b
            case (.textAttachment(let a), .textAttachment(let b)?): a === b
            case (.tag(let a), .tag(let b)?): a == b
            default: false
            }
        }
        var lower = start, upper = start + runs[found].length
        var before = found - 1
        while before >= 0, same(UITextItem.content(of: runs[before].attributes)) {
            lower -= runs[before].length
            before -= 1
        }
        found += 1
        while found < runs.count, same(UITextItem.content(of: runs[found].attributes)) {
            upper += runs[found].length
            found += 1
        }
        return UITextItem(content: content, range: NSRange(location: lower, length: upper - lower))
    }

    /// What a click on `item` does unless the delegate says otherwise: a link opens; an attachment or a tag does
    /// nothing.
    func defaultAction(for item: UITextItem) -> UIAction {
        guard let url = item.link else { return UIAction { _ in } }
        return UIAction(title: "Open Link") { _ in UIApplication.shared.open(url) }
    }

    /// The menu a secondary click on `item` opens unless the delegate says otherwise: Open Link and Copy Link for a
    /// link; nothing for an attachment or a tag.
    func defaultMenu(for item: UITextItem) -> UIMenu {
        guard let url = item.link else { return UIMenu(children: []) }
        return UIMenu(children: [
            defaultAction(for: item),
            UIAction(title: "Copy Link") { _ in UIPasteboard.general.string = url.absoluteString },
        ])
    }

    /// A click on `item` ended on it: performs its action.
    func performPrimaryAction(for item: UITextItem) {
        let defaultAction = defaultAction(for: item)
        let action =
            textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
            ?? defaultAction
        action?.performWithSender(self, target: nil)
    }

    /// A press on `item` held as long as a long press opens its menu where the touch is then, and the press's
    /// end does nothing more (as a long press on a link does on a touch screen; the mouse stands in for a finger).
    func holdOnTextItem(_ item: UITextItem, touch: UITouch) {
        textItemHold?.invalidate()
        textItemHold = UIApplication.shared.clock.schedule(after: GestureConstants.longPressMinimumDuration) {
            [weak self, weak touch] in
            guard let self, let touch, self.pressedTextItem === item else { return }
            self.pressedTextItem = nil
            _ = self.presentTextItemMenu(at: touch.location(in: self))
        }
    }

    /// A secondary click at `point`: opens the menu of the text item there; false when there is none (the edit
    /// menu opens instead).
    func presentTextItemMenu(at point: CGPoint) -> Bool {
        guard let item = textItem(at: point) else { return false }
        let defaultMenu = defaultMenu(for: item)
        let configuration =
            textViewDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: defaultMenu) }
            ?? UITextItem.MenuConfiguration(menu: defaultMenu)
        guard let menu = configuration?.menu, !menu.children.isEmpty, window != nil else { return false }
        ImmediateMenuAnimator.presentContextMenu(
            menu, from: self, at: point,
            willDisplay: { textViewDelegate?.textView(self, textItemMenuWillDisplayFor: item, animator: $0) },
            willEnd: { [weak self] animator in
                guard let self else { return }
                self.textViewDelegate?.textView(self, textItemMenuWillEndFor: item, animator: animator)
            })
        return true
    }
}
