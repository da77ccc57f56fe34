import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The image picker on a desktop: the pictures folder's images in a grid, no camera.
@MainActor
@Suite struct UIImagePickerControllerTests {
    private final class Chooser: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var picked: [[UIImagePickerController.InfoKey: Any]] = []
        var cancelled = 0
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            picked.append(info)
            picker.dismiss(animated: false)
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            picker.dismiss(animated: false)
        }
    }

    @Test func aTappedPictureReachesTheDelegateAndCancelCancels() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try pngHeader(width: 40, height: 30).write(to: folder.appendingPathComponent("wide.png"))
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let saved = UIImagePickerController.pictureFolders
        UIImagePickerController.pictureFolders = [folder]
        defer { UIImagePickerController.pictureFolders = saved }

        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let host = UIViewController()
        window.rootViewController = host
        _ = root
        let chooser = Chooser()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = chooser
        host.present(picker, animated: false)
        window.layoutIfNeeded()
        let grid = try #require(picker.topViewController as? ImagePickerGridController)
        #expect(grid.files.map(\.lastPathComponent) == ["wide.png"], "pictures only")
        let cell = try #require(grid.collectionView.visibleCells.first)
        synthesizer.tap(on: cell)
        synthesizer.advance(by: 0.5)
        let info = try #require(chooser.picked.first)
        #expect((info[.originalImage] as? UIImage)?.size == CGSize(width: 40, height: 30))
        #expect((info[.imageURL] as? URL)?.lastPathComponent == "wide.png")
        #expect(info[.mediaType] as? String == "public.image")
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 5, y: 0, width: 30, height: 30))
        #expect(host.presentedViewController == nil, "the delegate dismissed it")

        host.present(picker, animated: false)
        window.layoutIfNeeded()
        let cancel = try #require(picker.topViewController?.navigationItem.rightBarButtonItem)
        cancel.primaryAction?.performWithSender(nil, target: nil)
        #expect(chooser.cancelled == 1)
    }
}
