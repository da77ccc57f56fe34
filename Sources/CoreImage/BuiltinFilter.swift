import Foundation

extension CIFilter {
    /// The `CIColorControls` filter with its inputs as properties.
    public class func colorControls() -> CIFilter & CIColorControls { BuiltinFilter(builtin: "CIColorControls") }
    /// The `CIExposureAdjust` filter with its inputs as properties.
    public class func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter(builtin: "CIExposureAdjust") }
    /// The `CIGammaAdjust` filter with its inputs as properties.
    public class func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltinFilter(builtin: "CIGammaAdjust") }
    /// The `CIHueAdjust` filter with its inputs as properties.
    public class func hueAdjust() -> CIFilter & CIHueAdjust { BuiltinFilter(builtin: "CIHueAdjust") }
    /// The `CIColorMatrix` filter with its inputs as properties.
    public class func colorMatrix() -> CIFilter & CIColorMatrix { BuiltinFilter(builtin: "CIColorMatrix") }
    /// The `CIColorClamp` filter with its inputs as properties.
    public class func colorClamp() -> CIFilter & CIColorClamp { BuiltinFilter(builtin: "CIColorClamp") }
    /// The `CIColorInvert` filter with its inputs as properties.
    public class func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter(builtin: "CIColorInvert") }
    /// The `CISepiaTone` filter with its inputs as properties.
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter(builtin: "CISepiaTone") }
    /// The `CIColorMonochrome` filter with its inputs as properties.
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter(builtin: "CIColorMonochrome") }
    /// The `CIFalseColor` filter with its inputs as properties.
    public class func falseColor() -> CIFilter & CIFalseColor { BuiltinFilter(builtin: "CIFalseColor") }
    /// The `CIPhotoEffectMono` filter with its inputs as properties.
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectMono") }
    /// The `CIPhotoEffectNoir` filter with its inputs as properties.
    public class func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectNoir") }
    /// The `CIPhotoEffectTonal` filter with its inputs as properties.
    public class func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter(builtin: "CIPhotoEffectTonal") }
    /// The `CIMaximumComponent` filter with its inputs as properties.
    public class func maximumComponent() -> CIFilter & CIMaximumComponent {
        BuiltinFilter(builtin: "CIMaximumComponent")
    }
    /// The `CIMinimumComponent` filter with its inputs as properties.
    public class func minimumComponent() -> CIFilter & CIMinimumComponent {
        BuiltinFilter(builtin: "CIMinimumComponent")
    }
    /// The `CIColorPosterize` filter with its inputs as properties.
    public class func colorPosterize() -> CIFilter & CIColorPosterize { BuiltinFilter(builtin: "CIColorPosterize") }
    /// The `CILinearToSRGBToneCurve` filter with its inputs as properties.
    public class func linearToSRGBToneCurve() -> CIFilter & CILinearToSRGBToneCurve {
        BuiltinFilter(builtin: "CILinearToSRGBToneCurve")
    }
    /// The `CISRGBToneCurveToLinear` filter with its inputs as properties.
    public class func sRGBToneCurveToLinear() -> CIFilter & CISRGBToneCurveToLinear {
        BuiltinFilter(builtin: "CISRGBToneCurveToLinear")
    }
    /// The `CISourceOverCompositing` filter with its inputs as properties.
    public class func sourceOverCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CISourceOverCompositing")
    }
    /// The `CISourceInCompositing` filter with its inputs as properties.
    public class func sourceInCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CISourceInCompositing")
    }
    /// The `CISourceOutCompositing` filter with its inputs as properties.
    public class func sourceOutCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CISourceOutCompositing")
    }
    /// The `CISourceAtopCompositing` filter with its inputs as properties.
    public class func sourceAtopCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CISourceAtopCompositing")
    }
    /// The `CIAdditionCompositing` filter with its inputs as properties.
    public class func additionCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIAdditionCompositing")
    }
    /// The `CIMultiplyCompositing` filter with its inputs as properties.
    public class func multiplyCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIMultiplyCompositing")
    }
    /// The `CIMinimumCompositing` filter with its inputs as properties.
    public class func minimumCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIMinimumCompositing")
    }
    /// The `CIMaximumCompositing` filter with its inputs as properties.
    public class func maximumCompositing() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIMaximumCompositing")
    }
    /// The `CIMultiplyBlendMode` filter with its inputs as properties.
    public class func multiplyBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIMultiplyBlendMode")
    }
    /// The `CIScreenBlendMode` filter with its inputs as properties.
    public class func screenBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIScreenBlendMode")
    }
    /// The `CIOverlayBlendMode` filter with its inputs as properties.
    public class func overlayBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIOverlayBlendMode")
    }
    /// The `CIHardLightBlendMode` filter with its inputs as properties.
    public class func hardLightBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIHardLightBlendMode")
    }
    /// The `CIDarkenBlendMode` filter with its inputs as properties.
    public class func darkenBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIDarkenBlendMode")
    }
    /// The `CILightenBlendMode` filter with its inputs as properties.
    public class func lightenBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CILightenBlendMode")
    }
    /// The `CIDifferenceBlendMode` filter with its inputs as properties.
    public class func differenceBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIDifferenceBlendMode")
    }
    /// The `CIExclusionBlendMode` filter with its inputs as properties.
    public class func exclusionBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIExclusionBlendMode")
    }
    /// The `CIColorDodgeBlendMode` filter with its inputs as properties.
    public class func colorDodgeBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIColorDodgeBlendMode")
    }
    /// The `CIColorBurnBlendMode` filter with its inputs as properties.
    public class func colorBurnBlendMode() -> CIFilter & CICompositeOperation {
        BuiltinFilter(builtin: "CIColorBurnBlendMode")
    }
    /// The `CIBlendWithMask` filter with its inputs as properties.
    public class func blendWithMask() -> CIFilter & CIBlendWithMask { BuiltinFilter(builtin: "CIBlendWithMask") }
    /// The `CIBlendWithAlphaMask` filter with its inputs as properties.
    public class func blendWithAlphaMask() -> CIFilter & CIBlendWithMask {
        BuiltinFilter(builtin: "CIBlendWithAlphaMask")
    }
    /// The `CIConstantColorGenerator` filter with its inputs as properties.
    public class func constantColorGenerator() -> CIFilter & CIConstantColorGenerator {
        BuiltinFilter(builtin: "CIConstantColorGenerator")
    }
    /// The `CILinearGradient` filter with its inputs as properties.
    public class func linearGradient() -> CIFilter & CILinearGradient { BuiltinFilter(builtin: "CILinearGradient") }
    /// The `CISmoothLinearGradient` filter with its inputs as properties.
    public class func smoothLinearGradient() -> CIFilter & CISmoothLinearGradient {
        BuiltinFilter(builtin: "CISmoothLinearGradient")
    }
    /// The `CIRadialGradient` filter with its inputs as properties.
    public class func radialGradient() -> CIFilter & CIRadialGradient { BuiltinFilter(builtin: "CIRadialGradient") }
    /// The `CICheckerboardGenerator` filter with its inputs as properties.
    public class func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator {
        BuiltinFilter(builtin: "CICheckerboardGenerator")
    }
    /// The `CIHueSaturationValueGradient` filter with its inputs as properties.
    public class func hueSaturationValueGradient() -> CIFilter & CIHueSaturationValueGradient {
        BuiltinFilter(builtin: "CIHueSaturationValueGradient")
    }
    /// The `CIGaussianBlur` filter with its inputs as properties.
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter(builtin: "CIGaussianBlur") }
    /// The `CIBoxBlur` filter with its inputs as properties.
    public class func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter(builtin: "CIBoxBlur") }
    /// The `CIAffineTransform` filter with its inputs as properties.
    public class func affineTransform() -> CIFilter & CIAffineTransform { BuiltinFilter(builtin: "CIAffineTransform") }
    /// The `CILanczosScaleTransform` filter with its inputs as properties.
    public class func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform {
        BuiltinFilter(builtin: "CILanczosScaleTransform")
    }
}

/// A built-in filter with every typed input as a property over its key.
final class BuiltinFilter: CIFilter, @unchecked Sendable {
    init(builtin name: String) {
        // Every name in the constructors above is in the catalog.
        super.init(name: name)!
    }

    private func number(_ key: String) -> Float { Float(FilterValue.double(value(forKey: key)) ?? 0) }

    var inputImage: CIImage? {
        get { value(forKey: "inputImage") as? CIImage }
        set { setValue(newValue, forKey: "inputImage") }
    }
    var backgroundImage: CIImage? {
        get { value(forKey: "inputBackgroundImage") as? CIImage }
        set { setValue(newValue, forKey: "inputBackgroundImage") }
    }
    var maskImage: CIImage? {
        get { value(forKey: "inputMaskImage") as? CIImage }
        set { setValue(newValue, forKey: "inputMaskImage") }
    }
    var radius: Float {
        get { number("inputRadius") }
        set { setValue(Double(newValue), forKey: "inputRadius") }
    }
    var intensity: Float {
        get { number("inputIntensity") }
        set { setValue(Double(newValue), forKey: "inputIntensity") }
    }
    var saturation: Float {
        get { number("inputSaturation") }
        set { setValue(Double(newValue), forKey: "inputSaturation") }
    }
    var brightness: Float {
        get { number("inputBrightness") }
        set { setValue(Double(newValue), forKey: "inputBrightness") }
    }
    var contrast: Float {
        get { number("inputContrast") }
        set { setValue(Double(newValue), forKey: "inputContrast") }
    }
    var ev: Float {
        get { number("inputEV") }
        set { setValue(Double(newValue), forKey: "inputEV") }
    }
    var power: Float {
        get { number("inputPower") }
        set { setValue(Double(newValue), forKey: "inputPower") }
    }
    var angle: Float {
        get { number("inputAngle") }
        set { setValue(Double(newValue), forKey: "inputAngle") }
    }
    var levels: Float {
        get { number("inputLevels") }
        set { setValue(Double(newValue), forKey: "inputLevels") }
    }
    var scale: Float {
        get { number("inputScale") }
        set { setValue(Double(newValue), forKey: "inputScale") }
    }
    var aspectRatio: Float {
        get { number("inputAspectRatio") }
        set { setValue(Double(newValue), forKey: "inputAspectRatio") }
    }
    var width: Float {
        get { number("inputWidth") }
        set { setValue(Double(newValue), forKey: "inputWidth") }
    }
    var sharpness: Float {
        get { number("inputSharpness") }
        set { setValue(Double(newValue), forKey: "inputSharpness") }
    }
    var radius0: Float {
        get { number("inputRadius0") }
        set { setValue(Double(newValue), forKey: "inputRadius0") }
    }
    var radius1: Float {
        get { number("inputRadius1") }
        set { setValue(Double(newValue), forKey: "inputRadius1") }
    }
    var value: Float {
        get { number("inputValue") }
        set { setValue(Double(newValue), forKey: "inputValue") }
    }
    var softness: Float {
        get { number("inputSoftness") }
        set { setValue(Double(newValue), forKey: "inputSoftness") }
    }
    var dither: Float {
        get { number("inputDither") }
        set { setValue(Double(newValue), forKey: "inputDither") }
    }
    var transform: CGAffineTransform {
        get { FilterValue.transform(value(forKey: "inputTransform")) ?? .identity }
        set { setValue(NSValue(cgAffineTransform: newValue), forKey: "inputTransform") }
    }
    var color: CIColor {
        get {
            FilterValue.colour(value(forKey: "inputColor")).map {
                CIColor(red: CGFloat($0.x), green: CGFloat($0.y), blue: CGFloat($0.z), alpha: CGFloat($0.w))
            } ?? .black
        }
        set { setValue(newValue, forKey: "inputColor") }
    }
    var color0: CIColor {
        get {
            FilterValue.colour(value(forKey: "inputColor0")).map {
                CIColor(red: CGFloat($0.x), green: CGFloat($0.y), blue: CGFloat($0.z), alpha: CGFloat($0.w))
            } ?? .black
        }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get {
            FilterValue.colour(value(forKey: "inputColor1")).map {
                CIColor(red: CGFloat($0.x), green: CGFloat($0.y), blue: CGFloat($0.z), alpha: CGFloat($0.w))
            } ?? .black
        }
        set { setValue(newValue, forKey: "inputColor1") }
    }
    var center: CGPoint {
        get { FilterValue.vector(value(forKey: "inputCenter"))?.cgPointValue ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputCenter") }
    }
    var point0: CGPoint {
        get { FilterValue.vector(value(forKey: "inputPoint0"))?.cgPointValue ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint0") }
    }
    var point1: CGPoint {
        get { FilterValue.vector(value(forKey: "inputPoint1"))?.cgPointValue ?? .zero }
        set { setValue(CIVector(cgPoint: newValue), forKey: "inputPoint1") }
    }
    var colorSpace: CGColorSpace? {
        get { value(forKey: "inputColorSpace") as? CGColorSpace }
        set { setValue(newValue, forKey: "inputColorSpace") }
    }
    var rVector: CIVector {
        get { FilterValue.vector(value(forKey: "inputRVector")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputRVector") }
    }
    var gVector: CIVector {
        get { FilterValue.vector(value(forKey: "inputGVector")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputGVector") }
    }
    var bVector: CIVector {
        get { FilterValue.vector(value(forKey: "inputBVector")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputBVector") }
    }
    var aVector: CIVector {
        get { FilterValue.vector(value(forKey: "inputAVector")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputAVector") }
    }
    var biasVector: CIVector {
        get { FilterValue.vector(value(forKey: "inputBiasVector")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }
    var minComponents: CIVector {
        get { FilterValue.vector(value(forKey: "inputMinComponents")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputMinComponents") }
    }
    var maxComponents: CIVector {
        get { FilterValue.vector(value(forKey: "inputMaxComponents")) ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
        set { setValue(newValue, forKey: "inputMaxComponents") }
    }
}

extension BuiltinFilter: CIColorControls {}
extension BuiltinFilter: CIExposureAdjust {}
extension BuiltinFilter: CIGammaAdjust {}
extension BuiltinFilter: CIHueAdjust {}
extension BuiltinFilter: CIColorMatrix {}
extension BuiltinFilter: CIColorClamp {}
extension BuiltinFilter: CIColorInvert {}
extension BuiltinFilter: CISepiaTone {}
extension BuiltinFilter: CIColorMonochrome {}
extension BuiltinFilter: CIFalseColor {}
extension BuiltinFilter: CIPhotoEffect {}
extension BuiltinFilter: CIMaximumComponent {}
extension BuiltinFilter: CIMinimumComponent {}
extension BuiltinFilter: CIColorPosterize {}
extension BuiltinFilter: CILinearToSRGBToneCurve {}
extension BuiltinFilter: CISRGBToneCurveToLinear {}
extension BuiltinFilter: CICompositeOperation {}
extension BuiltinFilter: CIBlendWithMask {}
extension BuiltinFilter: CIConstantColorGenerator {}
extension BuiltinFilter: CILinearGradient {}
extension BuiltinFilter: CISmoothLinearGradient {}
extension BuiltinFilter: CIRadialGradient {}
extension BuiltinFilter: CICheckerboardGenerator {}
extension BuiltinFilter: CIHueSaturationValueGradient {}
extension BuiltinFilter: CIGaussianBlur {}
extension BuiltinFilter: CIBoxBlur {}
extension BuiltinFilter: CIAffineTransform {}
extension BuiltinFilter: CILanczosScaleTransform {}
