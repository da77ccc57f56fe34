import UIKit

/// A feed screen written with the UIKit of iOS 14 to 17, in the Swift 6 language mode: a list layout with
/// registrations, accessories and swipe actions, a diffable data source, a search controller, menus (a deferred
/// one too), trait change registrations, button configurations, feedback generators, relative dates and the
/// pickers.
public final class FeedViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating,
    UITextFieldDelegate
{
    enum Section: Hashable { case main }
    struct Item: Hashable { let id = UUID(); let title: String }
    /// The list.
    public private(set) var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    let search = UISearchController(searchResultsController: nil)
    let field = UITextField()
    let refresh = UIRefreshControl()
    let feedback = UIImpactFeedbackGenerator(style: .medium)
    let selection = UISelectionFeedbackGenerator()
    let notify = UINotificationFeedbackGenerator()

    /// Builds the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Feed"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil,
            menu: UIMenu(children: [
                UIAction(title: "Newest", state: .on) { _ in }, UIAction(title: "Oldest") { _ in },
                UIDeferredMenuElement.uncached { completion in completion([UIAction(title: "Later") { _ in }]) },
            ]))
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }
        config.headerMode = .none
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.refreshControl = refresh
        refresh.addAction(UIAction { [weak self] _ in self?.refresh.endRefreshing() }, for: .valueChanged)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.secondaryText = RelativeDateTimeFormatter().localizedString(fromTimeInterval: -3600)
            content.image = UIImage(systemName: "star.fill")
            content.imageProperties.tintColor = .systemYellow
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "3")]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, indexPath, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems((0..<20).map { Item(title: "Row \($0)") })
        dataSource.apply(snapshot, animatingDifferences: false)

        field.delegate = self
        field.translatesAutoresizingMaskIntoConstraints = false
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.returnKeyType = .send
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.view.setNeedsLayout()
        }
        var button = UIButton.Configuration.filled()
        button.title = "Go"
        button.image = UIImage(systemName: "paperplane")
        button.imagePadding = 6
        button.cornerStyle = .capsule
        let go = UIButton(configuration: button, primaryAction: UIAction { _ in })
        go.configurationUpdateHandler = { b in b.configuration?.showsActivityIndicator = b.isHighlighted }
        view.addSubview(go)
        let interaction = UIContextMenuInteraction(delegate: self)
        go.addInteraction(interaction)
        feedback.prepare()
        feedback.impactOccurred(intensity: 0.5)
        selection.selectionChanged()
        notify.notificationOccurred(.success)
        setNeedsUpdateContentUnavailableConfiguration()
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { go.alpha = 0.5 }
        animator.startAnimation()
        UIView.animate(springDuration: 0.4, bounce: 0.2) { go.transform = .init(scaleX: 1.1, y: 1.1) }
        let sheet = UIViewController()
        if let s = sheet.sheetPresentationController {
            s.detents = [.medium(), .large(), .custom { ctx in ctx.maximumDetentValue * 0.3 }]
            s.prefersGrabberVisible = true
        }
        _ = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { _ in }
        UIAccessibility.post(notification: .announcement, argument: "Loaded")
        _ = UIAccessibility.isVoiceOverRunning
        _ = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
        _ = UIDevice.current.userInterfaceIdiom == .pad
        _ = view.window?.windowScene?.screen.bounds
        UIPasteboard.general.string = "copied"
    }

    /// An empty feed says so (iOS 17's pattern); a feed with rows shows them.
    public override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard dataSource.snapshot().numberOfItems == 0 else {
            contentUnavailableConfiguration = nil
            return
        }
        var unavailable = UIContentUnavailableConfiguration.empty()
        unavailable.text = "Nothing"
        contentUnavailableConfiguration = unavailable
    }

    /// Nothing to filter in the sample.
    public func updateSearchResults(for searchController: UISearchController) {}
    /// A row asks for a new name.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in _ = alert.textFields?.first?.text })
        alert.preferredAction = alert.actions.last
        present(alert, animated: true)
    }
    /// A row's context menu.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        })
    }
    /// Return ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder(); return true
    }
    func add() {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        let share = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = view
        present(share, animated: true)
        let colors = UIColorPickerViewController()
        colors.selectedColor = .red
        let doc = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
        doc.allowsMultipleSelection = true
        _ = doc
    }
}

extension FeedViewController: UIContextMenuInteractionDelegate {
    /// The button's context menu.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "", children: []) }
    }
}
