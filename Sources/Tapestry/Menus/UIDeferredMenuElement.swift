import Foundation

/// A placeholder in a menu whose elements its provider gives when the menu opens (iOS 14): the menu shows
/// "Loading…" until the provider calls back, then the elements in its place. A cached element asks its provider
/// once; an `uncached` one asks each time a menu holding it opens.
@preconcurrency @MainActor
open class UIDeferredMenuElement: UIMenuElement {
    /// Gives the elements, by calling its argument (now or later).
    public typealias ElementProvider = (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    /// The elements the provider gave (kept when cached; for the menu that is open when not).
    private(set) var elements: [UIMenuElement]?
    /// Whether the provider was asked and has not answered yet.
    private var asking = false
    /// Called when the provider answers, to show the elements in the open menu.
    var elementsDidLoad: (() -> Void)?

    /// An element whose provider is asked once, the first time a menu holding it opens.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        caches = true
        super.init(title: "Loading…", image: nil)
        attributes = .disabled
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        caches = false
        super.init(title: "Loading…", image: nil)
        attributes = .disabled
    }

    /// An archived one: nil, as Tapestry reads no archives (UIKit declares this initializer required).
    public required init?(coder: NSCoder) { return nil }

    /// An element whose provider is asked each time a menu holding it opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// A menu holding the element opens: asks the provider unless the elements are cached (or being asked for);
    /// `elements` holds them once given, and `elementsDidLoad` runs then.
    func loadElementsForOpeningMenu() {
        if caches, elements != nil { return }
        guard !asking else { return }
        elements = nil
        asking = true
        provider { [weak self] elements in
            guard let self else { return }
            self.asking = false
            self.elements = elements
            self.elementsDidLoad?()
        }
    }
}
