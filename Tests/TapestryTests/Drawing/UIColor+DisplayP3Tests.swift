import Foundation
import Tapestry
import Testing

@Suite struct UIColorDisplayP3Tests {
    @Test func greysAreTheSameInBothSpacesAndP3sRedIsClampedToSRGBs() {
        let grey = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8)
        #expect(abs(grey.red - 0.5) < 0.001 && abs(grey.green - 0.5) < 0.001 && abs(grey.blue - 0.5) < 0.001)
        #expect(grey.alpha == 0.8)
        let red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0, "outside sRGB: clamped")
        // A P3 colour inside sRGB's gamut: P3 (0.76, 0.77, 0.76) is a light grey-green close to itself.
        let inside = UIColor(displayP3Red: 0.76, green: 0.77, blue: 0.76, alpha: 1)
        #expect(abs(inside.red - 0.75) < 0.02 && abs(inside.green - 0.77) < 0.02 && abs(inside.blue - 0.76) < 0.02)
    }
}
