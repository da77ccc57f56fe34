import Foundation

/// The pasteboard's items: each a dictionary from a type identifier ("public.utf8-plain-text", "public.png") to
/// its value, as UIKit holds them. The text of the first item is the system clipboard's (through the backend);
/// other types stay in the process, as other applications' images and data are not read.
extension UIPasteboard {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name.
        public var rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard's (the text last searched for).
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Options of `setItems(_:options:)`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device (`Bool`; every item does here).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted (with the pasteboard as object) when its contents change in this process.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The user-info key of the types added by a change.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The user-info key of the types removed by a change.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The text types, the first the one text is put on the pasteboard as.
    nonisolated public static let typeListString = [
        UTTypeIdentifier.utf8PlainText, UTTypeIdentifier.plainText, "public.text",
    ]
    /// The URL types.
    nonisolated public static let typeListURL = [UTTypeIdentifier.url, UTTypeIdentifier.fileURL]
    /// The image types.
    nonisolated public static let typeListImage = [UTTypeIdentifier.png, "public.jpeg", "public.image", "public.tiff"]
    /// The colour types.
    nonisolated public static let typeListColor = ["com.apple.uikit.color"]

    // MARK: Named pasteboards

    nonisolated(unsafe) private static var named: [Name: UIPasteboard] = [:]
    private static let namedLock = NSLock()

    /// The app's pasteboard of that name, made when `create` is true and there is none; `.general` is the
    /// general pasteboard.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        // A failable convenience initializer cannot hand back an existing object: the registry keeps this new
        // one only when it is the first of its name, and a second one of the same name shares its items.
        let existing = Self.namedLock.withLock { Self.named[pasteboardName] }
        guard existing != nil || create || pasteboardName == .general else { return nil }
        self.init(name: pasteboardName)
        if pasteboardName == .general {
            sharesItems = UIPasteboard.general
        } else if let existing {
            sharesItems = existing
        } else {
            Self.namedLock.withLock { Self.named[pasteboardName] = self }
        }
    }

    /// A new pasteboard with a name of its own.
    public class func withUniqueName() -> UIPasteboard {
        let board = UIPasteboard(name: Name(rawValue: "org.tapestry.pboard.\(UUID().uuidString)"))
        namedLock.withLock { named[board.name] = board }
        return board
    }

    /// Forgets the pasteboard of that name (its items go with it).
    public class func remove(withName pasteboardName: Name) {
        let removed = namedLock.withLock { named.removeValue(forKey: pasteboardName) }
        if let removed { NotificationCenter.default.post(name: removedNotification, object: removed) }
    }

    // MARK: Items

    /// The items on the pasteboard, each a dictionary from type identifiers to values (`String`, `URL`,
    /// `UIImage`, `UIColor` or `Data`). Setting them replaces what the pasteboard holds.
    public var items: [[String: Any]] {
        get { onMainThread { storage.currentItems } }
        set {
            nonisolated(unsafe) let items = newValue
            onMainThread { storage.replaceItems(items) }
        }
    }

    /// Replaces the items (the options are accepted: items stay on the device, and expire with the process).
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) { self.items = items }

    /// Adds items after those on the pasteboard.
    public func addItems(_ items: [[String: Any]]) { self.items += items }

    /// How many items it holds.
    public var numberOfItems: Int { items.count }

    /// The types of the first item.
    public var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// The types of each item in `itemSet` (every item when nil).
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let all = items
        let chosen = (itemSet ?? IndexSet(all.indices)).filter { all.indices.contains($0) }
        return chosen.isEmpty ? nil : chosen.map { Array(all[$0].keys).sorted() }
    }

    /// The indexes of the items holding any of `pasteboardTypes`.
    public func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let found = IndexSet(items.indices.filter { index in pasteboardTypes.contains { items[index][$0] != nil } })
        return found.isEmpty ? nil : found
    }

    /// Whether an item holds any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool { itemSet(withPasteboardTypes: pasteboardTypes) != nil }

    /// Whether an item of `itemSet` holds any of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        guard let found = self.itemSet(withPasteboardTypes: pasteboardTypes) else { return false }
        return itemSet.map { !$0.intersection(found).isEmpty } ?? true
    }

    /// The value of `pasteboardType` in the first item that has it.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        items.lazy.compactMap { $0[pasteboardType] }.first
    }

    /// The values of `pasteboardType` in the items of `itemSet` (every item when nil).
    public func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let all = items
        let values = (itemSet ?? IndexSet(all.indices)).compactMap {
            all.indices.contains($0) ? all[$0][pasteboardType] : nil
        }
        return values.isEmpty ? nil : values
    }

    /// Replaces the pasteboard's contents with one item holding `value` as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) { items = [[pasteboardType: value]] }

    /// The data of `pasteboardType` in the first item that has it: data as it was put, text as UTF-8, a URL's
    /// address, an image as PNG.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        value(forPasteboardType: pasteboardType).flatMap(Self.data(from:))
    }

    /// The data of `pasteboardType` in the items of `itemSet`.
    public func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        values(forPasteboardType: pasteboardType, inItemSet: itemSet)?.compactMap(Self.data(from:))
    }

    /// Replaces the pasteboard's contents with one item holding `data` as `pasteboardType` (text types as their
    /// text, so the system clipboard gets it).
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        if Self.typeListString.contains(pasteboardType), let text = String(data: data, encoding: .utf8) {
            items = [[pasteboardType: text]]
        } else {
            items = [[pasteboardType: data]]
        }
    }

    /// How many times the contents changed in this process (and when another application took the clipboard).
    public var changeCount: Int { onMainThread { storage.storedChangeCountValue } }

    /// The items as item providers, each offering its types' data.
    public var itemProviders: [NSItemProvider] {
        get {
            onMainThread {
                storage.currentItems.map { item in
                    let provider = NSItemProvider()
                    for (type, value) in item.sorted(by: { $0.key < $1.key }) {
                        guard let data = Self.data(from: value) else { continue }
                        provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                            completion(data, nil)
                            return nil
                        }
                    }
                    return provider
                }
            }
        }
        set { setItemProviders(newValue, localOnly: true, expirationDate: nil) }
    }

    /// Replaces the contents with what the providers hold: each representation is loaded now (providers made in
    /// this process answer at once; one that answers later is left out).
    public func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        onMainThread {
            var loaded: [[String: Any]] = []
            for provider in itemProviders {
                var item: [String: Any] = [:]
                for type in provider.registeredTypeIdentifiers {
                    provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in
                        guard let data else { return }
                        if Self.typeListString.contains(type), let text = String(data: data, encoding: .utf8) {
                            item[type] = text
                        } else if Self.typeListURL.contains(type), let text = String(data: data, encoding: .utf8) {
                            item[type] = URL(string: text) ?? data
                        } else {
                            item[type] = data
                        }
                    }
                }
                if !item.isEmpty { loaded.append(item) }
            }
            storage.replaceItems(loaded)
        }
    }

    /// Replaces the contents with the objects' representations (text, URLs, images).
    public func setObjects(_ objects: [any NSItemProviderWriting]) {
        nonisolated(unsafe) let objects = objects
        onMainThread {
            setItemProviders(objects.map { NSItemProvider(object: $0) }, localOnly: true, expirationDate: nil)
        }
    }

    // MARK: Values

    /// The values of any of `types` across the items.
    func values(ofTypes types: [String]) -> [Any] {
        items.compactMap { item in types.lazy.compactMap { item[$0] }.first }
    }

    static func image(from value: Any) -> UIImage? {
        if let image = value as? UIImage { return image }
        if let data = value as? Data { return UIImage(data: data) }
        return nil
    }

    static func data(from value: Any) -> Data? {
        switch value {
        case let data as Data: return data
        case let text as String: return Data(text.utf8)
        case let url as URL: return Data(url.absoluteString.utf8)
        case let image as UIImage: return image.pngData()
        default: return nil
        }
    }
}
