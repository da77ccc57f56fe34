import Foundation
import Testing

@testable import Tapestry

/// Compositional layouts: items sized relative to groups, groups to sections, sections stacked with their
/// headers; a list configuration; cells and headers dequeued through registrations.
@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    /// Whether two rectangles agree within a thousandth of a point.
    private func same(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    private func frames(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 300) -> (
        UICollectionView, [IndexPath: CGRect]
    ) {
        UIApplication.replaceShared()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        let source = Source(counts)
        view.dataSource = source
        view.layoutIfNeeded()
        var result: [IndexPath: CGRect] = [:]
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                result[path] = layout.layoutAttributesForItem(at: path)?.frame
            }
        }
        withExtendedLifetime(source) {}
        return (view, result)
    }

    @Test func aGridOfThreeAcrossRepeatsItsGroupDownTheSection() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (view, frames) = frames(UICollectionViewCompositionalLayout(section: section), counts: [7])
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 2, y: 2, width: 96, height: 96))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 202, y: 2, width: 96, height: 96))
        #expect(frames[IndexPath(item: 3, section: 0)] == CGRect(x: 2, y: 112, width: 96, height: 96), "next row")
        #expect(frames[IndexPath(item: 6, section: 0)] == CGRect(x: 2, y: 222, width: 96, height: 96))
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 300, height: 320))
        #expect(view.visibleCells.count == 7, "the cells dequeued through a registration")
    }

    @Test func nestedGroupsCountedGroupsSectionInsetsAndHeaders() {
        // A large item beside two stacked small ones, then a row of four.
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            subitem: small, count: 2)
        let top = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitems: [large, pair])
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: cell, count: 4)
        row.interItemSpacing = .fixed(4)
        let whole = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(170)),
            subitems: [top, row])
        let section = NSCollectionLayoutSection(group: whole)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let (_, frames) = frames(layout, counts: [7, 1])
        // The section's width is 260 (300 less 20 each side); the header above its top inset.
        #expect(same(frames[IndexPath(item: 0, section: 0)], CGRect(x: 20, y: 40, width: 260.0 * 2 / 3, height: 120)))
        #expect(
            same(
                frames[IndexPath(item: 1, section: 0)],
                CGRect(x: 20 + 260.0 * 2 / 3, y: 40, width: 260.0 / 3, height: 60)))
        #expect(
            same(
                frames[IndexPath(item: 2, section: 0)],
                CGRect(x: 20 + 260.0 * 2 / 3, y: 100, width: 260.0 / 3, height: 60)))
        #expect(
            same(frames[IndexPath(item: 3, section: 0)], CGRect(x: 20, y: 160, width: 62, height: 50)), "(260 − 12) / 4"
        )
        #expect(abs((frames[IndexPath(item: 6, section: 0)]?.minX ?? 0) - (20 + 3 * 66)) < 0.001)
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 30, insets 10 + 10, one group of 170 → section 1 starts at 220.
        #expect(header?.frame == CGRect(x: 20, y: 220, width: 260, height: 30))
        #expect(frames[IndexPath(item: 0, section: 1)]?.minY == 260)
    }

    @Test func aListWithHeadersShowsConfiguredCellsAndHeaders() {
        UIApplication.replaceShared()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in header.accessibilityLabel = "Section \(indexPath.section)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collection, path, name in
            collection.dequeueConfiguredReusableCell(using: cells, for: path, item: name)
        }
        dataSource.supplementaryViewProvider = { collection, _, path in
            collection.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Apples", "Pears"], toSection: 0)
        snapshot.appendItems(["Carrots"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((first?.contentConfiguration as? UIListContentConfiguration)?.text == "Apples")
        // Rows as tall as a table's, inset 8 points as an inset-grouped table's, under a 40.5-pt header.
        #expect(first?.frame == CGRect(x: 8, y: 40.5, width: 304, height: UITableView.defaultRowHeight))
        let carrots = view.cellForItem(at: IndexPath(item: 0, section: 1))
        #expect(carrots?.frame.minY == 40.5 + 2 * UITableView.defaultRowHeight + 40.5)
        let labels = view.subviews.compactMap { $0.accessibilityLabel }.filter { $0.hasPrefix("Section") }.sorted()
        #expect(labels == ["Section 0", "Section 1"], "headers configured by their registration: \(labels)")
        withExtendedLifetime(dataSource) {}
    }
}
