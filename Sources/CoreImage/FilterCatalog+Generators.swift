import Foundation

/// The generators: images made from nothing but their inputs (a colour, gradients, a checkerboard, the colour wheel).
extension FilterCatalog {
    private static func generator(
        _ name: String, _ inputs: [FilterInput], gradient: Bool = true,
        _ make: @escaping (FilterInputs) -> (extent: CGRect, colour: @Sendable (Float, Float) -> SIMD4<Float>)
    ) -> FilterDefinition {
        FilterDefinition(
            name: name, categories: [kCICategoryGenerator] + (gradient ? [kCICategoryGradient] : []) + still,
            inputs: inputs
        ) { v in
            let made = make(v)
            return CIImage(recipe: GeneratedRecipe(made.colour), extent: made.extent)
        }
    }

    static let generators: [FilterDefinition] = [
        FilterDefinition(
            name: "CIConstantColorGenerator", categories: [kCICategoryGenerator] + still,
            inputs: [input(kCIInputColorKey, CIColor.black)]
        ) { v in
            CIImage(recipe: ColourRecipe(v.colour(kCIInputColorKey)), extent: .infinite)
        },
        generator("CILinearGradient", linearGradientInputs) { v in linearGradient(v, smooth: false) },
        generator("CISmoothLinearGradient", linearGradientInputs) { v in linearGradient(v, smooth: true) },
        generator(
            "CIRadialGradient",
            [
                input(kCIInputCenterKey, CIVector(x: 150, y: 150)), input("inputRadius0", 5.0),
                input("inputRadius1", 100.0), input("inputColor0", CIColor.white), input("inputColor1", CIColor.black),
            ]
        ) { v in
            let centre = v.point(kCIInputCenterKey)
            let cx = Float(centre.x), cy = Float(centre.y)
            let r0 = v.float("inputRadius0"), r1 = v.float("inputRadius1")
            let c0 = v.colour("inputColor0"), c1 = v.colour("inputColor1")
            return (
                .infinite,
                { x, y in
                    let d = hypotf(x - cx, y - cy)
                    let t = r1 == r0 ? (d < r0 ? 0 : 1) : min(max((d - r0) / (r1 - r0), 0), 1)
                    return c0 + (c1 - c0) * t
                }
            )
        },
        generator(
            "CICheckerboardGenerator",
            [
                input(kCIInputCenterKey, CIVector(x: 150, y: 150)), input("inputColor0", CIColor.white),
                input("inputColor1", CIColor.black), input(kCIInputWidthKey, 80.0), input(kCIInputSharpnessKey, 1.0),
            ], gradient: false
        ) { v in
            let centre = v.point(kCIInputCenterKey)
            let cx = Float(centre.x), cy = Float(centre.y), width = max(v.float(kCIInputWidthKey), 1e-3)
            let c0 = v.colour("inputColor0"), c1 = v.colour("inputColor1")
            return (
                .infinite,
                { x, y in
                    let cell = Int(((x - cx) / width).rounded(.down)) + Int(((y - cy) / width).rounded(.down))
                    return cell & 1 == 0 ? c0 : c1
                }
            )
        },
        generator(
            "CIHueSaturationValueGradient",
            [
                input("inputValue", 1.0), input(kCIInputRadiusKey, 300.0), input("inputSoftness", 1.0),
                input("inputDither", 1.0), input("inputColorSpace", nil),
            ]
        ) { v in
            // A colour wheel: hue by the angle from the +x axis (counterclockwise, y up), saturation by the
            // distance from the centre, `inputValue` as HSV's value; softness fades the rim over that many pixels.
            let radius = max(v.float(kCIInputRadiusKey), 0), value = min(max(v.float("inputValue"), 0), 1)
            let softness = max(v.float("inputSoftness"), 0)
            return (
                CGRect(x: 0, y: 0, width: CGFloat(2 * radius), height: CGFloat(2 * radius)),
                { x, y in
                    let dx = x - radius, dy = y - radius, d = hypotf(dx, dy)
                    let alpha: Float =
                        softness > 0 ? min(max((radius - d) / softness + 0.5, 0), 1) : (d <= radius ? 1 : 0)
                    guard alpha > 0, radius > 0 else { return .zero }
                    var hue = atan2f(dy, dx) / (2 * .pi)
                    if hue < 0 { hue += 1 }
                    let rgb = hsv(hue: hue, saturation: min(d / radius, 1), value: value)
                    return SIMD4(rgb.x, rgb.y, rgb.z, alpha)
                }
            )
        },
    ]

    private static let linearGradientInputs = [
        input("inputPoint0", CIVector(x: 0, y: 0)), input("inputPoint1", CIVector(x: 200, y: 200)),
        input("inputColor0", CIColor.white), input("inputColor1", CIColor.black),
    ]

    private static func linearGradient(_ v: FilterInputs, smooth: Bool) -> (
        extent: CGRect, colour: @Sendable (Float, Float) -> SIMD4<Float>
    ) {
        let p0 = v.point("inputPoint0"), p1 = v.point("inputPoint1")
        let x0 = Float(p0.x), y0 = Float(p0.y), dx = Float(p1.x - p0.x), dy = Float(p1.y - p0.y)
        let length = dx * dx + dy * dy
        let c0 = v.colour("inputColor0"), c1 = v.colour("inputColor1")
        return (
            .infinite,
            { x, y in
                var t = length > 0 ? min(max(((x - x0) * dx + (y - y0) * dy) / length, 0), 1) : 0
                if smooth { t = t * t * (3 - 2 * t) }
                return c0 + (c1 - c0) * t
            }
        )
    }

    /// HSV (each 0…1) to RGB.
    static func hsv(hue: Float, saturation: Float, value: Float) -> SIMD3<Float> {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6, f = h - Float(Int(h))
        let p = value * (1 - saturation), q = value * (1 - saturation * f), t = value * (1 - saturation * (1 - f))
        switch sector {
        case 0: return SIMD3(value, t, p)
        case 1: return SIMD3(q, value, p)
        case 2: return SIMD3(p, value, t)
        case 3: return SIMD3(p, q, value)
        case 4: return SIMD3(t, p, value)
        default: return SIMD3(value, p, q)
        }
    }
}
