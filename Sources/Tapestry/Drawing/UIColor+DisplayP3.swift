import Foundation

extension UIColor {
    /// Creates a colour from Display P3 components, converted to sRGB (what Tapestry draws in): the
    /// components are linearized, taken through the P3-to-sRGB matrix (both D65) and encoded again; a colour
    /// outside sRGB's gamut is clamped to it.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ v: CGFloat) -> CGFloat {
            let v = Swift.min(Swift.max(v, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ v: CGFloat) -> CGFloat {
            let v = Swift.min(Swift.max(v, 0), 1)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let r = linear(displayP3Red), g = linear(green), b = linear(blue)
        self.init(
            red: encoded(1.2249401 * r - 0.2249404 * g),
            green: encoded(-0.0420569 * r + 1.0420571 * g),
            blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }
}
