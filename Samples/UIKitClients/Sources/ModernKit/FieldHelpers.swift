import UIKit

/// A text field delegate that caps the length and passes every call on to another delegate, as keyboard helpers
/// and form libraries do: the calls use the optional-requirement form written for UIKit.
public final class LengthLimiter: NSObject, UITextFieldDelegate {
    /// The delegate the calls are passed on to.
    public weak var forwardee: (any UITextFieldDelegate)?
    /// The most characters the field may hold.
    public let maximum: Int

    public init(maximum: Int) {
        self.maximum = maximum
        super.init()
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let current = (textField.text ?? "") as NSString
        guard current.replacingCharacters(in: range, with: string).count <= maximum else { return false }
        return forwardee?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        forwardee?.textFieldShouldReturn?(textField) ?? true
    }
}

extension UIView {
    /// The colour at `point`, read as iOS code reads one: the layer rendered into a one-pixel bitmap context
    /// over four bytes of its own.
    public func colorOfPixel(at point: CGPoint) -> UIColor {
        var pixel: [UInt8] = [0, 0, 0, 0]
        pixel.withUnsafeMutableBytes { bytes in
            guard
                let context = CGContext(
                    data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return }
            context.translateBy(x: -point.x, y: -point.y)
            layer.render(in: context)
        }
        return UIColor(
            red: CGFloat(pixel[0]) / 255, green: CGFloat(pixel[1]) / 255, blue: CGFloat(pixel[2]) / 255,
            alpha: CGFloat(pixel[3]) / 255)
    }
}
