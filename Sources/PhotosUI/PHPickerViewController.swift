import Foundation
@_spi(UIKitOverlay) import Tapestry

/// What a photo picker shows.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let kinds: Set<String>

    /// Images (the only kind the desktop's pictures folder is browsed for).
    public static let images = PHPickerFilter(kinds: ["images"])
    /// Videos (none are shown: the picker shows pictures).
    public static let videos = PHPickerFilter(kinds: ["videos"])
    /// Live Photos (shown as their still images).
    public static let livePhotos = PHPickerFilter(kinds: ["images"])
    /// Screenshots (shown as images).
    public static let screenshots = PHPickerFilter(kinds: ["images"])
    /// Any of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(into: Set()) { $0.formUnion($1.kinds) })
    }
    /// All of the filters.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(
            kinds: subfilters.dropFirst().reduce(subfilters.first?.kinds ?? []) { $0.intersection($1.kinds) })
    }
    /// Everything but the filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(kinds: Set(["images", "videos"]).subtracting(filter.kinds))
    }

    /// Whether the filter lets images through.
    var showsImages: Bool { kinds.contains("images") }
}

/// How a photo picker is set up.
public struct PHPickerConfiguration: Equatable, Sendable {
    /// How picked assets are represented (kept).
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }

    /// How selections are ordered (kept).
    public enum Selection: Int, Sendable {
        case `default` = 0
        case ordered = 1
        case continuous = 2
        case continuousAndOrdered = 3
    }

    /// What the picker shows; nil shows everything it can (images).
    public var filter: PHPickerFilter?
    /// How many may be picked, 0 for any number; the desktop's picker hands back one picture per pick.
    public var selectionLimit = 1
    /// How picked assets are represented (kept).
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// How selections are ordered (kept).
    public var selection = Selection.default
    /// Assets selected when the picker opens (kept: pictures here have no asset identifiers).
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration that picks one item of any kind.
    public init() {}
}

/// What the user picked: an item provider for the picture (a file URL, and the image itself) and no asset
/// identifier (the desktop has no photo library).
public struct PHPickerResult: Equatable, Hashable {
    /// The picked item's data.
    public let itemProvider: NSItemProvider
    /// The photo library's identifier of the asset: nil here.
    public let assetIdentifier: String?

    /// Whether the two are the same pick (the same item provider).
    public static func == (a: PHPickerResult, b: PHPickerResult) -> Bool { a.itemProvider === b.itemProvider }
    /// Hashes the item provider's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(itemProvider)) }
}

/// Hears what a photo picker's user picked.
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user picked `results`, or cancelled (no results). Dismiss the picker here, as on iOS.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// iOS 14's photo picker, on the desktop: the image picker's grid of the pictures folder (`$XDG_PICTURES_DIR`,
/// `~/Pictures`), whose tap hands the delegate a result with an item provider for the picture; Cancel hands it
/// none. One picture per pick; videos are not offered.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    /// How the picker was set up.
    public let configuration: PHPickerConfiguration
    /// Hears what was picked.
    public weak var delegate: (any PHPickerViewControllerDelegate)?
    private let library = UIImagePickerController()
    private lazy var relay = PickerRelay(owner: self)

    /// A picker set up by `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// Shows the pictures.
    open override func viewDidLoad() {
        super.viewDidLoad()
        library.sourceType = .photoLibrary
        library.delegate = relay
        addChild(library)
        library.view.frame = view.bounds
        library.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(library.view)
        library.didMove(toParent: self)
    }

    /// The item provider of a picked picture: its file URL and the image (PNG, whatever the file's format).
    static func itemProvider(for url: URL, image: UIImage) -> NSItemProvider {
        let provider = NSItemProvider()
        provider.suggestedName = url.deletingPathExtension().lastPathComponent
        provider.registerObject(image, visibility: .all)
        provider.registerObject(url as NSURL, visibility: .all)
        return provider
    }

    fileprivate func finish(_ results: [PHPickerResult]) {
        if let delegate {
            delegate.picker(self, didFinishPicking: results)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }
}

/// Turns the image picker's answers into the photo picker's.
@MainActor
private final class PickerRelay: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    weak var owner: PHPickerViewController?

    init(owner: PHPickerViewController) { self.owner = owner }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        guard let owner, let url = info[.imageURL] as? URL, let image = info[.originalImage] as? UIImage else { return }
        owner.finish([
            PHPickerResult(
                itemProvider: PHPickerViewController.itemProvider(for: url, image: image), assetIdentifier: nil)
        ])
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { owner?.finish([]) }
}
