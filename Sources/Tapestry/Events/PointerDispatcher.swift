import Foundation

/// A view that scrolls its content when the wheel turns over it.
@MainActor
protocol WheelScrollable: AnyObject {
    /// Scrolls by `delta` points; returns false when it cannot scroll that way (the next view up may).
    func scrollWheel(by delta: CGPoint) -> Bool
}

/// Delivers the pointer's events that are not touches: motion (hover recognizers and the cursor), the wheel,
/// the secondary click (context menus) and the middle click (the PRIMARY selection's paste). Each event is
/// hit-tested once into a `PointerTarget`, and everything that event drives reads that target's path.
@MainActor
final class PointerDispatcher {
    let arena: GestureArena
    /// The cursor for the pointer's last motion, by its Xcursor name (SEMANTICS §13.5).
    private(set) var cursorName = "default"

    init(arena: GestureArena) { self.arena = arena }

    /// The pointer moved with no button held: hover recognizers on the path enter or move, those it left
    /// exit, and the cursor and the hover effect (the innermost `hoverStyle` on the path) follow the same target.
    func moved(_ target: PointerTarget, modifiers: UIKeyModifierFlags) {
        if UIHoverGestureRecognizer.attachedCount > 0 || !arena.hovering.isEmpty {
            var recognizers: [UIHoverGestureRecognizer] = []
            target.forEachView { view in
                for case let recognizer as UIHoverGestureRecognizer in view.storedGestureRecognizers
                where recognizer.isEnabled {
                    recognizers.append(recognizer)
                }
            }
            arena.deliverHover(recognizers, at: target.location, in: target.window)
        }
        cursorName = cursor(for: target, modifiers: modifiers)
        HoverEffectPresenter.shared.moved(target)
    }

    /// The pointer left `window`.
    func exited(_ window: UIWindow) {
        arena.hoverExited(window)
        HoverEffectPresenter.shared.exited(window)
        cursorName = "default"
    }

    /// The cursor at `target`: the first view of the path with a pointer interaction that has a region there
    /// decides; else editable or selectable text shows "text" (the I-beam), a text view's link or other text item
    /// "pointer" (the pointing hand), and everything else "default".
    func cursor(for target: PointerTarget, modifiers: UIKeyModifierFlags) -> String {
        return target.first { view -> String? in
            for case let interaction as UIPointerInteraction in view.interactions {
                if let style = interaction.style(at: target.location(in: view), modifiers: modifiers) {
                    return style.cursorName
                }
            }
            if let text = view as? UITextView, text.isEditable || text.isSelectable {
                return text.textItem(at: target.location(in: view)) != nil ? "pointer" : "text"
            }
            if let field = view as? UITextField, field.isEnabled { return "text" }
            return nil
        } ?? "default"
    }

    /// The wheel turned by `delta` over `target`: on the way up, a pan recognizer whose
    /// `allowedScrollTypesMask` admits the type takes it as a drag, else the nearest view that scrolls.
    func scroll(by delta: CGPoint, type: UIScrollType, at target: PointerTarget) {
        _ = target.first { view -> Bool? in
            for case let pan as UIPanGestureRecognizer in view.gestureRecognizers ?? [] {
                if pan.scrollInput(delta, at: target.location, type: type, in: target.window) { return true }
            }
            if type == .continuous, let scrollView = view as? UIScrollView {
                if scrollView.scrollContinuously(by: delta) { return true }
            } else if let scrollable = view as? WheelScrollable, scrollable.scrollWheel(by: delta) {
                return true
            }
            return nil
        }
    }

    /// A continuous scroll ended over `target` (the fingers left the trackpad): the scroll view it moved
    /// carries on and decelerates.
    func scrollEnded(at target: PointerTarget) {
        _ = target.first { view -> Bool? in
            guard let scrollView = view as? UIScrollView, !scrollView.continuousScroll.isEmpty else { return nil }
            return scrollView.endContinuousScroll() ? true : nil
        }
    }

    /// A secondary click at `target`: the nearest view with a `UIContextMenuInteraction` opens its menu there, or
    /// the nearest text field or text view its edit menu.
    func secondaryClick(at target: PointerTarget) -> Bool {
        target.first { view -> Bool? in
            for case let interaction as UIContextMenuInteraction in view.interactions {
                if interaction.open(at: target.location(in: view)) { return true }
            }
            if let text = view as? TextEditingHost, text.textEditMenu.secondaryClick(at: target.location(in: view)) {
                return true
            }
            return nil
        } ?? false
    }

    /// A middle click at `target`: the nearest editable text view or field pastes the PRIMARY selection there.
    func middleClick(at target: PointerTarget) {
        guard let (view, paste) = target.first({ view in (view as? PrimaryPasteTarget).map { (view, $0) } }),
            paste.acceptsPrimaryPaste, let text = UIPasteboard.primary.string, !text.isEmpty
        else { return }
        paste.pastePrimary(text, at: target.location(in: view))
    }
}
