import Foundation
import Tapestry

/// What every offscreen renderer's format has: the drawing area of the renderer that took it. The image and
/// PDF formats are its subclasses, as in UIKit. Unisolated: made and read on any thread.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The renderer's drawing area, in points: zero until a renderer takes the format (the renderer's copy has
    /// its bounds).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default settings.
    public required override init() { super.init() }

    /// The default format of this class.
    open class func `default`() -> Self { self.init() }
}

/// What every renderer's context offers its drawing actions: the Core Graphics context (also the current
/// context while they run) and rectangle fills, strokes and clips.
open class UIGraphicsRendererContext: NSObject, @unchecked Sendable {
    /// The Core Graphics context to draw with.
    public let cgContext: CGContext
    let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, rendererFormat: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.rendererFormat = rendererFormat
        super.init()
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills a rectangle with the current fill colour and a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes a rectangle with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Strokes a rectangle with the current stroke colour and a blend mode.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }
    /// Clips further drawing to a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// What every offscreen renderer has: its format. `UIGraphicsImageRenderer` and `UIGraphicsPDFRenderer` are
/// its subclasses, as in UIKit. Unisolated and `Sendable`.
open class UIGraphicsRenderer: NSObject, @unchecked Sendable {
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer of `bounds` with a format (the image and PDF renderers keep a copy of theirs with the
    /// bounds; the format given is left as it was).
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format
        super.init()
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer makes images (an image renderer does; a PDF renderer does not).
    open var allowsImageOutput: Bool { false }
}
