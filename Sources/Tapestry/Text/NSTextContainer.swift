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
    /// How the last line shown is shortened (kept; a text view shows all its lines).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Paths text flows around (kept; text view lines are not cut around them).
    open var exclusionPaths: [UIBezierPath] = []
    /// Whether the width follows the text view's (true by default, as for a text view's own container).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (false by default: the text grows down).
    open var heightTracksTextView = false
    weak var owner: UITextView?
    /// The layout manager laying text out in this container (TextKit 1), if any.
    open weak var layoutManager: NSLayoutManager?
    private var storedSize: CGSize

    /// The container's size: for a text view's container, its width less the text container insets (while
    /// `widthTracksTextView`), and unbounded height.
    open var size: CGSize {
        get {
            guard let owner else { return storedSize }
            let inset = owner.textContainerInset
            return CGSize(
                width: widthTracksTextView ? max(owner.bounds.width - inset.left - inset.right, 0) : storedSize.width,
                height: heightTracksTextView
                    ? max(owner.bounds.height - inset.top - inset.bottom, 0) : storedSize.height)
        }
        set {
            storedSize = newValue
            owner?.layoutParametersChanged()
        }
    }

    /// A container of `size` (unbounded height is `CGFloat.greatestFiniteMagnitude`).
    public init(size: CGSize) {
        storedSize = size
    }

    /// An archived container: nil, as Tapestry reads no archives (here because UIKit's adopts `NSCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// A container of unbounded size.
    public override convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }
}
