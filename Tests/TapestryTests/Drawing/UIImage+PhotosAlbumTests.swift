import Foundation
import Testing

@testable import Tapestry

/// Saving to the photo library: a PNG file in the pictures folder, then the completion selector performed with
/// the image, the error and the context, as UIKit's functions do.
@MainActor
@Suite struct UIImagePhotosAlbumTests {
    final class Saver: NSObject {
        var done: CheckedContinuation<Void, Never>?
        var image: UIImage?
        var path: String?
        var error: Error?
        var context: UInt8?

        func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {
            (self.image, self.error, context) = (image, error, contextInfo.load(as: UInt8.self))
            done?.resume()
        }

        func video(_ videoPath: String, didFinishSavingWithError error: Error?, contextInfo: UnsafeMutableRawPointer?) {
            (path, self.error) = (videoPath, error)
            done?.resume()
        }
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("album-\(UUID().uuidString)", isDirectory: true)
    }

    private func withAlbum(_ folder: URL, _ body: () -> Void) {
        let saved = UIImagePickerController.pictureFolders
        UIImagePickerController.pictureFolders = [folder]
        body()
        UIImagePickerController.pictureFolders = saved
    }

    @Test func anImageIsSavedAsAPNGAndTheSelectorHearsOfIt() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 3, bytesPerRow: 16))
        let saver = Saver()
        var context: UInt8 = 7
        await withCheckedContinuation { continuation in
            saver.done = continuation
            withAlbum(folder) {
                withUnsafeMutablePointer(to: &context) { pointer in
                    UIImageWriteToSavedPhotosAlbum(
                        image, saver, Selector(Saver.image(_:didFinishSavingWithError:contextInfo:)),
                        UnsafeMutableRawPointer(pointer))
                }
            }
        }
        #expect(saver.image === image && saver.error == nil && saver.context == 7)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["Image.png"])
        let reread = UIImage(contentsOfFile: folder.appendingPathComponent("Image.png").path)
        #expect(reread?.size == CGSize(width: 4, height: 3))
    }

    @Test func aSecondImageIsNumberedAndANullContextStillReachesTheMethod() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8))
        for _ in 0..<2 {
            let saver = Saver()
            await withCheckedContinuation { continuation in
                saver.done = continuation
                withAlbum(folder) {
                    UIImageWriteToSavedPhotosAlbum(
                        image, saver, Selector(Saver.image(_:didFinishSavingWithError:contextInfo:)), nil)
                }
            }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Image 2.png", "Image.png"])
    }

    @Test func onlyMoviesThatExistAreCompatibleVideosAndOthersFailWithAnError() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let movie = folder.appendingPathComponent("clip.mp4")
        try Data([0, 0, 0, 24]).write(to: movie)
        #expect(UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(movie.path))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(folder.appendingPathComponent("missing.mov").path))
        #expect(!UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(folder.appendingPathComponent("notes.txt").path))
        let album = folder.appendingPathComponent("Album", isDirectory: true)
        let saver = Saver()
        await withCheckedContinuation { continuation in
            saver.done = continuation
            withAlbum(album) {
                UISaveVideoAtPathToSavedPhotosAlbum(
                    movie.path, saver, Selector(Saver.video(_:didFinishSavingWithError:contextInfo:)), nil)
            }
        }
        #expect(saver.path == movie.path && saver.error == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: album.path) == ["clip.mp4"])
        let failing = Saver()
        await withCheckedContinuation { continuation in
            failing.done = continuation
            withAlbum(album) {
                UISaveVideoAtPathToSavedPhotosAlbum(
                    "/nonexistent.mov", failing, Selector(Saver.video(_:didFinishSavingWithError:contextInfo:)), nil)
            }
        }
        #expect(failing.error != nil && failing.path == "/nonexistent.mov")
    }
}
