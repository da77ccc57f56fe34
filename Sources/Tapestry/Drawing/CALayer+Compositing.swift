import Foundation

/// A filter object that names itself, as Core Image's filters do (`CIFilter.name`): a layer's
/// `compositingFilter` may be one.
public protocol CompositingFilterNaming: AnyObject {
    /// The filter's name, "CIMultiplyBlendMode" and the like.
    var name: String { get }
}

extension CALayer {
    /// A filter that blends the layer (with its sublayers) with what is behind it: a Core Image blend filter
    /// (`CIFilter(name: "CIMultiplyBlendMode")`) or the name Core Animation gives it (`"multiplyBlendMode"`,
    /// `"screenBlendMode"`, `"overlayBlendMode"`, …, `"luminosityBlendMode"`, and the compositing names
    /// `"sourceAtopCompositing"`, `"additionCompositing"` and the like). nil, the default, or a filter that is
    /// not a blend, composites the layer normally. Kept under its key, so `value(forKey: "compositingFilter")`
    /// reads it too.
    public var compositingFilter: Any? {
        get { keyedValues["compositingFilter"] }
        set {
            keyedValues["compositingFilter"] = newValue
            changed()
        }
    }

    /// The blend mode `compositingFilter` names, or nil when it names none (or is nil): what a renderer
    /// composites the layer with.
    @_spi(Rendering) public var compositingBlendMode: CGBlendMode? {
        guard !keyedValues.isEmpty, let filter = keyedValues["compositingFilter"] else { return nil }
        if let name = filter as? String { return Self.blendMode(named: name) }
        if let named = filter as? any CompositingFilterNaming { return Self.blendMode(named: named.name) }
        return nil
    }

    /// The blend mode of a compositing filter's name, as Core Animation writes it ("multiplyBlendMode") or as
    /// Core Image does ("CIMultiplyBlendMode").
    static func blendMode(named name: String) -> CGBlendMode? {
        var key = name
        if key.hasPrefix("CI") {
            key.removeFirst(2)
            key = key.prefix(1).lowercased() + key.dropFirst()
        }
        return blendModesByName[key]
    }

    private static let blendModesByName: [String: CGBlendMode] = [
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "sourceOverCompositing": .normal, "sourceAtopCompositing": .sourceAtop, "sourceInCompositing": .sourceIn,
        "sourceOutCompositing": .sourceOut, "additionCompositing": .plusLighter,
    ]
}
