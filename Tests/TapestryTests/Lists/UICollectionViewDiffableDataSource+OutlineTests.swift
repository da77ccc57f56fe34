import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Section snapshots in a collection view's diffable data source (UICollectionViewDiffableDataSource+Outline):
/// a section shown as a tree, items expanded and collapsed by tapping their outline disclosure (or a header
/// row), the section snapshot handlers asked, list cells indented by level, and whole snapshots keeping a tree
/// only while they leave its items as they are.
@MainActor
@Suite struct UICollectionViewDiffableDataSourceOutlineTests {
    final class Placeholder: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { UICollectionViewCell() }
    }

    struct Stage {
        let list: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<String, String>
        let synthesizer: EventSynthesizer

        var shown: [String] {
            (0..<list.numberOfItems(inSection: 0)).compactMap {
                dataSource.itemIdentifier(for: IndexPath(item: $0, section: 0))
            }
        }

        func cell(_ item: String) throws -> UICollectionViewListCell {
            list.layoutIfNeeded()
            let path = try #require(dataSource.indexPath(for: item))
            return try #require(list.cellForItem(at: path) as? UICollectionViewListCell)
        }

        /// Taps the outline disclosure of `item`'s cell.
        func tapDisclosure(of item: String) throws {
            let cell = try cell(item)
            let chevron = try #require(cell.accessoryViews.first)
            synthesizer.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: nil))
            list.layoutIfNeeded()
            synthesizer.advance(by: 0.5)  // the chevron turns (an animating view takes no touches)
        }
    }

    private func stage(
        headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
        style: UICellAccessory.OutlineDisclosureOptions.Style = .cell
    ) -> Stage {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = headerMode
        let placeholder = Placeholder()
        let (list, synthesizer) = makeList(configuration, dataSource: placeholder, height: 600)
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: list) {
            view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "row", for: path) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item.first!.isUppercase ? [.outlineDisclosure(options: .init(style: style))] : []
            return cell
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Food", "Drinks"])
        tree.append(["Fruit", "bread"], to: "Food")
        tree.append(["apple"], to: "Fruit")
        tree.append(["tea"], to: "Drinks")
        dataSource.apply(tree, to: "pantry", animatingDifferences: false)
        list.layoutIfNeeded()
        return Stage(list: list, dataSource: dataSource, synthesizer: synthesizer)
    }

    @Test func aSectionSnapshotShowsItsVisibleItemsAndTheDisclosureExpandsAndCollapses() throws {
        let stage = stage()
        #expect(stage.dataSource.snapshot().sectionIdentifiers == ["pantry"], "the section is appended")
        #expect(stage.shown == ["Food", "Drinks"])
        #expect(stage.dataSource.sectionIdentifier(for: 0) == "pantry" && stage.dataSource.index(for: "pantry") == 0)
        #expect(stage.dataSource.sectionIdentifier(for: 1) == nil)

        try stage.tapDisclosure(of: "Food")
        #expect(stage.shown == ["Food", "Fruit", "bread", "Drinks"])
        #expect(stage.dataSource.snapshot(for: "pantry").isExpanded("Food"))
        #expect(try stage.cell("Food").configurationState.isExpanded)
        #expect(try !stage.cell("Drinks").configurationState.isExpanded)
        #expect(stage.list.indexPathsForSelectedItems?.isEmpty ?? true, "the disclosure does not select the row")

        try stage.tapDisclosure(of: "Fruit")
        #expect(stage.shown == ["Food", "Fruit", "apple", "bread", "Drinks"])
        try stage.tapDisclosure(of: "Food")
        #expect(stage.shown == ["Food", "Drinks"])
        try stage.tapDisclosure(of: "Food")
        #expect(stage.shown == ["Food", "Fruit", "apple", "bread", "Drinks"], "Fruit kept its own expansion")
    }

    @Test func cellsAreIndentedByLevelAndTheChevronTurnsDownWhenExpanded() throws {
        let stage = stage()
        try stage.tapDisclosure(of: "Food")
        try stage.tapDisclosure(of: "Fruit")
        let (food, fruit, apple) = (try stage.cell("Food"), try stage.cell("Fruit"), try stage.cell("apple"))
        #expect(food.indentationLevel == 0 && fruit.indentationLevel == 1 && apple.indentationLevel == 2)
        #expect(apple.contentView.frame.minX == 2 * apple.indentationWidth)
        #expect(fruit.contentView.frame.minX == fruit.indentationWidth)
        let expanded = try #require(food.accessoryViews.first).transform
        #expect(abs(atan2(expanded.b, expanded.a) - .pi / 2) < 0.001, "an expanded item's chevron points down")
        let collapsed = try #require(try stage.cell("Drinks").accessoryViews.first).transform
        #expect(collapsed == .identity, "a collapsed item's chevron points to the trailing edge")
        apple.indentsAccessories = false
        apple.accessories = [.checkmark(displayed: .always)]
        apple.layoutIfNeeded()
        let check = try #require(apple.accessoryViews.first)
        #expect(check.frame.minX > apple.bounds.width / 2, "a trailing accessory stays trailing")
        #expect(apple.contentView.frame.minX == 2 * apple.indentationWidth)
    }

    @Test func theHandlersAreAskedAndCanGiveChildrenAsAnItemExpands() throws {
        let stage = stage()
        var events: [String] = []
        stage.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Drinks" }
        stage.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("expand \($0)") }
        stage.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
        stage.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("collapse \($0)") }
        stage.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, existing in
            guard parent == "Food" else { return existing }
            var children = existing
            children.append(["soup"])
            return children
        }
        try stage.tapDisclosure(of: "Drinks")
        #expect(stage.shown == ["Food", "Drinks"], "shouldExpandItem said no")
        try stage.tapDisclosure(of: "Food")
        #expect(stage.shown == ["Food", "Fruit", "bread", "soup", "Drinks"], "the children the handler gave")
        try stage.tapDisclosure(of: "Food")
        #expect(events == ["expand Food", "collapse Food"])
    }

    @Test func aHeaderRowTogglesWhereverItIsTappedAndIsNotSelected() throws {
        for (headerMode, style) in [
            (
                UICollectionLayoutListConfiguration.HeaderMode.none,
                UICellAccessory.OutlineDisclosureOptions.Style.header
            ),
            (.firstItemInSection, .automatic),
        ] {
            let stage = stage(headerMode: headerMode, style: style)
            let food = try stage.cell("Food")
            stage.synthesizer.tap(at: food.convert(CGPoint(x: 40, y: food.bounds.midY), to: nil))
            stage.list.layoutIfNeeded()
            #expect(stage.shown == ["Food", "Fruit", "bread", "Drinks"], "\(headerMode)")
            #expect(stage.list.indexPathsForSelectedItems?.isEmpty ?? true)
        }
        // `.automatic` in a list without header rows: a tap on the row selects it.
        let stage = stage(style: .automatic)
        let food = try stage.cell("Food")
        stage.synthesizer.tap(at: food.convert(CGPoint(x: 40, y: food.bounds.midY), to: nil))
        #expect(stage.shown == ["Food", "Drinks"])
        #expect(stage.list.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test func aDisclosureWithItsOwnHandlerRunsItInstead() throws {
        let stage = stage()
        var tapped = 0
        let food = try stage.cell("Food")
        food.accessories = [.outlineDisclosure { tapped += 1 }]
        try stage.tapDisclosure(of: "Food")
        #expect(tapped == 1 && stage.shown == ["Food", "Drinks"])
    }

    @Test func aWholeSnapshotKeepsATreeOnlyWhileItLeavesTheSectionsItemsAsTheyAre() throws {
        let stage = stage()
        try stage.tapDisclosure(of: "Food")
        var whole = stage.dataSource.snapshot()
        #expect(whole.itemIdentifiers == ["Food", "Fruit", "bread", "Drinks"], "the whole snapshot holds what shows")
        whole.reconfigureItems(["bread"])
        stage.dataSource.apply(whole)
        #expect(stage.dataSource.snapshot(for: "pantry").level(of: "bread") == 1, "the tree is kept")
        whole.deleteItems(["bread"])
        stage.dataSource.applySnapshotUsingReloadData(whole)
        let flat = stage.dataSource.snapshot(for: "pantry")
        #expect(flat.rootItems == ["Food", "Fruit", "Drinks"] && !flat.contains("apple"), "the section is a list now")
        #expect(stage.shown == ["Food", "Fruit", "Drinks"])
        #expect(stage.dataSource.snapshot(for: "elsewhere").items.isEmpty)
    }
}
