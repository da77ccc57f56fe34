import Foundation

/// Dragging text out of a text field or text view, dropping into one, and customizing its paste, as UIKit
/// names them. Tapestry's text views do not lift their selected text into a drag nor take drops of text yet,
/// so `textDragInteraction` is nil, `isTextDragActive` and `isTextDropActive` are false, and the drag and drop
/// delegates are kept and never asked; the paste delegate is kept too (pasting goes through `paste(_:)`).
@preconcurrency @MainActor
public protocol UITextDraggable: UITextInput {
    /// The delegate asked about text drags.
    var textDragDelegate: UITextDragDelegate? { get set }
    /// The interaction that lifts text (nil: text is not dragged here).
    var textDragInteraction: UIDragInteraction? { get }
    /// Whether a drag of this view's text is in progress.
    var isTextDragActive: Bool { get }
    /// How dragged text is shown.
    var textDragOptions: UITextDragOptions { get set }
}

/// A view that takes dropped text.
@preconcurrency @MainActor
public protocol UITextDroppable: UITextInput, UITextPasteConfigurationSupporting {
    /// The delegate asked about drops.
    var textDropDelegate: UITextDropDelegate? { get set }
    /// The interaction that takes drops (nil: drops are not taken here).
    var textDropInteraction: UIDropInteraction? { get }
    /// Whether a drop is over the view.
    var isTextDropActive: Bool { get }
}

/// A view whose paste a delegate can customize.
@preconcurrency @MainActor
public protocol UITextPasteConfigurationSupporting: UIPasteConfigurationSupporting {
    /// The delegate asked about pastes.
    var pasteDelegate: UITextPasteDelegate? { get set }
}

/// How dragged text is shown.
public struct UITextDragOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The preview draws the text without its colours.
    public static let stripTextColorFromPreviews = UITextDragOptions(rawValue: 1 << 0)
}

/// What a text drag is about to lift.
@preconcurrency @MainActor
public protocol UITextDragRequest: AnyObject {
    /// The range of text dragged.
    var dragRange: UITextRange { get }
    /// The items the view would drag.
    var suggestedItems: [UIDragItem] { get }
    /// The items already in the session.
    var existingItems: [UIDragItem] { get }
    /// Whether the range is selected.
    var isSelected: Bool { get }
    /// The drag session.
    var dragSession: any UIDragSession { get }
}

/// The text drag delegate; every method is optional.
@preconcurrency @MainActor
public protocol UITextDragDelegate: AnyObject {
    /// The items for a drag of text.
    func textDraggableView(_ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: UITextDragRequest)
        -> [UIDragItem]
    /// The preview lifted for an item.
    func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
        session: any UIDragSession
    ) -> UITargetedDragPreview?
    /// The drag of text is about to begin.
    func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: any UIDragSession)
    /// The drag of text ended.
    func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: any UIDragSession,
        withOperation operation: UIDropOperation)
}

extension UITextDragDelegate {
    /// The suggested items.
    public func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, itemsForDrag dragRequest: UITextDragRequest
    ) -> [UIDragItem] { dragRequest.suggestedItems }
    /// The default preview.
    public func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragPreviewForLiftingItem item: UIDragItem,
        session: any UIDragSession
    ) -> UITargetedDragPreview? { nil }
    /// Does nothing.
    public func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragSessionWillBegin session: any UIDragSession
    ) {}
    /// Does nothing.
    public func textDraggableView(
        _ textDraggableView: UIView & UITextDraggable, dragSessionDidEnd session: any UIDragSession,
        withOperation operation: UIDropOperation
    ) {}
}

/// Whether a view that is not editable takes a drop.
public enum UITextDropEditability: UInt, Sendable {
    /// It does not.
    case no = 0
    /// It becomes editable for the drop, then not again.
    case temporary = 1
    /// It becomes editable.
    case yes = 2
}

/// What a drop into text does.
public enum UITextDropAction: UInt, Sendable {
    /// Inserts at the drop point.
    case insert = 0
    /// Replaces the selection.
    case replaceSelection = 1
    /// Replaces all the text.
    case replaceAll = 2
}

/// How a drop into text shows its loading.
public enum UITextDropProgressMode: UInt, Sendable {
    /// The system's indicator.
    case system = 0
    /// The app's own.
    case custom = 1
}

/// Who performs a drop into text.
public enum UITextDropPerformer: UInt, Sendable {
    /// The view.
    case view = 0
    /// The delegate.
    case delegate = 1
}

/// A drop proposal for text: the operation and how the text goes in.
@preconcurrency @MainActor
open class UITextDropProposal: UIDropProposal {
    /// What the drop does.
    open var dropAction = UITextDropAction.insert
    /// How loading shows.
    open var dropProgressMode = UITextDropProgressMode.system
    /// Whether a move within the view is done without loading the items.
    open var useFastSameViewOperations = false
    /// Who performs the drop.
    open var dropPerformer = UITextDropPerformer.view
}

/// A drop into text in progress.
@preconcurrency @MainActor
public protocol UITextDropRequest: AnyObject {
    /// Where the text goes.
    var dropPosition: UITextPosition { get }
    /// The proposal the view would make.
    var suggestedProposal: UITextDropProposal { get }
    /// Whether the drag came from this view.
    var isSameView: Bool { get }
    /// The drop session.
    var dropSession: any UIDropSession { get }
}

/// The text drop delegate; every method is optional.
@preconcurrency @MainActor
public protocol UITextDropDelegate: AnyObject {
    /// Whether a view that is not editable takes the drop.
    func textDroppableView(
        _ textDroppableView: UIView & UITextDroppable, willBecomeEditableForDrop drop: UITextDropRequest
    ) -> UITextDropEditability
    /// The proposal for a drop.
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest)
        -> UITextDropProposal
    /// The drop is about to be performed.
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: UITextDropRequest)
    /// The drop ended.
    func textDroppableView(_ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: any UIDropSession)
}

extension UITextDropDelegate {
    /// No.
    public func textDroppableView(
        _ textDroppableView: UIView & UITextDroppable, willBecomeEditableForDrop drop: UITextDropRequest
    ) -> UITextDropEditability { .no }
    /// The suggested proposal.
    public func textDroppableView(
        _ textDroppableView: UIView & UITextDroppable, proposalForDrop drop: UITextDropRequest
    ) -> UITextDropProposal { drop.suggestedProposal }
    /// Does nothing.
    public func textDroppableView(
        _ textDroppableView: UIView & UITextDroppable, willPerformDrop drop: UITextDropRequest
    ) {}
    /// Does nothing.
    public func textDroppableView(
        _ textDroppableView: UIView & UITextDroppable, dropSessionDidEnd session: any UIDropSession
    ) {}
}

/// One item of a paste, for the paste delegate to transform.
@preconcurrency @MainActor
public protocol UITextPasteItem: AnyObject {
    /// The item's provider.
    var itemProvider: NSItemProvider { get }
    /// Its local object, if any.
    var localObject: Any? { get }
    /// The attributes of the text at the paste.
    var defaultAttributes: [NSAttributedString.Key: Any] { get }
    /// Gives the item's text.
    func setStringResult(_ string: String)
    /// Gives the item's attributed text.
    func setAttributedStringResult(_ string: NSAttributedString)
    /// Gives no result for the item.
    func setNoResult()
    /// Gives the default result.
    func setDefaultResult()
}

/// The text paste delegate; every method is optional.
@preconcurrency @MainActor
public protocol UITextPasteDelegate: AnyObject {
    /// Turns one pasted item into text.
    func textPasteConfigurationSupporting(
        _ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem)
    /// Whether the paste animates.
    func textPasteConfigurationSupporting(
        _ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
        shouldAnimatePasteOf attributedString: NSAttributedString, to textRange: UITextRange
    ) -> Bool
}

extension UITextPasteDelegate {
    /// The default result.
    public func textPasteConfigurationSupporting(
        _ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem
    ) { item.setDefaultResult() }
    /// False.
    public func textPasteConfigurationSupporting(
        _ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
        shouldAnimatePasteOf attributedString: NSAttributedString, to textRange: UITextRange
    ) -> Bool { false }
}

/// The delegates and options a text field or text view keeps.
@MainActor
final class TextDragDropSettings {
    nonisolated(unsafe) static var key: UInt8 = 0
    weak var dragDelegate: UITextDragDelegate?
    weak var dropDelegate: UITextDropDelegate?
    weak var pasteDelegate: UITextPasteDelegate?
    var dragOptions: UITextDragOptions = []

    static func of(_ view: UIView) -> TextDragDropSettings {
        withUnsafePointer(to: &key) { key in
            if let settings = objc_getAssociatedObject(view, key) as? TextDragDropSettings { return settings }
            let settings = TextDragDropSettings()
            objc_setAssociatedObject(view, key, settings, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return settings
        }
    }
}

extension UITextDraggable where Self: UIView {
    /// The delegate asked about text drags (kept: see `UITextDraggable`).
    public var textDragDelegate: UITextDragDelegate? {
        get { TextDragDropSettings.of(self).dragDelegate }
        set { TextDragDropSettings.of(self).dragDelegate = newValue }
    }
    /// Nil: the text is not dragged.
    public var textDragInteraction: UIDragInteraction? { nil }
    /// False.
    public var isTextDragActive: Bool { false }
    /// How dragged text is shown (kept).
    public var textDragOptions: UITextDragOptions {
        get { TextDragDropSettings.of(self).dragOptions }
        set { TextDragDropSettings.of(self).dragOptions = newValue }
    }
}

extension UITextDroppable where Self: UIView {
    /// The delegate asked about drops (kept).
    public var textDropDelegate: UITextDropDelegate? {
        get { TextDragDropSettings.of(self).dropDelegate }
        set { TextDragDropSettings.of(self).dropDelegate = newValue }
    }
    /// Nil: drops are not taken.
    public var textDropInteraction: UIDropInteraction? { nil }
    /// False.
    public var isTextDropActive: Bool { false }
}

extension UITextPasteConfigurationSupporting where Self: UIView {
    /// The delegate asked about pastes (kept).
    public var pasteDelegate: UITextPasteDelegate? {
        get { TextDragDropSettings.of(self).pasteDelegate }
        set { TextDragDropSettings.of(self).pasteDelegate = newValue }
    }
}

extension UITextField: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {}
extension UITextView: UITextDraggable, UITextDroppable, UITextPasteConfigurationSupporting {}
