import Foundation

/// Something a popover can point at (iOS 16): a view, a layout guide, a bar button item or a tab bar item.
/// `frame(in:)` answers where it is; a type of an app's own adopts the protocol by answering it too (nil, the
/// default, when it is not shown).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {
    /// The item's frame in `referenceView`'s coordinates, or nil when it is not shown in its window.
    func frame(in referenceView: UIView) -> CGRect?
}

extension UIPopoverPresentationControllerSourceItem {
    /// Nil: an item of an app's own is not known to be shown anywhere unless it says so.
    public func frame(in referenceView: UIView) -> CGRect? { nil }
}

extension UIView: UIPopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`'s coordinates, when both are in the same window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard window != nil, window === referenceView.window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension UILayoutGuide: UIPopoverPresentationControllerSourceItem {
    /// The guide's layout frame in `referenceView`'s coordinates, when its owning view shares the window.
    public func frame(in referenceView: UIView) -> CGRect? {
        guard let owningView, owningView.window != nil, owningView.window === referenceView.window else {
            return nil
        }
        return owningView.convert(layoutFrame, to: referenceView)
    }
}

extension UIBarItem: UIPopoverPresentationControllerSourceItem {
    /// The frame of the view a bar shows the item as (a bar button item's button or custom view, a tab bar
    /// item's button), while one does.
    public func frame(in referenceView: UIView) -> CGRect? { shownView?.frame(in: referenceView) }
}

extension UIPopoverPresentationController {
    /// The item the popover points at: a bar button item, a view, a layout guide, or an item of an app's own
    /// (nil: `sourceView` and `sourceRect` say where). Setting a bar button item here or in `barButtonItem`
    /// is the same.
    public var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { storedSourceItem }
        set { storedSourceItem = newValue }
    }
}
