import Foundation

/// Shows a large version of a control's title and image while a finger rests on it, for people using the
/// largest accessibility text sizes (iOS 13). A desktop has no such text size setting (its text size is
/// `.large`), so the viewer is not shown; `isEnabled` says so, as UIKit's does when the size is not an
/// accessibility one. The items' titles and images are kept, and the interaction's delegate is kept.
@preconcurrency @MainActor
open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    /// Posted when the viewer becomes enabled or disabled (never here).
    nonisolated public static let enabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")
    /// Whether the viewer shows: only at accessibility text sizes, which a desktop does not have.
    public class var isEnabled: Bool {
        UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory
    }
    /// The delegate.
    open weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    /// The recognizer that would show the viewer (a long press).
    open private(set) var gestureRecognizerForExclusionRelationship: UIGestureRecognizer =
        UILongPressGestureRecognizer()
    /// The view the interaction is on.
    public private(set) weak var view: UIView?

    /// An interaction with a delegate.
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
    }

    /// The interaction is about to move to `view`.
    public func willMove(to view: UIView?) {}
    /// The interaction moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }
}

/// The delegate of a large content viewer interaction. Every method is optional.
@preconcurrency @MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The item at a point (the interaction's view by default).
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any UILargeContentViewerItem)?
}

extension UILargeContentViewerInteractionDelegate {
    /// The interaction's view.
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any UILargeContentViewerItem)?
    { interaction.view }
}

/// What the large content viewer shows for an item.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: NSObjectProtocol {
    /// Whether it is shown.
    var showsLargeContentViewer: Bool { get }
    /// Its title.
    var largeContentTitle: String? { get }
    /// Its image.
    var largeContentImage: UIImage? { get }
    /// Whether the image is scaled up.
    var scalesLargeContentImage: Bool { get }
    /// Insets of the image.
    var largeContentImageInsets: UIEdgeInsets { get }
}

/// The large content settings of a view.
final class LargeContentSettings {
    var shows = false
    var title: String?
    var image: UIImage?
    var scales = false
    var insets = UIEdgeInsets.zero
}

nonisolated(unsafe) private var largeContentKey: UInt8 = 0

extension UIView: UILargeContentViewerItem {
    private var largeContent: LargeContentSettings {
        if let settings = objc_getAssociatedObject(self, &largeContentKey) as? LargeContentSettings { return settings }
        let settings = LargeContentSettings()
        objc_setAssociatedObject(self, &largeContentKey, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return settings
    }
    /// Whether the large content viewer shows this view; false by default.
    public var showsLargeContentViewer: Bool {
        get { largeContent.shows }
        set { largeContent.shows = newValue }
    }
    /// The title the viewer shows.
    public var largeContentTitle: String? {
        get { largeContent.title }
        set { largeContent.title = newValue }
    }
    /// The image the viewer shows.
    public var largeContentImage: UIImage? {
        get { largeContent.image }
        set { largeContent.image = newValue }
    }
    /// Whether the image is scaled up; false by default.
    public var scalesLargeContentImage: Bool {
        get { largeContent.scales }
        set { largeContent.scales = newValue }
    }
    /// Insets of the image.
    public var largeContentImageInsets: UIEdgeInsets {
        get { largeContent.insets }
        set { largeContent.insets = newValue }
    }
}
