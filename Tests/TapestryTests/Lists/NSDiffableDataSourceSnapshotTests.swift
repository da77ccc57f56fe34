import Foundation
import Testing

@testable import Tapestry

/// A snapshot's own arithmetic, as UIKit's documentation gives it: sections and items in order, found by
/// identifier, inserted, moved and deleted relative to one another, and marked for reload or reconfiguration.
@Suite struct NSDiffableDataSourceSnapshotTests {
    private func fruitAndVeg() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "banana"], toSection: "fruit")
        snapshot.appendItems(["carrot"])  // the last section
        return snapshot
    }

    @Test func sectionsAndItemsAreFoundByIdentifier() {
        let snapshot = fruitAndVeg()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        #expect(snapshot.itemIdentifiers == ["apple", "banana", "carrot"])
        #expect(snapshot.numberOfItems(inSection: "fruit") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["carrot"])
        #expect(snapshot.sectionIdentifier(containingItem: "banana") == "fruit")
        #expect(snapshot.sectionIdentifier(containingItem: "kiwi") == nil)
        #expect(snapshot.indexOfItem("carrot") == 2, "an index among all the items, as UIKit counts it")
        #expect(snapshot.indexOfItem("kiwi") == nil)
        #expect(snapshot.indexOfSection("veg") == 1 && snapshot.indexOfSection("nuts") == nil)
        #expect(snapshot.indexPath(of: "carrot") == IndexPath(row: 0, section: 1))
    }

    @Test func itemsAndSectionsGoInRelativeToOthers() {
        var snapshot = fruitAndVeg()
        snapshot.insertItems(["apricot"], afterItem: "apple")
        snapshot.insertItems(["avocado"], beforeItem: "apple")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["avocado", "apple", "apricot", "banana"])
        snapshot.insertSections(["nuts"], beforeSection: "veg")
        snapshot.insertSections(["herbs"], afterSection: "veg")
        #expect(snapshot.sectionIdentifiers == ["fruit", "nuts", "veg", "herbs"])
        #expect(snapshot.sectionIdentifier(containingItem: "carrot") == "veg", "items follow their moved section")
        #expect(snapshot.indexPath(of: "carrot") == IndexPath(row: 0, section: 2))
        snapshot.appendItems(["basil"], toSection: "herbs")
        #expect(snapshot.indexOfItem("basil") == 5)
    }

    @Test func movesAcrossSectionsAndDeletionsKeepTheIndexesRight() {
        var snapshot = fruitAndVeg()
        snapshot.moveItem("banana", afterItem: "carrot")
        #expect(snapshot.itemIdentifiers(inSection: "veg") == ["carrot", "banana"])
        #expect(snapshot.sectionIdentifier(containingItem: "banana") == "veg")
        snapshot.moveItem("carrot", beforeItem: "apple")
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["carrot", "apple"])
        snapshot.moveSection("veg", beforeSection: "fruit")
        #expect(snapshot.sectionIdentifiers == ["veg", "fruit"] && snapshot.indexPath(of: "apple")?.section == 1)
        snapshot.moveSection("veg", afterSection: "fruit")
        #expect(snapshot.sectionIdentifiers == ["fruit", "veg"])
        snapshot.deleteItems(["apple", "kiwi"])  // an item not there is ignored
        #expect(snapshot.itemIdentifiers == ["carrot", "banana"])
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == nil)
        snapshot.deleteSections(["fruit"])
        #expect(snapshot.sectionIdentifiers == ["veg"] && snapshot.itemIdentifiers == ["banana"])
        #expect(snapshot.sectionIdentifier(containingItem: "carrot") == nil, "a deleted section's items go with it")
        #expect(snapshot.indexPath(of: "banana") == IndexPath(row: 0, section: 0))
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func reloadAndReconfigureMarksAreKeptUntilApplied() {
        var snapshot = fruitAndVeg()
        snapshot.reloadItems(["apple"])
        snapshot.reconfigureItems(["carrot", "banana"])
        snapshot.reloadSections(["veg"])
        #expect(snapshot.reloadedItemIdentifiers == ["apple"])
        #expect(Set(snapshot.reconfiguredItemIdentifiers) == ["carrot", "banana"])
        let settled = snapshot.settled
        #expect(settled.reloadedItemIdentifiers.isEmpty && settled.reconfiguredItemIdentifiers.isEmpty)
        #expect(settled.itemIdentifiers == snapshot.itemIdentifiers, "the contents stay")
    }

    @Test func snapshotsAreValuesAndCompareByContents() {
        let original = fruitAndVeg()
        var changed = original
        changed.appendItems(["kiwi"], toSection: "fruit")
        #expect(original.numberOfItems == 3 && changed.numberOfItems == 4, "a copy changes alone")
        var same = NSDiffableDataSourceSnapshot<String, String>()
        same.appendSections(["fruit", "veg"])
        same.appendItems(["apple", "banana"], toSection: "fruit")
        same.appendItems(["carrot"], toSection: "veg")
        #expect(
            same.itemIdentifiers == original.itemIdentifiers && same.sectionIdentifiers == original.sectionIdentifiers)
    }
}
