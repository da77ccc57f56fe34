import Foundation

/// One change of a collection view's batch update, as its layout is told of it in
/// `prepare(forCollectionViewUpdates:)`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What changed.
    public enum Action: Int, Sendable {
        /// An item or section was inserted.
        case insert = 0
        /// An item or section was deleted.
        case delete = 1
        /// An item or section was reloaded.
        case reload = 2
        /// An item or section was moved.
        case move = 3
        /// Nothing.
        case none = 4
    }

    /// Where the item was before the update (nil for an insertion); a section's index path has `NSNotFound` as
    /// its item.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the update (nil for a deletion).
    public let indexPathAfterUpdate: IndexPath?
    /// What changed.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
        super.init()
    }
}
