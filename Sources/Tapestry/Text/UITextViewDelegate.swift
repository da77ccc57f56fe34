import Foundation

/// The methods a text view's delegate implements to shape editing; every method is optional. A text view's
/// delegate is its scroll view delegate too: set it through `delegate`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the view may start editing (become first responder). Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view started editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may stop editing. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced with `text`. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Whether the text in `ranges` may be replaced with `text` (UIKit 26; the view asks this one). By default it
    /// asks `textView(_:shouldChangeTextIn:replacementText:)` with the ranges' union.
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    /// The edit menu for the text in `ranges` (UIKit 26; the view asks this one). By default it asks
    /// `textView(_:editMenuForTextIn:suggestedActions:)` with the ranges' union.
    func textView(_ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// The edit menu for the text in `range` (a secondary click opens it): by default nil, the suggested actions
    /// (the standard edit actions the view can perform now). An empty menu shows none.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// The edit menu is about to appear.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to disappear.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)

    // Text items: links, attachments and tagged runs in a text view that is selectable but not editable.

    /// The action a click on `textItem` performs (nil: none). By default `defaultAction` — a link opens with the
    /// desktop's opener; an attachment or a tag does nothing — when the older
    /// `textView(_:shouldInteractWith:in:interaction:)` allows it (it does by default).
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The menu a secondary click on `textItem` opens (nil: none). By default `defaultMenu` (a link's: Open Link
    /// and Copy Link; a tag's is empty) when the older `textView(_:shouldInteractWith:in:interaction:)` allows it.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    /// A text item's menu is about to appear.
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    /// A text item's menu is about to disappear.
    func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    /// Whether a link may do what `interaction` asks (UIKit 10–16; deprecated since UIKit 17 for the text item
    /// methods, which ask it by default). By default `textView(_:shouldInteractWith:in:)`.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// Whether an attachment may do what `interaction` asks (UIKit 10–16; deprecated since UIKit 17). By default
    /// `textView(_:shouldInteractWith:in:)`.
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// Whether a link may act (UIKit 7–9; deprecated since UIKit 10). Default true.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// Whether an attachment may act (UIKit 7–9; deprecated since UIKit 10). Default true.
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    )
        -> Bool

    // UIKit 18's Writing Tools and formatting panel, and inline input suggestions: declared so delegates written
    // for them compile; neither the tools, the panel nor suggestions exist on Linux, so they are never called.

    /// Writing Tools began working on the text (never called here).
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    /// Writing Tools finished (never called here).
    func textViewWritingToolsDidEnd(_ textView: UITextView)
    /// The ranges in `enclosingRange` Writing Tools leave alone (never asked here). Default none.
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    /// The formatting panel is about to appear (never called here).
    func textView(_ textView: UITextView, willBeginFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel appeared (never called here).
    func textView(_ textView: UITextView, didBeginFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel is about to go (never called here).
    func textView(_ textView: UITextView, willEndFormattingWith viewController: UITextFormattingViewController)
    /// The formatting panel went (never called here).
    func textView(_ textView: UITextView, didEndFormattingWith viewController: UITextFormattingViewController)
    /// Inserts an input suggestion the keyboard offered (`insertInputSuggestion(_:)` hands it here).
    func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Asks the single-range method with the ranges' union.
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool {
        self.textView(textView, shouldChangeTextIn: NSValue.union(of: ranges), replacementText: text)
    }
    /// Asks the single-range method with the ranges' union.
    public func textView(
        _ textView: UITextView, editMenuForTextInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        self.textView(textView, editMenuForTextIn: NSValue.union(of: ranges), suggestedActions: suggestedActions)
    }
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Returns nil: the suggested actions.
    public func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// Does nothing.
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }
    /// Does nothing.
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
    }

    /// Returns `defaultAction` when `textView(_:shouldInteractWith:in:interaction:)` allows it, else nil.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
        -> UIAction?
    {
        textItemMayInteract(textView, textItem, .invokeDefaultAction) ? defaultAction : nil
    }
    /// Returns `defaultMenu` when `textView(_:shouldInteractWith:in:interaction:)` allows it, else nil.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    {
        textItemMayInteract(textView, textItem, .presentActions) ? UITextItem.MenuConfiguration(menu: defaultMenu) : nil
    }
    /// Does nothing.
    public func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    /// Does nothing.
    public func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    /// Returns `textView(_:shouldInteractWith:in:)`.
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { self.textView(textView, shouldInteractWith: URL, in: characterRange) }
    /// Returns `textView(_:shouldInteractWith:in:)`.
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool { self.textView(textView, shouldInteractWith: textAttachment, in: characterRange) }
    /// Returns true.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        true
    }
    /// Returns true.
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange
    ) -> Bool { true }
    /// Does nothing.
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
    /// Returns no ranges.
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange)
        -> [NSValue]
    { [] }
    /// Does nothing.
    public func textView(
        _ textView: UITextView, willBeginFormattingWith viewController: UITextFormattingViewController
    ) {}
    /// Does nothing.
    public func textView(_ textView: UITextView, didBeginFormattingWith viewController: UITextFormattingViewController)
    {}
    /// Does nothing.
    public func textView(_ textView: UITextView, willEndFormattingWith viewController: UITextFormattingViewController) {
    }
    /// Does nothing.
    public func textView(_ textView: UITextView, didEndFormattingWith viewController: UITextFormattingViewController) {}
    /// Does nothing (the suggestion is not inserted).
    public func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}

    /// What the older interaction methods say of `item` (a tag has none: it may).
    private func textItemMayInteract(_ textView: UITextView, _ item: UITextItem, _ interaction: UITextItemInteraction)
        -> Bool
    {
        switch item.content {
        case .link(let url): self.textView(textView, shouldInteractWith: url, in: item.range, interaction: interaction)
        case .textAttachment(let attachment):
            self.textView(textView, shouldInteractWith: attachment, in: item.range, interaction: interaction)
        case .tag: true
        }
    }
}
