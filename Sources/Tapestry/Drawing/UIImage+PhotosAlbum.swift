import Foundation

/// Saving to the photo library (UIKit's functions), on the desktop: the pictures folder the image picker shows
/// (`UIImagePickerController.pictureFolders`: `$XDG_PICTURES_DIR` or `~/Pictures`), made when missing. The file
/// is written off the main thread; the completion selector, if any, is then performed on the target on the main
/// thread with the image (or the video's path), the error (nil on success) and the context pointer, as
/// `image(_:didFinishSavingWithError:contextInfo:)` or `video(_:didFinishSavingWithError:contextInfo:)` take them.

/// Saves `image` as a PNG file in the photo library ("Image <date>.png", numbered when taken); then performs
/// `completionSelector` on `completionTarget`.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    let data = image.pngData()
    let folder = UIImagePickerController.pictureFolders.first
    let completion = PhotosAlbumCompletion(
        subject: image, target: completionTarget, selector: completionSelector, contextInfo: contextInfo)
    DispatchQueue.global().async {
        let error: Error?
        if let data, let folder {
            error = Result { try PhotosAlbum.write(data, named: "Image", extension: "png", in: folder) }.failure
        } else {
            error = PhotosAlbum.SaveError.unreadableImage
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion.finish(error) } }
    }
}

/// Whether the file at `videoPath` is a video the photo library takes (a QuickTime or MPEG-4 movie that exists).
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool {
    ["mov", "mp4", "m4v"].contains(URL(fileURLWithPath: videoPath).pathExtension.lowercased())
        && FileManager.default.fileExists(atPath: videoPath)
}

/// Copies the video at `videoPath` into the photo library; then performs `completionSelector` on
/// `completionTarget` with the path.
@MainActor
public func UISaveVideoAtPathToSavedPhotosAlbum(
    _ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
) {
    let folder = UIImagePickerController.pictureFolders.first
    let completion = PhotosAlbumCompletion(
        subject: videoPath, target: completionTarget, selector: completionSelector, contextInfo: contextInfo)
    DispatchQueue.global().async {
        let error: Error?
        if UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(videoPath), let folder {
            let source = URL(fileURLWithPath: videoPath)
            error =
                Result {
                    try PhotosAlbum.write(
                        Data(contentsOf: source), named: source.deletingPathExtension().lastPathComponent,
                        extension: source.pathExtension, in: folder)
                }.failure
        } else {
            error = PhotosAlbum.SaveError.incompatibleVideo(videoPath)
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { completion.finish(error) } }
    }
}

/// The photo library's folder on the desktop.
enum PhotosAlbum {
    /// Why a save failed.
    enum SaveError: Error, CustomStringConvertible {
        case unreadableImage
        case incompatibleVideo(String)

        var description: String {
            switch self {
            case .unreadableImage: "The image has no pixels to save."
            case .incompatibleVideo(let path): "The file at \(path) is not a video the photo library takes."
            }
        }
    }

    /// Writes `data` as a new file in `folder` (made when missing): `name`, or `name 2`, `name 3`… when taken.
    @discardableResult
    static func write(_ data: Data, named name: String, extension ext: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var candidate = folder.appendingPathComponent(name).appendingPathExtension(ext)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(name) \(number)").appendingPathExtension(ext)
            number += 1
        }
        try data.write(to: candidate, options: .withoutOverwriting)
        return candidate
    }
}

/// The completion of a save: the selector performed on its target with the subject, the error and the context.
private struct PhotosAlbumCompletion: @unchecked Sendable {
    let subject: Any
    weak var target: AnyObject?
    let selector: Selector?
    let contextInfo: UnsafeMutableRawPointer?

    init(subject: Any, target: Any?, selector: Selector?, contextInfo: UnsafeMutableRawPointer?) {
        self.subject = subject
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        self.contextInfo = contextInfo
    }

    /// A pointer for a method that takes its context as a non-optional pointer when none was given (UIKit passes
    /// a null one, which Swift cannot).
    nonisolated(unsafe) private static var placeholder: UInt8 = 0

    @MainActor
    func finish(_ error: Error?) {
        guard let target, let selector else { return }
        let raw = contextInfo.map { UnsafeRawPointer($0) }
        var attempts: [Any?] = [raw, contextInfo]
        if raw == nil {
            let stand = withUnsafeMutablePointer(to: &Self.placeholder) { UnsafeMutableRawPointer($0) }
            attempts += [UnsafeRawPointer(stand), stand]
        }
        for context in attempts {
            let arguments = SelectorArguments(values: [subject, error, context])
            if selector.perform(on: target, sender: arguments) != nil { return }
        }
    }
}

extension Result {
    /// The error of a failure; nil for a success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
