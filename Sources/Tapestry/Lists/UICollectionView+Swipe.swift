import Foundation

/// A list layout's rows swipe open (ListSwipe.swift) to the actions its configuration's
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider` give.
extension UICollectionView: SwipeActionsHost {
    var swipeMayBegin: Bool { !isEditing }

    func swipeActions(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let section = layout.preparedSections[indexPath.section],
            let provider = trailing ? section.trailingSwipeActions : section.leadingSwipeActions,
            let configuration = provider(indexPath), !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    func swipeIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeIndexPath(of cell: UIView) -> IndexPath? { (cell as? UICollectionViewCell).flatMap(indexPath(for:)) }
    func swipeCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }
    func swipeRowRect(at indexPath: IndexPath) -> CGRect {
        layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }
}
