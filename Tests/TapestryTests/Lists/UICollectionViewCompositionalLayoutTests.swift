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

    final class SectionBackground: UICollectionReusableView {}

    /// A section's background decoration covers its items and content insets, not its header, inset by the
    /// decoration's own insets, and is shown behind the section's cells in the registered class.
    @Test func aBackgroundDecorationCoversItsSectionBehindTheCells() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        let (view, frames) = frames(layout, counts: [4, 2])
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 40, width: 140, height: 50))
        let first = try #require(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        #expect(
            first.frame == CGRect(x: 5, y: 35, width: 290, height: 110), "items 40–140, insets to 30–150, then 5 in")
        let second = try #require(
            layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1)))
        #expect(second.frame == CGRect(x: 5, y: 185, width: 290, height: 60), "below the second header at 150–180")
        let shown = view.subviews.filter { $0 is SectionBackground }
        #expect(shown.count == 2)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let order = view.subviews
        #expect(order.firstIndex { $0 === shown[0] }! < order.firstIndex { $0 === cell }!, "behind the cells")
    }

    /// A section's insets are measured from the edges its `contentInsetsReference` names: the readable column,
    /// the layout margins, or the collection view's sides.
    @Test func contentInsetsAreMeasuredFromTheReferenceEdges() {
        func firstItemFrame(_ reference: UIContentInsetsReference, configuration: UIContentInsetsReference = .automatic)
            -> (CGRect?, UICollectionView)
        {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            section.contentInsetsReference = reference
            let settings = UICollectionViewCompositionalLayoutConfiguration()
            settings.contentInsetsReference = configuration
            let (view, frames) = frames(
                UICollectionViewCompositionalLayout(section: section, configuration: settings), counts: [1], width: 1000
            )
            return (frames[IndexPath(item: 0, section: 0)], view)
        }
        let (readable, view) = firstItemFrame(.readableContent)
        let column = view.bounds.inset(by: view.edgeInsets(for: .readableContent()))
        #expect(column.width == 672, "the readable column of a wide view")
        #expect(readable?.minX == column.minX + 10 && readable?.maxX == column.maxX - 10)
        let (margins, marginView) = firstItemFrame(.layoutMargins)
        #expect(margins?.minX == marginView.layoutMargins.left + 10)
        #expect(firstItemFrame(.none).0 == CGRect(x: 10, y: 0, width: 980, height: 40))
        #expect(firstItemFrame(.automatic, configuration: .readableContent).0 == readable, "the configuration's")
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

    // MARK: Cells of estimated height

    /// A list of `texts` in a 320 × 600 collection view (a diffable data source; its items are the texts).
    private func list(_ texts: [String], height: CGFloat = 600) -> (
        UICollectionView, UICollectionViewDiffableDataSource<Int, String>
    ) {
        UIApplication.replaceShared()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collection, path, text in
            collection.dequeueConfiguredReusableCell(using: cells, for: path, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(texts)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func aListRowOfLongTextGrowsToItAndTheRowsBelowMoveDown() throws {
        let long = Array(repeating: "A row whose text wraps over several lines", count: 4).joined(separator: " ")
        let (view, dataSource) = list(["Short", long, "After"])
        let rows = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(rows[0].height == UITableView.defaultRowHeight, "a one-line row is a default row")
        #expect(rows[1].height > 2 * UITableView.defaultRowHeight, "the long row is several lines tall: \(rows[1])")
        #expect(rows[1].minY == rows[0].maxY && rows[2].minY == rows[1].maxY)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == rows[1], "the cell is placed at its measured height")
        #expect(view.contentSize.height == rows[2].maxY)
        // The text fits the content view between the leading edge and the chevron: one line less room, more
        // lines, than the whole row's width would give.
        let content = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(content.bounds.width < cell.bounds.width - 20)

        // Inserting a row above keeps the long row's height with it.
        var snapshot = dataSource.snapshot()
        snapshot.insertItems(["First"], beforeItem: "Short")
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let moved = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        #expect(moved.height == rows[1].height && moved.minY == 2 * UITableView.defaultRowHeight)
        withExtendedLifetime(dataSource) {}
    }

    @Test func rowsAreMeasuredAsTheyAreShownAndTheirHeightsKeptWhileScrolling() throws {
        let texts = (0..<60).map {
            $0 % 10 == 5 ? "Row \($0) " + String(repeating: "long text ", count: 30) : "Row \($0)"
        }
        let (view, dataSource) = list(texts, height: 300)
        let far = try #require(view.layoutAttributesForItem(at: IndexPath(item: 55, section: 0))).frame
        #expect(far.height == UITableView.defaultRowHeight, "a row never shown keeps its estimate")
        view.scrollToItem(at: IndexPath(item: 55, section: 0), at: .top, animated: false)
        view.layoutIfNeeded()
        let shown = try #require(view.layoutAttributesForItem(at: IndexPath(item: 55, section: 0))).frame
        #expect(shown.height > 3 * UITableView.defaultRowHeight, "measured once on screen: \(shown)")
        let early = try #require(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))).frame
        #expect(early.height > 3 * UITableView.defaultRowHeight, "an earlier row keeps the height it was shown at")
        withExtendedLifetime(dataSource) {}
    }

    final class FixedHeightCell: UICollectionViewCell {
        static var asked = 0
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            Self.asked += 1
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.frame.size.height = 30 + CGFloat(layoutAttributes.indexPath.item) * 10
            return attributes
        }
    }

    final class ConstrainedCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let block = UIView()
            block.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(block)
            NSLayoutConstraint.activate([
                block.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                block.heightAnchor.constraint(equalToConstant: 104),
            ])
        }
        required init?(coder: NSCoder) { return nil }
    }

    final class Cells: NSObject, UICollectionViewDataSource {
        let identifier: String
        let count: Int
        init(_ identifier: String, count: Int = 4) {
            self.identifier = identifier
            self.count = count
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
    }

    @Test func aGridRowOfEstimatedHeightIsAsTallAsItsTallestCellAndAnOverrideIsAsked() {
        UIApplication.replaceShared()
        let item = NSCollectionLayoutItem(
            layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.register(FixedHeightCell.self, forCellWithReuseIdentifier: "fixed")
        let source = Cells("fixed")
        view.dataSource = source
        FixedHeightCell.asked = 0
        view.layoutIfNeeded()
        let frames = (0..<4).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map(\.height) == [30, 40, 50, 60], "each cell's own answer")
        #expect(frames[0].width == 150 && frames[1].minX == 150, "the width is the layout's")
        #expect(abs(frames[2].minY - 45) < 0.001, "the first row is as tall as its tallest cell (40), then 5 apart")
        #expect(abs(view.contentSize.height - 105) < 0.001)
        #expect(FixedHeightCell.asked > 0 && FixedHeightCell.asked <= 12, "measured, a few times at most")
    }

    /// A 300 × 600 collection view of one column of full-width items of estimated height (44).
    private func estimatedColumn() -> UICollectionView {
        UIApplication.replaceShared()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        return UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    }

    @Test func aCellLaidOutByConstraintsIsAsTallAsTheyMakeIt() {
        let view = estimatedColumn()
        view.register(ConstrainedCell.self, forCellWithReuseIdentifier: "constrained")
        let source = Cells("constrained")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 120, width: 300, height: 120))
    }

    final class IndecisiveCell: UICollectionViewCell {
        static var asked = 0
        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            Self.asked += 1
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.frame.size.height = min(30 + CGFloat(Self.asked) * 10, 120)
            return attributes
        }
    }

    @Test func aCellStillChangingItsHeightAfterFourPassesIsMeasuredAgainInTheSameLayout() {
        let view = estimatedColumn()
        view.register(IndecisiveCell.self, forCellWithReuseIdentifier: "indecisive")
        let source = Cells("indecisive", count: 1)
        view.dataSource = source
        IndecisiveCell.asked = 0
        view.layoutIfNeeded()
        // Nine answers (30, 40, … 120) take more than one round of four passes: the collection view asks for
        // another round, which the same layout runs.
        #expect(IndecisiveCell.asked >= 9)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 120)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 120)
    }
}

/// Boundary items that pin to the visible bounds, stack by their `zIndex`, or take no room of their own; the
/// section provider under UIKit's type name.
@MainActor
@Suite struct UICollectionViewCompositionalBoundaryTests {
    final class Source: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "header") {
            _, _, _ in
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: indexPath.item)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    /// Three sections of ten 50-point rows under a 30-point header (pinned, and over the items, when asked).
    private func makeLayout(pinned: Bool, zIndex: Int = 1, extendsBoundary: Bool = true)
        -> (UICollectionView, Source)
    {
        UIApplication.replaceShared()
        let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = pinned
            header.zIndex = zIndex
            header.extendsBoundary = extendsBoundary
            section.boundarySupplementaryItems = [header]
            return section
        }
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout(sectionProvider: provider))
        collection.contentInsetAdjustmentBehavior = .never
        let source = Source()
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    private func headerFrame(_ collection: UICollectionView, _ section: Int) -> CGRect? {
        collection.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: section))?
            .frame
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEndsPushesItUp() {
        let (collection, source) = makeLayout(pinned: true)
        // Each section: a 30-point header and 500 points of rows.
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0)?.minY == 200)
        #expect(collection.visibleSupplementaryViews(ofKind: "header").contains { $0.frame.minY == 200 })
        collection.contentOffset = CGPoint(x: 0, y: 520)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0)?.minY == 500, "pushed up by its section's end at 530")
        #expect(headerFrame(collection, 1)?.minY == 530)
        collection.contentOffset = CGPoint(x: 0, y: 600)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 1)?.minY == 600)
        let found = collection.collectionViewLayout.layoutAttributesForElements(in: collection.bounds) ?? []
        #expect(found.contains { $0.representedElementKind == "header" && $0.frame.minY == 600 })
        withExtendedLifetime(source) {}
    }

    @Test func anUnpinnedHeaderScrollsAwayAndStacksByItsZIndex() {
        let (collection, source) = makeLayout(pinned: false, zIndex: 5)
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        #expect(headerFrame(collection, 0)?.minY == 0)
        let header = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 1))
        #expect(header?.zIndex == 5)
        #expect(
            NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)),
                elementKind: "x"
            ).zIndex == 1, "UIKit's default: over the items")
        withExtendedLifetime(source) {}
    }

    @Test func aHeaderThatDoesNotExtendTheBoundaryOverlapsTheItems() {
        let (collection, source) = makeLayout(pinned: false, extendsBoundary: false)
        #expect(headerFrame(collection, 0)?.minY == 0)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(headerFrame(collection, 1)?.minY == 500)
        withExtendedLifetime(source) {}
    }
}

/// Supplementary items attached to items (badges), placed by their anchors.
@MainActor
@Suite struct UICollectionViewCompositionalBadgeTests {
    final class Source: NSObject, UICollectionViewDataSource {
        var asked: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        lazy var badge = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") {
            _, _, indexPath in self.asked.append(indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: indexPath.item)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: badge, for: indexPath)
        }
    }

    @Test func aBadgeSticksOutOfItsItemsTopTrailingCorner() {
        UIApplication.replaceShared()
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: anchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        let source = Source()
        collection.dataSource = source
        collection.layoutIfNeeded()
        let second = collection.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 186, y: -6, width: 20, height: 20))
        #expect(second?.zIndex == 1)
        let third = collection.layoutAttributesForSupplementaryElement(
            ofKind: "badge", at: IndexPath(item: 2, section: 0))
        #expect(third?.frame == CGRect(x: 86, y: 94, width: 20, height: 20))
        #expect(Set(source.asked) == Set((0..<4).map { IndexPath(item: $0, section: 0) }))
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 4)
    }

    @Test func anItemAnchorAndAnAbsoluteOffsetPlaceItAgainstTheItem() {
        let centredBelow = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
            elementKind: "caption",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 4)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
        // On an item at (10, 20, 100 × 50): the caption's top centre at the item's bottom centre, 4 points lower.
        #expect(
            centredBelow.frame(in: CGRect(x: 10, y: 20, width: 100, height: 50))
                == CGRect(x: 35, y: 74, width: 50, height: 10))
        #expect(centredBelow.containerAnchor.edges == [.bottom] && centredBelow.itemAnchor?.edges == [.top])
        let plain = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
            elementKind: "dot")
        #expect(plain.containerAnchor.edges.isEmpty && plain.itemAnchor == nil)
    }
}
