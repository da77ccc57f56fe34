import CoreImage.CIFilterBuiltins
import UIKit

/// The editor's photo filters, written as iOS 13+ code writes them: typed Core Image filters, one shared context,
/// run off the main actor.
public enum PhotoFilters {
    private static let context = CIContext()

    /// The looks the editor offers.
    public enum Look: String, CaseIterable, Sendable {
        case original, sepia, noir, vivid, soft
    }

    /// `image` with `look` applied, at its own size and scale (nil when it has no pixels).
    public static func apply(_ look: Look, to image: UIImage) -> UIImage? {
        guard let input = CIImage(image: image) else { return nil }
        let output: CIImage?
        switch look {
        case .original:
            output = input
        case .sepia:
            let filter = CIFilter.sepiaTone()
            filter.inputImage = input
            filter.intensity = 0.8
            output = filter.outputImage
        case .noir:
            let filter = CIFilter.photoEffectNoir()
            filter.inputImage = input
            output = filter.outputImage
        case .vivid:
            let filter = CIFilter.colorControls()
            filter.inputImage = input
            filter.saturation = 1.6
            filter.contrast = 1.1
            output = filter.outputImage
        case .soft:
            // A blur that keeps the edges: clamp, blur, crop back.
            output = input.clampedToExtent().applyingGaussianBlur(sigma: 2).cropped(to: input.extent)
        }
        guard let output, let cgImage = context.createCGImage(output, from: input.extent) else { return nil }
        return UIImage(cgImage: cgImage, scale: image.scale, orientation: image.imageOrientation)
    }

    /// `apply(_:to:)` on a background task.
    public static func applying(_ look: Look, to image: UIImage) async -> UIImage? {
        await Task.detached(priority: .userInitiated) { apply(look, to: image) }.value
    }
}
