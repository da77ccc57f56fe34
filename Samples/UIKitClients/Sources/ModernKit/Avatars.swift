import UIKit

/// Avatars drawn off the main actor with an image renderer, a report drawn as a PDF, and a link copied from any
/// thread: UIKit's renderers and pasteboard are unisolated, so this nonisolated code compiles in the Swift 6 mode.
public enum Avatars {
    public static func roundedAvatar(of image: UIImage, diameter: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        return UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            UIBezierPath(ovalIn: bounds).addClip()
            image.draw(in: bounds)
            context.cgContext.setStrokeColor(UIColor.white.cgColor)
            context.cgContext.strokeEllipse(in: bounds.insetBy(dx: 1, dy: 1))
        }
    }

    public static func loadAvatar(of image: UIImage, diameter: CGFloat) async -> UIImage {
        await Task.detached(priority: .userInitiated) { roundedAvatar(of: image, diameter: diameter) }.value
    }

    public static func copyLink(_ url: URL) {
        UIPasteboard.general.url = url
    }

    public static func reportPDF(title: String) -> Data {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: title]
        return UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format).pdfData {
            context in
            context.beginPage()
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 72, y: 72, width: 100, height: 20))
        }
    }
}
