import UIKit

/// An image library's tint and colour filters, written as such libraries write them: filters by name, keys
/// set one by one, a context kept for every call; and the request it loads images with.
public enum ImageTint {
    private static let context = CIContext(options: nil)

    /// `image` with `color` laid over it (a translucent colour tints, an opaque one covers).
    public static func tinted(_ image: UIImage, with color: UIColor) -> UIImage {
        guard let cgImage = image.cgImage else { return image }
        let input = CIImage(cgImage: cgImage)
        let colorFilter = CIFilter(name: "CIConstantColorGenerator")!
        colorFilter.setValue(CIColor(color: color), forKey: kCIInputColorKey)
        let filter = CIFilter(name: "CISourceOverCompositing")!
        filter.setValue(colorFilter.outputImage, forKey: kCIInputImageKey)
        filter.setValue(input, forKey: kCIInputBackgroundImageKey)
        guard let output = filter.outputImage?.cropped(to: input.extent),
            let result = context.createCGImage(output, from: output.extent)
        else { return image }
        return UIImage(cgImage: result, scale: image.scale, orientation: image.imageOrientation)
    }

    /// `image` with its brightness, contrast, saturation and exposure changed.
    public static func adjusted(
        _ image: UIImage, brightness: CGFloat, contrast: CGFloat, saturation: CGFloat, inputEV: CGFloat
    ) -> UIImage {
        guard let cgImage = image.cgImage else { return image }
        let params = [
            kCIInputBrightnessKey: brightness, kCIInputContrastKey: contrast, kCIInputSaturationKey: saturation,
        ]
        let output = CIImage(cgImage: cgImage).applyingFilter("CIColorControls", parameters: params)
            .applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: inputEV])
        guard let result = context.createCGImage(output, from: output.extent) else { return image }
        return UIImage(cgImage: result)
    }

    /// The request an image download starts with: no cookies, a short timeout, the image types it accepts.
    public static func request(for url: URL) -> URLRequest {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 15)
        request.httpShouldHandleCookies = false
        request.setValue("image/png,image/jpeg;q=0.9,*/*;q=0.5", forHTTPHeaderField: "Accept")
        return request
    }

    /// Whether a response is one an image can be read from.
    public static func isImageResponse(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else { return false }
        return (200..<300).contains(http.statusCode) && (http.mimeType?.hasPrefix("image/") ?? false)
    }
}
