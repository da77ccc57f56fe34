import Testing

@testable import Tapestry

/// TextKit 1 as labels with tappable links use it: a storage, a layout manager and a container the label's size.
@MainActor
@Suite struct NSLayoutManagerTests {
    @Test func theCharacterUnderATapIsFound() {
        let (storage, manager, container) = textKitStack("Read the terms before you sign", width: 400)
        #expect(storage.layoutManagers.first === manager)
        #expect(manager.textStorage === storage && container.layoutManager === manager)
        let terms = NSRange(location: 9, length: 5)
        let rect = manager.boundingRect(forGlyphRange: terms, in: container)
        #expect(rect.width > 0 && rect.height > 0)
        var fraction: CGFloat = -1
        let tapped = manager.characterIndex(
            for: CGPoint(x: rect.midX, y: rect.midY), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction
        )
        #expect(NSLocationInRange(tapped, terms))
        #expect(fraction >= 0 && fraction <= 1)
        #expect(manager.glyphIndex(for: CGPoint(x: rect.minX + 0.5, y: rect.midY), in: container) == 9)
        // Past the end of the line: the last character, not one beyond it.
        #expect(manager.glyphIndex(for: CGPoint(x: 399, y: rect.midY), in: container) == storage.length - 1)
    }

    @Test func aNarrowContainerWrapsAndALineLimitCutsTheRangeShort() {
        let (storage, manager, container) = textKitStack("one two three four five six seven eight nine ten", width: 80)
        let all = manager.glyphRange(for: container)
        #expect(all == NSRange(location: 0, length: storage.length))
        let used = manager.usedRect(for: container)
        let firstLine = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(used.height > firstLine.height * 2, "several lines")
        #expect(used.width <= 80)
        var lines = 0
        manager.enumerateLineFragments(forGlyphRange: all) { rect, usedRect, _, range, _ in
            lines += 1
            #expect(usedRect.width <= rect.width && range.length > 0)
        }
        #expect(lines >= 3)
        container.maximumNumberOfLines = 1
        manager.invalidateLayout(forCharacterRange: all, actualCharacterRange: nil)
        var firstRange = NSRange()
        _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &firstRange)
        #expect(manager.glyphRange(for: container) == firstRange)
        #expect(manager.usedRect(for: container).height == firstLine.height)
    }

    @Test func editsToTheStorageAreLaidOutAgain() {
        let (storage, manager, container) = textKitStack("Short", width: 300)
        let before = manager.usedRect(for: container)
        storage.append(NSAttributedString(string: " and now much longer text"))
        #expect(manager.numberOfGlyphs == storage.length)
        #expect(manager.glyphRange(for: container).length == storage.length)
        #expect(manager.usedRect(for: container).width > before.width)
        storage.removeLayoutManager(manager)
        #expect(manager.textStorage == nil && storage.layoutManagers.isEmpty)
        #expect(manager.usedRect(for: container) == .zero)
    }

    @Test func aShortContainerShowsOnlyTheLinesThatFit() {
        let (storage, manager, container) = textKitStack("alpha beta gamma delta epsilon zeta eta theta", width: 60)
        let lineHeight = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).height
        container.size = CGSize(width: 60, height: lineHeight * 2 + 1)
        manager.invalidateLayout(
            forCharacterRange: NSRange(location: 0, length: storage.length), actualCharacterRange: nil)
        let shown = manager.glyphRange(for: container)
        #expect(shown.length < storage.length)
        #expect(manager.usedRect(for: container).height == lineHeight * 2)
    }
}

/// A text view's own TextKit 1 layout manager.
@MainActor
@Suite struct UITextViewLayoutManagerTests {
    @Test func aTextViewsLayoutManagerFollowsItsText() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = "Hello"
        root.addSubview(textView)
        let manager = textView.layoutManager
        #expect(textView.layoutManager === manager)
        #expect(manager.textStorage === textView.textStorage)
        #expect(manager.textContainers.first === textView.textContainer)
        #expect(manager.glyphRange(for: textView.textContainer).length == 5)
        #expect(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 5, length: 0)
        synthesizer.type(", world")
        #expect(manager.numberOfGlyphs == 12)
        // The character under the caret's left edge is where the caret is, as the view places it.
        textView.selectedRange = NSRange(location: 3, length: 0)
        let caret = textView.caretRect(for: textView.selectedTextRange!.start)
        let inset = textView.textContainerInset
        let point = CGPoint(x: caret.minX - inset.left + 1, y: caret.midY - inset.top)
        #expect(
            manager.characterIndex(
                for: point, in: textView.textContainer, fractionOfDistanceBetweenInsertionPoints: nil) == 3)
    }
}
