import Foundation

/// The pasteboard text is copied to and pasted from. The X11 backend connects `general` to the X
/// CLIPBOARD selection and `primary` to the PRIMARY selection; without a backend they keep the text in the
/// process.
///
/// Unisolated, as UIKit's: code on any thread reads and writes it; the reads and writes run on the main thread,
/// where the backend answers for the system selection (called elsewhere, they wait for the main queue).
public final class UIPasteboard: NSObject, @unchecked Sendable {
    /// The system-wide pasteboard.
    public static let general = UIPasteboard()
    /// The X PRIMARY selection (a Linux addition): the text selected last in any text view or field, which a
    /// middle click pastes, as X users expect. Text views offer their selection here as it changes.
    public static let primary = UIPasteboard()

    @MainActor private var localString: String?
    @MainActor private var localImages: [UIImage] = []
    /// Produces the offered text when it is asked for (the live selection of a text view).
    @MainActor private var provider: (() -> String?)?
    @MainActor private weak var offerer: AnyObject?

    /// Set by a backend: reads the system selection (nil when it holds no text, or when this process owns it).
    @MainActor public var systemRead: (() -> String?)?
    /// Set by a backend: this process now owns the system selection (nil: gives it up).
    @MainActor public var systemWrite: ((String?) -> Void)?

    /// The text on the pasteboard.
    public var string: String? {
        get { onMainThread { mainString } }
        set { onMainThread { mainString = newValue } }
    }

    @MainActor private var mainString: String? {
        get {
            if let provider { return provider() }
            return systemRead.map { $0() } ?? localString
        }
        set {
            provider = nil
            offerer = nil
            localString = newValue
            systemWrite?(newValue)
        }
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
    }

    /// The texts on the pasteboard (one here).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { string != nil }

    /// The image on the pasteboard: one copied in this process (other applications' images are not read).
    public var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// The images on the pasteboard (copied in this process).
    public var images: [UIImage]? {
        get { onMainThread { localImages.isEmpty ? nil : localImages } }
        set { onMainThread { localImages = newValue ?? [] } }
    }
    /// Whether the pasteboard holds an image.
    public var hasImages: Bool { images != nil }
    /// The URL on the pasteboard: the text, when it reads as one.
    public var url: URL? {
        get { string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }
    /// Whether the pasteboard holds a URL.
    public var hasURLs: Bool { url != nil }
}
