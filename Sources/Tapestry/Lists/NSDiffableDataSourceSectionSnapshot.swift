import Foundation

/// The data of one section as a tree of item identifiers (iOS 14): root items in order, each with children in
/// order, and which parents are expanded. A list shows `visibleItems`: every root item, and the children of
/// expanded items whose own parents are shown. Apply one to a collection view's diffable data source with
/// `apply(_:to:animatingDifferences:completion:)`; its outline disclosure accessories expand and collapse it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var members: Set<ItemIdentifierType> = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// A copy of another section snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self = snapshot }

    // MARK: Reading

    /// Every item, each parent before its children (depth first), collapsed or not.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        walk(rootItems, into: &result, visibleOnly: false)
        return result
    }

    /// The items a list shows: root items, and the children of expanded items that are shown themselves.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, into: &result, visibleOnly: true)
        return result
    }

    /// The expanded items, in `items`' order.
    public var expandedItems: [ItemIdentifierType] { items.filter { expanded.contains($0) } }

    private func walk(_ level: [ItemIdentifierType], into result: inout [ItemIdentifierType], visibleOnly: Bool) {
        for item in level {
            result.append(item)
            if let kids = children[item], !visibleOnly || expanded.contains(item) {
                walk(kids, into: &result, visibleOnly: visibleOnly)
            }
        }
    }

    /// An item's index in `items`, or nil when it is not in the snapshot.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep an item is: 0 for a root item, 1 for its children, and so on.
    ///
    /// - Precondition: the item is in the snapshot.
    public func level(of item: ItemIdentifierType) -> Int {
        require(item, "level(of:)")
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// An item's parent, or nil for a root item or one not in the snapshot.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// Whether the snapshot holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether an item is shown: it is in the snapshot and every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Whether an item is expanded (an item with no children can be: its children show once it has some).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// The children of `parent` and their descendants as a snapshot of their own (rooted at `parent` when
    /// `includingParent`), with their expansion.
    ///
    /// - Precondition: `parent` is in the snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        require(parent, "snapshot(of:includingParent:)")
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.rootItems = [parent]
            result.adopt(subtreeOf: parent, from: self)
        } else {
            result.rootItems = children[parent] ?? []
            for root in result.rootItems { result.adopt(subtreeOf: root, from: self) }
        }
        return result
    }

    // MARK: Adding

    /// Appends items as the last children of `parent`, or as the last root items when `parent` is nil.
    ///
    /// - Precondition: `parent` is in the snapshot, and the items are not (nor repeated).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(items)
        if let parent {
            require(parent, "append(_:to:)")
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            rootItems.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Inserts items as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false, call: "insert(_:before:)")
    }

    /// Inserts items as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true, call: "insert(_:after:)")
    }

    /// Inserts another snapshot's root items (with their children and expansion) as siblings just before `item`.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        insert(snapshot.rootItems, beside: item, after: false, call: "insert(_:before:)", from: snapshot)
    }

    /// Inserts another snapshot's root items (with their children and expansion) as siblings just after `item`.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        insert(snapshot.rootItems, beside: item, after: true, call: "insert(_:after:)", from: snapshot)
    }

    private mutating func insert(
        _ items: [ItemIdentifierType], beside item: ItemIdentifierType, after: Bool, call: String,
        from source: NSDiffableDataSourceSectionSnapshot? = nil
    ) {
        require(item, call)
        checkNew(source?.items ?? items)
        let parent = parents[item]
        var siblings = parent.map { children[$0] ?? [] } ?? rootItems
        let index = siblings.firstIndex(of: item)! + (after ? 1 : 0)
        siblings.insert(contentsOf: items, at: index)
        if let parent { children[parent] = siblings } else { rootItems = siblings }
        for inserted in items {
            parents[inserted] = parent
            if let source { adopt(subtreeOf: inserted, from: source) } else { members.insert(inserted) }
        }
    }

    /// Replaces the children of `parent` (and their descendants) with another snapshot's items.
    ///
    /// - Precondition: `parent` is in the snapshot.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        require(parent, "replace(childrenOf:using:)")
        for child in children[parent] ?? [] { removeSubtree(child) }
        children[parent] = nil
        checkNew(snapshot.items)
        guard !snapshot.rootItems.isEmpty else { return }
        children[parent] = snapshot.rootItems
        for root in snapshot.rootItems {
            parents[root] = parent
            adopt(subtreeOf: root, from: snapshot)
        }
    }

    /// Copies an item, its children, their parents and expansion from `source` (the item's own parent is set by
    /// the caller).
    private mutating func adopt(subtreeOf item: ItemIdentifierType, from source: Self) {
        members.insert(item)
        if source.expanded.contains(item) { expanded.insert(item) }
        guard let kids = source.children[item] else { return }
        children[item] = kids
        for kid in kids {
            parents[kid] = item
            adopt(subtreeOf: kid, from: source)
        }
    }

    // MARK: Removing

    /// Deletes items with their children (items not in the snapshot are ignored).
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            removeSubtree(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    private mutating func removeSubtree(_ item: ItemIdentifierType) {
        for child in children[item] ?? [] { removeSubtree(child) }
        children[item] = nil
        parents[item] = nil
        members.remove(item)
        expanded.remove(item)
    }

    // MARK: Expanding

    /// Expands items: their children show (where the items are shown themselves).
    ///
    /// - Precondition: the items are in the snapshot.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { require(item, "expand(_:)") }
        expanded.formUnion(items)
    }

    /// Collapses items: their children, and theirs, are hidden.
    ///
    /// - Precondition: the items are in the snapshot.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { require(item, "collapse(_:)") }
        expanded.subtract(items)
    }

    // MARK: Description

    /// The tree as text, one item a line, indented by level, `+` before a collapsed parent and `-` before an
    /// expanded one.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(members.count) items, \(visibleItems.count) visible>"]
        func describe(_ level: [ItemIdentifierType], depth: Int) {
            for item in level {
                let mark = children[item] == nil ? " " : (expanded.contains(item) ? "-" : "+")
                lines.append(String(repeating: "    ", count: depth) + "\(mark) \(item)")
                describe(children[item] ?? [], depth: depth + 1)
            }
        }
        describe(rootItems, depth: 0)
        return lines.joined(separator: "\n")
    }

    // MARK: Checks

    private func require(_ item: ItemIdentifierType, _ call: String) {
        precondition(
            members.contains(item), "NSDiffableDataSourceSectionSnapshot.\(call): item \(item) is not in the snapshot")
    }

    private func checkNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { !seen.insert($0).inserted || members.contains($0) }
        precondition(
            duplicates.isEmpty,
            "NSDiffableDataSourceSectionSnapshot: supplied item identifiers are not unique. Duplicate identifiers: "
                + duplicates.prefix(10).map { "\($0)" }.joined(separator: ", "))
    }
}
