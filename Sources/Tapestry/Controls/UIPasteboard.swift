import Foundation

/// The pasteboard text is copied to and pasted from. The X11 backend connects `general` to the X
/// CLIPBOARD selection and `primary` to the PRIMARY selection; without a backend they keep the text in the
/// process.
///
/// Unisolated, as UIKit's: code on any thread reads and writes it; the reads and writes run on the main thread,
/// where the backend answers for the system selection (called elsewhere, they wait for the main queue).
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard(name: .general)
    /// The X PRIMARY selection (a Linux addition): the text selected last in any text view or field, which a
    /// middle click pastes, as X users expect. Text views offer their selection here as it changes.
    public static let primary = UIPasteboard(name: Name(rawValue: "org.freedesktop.primary"))

    /// The pasteboard's name.
    public let name: Name

    /// Creates an unnamed pasteboard of the process's own (what `withUniqueName()` gives, unregistered).
    public override convenience init() { self.init(name: Name(rawValue: "org.tapestry.pboard.\(UUID().uuidString)")) }

    init(name: Name) {
        self.name = name
        super.init()
    }

    @MainActor private var localString: String?
    /// The items this process put on the pasteboard, text included (`localText` says which text they carry:
    /// when the text read now differs, another application replaced them).
    @MainActor private var localItems: [[String: Any]] = []
    @MainActor private var localText: String?
    @MainActor private var storedChangeCount = 0
    /// Produces the offered text when it is asked for (the live selection of a text view).
    @MainActor private var provider: (() -> String?)?
    @MainActor private weak var offerer: AnyObject?

    /// Set by a backend: reads the system selection (nil when it holds no text, or when this process owns it).
    @MainActor public var systemRead: (() -> String?)?
    /// Set by a backend: this process now owns the system selection (nil: gives it up).
    @MainActor public var systemWrite: ((String?) -> Void)?

    /// The text on the pasteboard. Setting it replaces what the pasteboard holds.
    public var string: String? {
        get { onMainThread { storage.mainString } }
        set { onMainThread { storage.replaceItems(newValue.map { [[UTTypeIdentifier.utf8PlainText: $0]] } ?? []) } }
    }

    /// Another pasteboard object of the same name, whose contents this one shows (`init?(name:create:)`).
    var sharesItems: UIPasteboard?
    /// The pasteboard holding this one's contents.
    var storage: UIPasteboard { sharesItems ?? self }

    /// The items now: this process's, unless the text read differs from the text they carry (another
    /// application, or an offer, replaced them: its text is then the one item).
    @MainActor var currentItems: [[String: Any]] {
        let text = mainString
        if let text, text != localText { return [[UTTypeIdentifier.utf8PlainText: text]] }
        if text == nil, localText != nil {
            return localItems.compactMap { item in
                let rest = item.filter { !Self.typeListString.contains($0.key) }
                return rest.isEmpty ? nil : rest
            }
        }
        return localItems
    }

    /// Replaces the contents with `items`: the first item's text (or its URL's address) goes to the system
    /// clipboard; the rest stays in the process.
    @MainActor func replaceItems(_ items: [[String: Any]]) {
        let first = items.first ?? [:]
        let text =
            Self.typeListString.lazy.compactMap { first[$0] as? String }.first
            ?? Self.typeListURL.lazy.compactMap { (first[$0] as? URL)?.absoluteString }.first
        provider = nil
        offerer = nil
        localString = text
        localItems = items
        localText = text
        storedChangeCount += 1
        systemWrite?(text)
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// How many times the contents changed.
    @MainActor var storedChangeCountValue: Int { storedChangeCount }

    @MainActor private var mainString: String? {
        if let provider { return provider() }
        return systemRead.map { $0() } ?? localString
    }

    /// Offers text that is made only when someone asks (a selection that keeps changing): `provider` answers
    /// until another offer or a `string` replaces it. Offering again from the same object does nothing.
    @MainActor public func offer(from owner: AnyObject, _ provider: @escaping () -> String?) {
        guard offerer !== owner || self.provider == nil else { return }
        offerer = owner
        self.provider = provider
        localString = nil
        systemWrite?("")
    }

    /// The text this process holds for the system selection (the offered text, or the string written), for the
    /// backend to answer other applications with.
    @MainActor public var ownedString: String? { provider.map { $0() } ?? localString }

    /// Another application took the system selection: what this process held is dropped.
    @MainActor public func systemSelectionLost() {
        provider = nil
        offerer = nil
        localString = nil
        localItems = []
        localText = nil
        storedChangeCount += 1
    }

    /// The texts on the pasteboard (one here).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }

    /// The image on the pasteboard: the first of `images`.
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The images on the pasteboard: those copied in this process (other applications' images are not read).
    /// Setting them replaces what the pasteboard holds.
    public var images: [UIImage]? {
        get {
            let found = values(ofTypes: Self.typeListImage).compactMap(Self.image(from:))
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { [UTTypeIdentifier.png: $0] } }
    }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { images != nil }
    /// The URL on the pasteboard: the text, when it reads as one.
    public var url: URL? {
        get { string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }
    /// The URLs on the pasteboard (one here, from the text).
    public var urls: [URL]? {
        get { url.map { [$0] } }
        set { url = newValue?.first }
    }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { url != nil }
    /// The colour on the pasteboard (copied in this process).
    public var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    /// The colours on the pasteboard (copied in this process); setting them replaces what it holds.
    public var colors: [UIColor]? {
        get {
            let found = values(ofTypes: Self.typeListColor).compactMap { $0 as? UIColor }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { [Self.typeListColor[0]: $0] } }
    }
    /// Whether the pasteboard holds a colour.
    public var hasColors: Bool { colors != nil }
}
