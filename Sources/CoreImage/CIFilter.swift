import Foundation
@_spi(UIKitOverlay) import Tapestry

/// An image-processing operation Core Image names: `CIFilter(name: "CIGaussianBlur")`, its inputs set by key
/// (`setValue(_:forKey:)`, starting at their defaults) and its result read from `outputImage`. The built-in
/// filters are listed by `filterNames(inCategory:)`; each runs on the CPU. A subclass (a custom filter) overrides
/// `outputImage`.
open class CIFilter: NSObject, NSCopying, CompositingFilterNaming, @unchecked Sendable {
    let definition: FilterDefinition?
    private var values: [String: Any] = [:]
    private let filterName: String

    /// The built-in filter `name` with its inputs at their defaults; nil for a name Core Image does not have.
    public init?(name: String) {
        guard let definition = FilterCatalog.definitions[name] else { return nil }
        self.definition = definition
        filterName = name
        super.init()
        setDefaults()
    }

    /// The built-in filter `name` with `params` set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// A filter of a subclass's own (it overrides `outputImage`), named after its class.
    public override init() {
        definition = nil
        filterName = String(describing: Self.self)
        super.init()
    }

    /// The filter's name (`"CIGaussianBlur"`).
    open var name: String { filterName }

    /// Whether the filter is applied (kept for UIKit's API).
    open var isEnabled = true

    /// The filter's result for its current inputs (nil when an image it needs is not set).
    open var outputImage: CIImage? {
        guard let definition else { return nil }
        return definition.make(FilterInputs(values: values, definition: definition))
    }

    /// Sets the input `key` (`kCIInputImageKey`, `"inputRadius"`, …); nil clears it.
    open func setValue(_ value: Any?, forKey key: String) {
        if let definition, !definition.inputs.contains(where: { $0.key == key }) {
            Self.complain("\(filterName) has no input named \(key); its inputs are \(inputKeys)")
        }
        values[key] = value
    }

    /// The input `key`'s value, or `"outputImage"`'s result.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : values[key]
    }

    /// Every input set back to its default (images cleared).
    open func setDefaults() {
        guard let definition else { return }
        for input in definition.inputs { values[input.key] = input.defaultValue }
    }

    /// The names of the filter's inputs.
    open var inputKeys: [String] { definition?.inputs.map(\.key) ?? [] }

    /// The names of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name, display name, categories and each input's default.
    open var attributes: [String: Any] {
        var attributes: [String: Any] = [
            kCIAttributeFilterName: filterName,
            kCIAttributeFilterDisplayName: Self.localizedName(forFilterName: name) ?? name,
            kCIAttributeFilterCategories: definition?.categories ?? [],
        ]
        for input in definition?.inputs ?? [] {
            var entry: [String: Any] = [:]
            if let value = input.defaultValue { entry[kCIAttributeDefault] = value }
            attributes[input.key] = entry
        }
        return attributes
    }

    /// A built-in filter of the same name with the same inputs (a subclass's filter gives itself).
    public func copy(with zone: NSZone? = nil) -> Any {
        guard definition != nil, let copy = CIFilter(name: filterName) else { return self }
        copy.values = values
        return copy
    }

    /// The built-in filters in `category` (`kCICategoryBlur`, …), sorted; nil lists them all.
    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The built-in filters in all of `categories`, sorted; nil or empty lists them all.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterCatalog.definitions.values.filter { definition in
            (categories ?? []).allSatisfy { definition.categories.contains($0) }
        }.map(\.name).sorted()
    }

    /// A filter's name for people: `"CIGaussianBlur"` is "Gaussian Blur".
    open class func localizedName(forFilterName filterName: String) -> String? {
        guard FilterCatalog.definitions[filterName] != nil else { return nil }
        var words = ""
        for character in filterName.dropFirst(2) {
            if character.isUppercase, let last = words.last, last.isLowercase { words.append(" ") }
            words.append(character)
        }
        return words
    }

    public override var description: String { "<CIFilter \(filterName)>" }

    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("[CoreImage] \(message)\n".utf8))
    }
}

// MARK: Keys and categories

/// The input image.
public let kCIInputImageKey = "inputImage"
/// The image under the input (compositing filters).
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// A mask image.
public let kCIInputMaskImageKey = "inputMaskImage"
/// A colour.
public let kCIInputColorKey = "inputColor"
/// Brightness.
public let kCIInputBrightnessKey = "inputBrightness"
/// Contrast.
public let kCIInputContrastKey = "inputContrast"
/// Saturation.
public let kCIInputSaturationKey = "inputSaturation"
/// Exposure in stops.
public let kCIInputEVKey = "inputEV"
/// A radius.
public let kCIInputRadiusKey = "inputRadius"
/// An intensity.
public let kCIInputIntensityKey = "inputIntensity"
/// An angle in radians.
public let kCIInputAngleKey = "inputAngle"
/// A centre point.
public let kCIInputCenterKey = "inputCenter"
/// A scale.
public let kCIInputScaleKey = "inputScale"
/// An aspect ratio.
public let kCIInputAspectRatioKey = "inputAspectRatio"
/// A width.
public let kCIInputWidthKey = "inputWidth"
/// A sharpness.
public let kCIInputSharpnessKey = "inputSharpness"
/// An affine transform.
public let kCIInputTransformKey = "inputTransform"
/// A rectangle.
public let kCIInputExtentKey = "inputExtent"
/// An amount.
public let kCIInputAmountKey = "inputAmount"
/// The result.
public let kCIOutputImageKey = "outputImage"

/// The filter's name in `attributes`.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The filter's display name in `attributes`.
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The filter's categories in `attributes`.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// An input's default in its `attributes` entry.
public let kCIAttributeDefault = "CIAttributeDefault"

/// Blurs.
public let kCICategoryBlur = "CICategoryBlur"
/// Colour adjustments.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// Colour effects.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// Compositing.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// Generators.
public let kCICategoryGenerator = "CICategoryGenerator"
/// Gradients.
public let kCICategoryGradient = "CICategoryGradient"
/// Geometry.
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
/// Stylizing.
public let kCICategoryStylize = "CICategoryStylize"
/// Filters for still images.
public let kCICategoryStillImage = "CICategoryStillImage"
/// Filters for video.
public let kCICategoryVideo = "CICategoryVideo"
/// Filters Core Image provides.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"

// MARK: Reading inputs

/// A filter input's name and default.
struct FilterInput: @unchecked Sendable {
    let key: String
    let defaultValue: Any?
}

/// A built-in filter: its name, categories, inputs and how it makes its output.
struct FilterDefinition: @unchecked Sendable {
    let name: String
    let categories: [String]
    let inputs: [FilterInput]
    let make: (FilterInputs) -> CIImage?
}

/// A filter's input values, read by type.
struct FilterInputs {
    let values: [String: Any]
    let definition: FilterDefinition

    func image(_ key: String) -> CIImage? { values[key] as? CIImage }

    func number(_ key: String) -> Double {
        FilterValue.double(values[key]) ?? FilterValue.double(defaultValue(key)) ?? 0
    }

    func float(_ key: String) -> Float { Float(number(key)) }

    func colour(_ key: String) -> SIMD4<Float> {
        FilterValue.colour(values[key]) ?? FilterValue.colour(defaultValue(key)) ?? SIMD4(0, 0, 0, 1)
    }

    func vector(_ key: String) -> CIVector {
        FilterValue.vector(values[key]) ?? FilterValue.vector(defaultValue(key)) ?? CIVector([])
    }

    func point(_ key: String) -> CGPoint { vector(key).cgPointValue }

    func transform(_ key: String) -> CGAffineTransform {
        FilterValue.transform(values[key]) ?? .identity
    }

    private func defaultValue(_ key: String) -> Any? {
        definition.inputs.first { $0.key == key }?.defaultValue
    }
}

/// Values as filters receive them, whatever their boxed type.
enum FilterValue {
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    static func colour(_ value: Any?) -> SIMD4<Float>? {
        switch value {
        case let c as CIColor: return c.components
        case let c as UIColor: return CIColor(color: c).components
        default: return nil
        }
    }

    static func vector(_ value: Any?) -> CIVector? {
        switch value {
        case let v as CIVector: return v
        case let p as CGPoint: return CIVector(cgPoint: p)
        case let r as CGRect: return CIVector(cgRect: r)
        default: return nil
        }
    }

    static func transform(_ value: Any?) -> CGAffineTransform? {
        switch value {
        case let t as CGAffineTransform: return t
        case let v as NSValue: return v.cgAffineTransformValue
        case let v as CIVector where v.count >= 6: return v.cgAffineTransformValue
        default: return nil
        }
    }
}
