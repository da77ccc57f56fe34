import Foundation

// The typed filters of `import CoreImage.CIFilterBuiltins` (iOS 13): `CIFilter.gaussianBlur()` returns a filter
// whose inputs are properties (`inputImage`, `radius`) over the same keys `setValue(_:forKey:)` sets. One
// class, `BuiltinFilter`, carries every property and conforms to every protocol.

/// What every filter gives (a class protocol, as Core Image's Objective-C one is: a filter held in a `let` takes
/// new inputs).
public protocol CIFilterProtocol: AnyObject {
    /// The filter's result.
    var outputImage: CIImage? { get }
}

/// The inputs of Core Image's CIColorControls filters, as properties.
public protocol CIColorControls: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputSaturation`.
    var saturation: Float { get set }
    /// `inputBrightness`.
    var brightness: Float { get set }
    /// `inputContrast`.
    var contrast: Float { get set }
}

/// The inputs of Core Image's CIExposureAdjust filters, as properties.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputEV`.
    var ev: Float { get set }
}

/// The inputs of Core Image's CIGammaAdjust filters, as properties.
public protocol CIGammaAdjust: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputPower`.
    var power: Float { get set }
}

/// The inputs of Core Image's CIHueAdjust filters, as properties.
public protocol CIHueAdjust: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputAngle`.
    var angle: Float { get set }
}

/// The inputs of Core Image's CIColorMatrix filters, as properties.
public protocol CIColorMatrix: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputRVector`.
    var rVector: CIVector { get set }
    /// `inputGVector`.
    var gVector: CIVector { get set }
    /// `inputBVector`.
    var bVector: CIVector { get set }
    /// `inputAVector`.
    var aVector: CIVector { get set }
    /// `inputBiasVector`.
    var biasVector: CIVector { get set }
}

/// The inputs of Core Image's CIColorClamp filters, as properties.
public protocol CIColorClamp: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputMinComponents`.
    var minComponents: CIVector { get set }
    /// `inputMaxComponents`.
    var maxComponents: CIVector { get set }
}

/// The inputs of Core Image's CIColorInvert filters, as properties.
public protocol CIColorInvert: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CISepiaTone filters, as properties.
public protocol CISepiaTone: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputIntensity`.
    var intensity: Float { get set }
}

/// The inputs of Core Image's CIColorMonochrome filters, as properties.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputColor`.
    var color: CIColor { get set }
    /// `inputIntensity`.
    var intensity: Float { get set }
}

/// The inputs of Core Image's CIFalseColor filters, as properties.
public protocol CIFalseColor: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputColor0`.
    var color0: CIColor { get set }
    /// `inputColor1`.
    var color1: CIColor { get set }
}

/// The inputs of Core Image's CIPhotoEffect filters, as properties.
public protocol CIPhotoEffect: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CIMaximumComponent filters, as properties.
public protocol CIMaximumComponent: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CIMinimumComponent filters, as properties.
public protocol CIMinimumComponent: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CIColorPosterize filters, as properties.
public protocol CIColorPosterize: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputLevels`.
    var levels: Float { get set }
}

/// The inputs of Core Image's CILinearToSRGBToneCurve filters, as properties.
public protocol CILinearToSRGBToneCurve: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CISRGBToneCurveToLinear filters, as properties.
public protocol CISRGBToneCurveToLinear: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's CICompositeOperation filters, as properties.
public protocol CICompositeOperation: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputBackgroundImage`.
    var backgroundImage: CIImage? { get set }
}

/// The inputs of Core Image's CIBlendWithMask filters, as properties.
public protocol CIBlendWithMask: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputBackgroundImage`.
    var backgroundImage: CIImage? { get set }
    /// `inputMaskImage`.
    var maskImage: CIImage? { get set }
}

/// The inputs of Core Image's CIConstantColorGenerator filters, as properties.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// `inputColor`.
    var color: CIColor { get set }
}

/// The inputs of Core Image's CILinearGradient filters, as properties.
public protocol CILinearGradient: CIFilterProtocol {
    /// `inputPoint0`.
    var point0: CGPoint { get set }
    /// `inputPoint1`.
    var point1: CGPoint { get set }
    /// `inputColor0`.
    var color0: CIColor { get set }
    /// `inputColor1`.
    var color1: CIColor { get set }
}

/// The inputs of Core Image's CISmoothLinearGradient filters, as properties.
public protocol CISmoothLinearGradient: CIFilterProtocol {
    /// `inputPoint0`.
    var point0: CGPoint { get set }
    /// `inputPoint1`.
    var point1: CGPoint { get set }
    /// `inputColor0`.
    var color0: CIColor { get set }
    /// `inputColor1`.
    var color1: CIColor { get set }
}

/// The inputs of Core Image's CIRadialGradient filters, as properties.
public protocol CIRadialGradient: CIFilterProtocol {
    /// `inputCenter`.
    var center: CGPoint { get set }
    /// `inputRadius0`.
    var radius0: Float { get set }
    /// `inputRadius1`.
    var radius1: Float { get set }
    /// `inputColor0`.
    var color0: CIColor { get set }
    /// `inputColor1`.
    var color1: CIColor { get set }
}

/// The inputs of Core Image's CICheckerboardGenerator filters, as properties.
public protocol CICheckerboardGenerator: CIFilterProtocol {
    /// `inputCenter`.
    var center: CGPoint { get set }
    /// `inputColor0`.
    var color0: CIColor { get set }
    /// `inputColor1`.
    var color1: CIColor { get set }
    /// `inputWidth`.
    var width: Float { get set }
    /// `inputSharpness`.
    var sharpness: Float { get set }
}

/// The inputs of Core Image's CIHueSaturationValueGradient filters, as properties.
public protocol CIHueSaturationValueGradient: CIFilterProtocol {
    /// `inputValue`.
    var value: Float { get set }
    /// `inputRadius`.
    var radius: Float { get set }
    /// `inputSoftness`.
    var softness: Float { get set }
    /// `inputDither`.
    var dither: Float { get set }
    /// `inputColorSpace`.
    var colorSpace: CGColorSpace? { get set }
}

/// The inputs of Core Image's CIGaussianBlur filters, as properties.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputRadius`.
    var radius: Float { get set }
}

/// The inputs of Core Image's CIBoxBlur filters, as properties.
public protocol CIBoxBlur: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputRadius`.
    var radius: Float { get set }
}

/// The inputs of Core Image's CIAffineTransform filters, as properties.
public protocol CIAffineTransform: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputTransform`.
    var transform: CGAffineTransform { get set }
}

/// The inputs of Core Image's CILanczosScaleTransform filters, as properties.
public protocol CILanczosScaleTransform: CIFilterProtocol {
    /// `inputImage`.
    var inputImage: CIImage? { get set }
    /// `inputScale`.
    var scale: Float { get set }
    /// `inputAspectRatio`.
    var aspectRatio: Float { get set }
}
