import Foundation

/// An item moved interactively: where it was in the data source's order, where it is shown now, and the point it
/// follows. While it moves, the collection view shows the data source's items with that one item taken out and
/// put back at `current`; the data source hears of the move only when it ends.
struct InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint

    /// How many more (or fewer) items a section shows than the data source has.
    func countChange(inSection section: Int) -> Int {
        (section == current.section ? 1 : 0) - (section == original.section ? 1 : 0)
    }

    /// The data source's index path of the item shown at `shown`.
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        if shown == current { return original }
        var path = shown
        if path.section == current.section, path.item > current.item { path.item -= 1 }
        if path.section == original.section, path.item >= original.item { path.item += 1 }
        return path
    }

    /// Where the item at the data source's `data` is shown.
    func shownIndexPath(forData data: IndexPath) -> IndexPath {
        if data == original { return current }
        var path = data
        if path.section == original.section, path.item > original.item { path.item -= 1 }
        if path.section == current.section, path.item >= current.item { path.item += 1 }
        return path
    }
}

/// Moving an item by hand (UIKit's interactive movement): `beginInteractiveMovementForItem(at:)`, then
/// `updateInteractiveMovementTargetPosition(_:)` as the pointer moves (the item follows it and the others make
/// room), then `endInteractiveMovement()` (the data source's `collectionView(_:moveItemAt:to:)` is called) or
/// `cancelInteractiveMovement()`. A `UICollectionViewController` drives it with a long press.
extension UICollectionView {
    /// The data source's index path of the item shown at `shown` (they differ only while an item moves).
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        movement?.dataIndexPath(forShown: shown) ?? shown
    }

    /// Whether the data source moves items: found once per data source by moving the first item onto itself,
    /// which changes nothing (the protocol's default `moveItemAt` says it was not implemented).
    var dataSourceMovesItems: Bool {
        guard let dataSource else { return false }
        if let probedMoves, probedMoves.source == ObjectIdentifier(dataSource) { return probedMoves.moves }
        var moves = false
        if movement == nil, numberOfSections > 0, numberOfItems(inSection: 0) > 0 {
            let first = IndexPath(item: 0, section: 0)
            unansweredDataSourceCall = false
            dataSource.collectionView(self, moveItemAt: first, to: first)
            moves = !unansweredDataSourceCall
            unansweredDataSourceCall = false
        }
        probedMoves = (ObjectIdentifier(dataSource), moves)
        return moves
    }

    /// Starts moving the item at `indexPath`, when the data source says it can move; returns whether it started.
    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let dataSource, indexPath.section < numberOfSections,
            indexPath.item < numberOfItems(inSection: indexPath.section),
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        let center = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
        setNeedsLayout()
        return true
    }

    /// Moves the moving item's centre to `targetPosition` (in the collection view's content); the items make room
    /// where it would go, as the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath` allows.
    func updateMovement(to targetPosition: CGPoint) {
        guard var moving = movement else { return }
        moving.position = targetPosition
        movement = moving
        if let proposed = indexPathForItem(at: targetPosition), proposed != moving.current {
            let target =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: moving.original,
                    atCurrentIndexPath: moving.current, toProposedIndexPath: proposed) ?? proposed
            if target != moving.current, target.section < numberOfSections,
                target.item < numberOfItems(inSection: target.section)
            {
                moving.current = target
                reshow(moving)
            }
        }
        setNeedsLayout()
    }

    /// Ends the movement where the item is: the data source moves it (`collectionView(_:moveItemAt:to:)`) and
    /// it settles into its place.
    func endMovement() {
        guard let moving = movement else { return }
        let cells = visible
        movement = nil
        if moving.original != moving.current {
            dataSource?.collectionView(self, moveItemAt: moving.original, to: moving.current)
        }
        visible = cells  // shown where the data source now has them
        settle()
    }

    /// Puts the moving item back where it was.
    func cancelMovement() {
        guard var moving = movement else { return }
        moving.current = moving.original
        reshow(moving)
        movement = nil
        settle()
    }

    /// The layout's attributes for the moving item, when one moves (applied after the others).
    func placeInteractivelyMovingItem() {
        guard let moving = movement, let cell = visible[moving.current] else { return }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: moving.current, withTargetPosition: pointInLayout(moving.position))
        apply(mirroredIfFlipped(attributes), to: cell)
        bringSubviewToFront(cell)
    }

    /// Shows the items in the order `moving` gives: cells on screen (and the selection) change index paths.
    private func reshow(_ moving: InteractiveMovement) {
        guard let old = movement else { return }
        let cells = visible
        visible.removeAll()
        for (shown, cell) in cells {
            let moved = moving.shownIndexPath(forData: old.dataIndexPath(forShown: shown))
            visible[moved] = cell
            cell.indexPath = moved
        }
        remapSelection { moving.shownIndexPath(forData: old.dataIndexPath(forShown: $0)) }
        movement = moving
        invalidateLayout(everything: true, counts: false)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.layoutIfNeeded()
        }
    }

    /// The counts asked again and the items laid out where they now are, the moved one animating into place.
    private func settle() {
        reloadCounts()
        invalidateLayout(everything: true, counts: false)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
            self.layoutIfNeeded()
        }
    }
}
