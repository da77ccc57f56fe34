import Foundation
import Tapestry
import Testing

/// Colours: sRGB components with straight alpha, from white, hue or a hex value.
@Suite struct UIColorTests {
    @MainActor @Test func componentsFromEveryInitializer() {
        let hex = UIColor(rgb: 0xFF8000)
        #expect(hex.red == 1 && abs(hex.green - 128.0 / 255) < 1e-9 && hex.blue == 0 && hex.alpha == 1)
        let gray = UIColor(white: 0.5, alpha: 0.25)
        #expect(gray.red == 0.5 && gray.green == 0.5 && gray.blue == 0.5 && gray.alpha == 0.25)
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(hex.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && b == 0 && a == 0.5)
        #expect(UIColor(cgColor: hex.cgColor) == hex)
    }

    @Test func hueSaturationAndBrightnessReadBackWhatMadeTheColour() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        for (hue, saturation, brightness) in [
            (0.0, 1.0, 1.0), (1.0 / 3, 0.5, 0.8), (0.75, 0.25, 0.4), (0.95, 1.0, 0.6),
        ] {
            let colour = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 0.7)
            #expect(colour.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
            #expect(abs(h - hue) < 1e-9 && abs(s - saturation) < 1e-9 && abs(b - brightness) < 1e-9 && a == 0.7)
        }
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(h == 0 && s == 0 && b == 0.5, "a grey")
    }
}
