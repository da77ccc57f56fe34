import Foundation

/// The container docked at the bottom of a window that shows the first responder's `inputView` and, above
/// it, its `inputAccessoryView` (SEMANTICS §5.3). Their own heights are kept; widths follow the window.
///
/// The container covers only the input views, so the rest of the window stays touchable, and it is removed
/// when the first responder has neither view or resigns.
@MainActor
final class InputViewHost {
    weak var window: UIWindow?
    private(set) var container: UIInputSetHostView?
    private weak var shownInputView: UIView?
    private weak var shownAccessoryView: UIView?

    /// Shows the input and accessory views of `responder`, replacing whatever was shown.
    func show(for responder: UIResponder) {
        let inputController = responder.inputView == nil ? responder.inputViewController : nil
        let accessoryController = responder.inputAccessoryView == nil ? responder.inputAccessoryViewController : nil
        for controller in [inputController, accessoryController] { controller?.documentResponder = responder }
        let input = responder.inputView ?? inputController?.view
        let accessory = responder.inputAccessoryView ?? accessoryController?.view
        guard input != nil || accessory != nil, let window else {
            hide()
            return
        }
        if shownInputView !== input { shownInputView?.removeFromSuperview() }
        if shownAccessoryView !== accessory { shownAccessoryView?.removeFromSuperview() }
        let host = container ?? UIInputSetHostView(frame: .zero)
        container = host
        shownInputView = input
        shownAccessoryView = accessory
        if let accessory, accessory.superview !== host { host.addSubview(accessory) }
        if let input, input.superview !== host { host.addSubview(input) }
        if host.superview !== window { window.addSubview(host) } else { window.bringSubviewToFront(host) }
        layout()
    }

    /// Removes the docked views.
    func hide() {
        shownInputView?.removeFromSuperview()
        shownAccessoryView?.removeFromSuperview()
        shownInputView = nil
        shownAccessoryView = nil
        container?.removeFromSuperview()
        container = nil
    }

    /// Places the container at the bottom of the window and stacks the views inside it.
    func layout() {
        guard let window, let container else { return }
        let width = window.bounds.width
        let accessoryHeight = Self.height(of: shownAccessoryView, width: width)
        let inputHeight = Self.height(of: shownInputView, width: width)
        let height = accessoryHeight + inputHeight
        container.frame = CGRect(x: 0, y: window.bounds.height - height, width: width, height: height)
        shownAccessoryView?.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
        shownInputView?.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: inputHeight)
    }
}

extension InputViewHost {
    /// A docked view's height: its frame's, or a self-sizing input view's fitting height.
    static func height(of view: UIView?, width: CGFloat) -> CGFloat {
        guard let view else { return 0 }
        return (view as? UIInputView)?.dockedHeight(width: width) ?? view.frame.height
    }
}

/// The view that holds a window's docked input and accessory views.
@preconcurrency @MainActor
public final class UIInputSetHostView: UIView {}
