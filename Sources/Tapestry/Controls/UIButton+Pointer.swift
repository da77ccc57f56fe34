import Foundation

/// A button's pointer interaction (iOS 13.4): with `isPointerInteractionEnabled` the pointer over the button
/// takes the style `pointerStyleProvider` gives, or the system's for a button (on the desktop, the hand).
extension UIButton {
    /// Gives the style of the pointer over the button, from the system's proposed effect and shape (nil: the
    /// system's style).
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the pointer changes over the button; false by default.
    public var isPointerInteractionEnabled: Bool {
        get { pointerHelper?.interaction.view === self }
        set {
            guard newValue != isPointerInteractionEnabled else { return }
            if newValue {
                let helper = pointerHelper ?? ButtonPointerHelper(button: self)
                pointerHelper = helper
                addInteraction(helper.interaction)
            } else if let helper = pointerHelper {
                removeInteraction(helper.interaction)
            }
        }
    }

    /// Chooses the pointer's style over the button (used while `isPointerInteractionEnabled`).
    public var pointerStyleProvider: PointerStyleProvider? {
        get { objc_getAssociatedObject(self, &PointerKeys.provider) as? PointerStyleProvider }
        set { objc_setAssociatedObject(self, &PointerKeys.provider, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    private var pointerHelper: ButtonPointerHelper? {
        get { objc_getAssociatedObject(self, &PointerKeys.helper) as? ButtonPointerHelper }
        set { objc_setAssociatedObject(self, &PointerKeys.helper, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }
}

private enum PointerKeys {
    nonisolated(unsafe) static var provider: UInt8 = 0
    nonisolated(unsafe) static var helper: UInt8 = 0
}

/// The delegate of a button's own pointer interaction: the provider's style, or the hand.
@MainActor
private final class ButtonPointerHelper: UIPointerInteractionDelegate {
    weak var button: UIButton?
    private(set) lazy var interaction = UIPointerInteraction(delegate: self)

    init(button: UIButton) { self.button = button }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button else { return nil }
        let effect = UIPointerEffect.automatic(UITargetedPreview(view: button))
        let shape = UIPointerShape.roundedRect(button.bounds)
        return button.pointerStyleProvider?(button, effect, shape) ?? UIPointerStyle(effect: effect, shape: shape)
    }
}
