import Foundation

/// The space a software keyboard takes at the bottom of a view (iOS 15). A desktop types on a hardware keyboard,
/// so no keyboard ever shows: the guide is the strip between the safe area's bottom and the view's bottom (no
/// taller), as UIKit's is while its keyboard is hidden, and content pinned above it sits on the safe area.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a keyboard floating or undocked on an iPad (kept: none shows here).
    open var followsUndockedKeyboard = false
    /// Whether the guide's bottom is the safe area's while no keyboard shows (true, as in UIKit); false puts its
    /// top at the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { pinTop() } }
    }
    private var topConstraint: NSLayoutConstraint?

    /// Constrains the guide in `view`: its sides and bottom the view's, its top the safe area's bottom.
    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        identifier = "UIViewKeyboardLayoutGuide"
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pinTop()
    }

    private func pinTop() {
        guard let view = owningView else { return }
        topConstraint?.isActive = false
        topConstraint = topAnchor.constraint(
            equalTo: usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor)
        topConstraint?.isActive = true
    }
}

extension UIView {
    /// The keyboard's space at the bottom of the view (see `UIKeyboardLayoutGuide`): pin content's bottom to its
    /// top to keep it above a keyboard.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let state = ensureLayoutState()
        if let guide = state.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        state.keyboardGuide = guide
        guide.attach(to: self)
        return guide
    }
}
