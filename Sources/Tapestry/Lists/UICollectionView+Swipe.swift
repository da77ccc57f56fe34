import Foundation

/// A list layout's rows swipe open (ListSwipe.swift) to the actions its configuration's
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider` give.
extension UICollectionView: SwipeActionsHost {
    var swipeMayBegin: Bool { !isEditing }

    /// Adds the swipe pan when the prepared layout has list sections with swipe actions, and removes it (no
    /// row open) when it has none, so that other collection views' touches meet no extra recognizer.
    func updateSwipeRecognizer() {
        let wanted =
            (collectionViewLayout as? UICollectionViewCompositionalLayout)?.preparedSections.values.contains {
                $0.leadingSwipeActions != nil || $0.trailingSwipeActions != nil
            } ?? false
        if wanted, swipeRecognizer == nil {
            let swipePan = UIPanGestureRecognizer { [weak self] pan in self?.handleSwipe(pan) }
            swipePan.name = "list swipe"
            addGestureRecognizer(swipePan)
            swipeRecognizer = swipePan
        } else if !wanted, let swipePan = swipeRecognizer, swipe == nil {
            removeGestureRecognizer(swipePan)
            swipeRecognizer = nil
        }
    }

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
