import Foundation

/// The state of a list's data as identifiers: sections in order, each with its items in order. Identifiers are
/// unique across the whole snapshot (sections among sections, items among items). Build one, then `apply` it
/// to a diffable data source, which works out and animates the differences.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Each item's section (index into `sections`).
    private(set) var itemSection: [ItemIdentifierType: Int] = [:]
    /// Items to reload (a new cell) and to reconfigure (the same cell, configured again).
    private(set) var reloadedItems: Set<ItemIdentifierType> = []
    private(set) var reconfiguredItems: Set<ItemIdentifierType> = []
    private(set) var reloadedSections: Set<SectionIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSection.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The items reloaded since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(reloadedItems) }
    /// The items reconfigured since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(reconfiguredItems) }

    /// The number of items in a section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        items[requireSection(identifier, "numberOfItems(inSection:)")].count
    }

    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        items[requireSection(identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section that holds an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier].map { sections[$0] }
    }

    /// An item's index in the flattened list of items, or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let row = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return items[..<section].reduce(0) { $0 + $1.count } + row
    }

    /// A section's index, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The index path of an item, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSection[identifier], let row = items[section].firstIndex(of: identifier) else {
            return nil
        }
        return IndexPath(row: row, section: section)
    }

    // MARK: Sections

    /// Appends sections.
    ///
    /// - Precondition: the sections are not in the snapshot already.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: requireSection(toIdentifier, "insertSections(_:beforeSection:)"))
    }

    /// Inserts sections after another.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, at: requireSection(toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        checkUnique(identifiers, existing: { sectionIndex[$0] != nil }, what: "section")
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections(from: index)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.compactMap { sectionIndex[$0] })
        guard !doomed.isEmpty else { return }
        for index in doomed { for item in items[index] { itemSection[item] = nil } }
        for identifier in identifiers { sectionIndex[identifier] = nil }
        let kept = sections.indices.filter { !doomed.contains($0) }
        sections = kept.map { sections[$0] }
        items = kept.map { items[$0] }
        reindexSections(from: 0)
    }

    /// Moves a section before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool
    ) {
        let from = requireSection(identifier, "moveSection")
        _ = requireSection(other, "moveSection")
        let section = sections.remove(at: from)
        let content = items.remove(at: from)
        var to = sections.firstIndex(of: other)!
        if after { to += 1 }
        sections.insert(section, at: to)
        items.insert(content, at: to)
        reindexSections(from: 0)
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = requireSection(identifier, "reloadSections") }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: Items

    /// Appends items to a section (the last one when nil).
    ///
    /// - Precondition: there is such a section, and the items are not in the snapshot already.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let section: Int
        if let sectionIdentifier {
            section = requireSection(sectionIdentifier, "appendItems(_:toSection:)")
        } else {
            precondition(
                !sections.isEmpty, "NSDiffableDataSourceSnapshot.appendItems: there are no sections to append to")
            section = sections.count - 1
        }
        items[section].append(contentsOf: identifiers)
        itemSection.reserveCapacity(itemSection.count + identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        var index = 0
        while index < identifiers.count {
            if itemSection.updateValue(section, forKey: identifiers[index]) != nil {
                duplicates.append(identifiers[index])
            }
            index += 1
        }
        reportDuplicates(duplicates, what: "item")
    }

    /// Inserts items before another item.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], relativeTo other: ItemIdentifierType, after: Bool
    ) {
        guard let section = itemSection[other] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.insertItems: item \(other) is not in the snapshot")
        }
        checkUnique(identifiers, existing: { itemSection[$0] != nil }, what: "item")
        var index = items[section].firstIndex(of: other)!
        if after { index += 1 }
        items[section].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { itemSection[identifier] = section }
    }

    /// Deletes items (those not in the snapshot are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            if let section = itemSection.removeValue(forKey: identifier) {
                bySection[section, default: []].insert(identifier)
            }
        }
        for (section, doomed) in bySection { items[section].removeAll { doomed.contains($0) } }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(
            identifier != toIdentifier, "NSDiffableDataSourceSnapshot.moveItem: an item cannot move relative to itself")
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(
            identifier != toIdentifier, "NSDiffableDataSourceSnapshot.moveItem: an item cannot move relative to itself")
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items to be reloaded (a new cell from the cell provider).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            precondition(
                itemSection[identifier] != nil,
                "NSDiffableDataSourceSnapshot.reloadItems: item \(identifier) is not in the snapshot")
        }
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items to be reconfigured (the cell provider runs again on the same cell).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            precondition(
                itemSection[identifier] != nil,
                "NSDiffableDataSourceSnapshot.reconfigureItems: item \(identifier) is not in the snapshot")
        }
        reconfiguredItems.formUnion(identifiers)
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps after applying it).
    var settled: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: Checks

    private func requireSection(_ identifier: SectionIdentifierType, _ call: String) -> Int {
        guard let index = sectionIndex[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(call): section \(identifier) is not in the snapshot")
        }
        return index
    }

    private func reportDuplicates<T>(_ duplicates: [T], what: String) {
        precondition(
            duplicates.isEmpty,
            "NSDiffableDataSourceSnapshot: supplied \(what) identifiers are not unique. Duplicate identifiers: "
                + "\(duplicates.prefix(10).map { "\($0)" }.joined(separator: ", "))")
    }

    private func checkUnique<T: Hashable>(_ identifiers: [T], existing: (T) -> Bool, what: String) {
        var seen = Set<T>()
        var duplicates: [T] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || existing(identifier) {
            duplicates.append(identifier)
        }
        reportDuplicates(duplicates, what: what)
    }

    private mutating func reindexSections(from start: Int) {
        for index in start..<sections.count {
            sectionIndex[sections[index]] = index
            for item in items[index] { itemSection[item] = index }
        }
    }
}
