import Foundation

/// The region text is laid out in: the text view's width less `lineFragmentPadding` on each side.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space left empty at each end of every line; 5 points by default, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.layoutParametersChanged() }
    }
    /// The most lines shown (0: no limit). Kept for API compatibility; a text view shows all its lines.
    open var maximumNumberOfLines = 0
    weak var owner: UITextView?

    /// Creates a container.
    public override init() {}
}
