import Foundation

/// The context menus of a table's rows and a collection view's items (iOS 13): a secondary click or a long press
/// on a row asks the list's delegate for a configuration (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
/// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`) and tells it as the menu shows and ends. The
/// list carries a `UIContextMenuInteraction` whose delegate this is.
@MainActor
final class ListContextMenu: UIContextMenuInteractionDelegate {
    weak var list: UIScrollView?

    /// Adds the interaction to `list`.
    static func install(on list: UIScrollView) -> ListContextMenu {
        let menu = ListContextMenu()
        menu.list = list
        list.addInteraction(UIContextMenuInteraction(delegate: menu))
        return menu
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let table = list as? UITableView {
            guard let delegate = table.tableDelegate, let row = table.indexPathForRow(at: location) else { return nil }
            return delegate.tableView(table, contextMenuConfigurationForRowAt: row, point: location)
        }
        if let collection = list as? UICollectionView, let delegate = collection.collectionDelegate {
            // The selected items when the click is on one of several selected, else the item clicked, else
            // none (the empty space between items).
            var items: [IndexPath] = []
            if let item = collection.indexPathForItem(at: location) {
                let selected = collection.indexPathsForSelectedItems ?? []
                items = selected.count > 1 && selected.contains(item) ? selected.sorted() : [item]
            }
            return delegate.collectionView(collection, contextMenuConfigurationForItemsAt: items, point: location)
        }
        return nil
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
        } else if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(
                collection, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        if let table = list as? UITableView {
            table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
        } else if let collection = list as? UICollectionView {
            collection.collectionDelegate?.collectionView(
                collection, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }
}
