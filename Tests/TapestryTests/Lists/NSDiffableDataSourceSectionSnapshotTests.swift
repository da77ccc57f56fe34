import Foundation
import Testing

@testable import Tapestry

/// A section's data as a tree (NSDiffableDataSourceSectionSnapshot): items depth first, the visible ones under
/// expanded parents, levels and parents, insertion beside an item, deletion with children, children replaced,
/// sub-snapshots, and its text picture.
@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    /// Food (Fruit (apple, pear), bread), Drinks (tea).
    private func pantry() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Food", "Drinks"])
        snapshot.append(["Fruit", "bread"], to: "Food")
        snapshot.append(["apple", "pear"], to: "Fruit")
        snapshot.append(["tea"], to: "Drinks")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
        var snapshot = pantry()
        #expect(snapshot.items == ["Food", "Fruit", "apple", "pear", "bread", "Drinks", "tea"])
        #expect(snapshot.rootItems == ["Food", "Drinks"])
        #expect(snapshot.visibleItems == ["Food", "Drinks"], "everything starts collapsed")
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Food", "Drinks"], "an expanded child of a collapsed parent stays hidden")
        #expect(!snapshot.isVisible("apple") && snapshot.isVisible("Food") && !snapshot.isVisible("nothing"))
        snapshot.expand(["Food"])
        #expect(snapshot.visibleItems == ["Food", "Fruit", "apple", "pear", "bread", "Drinks"])
        #expect(snapshot.isVisible("apple") && snapshot.isExpanded("Fruit") && !snapshot.isExpanded("Drinks"))
        #expect(snapshot.expandedItems == ["Food", "Fruit"])
        snapshot.collapse(["Food"])
        #expect(snapshot.visibleItems == ["Food", "Drinks"])
        #expect(snapshot.isExpanded("Fruit"), "collapsing a parent keeps its children's own expansion")
    }

    @Test func levelsParentsAndIndexesFollowTheTree() {
        let snapshot = pantry()
        #expect(snapshot.level(of: "Food") == 0 && snapshot.level(of: "Fruit") == 1 && snapshot.level(of: "pear") == 2)
        #expect(snapshot.parent(of: "pear") == "Fruit" && snapshot.parent(of: "Food") == nil)
        #expect(snapshot.parent(of: "nothing") == nil)
        #expect(snapshot.index(of: "bread") == 4 && snapshot.index(of: "nothing") == nil)
        #expect(snapshot.contains("tea") && !snapshot.contains("coffee"))
    }

    @Test func insertedItemsAndSnapshotsBecomeSiblingsOfTheItem() {
        var snapshot = pantry()
        snapshot.insert(["cherry"], before: "pear")
        snapshot.insert(["plum"], after: "pear")
        #expect(snapshot.snapshot(of: "Fruit").rootItems == ["apple", "cherry", "pear", "plum"])
        #expect(snapshot.parent(of: "plum") == "Fruit")

        var sweets = NSDiffableDataSourceSectionSnapshot<String>()
        sweets.append(["Sweets"])
        sweets.append(["cake"], to: "Sweets")
        sweets.expand(["Sweets"])
        snapshot.insert(sweets, after: "Food")
        #expect(snapshot.rootItems == ["Food", "Sweets", "Drinks"])
        #expect(snapshot.parent(of: "cake") == "Sweets" && snapshot.isExpanded("Sweets"))
        snapshot.insert(["Snacks"], before: "Food")
        #expect(snapshot.rootItems.first == "Snacks")
    }

    @Test func deletingAnItemDeletesItsChildren() {
        var snapshot = pantry()
        snapshot.expand(["Food", "Fruit"])
        snapshot.delete(["Fruit", "nothing"])
        #expect(snapshot.items == ["Food", "bread", "Drinks", "tea"])
        #expect(!snapshot.contains("apple") && snapshot.parent(of: "apple") == nil)
        snapshot.delete(["tea"])
        #expect(snapshot.visualDescription().contains("  Drinks"), "a parent without children loses its mark")
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty && snapshot.rootItems.isEmpty)
        snapshot.append(["apple"])
        #expect(snapshot.items == ["apple"], "a deleted identifier can come back")
    }

    @Test func childrenAreReplacedWithAnotherSnapshotsTree() {
        var snapshot = pantry()
        var fresh = NSDiffableDataSourceSectionSnapshot<String>()
        fresh.append(["Citrus"])
        fresh.append(["lemon"], to: "Citrus")
        fresh.expand(["Citrus"])
        snapshot.replace(childrenOf: "Food", using: fresh)
        #expect(snapshot.items == ["Food", "Citrus", "lemon", "Drinks", "tea"])
        #expect(!snapshot.contains("apple") && snapshot.level(of: "lemon") == 2 && snapshot.isExpanded("Citrus"))
        snapshot.replace(childrenOf: "Food", using: NSDiffableDataSourceSectionSnapshot())
        #expect(snapshot.items == ["Food", "Drinks", "tea"])
    }

    @Test func aSubSnapshotHoldsTheChildrenWithOrWithoutTheirParent() {
        var snapshot = pantry()
        snapshot.expand(["Fruit"])
        let children = snapshot.snapshot(of: "Food")
        #expect(children.rootItems == ["Fruit", "bread"] && children.items == ["Fruit", "apple", "pear", "bread"])
        #expect(children.isExpanded("Fruit") && children.level(of: "apple") == 1)
        let whole = snapshot.snapshot(of: "Food", includingParent: true)
        #expect(whole.rootItems == ["Food"] && whole.level(of: "apple") == 2)
        let copy = NSDiffableDataSourceSectionSnapshot(snapshot)
        #expect(copy.items == snapshot.items && copy.expandedItems == ["Fruit"])
    }

    @Test func theTextPictureIndentsByLevelAndMarksParents() {
        var snapshot = pantry()
        snapshot.expand(["Food"])
        let lines = snapshot.visualDescription().split(separator: "\n").map(String.init)
        #expect(lines[0] == "<NSDiffableDataSourceSectionSnapshot: 7 items, 4 visible>")
        #expect(Array(lines[1...3]) == ["- Food", "    + Fruit", "          apple"])
        #expect(lines.last == "      tea")
    }
}
