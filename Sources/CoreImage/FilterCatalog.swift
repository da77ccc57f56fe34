import Foundation

/// The built-in filters, by name. Colour filters see straight colours in the working space (linear light unless
/// the context says otherwise); compositing works on premultiplied colours, as Core Image's does.
enum FilterCatalog {
    static let definitions: [String: FilterDefinition] = {
        var all: [String: FilterDefinition] = [:]
        for definition in colourFilters + compositingFilters + blendModes + generators + geometryFilters {
            all[definition.name] = definition
        }
        return all
    }()

    static let still = [kCICategoryBuiltIn, kCICategoryStillImage, kCICategoryVideo]
    static let image = FilterInput(key: kCIInputImageKey, defaultValue: nil)
    static let background = FilterInput(key: kCIInputBackgroundImageKey, defaultValue: nil)

    static func input(_ key: String, _ value: Any?) -> FilterInput {
        FilterInput(key: key, defaultValue: value)
    }

    /// Rec. 709 luminance of a colour.
    static func luminance(_ c: SIMD4<Float>) -> Float { 0.2126 * c.x + 0.7152 * c.y + 0.0722 * c.z }

    /// A filter that changes each pixel of its input on its own.
    private static func pointwise(
        _ name: String, _ category: String, _ inputs: [FilterInput] = [], keepsClear: Bool = true,
        _ change: @escaping (FilterInputs) -> @Sendable (SIMD4<Float>) -> SIMD4<Float>
    ) -> FilterDefinition {
        FilterDefinition(name: name, categories: [category] + still, inputs: [image] + inputs) { values in
            guard let input = values.image(kCIInputImageKey) else { return nil }
            return CIImage(
                recipe: PointwiseRecipe(input.recipe, keepsClear: keepsClear, change(values)), extent: input.extent)
        }
    }

    // MARK: Colour

    static let colourFilters: [FilterDefinition] = [
        pointwise(
            "CIColorControls", kCICategoryColorAdjustment,
            [input(kCIInputSaturationKey, 1.0), input(kCIInputBrightnessKey, 0.0), input(kCIInputContrastKey, 1.0)]
        ) { v in
            let saturation = v.float(kCIInputSaturationKey), brightness = v.float(kCIInputBrightnessKey)
            let contrast = v.float(kCIInputContrastKey)
            return { c in
                let grey = luminance(c)
                var rgb = SIMD3(grey, grey, grey) + (SIMD3(c.x, c.y, c.z) - grey) * saturation
                rgb = rgb + brightness
                rgb = (rgb - 0.5) * contrast + 0.5
                return SIMD4(rgb.x, rgb.y, rgb.z, c.w)
            }
        },
        pointwise("CIExposureAdjust", kCICategoryColorAdjustment, [input(kCIInputEVKey, 0.0)]) { v in
            let factor = powf(2, v.float(kCIInputEVKey))
            return { c in SIMD4(c.x * factor, c.y * factor, c.z * factor, c.w) }
        },
        pointwise("CIGammaAdjust", kCICategoryColorAdjustment, [input("inputPower", 1.0)]) { v in
            let power = v.float("inputPower")
            return { c in
                func bend(_ x: Float) -> Float { x < 0 ? -powf(-x, power) : powf(x, power) }
                return SIMD4(bend(c.x), bend(c.y), bend(c.z), c.w)
            }
        },
        pointwise("CIHueAdjust", kCICategoryColorAdjustment, [input(kCIInputAngleKey, 0.0)]) { v in
            // A turn about the grey axis in YIQ.
            let angle = v.float(kCIInputAngleKey), cosA = cosf(angle), sinA = sinf(angle)
            return { c in
                let y = 0.299 * c.x + 0.587 * c.y + 0.114 * c.z
                let i = 0.596 * c.x - 0.274 * c.y - 0.322 * c.z
                let q = 0.211 * c.x - 0.523 * c.y + 0.312 * c.z
                let i2 = i * cosA - q * sinA, q2 = i * sinA + q * cosA
                return SIMD4(
                    y + 0.956 * i2 + 0.621 * q2, y - 0.272 * i2 - 0.647 * q2, y - 1.106 * i2 + 1.703 * q2, c.w)
            }
        },
        pointwise(
            "CIColorMatrix", kCICategoryColorAdjustment,
            [
                input("inputRVector", CIVector(x: 1, y: 0, z: 0, w: 0)),
                input("inputGVector", CIVector(x: 0, y: 1, z: 0, w: 0)),
                input("inputBVector", CIVector(x: 0, y: 0, z: 1, w: 0)),
                input("inputAVector", CIVector(x: 0, y: 0, z: 0, w: 1)),
                input("inputBiasVector", CIVector(x: 0, y: 0, z: 0, w: 0)),
            ], keepsClear: false
        ) { v in
            func row(_ key: String) -> SIMD4<Float> {
                let r = v.vector(key)
                return SIMD4(Float(r.x), Float(r.y), Float(r.z), Float(r.w))
            }
            let r = row("inputRVector"), g = row("inputGVector"), b = row("inputBVector")
            let a = row("inputAVector"), bias = row("inputBiasVector")
            return { c in
                SIMD4((r * c).sum(), (g * c).sum(), (b * c).sum(), (a * c).sum()) + bias
            }
        },
        pointwise(
            "CIColorClamp", kCICategoryColorAdjustment,
            [
                input("inputMinComponents", CIVector(x: 0, y: 0, z: 0, w: 0)),
                input("inputMaxComponents", CIVector(x: 1, y: 1, z: 1, w: 1)),
            ]
        ) { v in
            let low = v.vector("inputMinComponents"), high = v.vector("inputMaxComponents")
            let lo = SIMD4(Float(low.x), Float(low.y), Float(low.z), Float(low.w))
            let hi = SIMD4(Float(high.x), Float(high.y), Float(high.z), Float(high.w))
            return { c in c.clamped(lowerBound: lo, upperBound: hi) }
        },
        pointwise("CIColorInvert", kCICategoryColorEffect) { _ in
            { c in SIMD4(1 - c.x, 1 - c.y, 1 - c.z, c.w) }
        },
        pointwise("CISepiaTone", kCICategoryColorEffect, [input(kCIInputIntensityKey, 1.0)]) { v in
            let intensity = v.float(kCIInputIntensityKey)
            return { c in
                let sepia = SIMD4(
                    0.393 * c.x + 0.769 * c.y + 0.189 * c.z, 0.349 * c.x + 0.686 * c.y + 0.168 * c.z,
                    0.272 * c.x + 0.534 * c.y + 0.131 * c.z, c.w)
                return c + (sepia - c) * intensity
            }
        },
        pointwise(
            "CIColorMonochrome", kCICategoryColorEffect,
            [input(kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)), input(kCIInputIntensityKey, 1.0)]
        ) { v in
            let tint = v.colour(kCIInputColorKey), intensity = v.float(kCIInputIntensityKey)
            let linearTint = SIMD4(
                ColourTransfer.linear(tint.x), ColourTransfer.linear(tint.y), ColourTransfer.linear(tint.z), 1)
            return { c in
                let grey = luminance(c)
                let mono = SIMD4(linearTint.x * grey, linearTint.y * grey, linearTint.z * grey, c.w)
                return c + (mono - c) * intensity
            }
        },
        pointwise(
            "CIFalseColor", kCICategoryColorEffect,
            [
                input("inputColor0", CIColor(red: 0.3, green: 0, blue: 0)),
                input("inputColor1", CIColor(red: 1, green: 0.9, blue: 0.8)),
            ]
        ) { v in
            let dark = v.colour("inputColor0"), light = v.colour("inputColor1")
            return { c in
                let t = min(max(luminance(c), 0), 1)
                var mixed = dark + (light - dark) * t
                mixed.w = c.w
                return mixed
            }
        },
        pointwise("CIPhotoEffectMono", kCICategoryColorEffect) { _ in
            { c in
                let grey = luminance(c)
                return SIMD4(grey, grey, grey, c.w)
            }
        },
        pointwise("CIPhotoEffectNoir", kCICategoryColorEffect) { _ in
            // Grey with the mid-tones pulled apart: a steeper curve through 0.18, linear light's middle grey.
            { c in
                let grey = min(max(0.18 * powf(max(luminance(c), 0) / 0.18, 1.35), 0), 1)
                return SIMD4(grey, grey, grey, c.w)
            }
        },
        pointwise("CIPhotoEffectTonal", kCICategoryColorEffect) { _ in
            { c in
                let grey = min(max(0.18 * powf(max(luminance(c), 0) / 0.18, 0.9), 0), 1)
                return SIMD4(grey, grey, grey, c.w)
            }
        },
        pointwise("CIMaximumComponent", kCICategoryColorEffect) { _ in
            { c in
                let m = max(c.x, c.y, c.z)
                return SIMD4(m, m, m, c.w)
            }
        },
        pointwise("CIMinimumComponent", kCICategoryColorEffect) { _ in
            { c in
                let m = min(c.x, c.y, c.z)
                return SIMD4(m, m, m, c.w)
            }
        },
        pointwise("CIColorPosterize", kCICategoryColorEffect, [input("inputLevels", 6.0)]) { v in
            let levels = max(v.float("inputLevels"), 1)
            return { c in
                // In the stored (sRGB) scale, where the steps are evenly spread to the eye.
                func step(_ x: Float) -> Float {
                    ColourTransfer.linear((ColourTransfer.encoded(x) * levels).rounded(.down) / levels)
                }
                return SIMD4(step(c.x), step(c.y), step(c.z), c.w)
            }
        },
        pointwise("CILinearToSRGBToneCurve", kCICategoryColorAdjustment) { _ in
            { c in
                SIMD4(ColourTransfer.encoded(c.x), ColourTransfer.encoded(c.y), ColourTransfer.encoded(c.z), c.w)
            }
        },
        pointwise("CISRGBToneCurveToLinear", kCICategoryColorAdjustment) { _ in
            { c in SIMD4(ColourTransfer.linear(c.x), ColourTransfer.linear(c.y), ColourTransfer.linear(c.z), c.w) }
        },
    ]

    // MARK: Compositing

    /// A Porter–Duff operator on premultiplied colours.
    private static func compositing(
        _ name: String, _ combine: @escaping @Sendable (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float>,
        extent: @escaping (CGRect, CGRect) -> CGRect = { $0.union($1) }
    ) -> FilterDefinition {
        FilterDefinition(name: name, categories: [kCICategoryCompositeOperation] + still, inputs: [image, background]) {
            v in
            guard let top = v.image(kCIInputImageKey), let bottom = v.image(kCIInputBackgroundImageKey) else {
                return nil
            }
            return CIImage(
                recipe: CombinedRecipe(top.recipe, bottom.recipe, combine), extent: extent(top.extent, bottom.extent))
        }
    }

    static let compositingFilters: [FilterDefinition] = [
        compositing("CISourceOverCompositing") { t, b in t + b * (1 - t.w) },
        compositing("CISourceInCompositing", { t, b in t * b.w }, extent: { $0.intersection($1) }),
        compositing("CISourceOutCompositing", { t, b in t * (1 - b.w) }, extent: { t, _ in t }),
        compositing("CISourceAtopCompositing", { t, b in t * b.w + b * (1 - t.w) }, extent: { _, b in b }),
        compositing("CIAdditionCompositing") { t, b in t + b },
        compositing("CIMultiplyCompositing") { t, b in t * b },
        compositing("CIMinimumCompositing") { t, b in pointwiseMin(t, b) },
        compositing("CIMaximumCompositing") { t, b in pointwiseMax(t, b) },
        FilterDefinition(
            name: "CIBlendWithMask", categories: [kCICategoryCompositeOperation] + still,
            inputs: [image, background, FilterInput(key: kCIInputMaskImageKey, defaultValue: nil)]
        ) { v in
            masked(v, usesAlpha: false)
        },
        FilterDefinition(
            name: "CIBlendWithAlphaMask", categories: [kCICategoryCompositeOperation] + still,
            inputs: [image, background, FilterInput(key: kCIInputMaskImageKey, defaultValue: nil)]
        ) { v in
            masked(v, usesAlpha: true)
        },
    ]

    private static func masked(_ v: FilterInputs, usesAlpha: Bool) -> CIImage? {
        guard let top = v.image(kCIInputImageKey), let mask = v.image(kCIInputMaskImageKey) else { return nil }
        let bottom = v.image(kCIInputBackgroundImageKey) ?? .empty()
        return CIImage(
            recipe: MaskedRecipe(top.recipe, over: bottom.recipe, mask: mask.recipe, usesAlpha: usesAlpha),
            extent: top.extent.union(bottom.extent))
    }

    /// A separable blend mode (the W3C compositing formulas): `mix` sees the straight source and backdrop colour.
    private static func blend(_ name: String, _ mix: @escaping @Sendable (Float, Float) -> Float) -> FilterDefinition {
        compositing(name) { t, b in
            let ta = t.w, ba = b.w
            guard ta > 0, ba > 0 else { return t + b * (1 - ta) }
            let ts = t / ta, bs = b / ba
            let mixed = SIMD4(mix(ts.x, bs.x), mix(ts.y, bs.y), mix(ts.z, bs.z), 0)
            var out = t * (1 - ba) + b * (1 - ta) + mixed * (ta * ba)
            out.w = ta + ba - ta * ba
            return out
        }
    }

    static let blendModes: [FilterDefinition] = [
        blend("CIMultiplyBlendMode") { s, b in s * b },
        blend("CIScreenBlendMode") { s, b in s + b - s * b },
        blend("CIOverlayBlendMode") { s, b in b <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b) },
        blend("CIHardLightBlendMode") { s, b in s <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b) },
        blend("CIDarkenBlendMode") { s, b in min(s, b) },
        blend("CILightenBlendMode") { s, b in max(s, b) },
        blend("CIDifferenceBlendMode") { s, b in abs(s - b) },
        blend("CIExclusionBlendMode") { s, b in s + b - 2 * s * b },
        blend("CIColorDodgeBlendMode") { s, b in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) },
        blend("CIColorBurnBlendMode") { s, b in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) },
    ]

    // MARK: Blur and geometry

    static let geometryFilters: [FilterDefinition] = [
        FilterDefinition(
            name: "CIGaussianBlur", categories: [kCICategoryBlur] + still,
            inputs: [image, input(kCIInputRadiusKey, 10.0)]
        ) { v in
            v.image(kCIInputImageKey)?.applyingGaussianBlur(sigma: v.number(kCIInputRadiusKey))
        },
        FilterDefinition(
            name: "CIBoxBlur", categories: [kCICategoryBlur] + still, inputs: [image, input(kCIInputRadiusKey, 10.0)]
        ) { v in
            guard let input = v.image(kCIInputImageKey) else { return nil }
            let kernel = BlurRecipe.box(radius: max(v.number(kCIInputRadiusKey), 0))
            let grow = CGFloat(kernel.count / 2)
            return CIImage(
                recipe: BlurRecipe(input.recipe, kernel: kernel), extent: input.extent.insetBy(dx: -grow, dy: -grow))
        },
        FilterDefinition(
            name: "CIAffineTransform", categories: [kCICategoryGeometryAdjustment] + still,
            inputs: [image, input(kCIInputTransformKey, NSValue(cgAffineTransform: .identity))]
        ) { v in
            v.image(kCIInputImageKey)?.transformed(by: v.transform(kCIInputTransformKey))
        },
        FilterDefinition(
            name: "CILanczosScaleTransform", categories: [kCICategoryGeometryAdjustment] + still,
            inputs: [image, input(kCIInputScaleKey, 1.0), input(kCIInputAspectRatioKey, 1.0)]
        ) { v in
            let scale = CGFloat(v.number(kCIInputScaleKey)), aspect = CGFloat(v.number(kCIInputAspectRatioKey))
            return v.image(kCIInputImageKey)?.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale))
        },
        FilterDefinition(
            name: "CICrop", categories: [kCICategoryGeometryAdjustment] + still,
            inputs: [image, input("inputRectangle", CIVector(cgRect: CGRect(x: 0, y: 0, width: 300, height: 300)))]
        ) { v in
            v.image(kCIInputImageKey)?.cropped(to: v.vector("inputRectangle").cgRectValue)
        },
    ]
}

private func pointwiseMin(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    SIMD4(min(a.x, b.x), min(a.y, b.y), min(a.z, b.z), min(a.w, b.w))
}

private func pointwiseMax(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
    SIMD4(max(a.x, b.x), max(a.y, b.y), max(a.z, b.z), max(a.w, b.w))
}
