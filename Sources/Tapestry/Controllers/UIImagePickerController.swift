import Foundation

/// Picks a photo, as UIKit's picker does, from the desktop's pictures folder: a navigation controller showing
/// the folder's images in a grid, with Cancel. A tap on an image hands it to the delegate's
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with `.originalImage`, `.imageURL` and
/// `.mediaType` (and, with `allowsEditing`, `.editedImage` and `.cropRect`: the centred square UIKit's editor
/// starts from; the editing step itself is not shown). A desktop has no camera: `isSourceTypeAvailable(.camera)`
/// is false. Set `delegate` to an object that is both a `UIImagePickerControllerDelegate` and a
/// `UINavigationControllerDelegate`, as on iOS.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes pictures from.
    public enum SourceType: Int, Sendable {
        /// The photo library: here, the pictures folder.
        case photoLibrary = 0
        /// The camera (not on a desktop).
        case camera = 1
        /// The saved photos album: here, the pictures folder too.
        case savedPhotosAlbum = 2
    }

    /// What the camera captures (kept for code that sets it).
    public enum CameraCaptureMode: Int, Sendable {
        /// Still photos.
        case photo = 0
        /// Movies.
        case video = 1
    }

    /// Which camera (kept for code that sets it).
    public enum CameraDevice: Int, Sendable {
        /// The camera on the back.
        case rear = 0
        /// The camera on the front.
        case front = 1
    }

    /// The camera's flash (kept for code that sets it).
    public enum CameraFlashMode: Int, Sendable {
        /// Never.
        case off = -1
        /// When needed.
        case auto = 0
        /// Always.
        case on = 1
    }

    /// The keys of the dictionary the delegate is handed.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as UIKit's.
        public var rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type of what was picked (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picture as it is (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture as edited (with `allowsEditing`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edited part of the original, in its pixels (an `NSValue` of a `CGRect`).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file of a movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The file of the picture.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The photo's metadata (a camera's).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The library's reference to the asset (deprecated in UIKit).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
    }

    /// Whether the source can be used: the photo library and saved photos (the pictures folder), not a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types a source offers: images, where the source is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType] : nil
    }

    /// Whether a camera is there: never on a desktop.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether a camera has a flash: never on a desktop.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The folders whose pictures the picker shows: `$XDG_PICTURES_DIR` or `~/Pictures` by default.
    nonisolated(unsafe) public static var pictureFolders: [URL] = {
        if let folder = ProcessInfo.processInfo.environment["XDG_PICTURES_DIR"], !folder.isEmpty {
            return [URL(fileURLWithPath: folder, isDirectory: true)]
        }
        return [FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)]
    }()

    static let imageType = "public.image"

    /// Where the pictures come from; a camera cannot be chosen on a desktop (UIKit stops there too).
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            precondition(
                Self.isSourceTypeAvailable(sourceType),
                "Source type \(sourceType.rawValue) not available (a desktop has no camera; check isSourceTypeAvailable)"
            )
        }
    }
    /// The media types to offer (`["public.image"]` by default).
    open var mediaTypes: [String] = [imageType]
    /// Whether the picked picture is offered for editing (here: `.editedImage` is its centred square).
    open var allowsEditing = false
    /// The camera's capture mode (kept).
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// The camera (kept).
    open var cameraDevice: CameraDevice = .rear
    /// The flash (kept).
    open var cameraFlashMode: CameraFlashMode = .auto
    /// Whether the camera's controls show (kept).
    open var showsCameraControls = true
    /// A view over the camera's picture (kept).
    open var cameraOverlayView: UIView?
    /// The camera picture's transform (kept).
    open var cameraViewTransform: CGAffineTransform = .identity
    /// The longest movie (kept).
    open var videoMaximumDuration: TimeInterval = 600

    private let grid = ImagePickerGridController()

    /// Creates a picker of the photo library.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        grid.picker = self
        setViewControllers([grid], animated: false)
    }

    /// Creates a picker of the photo library (the root controller is the picker's own grid, as in UIKit,
    /// whatever is passed).
    public override init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        grid.picker = self
        setViewControllers([grid], animated: false)
    }

    /// Fails: Tapestry reads no Interface Builder archives.
    public required init?(coder: NSCoder) { return nil }

    /// Takes a picture with the camera: nothing, since a desktop has none.
    open func takePicture() {}

    /// Starts recording a movie: false, since a desktop has no camera.
    open func startVideoCapture() -> Bool { false }

    /// Stops recording a movie: nothing.
    open func stopVideoCapture() {}

    /// The delegate as an image picker delegate.
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    /// Hands the picture at `url` to the delegate (or dismisses, when it has no picker methods).
    func finishPicking(_ url: URL, image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image, .imageURL: url]
        if allowsEditing {
            let side = min(image.size.width, image.size.height) * image.scale
            let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
            let crop = CGRect(
                x: ((pixels.width - side) / 2).rounded(.down), y: ((pixels.height - side) / 2).rounded(.down),
                width: side, height: side)
            info[.cropRect] = NSValue(cgRect: crop)
            info[.editedImage] =
                image.cgImage?.cropping(to: crop).map {
                    UIImage(cgImage: $0, scale: image.scale, orientation: image.imageOrientation)
                } ?? image
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }

    /// The user cancelled.
    func cancelPicking() {
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }
}

/// Hears what the image picker picked, or that it was cancelled. Both methods are optional: without them, the
/// picker dismisses itself.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// The user picked a picture; dismiss the picker here.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled; dismiss the picker here.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Dismisses the picker, as UIKit does for a delegate without this method.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.presentingViewController?.dismiss(animated: true)
    }
    /// Dismisses the picker, as UIKit does for a delegate without this method.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.presentingViewController?.dismiss(animated: true)
    }
}

/// The picker's grid of the pictures folder's images.
@MainActor
final class ImagePickerGridController: UICollectionViewController {
    weak var picker: UIImagePickerController?
    private(set) var files: [URL] = []
    private var thumbnails: [URL: UIImage] = [:]
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp", "tif", "tiff"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ImagePickerCell.self, forCellWithReuseIdentifier: "picture")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancelPicking() })
        reload()
    }

    /// Lists the folders' pictures, newest first.
    func reload() {
        let manager = FileManager.default
        var found: [(URL, Date)] = []
        for folder in UIImagePickerController.pictureFolders {
            let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where Self.extensions.contains((name as NSString).pathExtension.lowercased()) {
                let url = folder.appendingPathComponent(name)
                let date = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
                found.append((url, date))
            }
        }
        files = found.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.lastPathComponent < $1.0.lastPathComponent }.map(\.0)
        collectionView.reloadData()
    }

    private func image(at url: URL) -> UIImage? {
        if let cached = thumbnails[url] { return cached }
        let image = UIImage(contentsOfFile: url.path)
        thumbnails[url] = image
        return image
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        files.count
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "picture", for: indexPath)
        (cell as? ImagePickerCell)?.imageView.image = image(at: files[indexPath.item])
        cell.accessibilityLabel = files[indexPath.item].lastPathComponent
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let url = files[indexPath.item]
        guard let image = image(at: url) else { return }
        picker?.finishPicking(url, image: image)
    }
}

/// A picture in the picker's grid.
@MainActor
final class ImagePickerCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { return nil }
}
