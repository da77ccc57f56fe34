import UIKit

/// An appearance screen as iOS 15–18 apps write it: an inset-grouped list, a colour well for the accent, a button
/// whose configuration carries an attributed title, text styled with Swift's `AttributedString`, and the run loop
/// woken after a row presents something (a common fix for presentations from a selection).
public final class AppearanceViewController: UIViewController, UICollectionViewDelegate {
    public enum Row: String, CaseIterable, Sendable { case light = "Light", dark = "Dark", automatic = "Automatic" }

    public private(set) var collectionView: UICollectionView!
    public let accentWell = UIColorWell()
    public private(set) var applyButton: UIButton!
    public let summaryLabel = UILabel()
    public private(set) var chosen: Row = .automatic
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Appearance"
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .none
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [weak self] cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.rawValue
            cell.contentConfiguration = content
            cell.accessories = self?.chosen == row ? [.checkmark()] : []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, row in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(Row.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)

        accentWell.title = "Accent"
        accentWell.supportsAlpha = false
        accentWell.selectedColor = .systemBlue
        accentWell.addAction(UIAction { [weak self] _ in self?.updateSummary() }, for: .valueChanged)

        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Apply")
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        configuration.attributedTitle = title
        configuration.cornerStyle = .capsule
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.kern = 0.5
            return outgoing
        }
        applyButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.apply() })
        applyButton.accessibilityIdentifier = "apply"
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: accentWell)
        updateSummary()
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let row = dataSource.itemIdentifier(for: indexPath) else { return }
        chosen = row
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(Row.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)
        updateSummary()
        CFRunLoopWakeUp(CFRunLoopGetCurrent())
    }

    /// The summary, styled with Swift's attributed string and shown through `NSAttributedString`.
    public func updateSummary() {
        var summary = AttributedString("\(chosen.rawValue) appearance")
        if let range = summary.range(of: chosen.rawValue) {
            summary[range].font = .boldSystemFont(ofSize: 15)
            summary[range].foregroundColor = accentWell.selectedColor ?? .label
        }
        summaryLabel.attributedText = NSAttributedString(summary)
    }

    private func apply() {
        view.window?.overrideUserInterfaceStyle =
            switch chosen {
            case .light: .light
            case .dark: .dark
            case .automatic: .unspecified
            }
    }
}
