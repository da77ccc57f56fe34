import Foundation

/// An object that stands for an activity view controller's item until an activity is chosen (UIKit's
/// `UIActivityItemSource`): a placeholder says what kind of item it is, and the item itself is asked for with
/// the chosen activity's type, so it can differ by activity or be made only when needed.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// An item of the kind the real one will be (a string, a URL, an image), for choosing the activities.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for the chosen activity, or nil to give it nothing.
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    /// A subject for activities that have one (a mail's); empty by default. Optional in UIKit.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    /// The item's uniform type identifier for the activity; empty by default. Optional in UIKit.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    /// A thumbnail of the item; nil by default. Optional in UIKit.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage?
}

extension UIActivityItemSource {
    /// Empty: no subject.
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
    /// Empty: the item's own type.
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
    /// None.
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { nil }
}

/// An item made only when an activity is chosen (UIKit's `UIActivityItemProvider`): subclass it and override
/// `item`, which may read `activityType`. UIKit runs the provider as an operation on a queue of its own once an
/// activity is chosen; Tapestry's activity sheet asks for the item on the main thread when the activity runs,
/// and the provider is an `Operation` that an app may run itself (`main()` makes the item).
@preconcurrency @MainActor
open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
    nonisolated(unsafe) private let placeholder: Any
    nonisolated(unsafe) private var chosenType: UIActivity.ActivityType?
    nonisolated(unsafe) private var madeItem: Any?

    /// A provider whose item is of the kind `placeholderItem` is.
    public init(placeholderItem: Any) {
        placeholder = placeholderItem
        super.init()
    }

    /// The placeholder given at creation.
    nonisolated open var placeholderItem: Any? { placeholder }

    /// The type of the activity the item is being made for (nil until one is chosen).
    nonisolated open var activityType: UIActivity.ActivityType? { chosenType }

    /// The item: override it to make the real one. By default, the placeholder.
    nonisolated open var item: Any { placeholder }

    /// Makes the item (what the operation does when run).
    nonisolated open override func main() { madeItem = item }

    /// The placeholder.
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholder
    }

    /// The item made for `activityType`: the one the operation made if it has run for this type, else `item`.
    open func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        if let madeItem, isFinished, chosenType == activityType { return madeItem }
        chosenType = activityType
        return item
    }
}
