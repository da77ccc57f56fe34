import Foundation
import PhotosUI
import TapestryTesting
import Testing

@_spi(Backend) @testable import Tapestry

/// iOS 14's photo picker over the desktop's pictures folder: a tapped picture comes back as an item provider
/// that loads the image, Cancel as no results.
@MainActor
@Suite(.serialized) struct PHPickerViewControllerTests {
    final class Listener: PHPickerViewControllerDelegate {
        var results: [[PHPickerResult]] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results.append(results)
            picker.dismiss(animated: false)
        }
    }

    /// A 4 × 3 red PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP4z8AARww4OQD1MQv1NXv7ggAAAABJRU5ErkJggg==")!

    @Test func aTappedPictureComesBackAsAnItemProviderAndCancelAsNothing() async throws {
        UIApplication.replaceShared()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phpicker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.png.write(to: folder.appendingPathComponent("red.png"))
        let saved = UIImagePickerController.pictureFolders
        UIImagePickerController.pictureFolders = [folder]
        defer { UIImagePickerController.pictureFolders = saved }

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let host = UIViewController()
        window.rootViewController = host
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        let listener = Listener()
        picker.delegate = listener
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        let cell = try #require(window.firstDescendant(of: UICollectionViewCell.self))
        synthesizer.tap(on: cell)
        await synthesizer.advance(by: 0.5)
        let result = try #require(listener.results.first?.first)
        #expect(result.assetIdentifier == nil)
        #expect(result.itemProvider.canLoadObject(ofClass: UIImage.self))
        let image: UIImage? = await withCheckedContinuation { continuation in
            _ = result.itemProvider.loadObject(ofClass: UIImage.self) { object, _ in
                continuation.resume(returning: object)
            }
        }
        #expect(image?.size == CGSize(width: 4, height: 3))
        #expect(host.presentedViewController == nil, "the delegate dismissed it")

        host.present(picker, animated: false)
        window.layoutIfNeeded()
        let library = try #require(picker.children.first as? UIImagePickerController)
        let cancel = try #require(library.topViewController?.navigationItem.rightBarButtonItem)
        cancel.primaryAction?.performWithSender(nil, target: nil)
        #expect(listener.results.count == 2 && listener.results[1].isEmpty, "Cancel: no results")
    }

    @Test func filtersCombineAsPhotoKitsDo() {
        #expect(PHPickerFilter.any(of: [.images, .videos]) != .images)
        #expect(PHPickerFilter.not(.videos) == .images)
        #expect(PHPickerConfiguration().selectionLimit == 1)
    }
}

extension UIView {
    /// The first view of a type below this one, depth first.
    fileprivate func firstDescendant<T: UIView>(of type: T.Type) -> T? {
        for subview in subviews {
            if let found = subview as? T ?? subview.firstDescendant(of: type) { return found }
        }
        return nil
    }
}
