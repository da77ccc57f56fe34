import Foundation

// A text field's left and right views (an icon, a unit, a button) and its attributed placeholder.
extension UITextField {
    /// A view shown at the leading edge, before the text, when `leftViewMode` says.
    public var leftView: UIView? {
        get { storedLeftView }
        set {
            storedLeftView?.removeFromSuperview()
            storedLeftView = newValue
            updateSideViews()
        }
    }

    /// When the left view shows; `.never` by default, as in UIKit.
    public var leftViewMode: ViewMode {
        get { storedLeftViewMode }
        set {
            storedLeftViewMode = newValue
            updateSideViews()
        }
    }

    /// A view shown at the trailing edge, after the text (and the clear button's place).
    public var rightView: UIView? {
        get { storedRightView }
        set {
            storedRightView?.removeFromSuperview()
            storedRightView = newValue
            updateSideViews()
        }
    }

    /// When the right view shows; `.never` by default.
    public var rightViewMode: ViewMode {
        get { storedRightViewMode }
        set {
            storedRightViewMode = newValue
            updateSideViews()
        }
    }

    /// The placeholder with attributes: its text with the attributes of its first run (the colour and font it
    /// is drawn in, where given). Setting it sets `placeholder` to its string.
    public var attributedPlaceholder: NSAttributedString? {
        get {
            guard let placeholder else { return nil }
            return NSAttributedString(string: placeholder, attributes: placeholderAttributes)
        }
        set {
            settingAttributedPlaceholder = true
            placeholder = newValue?.string
            settingAttributedPlaceholder = false
            if let newValue, newValue.length > 0 {
                placeholderAttributes = newValue.attributes(at: 0, effectiveRange: nil)
            } else {
                placeholderAttributes = [:]
            }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether a side view shows now, by its mode.
    func sideViewShows(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Adds, places or removes the side views for their modes and the editing state.
    func updateSideViews() {
        for (view, mode, rect) in [
            (storedLeftView, storedLeftViewMode, leftViewRect(forBounds: bounds)),
            (storedRightView, storedRightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            if sideViewShows(view, mode: mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else {
                view.removeFromSuperview()
            }
        }
        fieldLayout = nil
        setNeedsDisplay()
    }

    /// The room the showing side views take at each edge.
    var sideViewInsets: (left: CGFloat, right: CGFloat) {
        (
            sideViewShows(storedLeftView, mode: storedLeftViewMode) ? storedLeftView!.frame.width : 0,
            sideViewShows(storedRightView, mode: storedRightViewMode) ? storedRightView!.frame.width : 0
        )
    }
}
