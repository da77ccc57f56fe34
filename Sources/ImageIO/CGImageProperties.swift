import Foundation
import Tapestry

// ImageIO's keys, with the string values Apple's framework gives them, so `kCGImagePropertyPixelWidth as String`,
// `String(kCGImagePropertyGIFDictionary)` and dictionaries keyed by `CFString` read what an image source returns.
// (Immutable strings: `nonisolated(unsafe)` only because Linux's `NSString` is not `Sendable`.)

// MARK: Options for creating an image source and reading its images (`CGImageSourceCreateWithData`, `CGImageSourceCreateImageAtIndex`, `CGImageSourceCreateThumbnailAtIndex`).

/// The uniform type identifier the data is expected to have (the bytes' own signature decides).
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"

/// Whether decoded images are kept with the source (a Boolean; true by default).
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"

/// Whether an image is decoded when it is created rather than when it is first drawn (a Boolean).
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"

/// Whether floating-point pixels may be returned (a Boolean; Tapestry's images are 8-bit).
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"

/// Whether a thumbnail is made from the full image when the file holds none (a Boolean).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString =
    "kCGImageSourceCreateThumbnailFromImageIfAbsent"

/// Whether a thumbnail is always made from the full image (a Boolean).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString =
    "kCGImageSourceCreateThumbnailFromImageAlways"

/// The largest width or height of a thumbnail, in pixels (a number).
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"

/// Whether a thumbnail is turned upright by the image's orientation (a Boolean).
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString =
    "kCGImageSourceCreateThumbnailWithTransform"

/// A factor of 2, 4 or 8 by which an image is made smaller as it is read (a number).
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"

/// How an image is decoded (iOS 17; kept, not applied).
nonisolated(unsafe) public let kCGImageSourceDecodeRequest: CFString = "kCGImageSourceDecodeRequest"

// MARK: Options and properties for writing images (`CGImageDestinationAddImage`, `CGImageDestinationSetProperties`).

/// The quality of a lossy format from 0 (smallest) to 1 (best) (a number).
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString =
    "kCGImageDestinationLossyCompressionQuality"

/// The colour transparent pixels are drawn over in a format without alpha (a `CGColor`; black by default).
nonisolated(unsafe) public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"

/// The largest width or height of the written image, in pixels (a number).
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"

/// Whether a thumbnail is embedded (a Boolean; not written).
nonisolated(unsafe) public let kCGImageDestinationEmbedThumbnail: CFString = "kCGImageDestinationEmbedThumbnail"

/// Whether colours are converted to sRGB for sharing (a Boolean; Tapestry's already are).
nonisolated(unsafe) public let kCGImageDestinationOptimizeColorForSharing: CFString =
    "kCGImageDestinationOptimizeColorForSharing"

/// Whether metadata is merged with what is there (a Boolean).
nonisolated(unsafe) public let kCGImageDestinationMergeMetadata: CFString = "kCGImageDestinationMergeMetadata"

// MARK: Properties of an image and of its file (`CGImageSourceCopyPropertiesAtIndex`, `CGImageSourceCopyProperties`).

/// The file's size in bytes.
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"

/// The width in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"

/// The height in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"

/// The horizontal resolution in dots per inch.
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"

/// The vertical resolution in dots per inch.
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"

/// Bits in each colour component.
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"

/// How the stored pixels are turned to be upright (a `CGImagePropertyOrientation` raw value, 1–8).
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"

/// Whether the components are floating point.
nonisolated(unsafe) public let kCGImagePropertyIsFloat: CFString = "IsFloat"

/// Whether the pixels are indices into a colour table.
nonisolated(unsafe) public let kCGImagePropertyIsIndexed: CFString = "IsIndexed"

/// Whether the image has an alpha channel.
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"

/// The colour model: `kCGImagePropertyColorModelRGB`, `Gray`, `CMYK` or `Lab`.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"

/// The name of the embedded colour profile.
nonisolated(unsafe) public let kCGImagePropertyProfileName: CFString = "ProfileName"

/// The index of the file's primary image.
nonisolated(unsafe) public let kCGImagePropertyPrimaryImage: CFString = "PrimaryImage"

/// How many images the file holds.
nonisolated(unsafe) public let kCGImagePropertyImageCount: CFString = "ImageCount"

/// The pixel format's four-character code.
nonisolated(unsafe) public let kCGImagePropertyPixelFormat: CFString = "PixelFormat"

/// The RGB colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"

/// The grey colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"

/// The CMYK colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelCMYK: CFString = "CMYK"

/// The Lab colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelLab: CFString = "Lab"

/// The TIFF properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"

/// The GIF properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"

/// The JFIF properties of a JPEG (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"

/// The Exif properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"

/// The auxiliary Exif properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyExifAuxDictionary: CFString = "{ExifAux}"

/// The PNG properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"

/// The IPTC properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"

/// The GPS properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"

/// A camera raw file's properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyRawDictionary: CFString = "{Raw}"

/// The CIFF properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyCIFFDictionary: CFString = "{CIFF}"

/// Photoshop's properties (a dictionary).
nonisolated(unsafe) public let kCGImageProperty8BIMDictionary: CFString = "{8BIM}"

/// The DNG properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyDNGDictionary: CFString = "{DNG}"

/// An HEIC sequence's properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"

/// The WebP properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyWebPDictionary: CFString = "{WebP}"

/// The TGA properties (a dictionary).
nonisolated(unsafe) public let kCGImagePropertyTGADictionary: CFString = "{TGA}"

// MARK: Keys of a GIF's properties (`kCGImagePropertyGIFDictionary`).

/// How many times the animation repeats, as the file stores it (0: forever).
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

/// The frame's delay in seconds, as browsers show it (0.1 when the file asks for 0.01 or less).
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"

/// The colour table.
nonisolated(unsafe) public let kCGImagePropertyGIFImageColorMap: CFString = "ImageColorMap"

/// Whether the file has a global colour table.
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"

/// The frame's delay in seconds, as the file stores it.
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"

/// The width of the animation's canvas.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: CFString = "CanvasPixelWidth"

/// The height of the animation's canvas.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: CFString = "CanvasPixelHeight"

/// Each frame's delay (an array of dictionaries with `DelayTime`).
nonisolated(unsafe) public let kCGImagePropertyGIFFrameInfoArray: CFString = "FrameInfo"

// MARK: Keys of a PNG's properties (`kCGImagePropertyPNGDictionary`).

/// The gamma.
nonisolated(unsafe) public let kCGImagePropertyPNGGamma: CFString = "Gamma"

/// The interlace method (0 none, 1 Adam7).
nonisolated(unsafe) public let kCGImagePropertyPNGInterlaceType: CFString = "InterlaceType"

/// Horizontal pixels per metre.
nonisolated(unsafe) public let kCGImagePropertyPNGXPixelsPerMeter: CFString = "XPixelsPerMeter"

/// Vertical pixels per metre.
nonisolated(unsafe) public let kCGImagePropertyPNGYPixelsPerMeter: CFString = "YPixelsPerMeter"

/// The sRGB rendering intent.
nonisolated(unsafe) public let kCGImagePropertyPNGsRGBIntent: CFString = "sRGBIntent"

/// The chromaticities.
nonisolated(unsafe) public let kCGImagePropertyPNGChromaticities: CFString = "Chromaticities"

/// The author (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGAuthor: CFString = "Author"

/// The copyright (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGCopyright: CFString = "Copyright"

/// The creation time (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGCreationTime: CFString = "CreationTime"

/// The description (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGDescription: CFString = "Description"

/// The modification time.
nonisolated(unsafe) public let kCGImagePropertyPNGModificationTime: CFString = "ModificationTime"

/// The software (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGSoftware: CFString = "Software"

/// The title (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGTitle: CFString = "Title"

/// The comment (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGComment: CFString = "Comment"

/// The disclaimer (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGDisclaimer: CFString = "Disclaimer"

/// The source (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGSource: CFString = "Source"

/// The warning (a text chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGWarning: CFString = "Warning"

/// How many times an animated PNG repeats (0: forever).
nonisolated(unsafe) public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"

/// An animated PNG frame's delay in seconds.
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"

/// An animated PNG frame's delay as stored.
nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"

/// The filter a PNG is written with.
nonisolated(unsafe) public let kCGImagePropertyPNGCompressionFilter: CFString = "kCGImagePropertyPNGCompressionFilter"

// MARK: Keys of a JPEG's JFIF properties (`kCGImagePropertyJFIFDictionary`).

/// The JFIF version (an array of numbers).
nonisolated(unsafe) public let kCGImagePropertyJFIFVersion: CFString = "JFIFVersion"

/// The horizontal density.
nonisolated(unsafe) public let kCGImagePropertyJFIFXDensity: CFString = "XDensity"

/// The vertical density.
nonisolated(unsafe) public let kCGImagePropertyJFIFYDensity: CFString = "YDensity"

/// The density's unit (0 none, 1 per inch, 2 per centimetre).
nonisolated(unsafe) public let kCGImagePropertyJFIFDensityUnit: CFString = "DensityUnit"

/// Whether the JPEG is progressive.
nonisolated(unsafe) public let kCGImagePropertyJFIFIsProgressive: CFString = "IsProgressive"

// MARK: Keys of the TIFF properties (`kCGImagePropertyTIFFDictionary`), which JPEG's Exif carries too.

/// The compression scheme.
nonisolated(unsafe) public let kCGImagePropertyTIFFCompression: CFString = "Compression"

/// The colour space of the pixels.
nonisolated(unsafe) public let kCGImagePropertyTIFFPhotometricInterpretation: CFString = "PhotometricInterpretation"

/// The document's name.
nonisolated(unsafe) public let kCGImagePropertyTIFFDocumentName: CFString = "DocumentName"

/// The image's description.
nonisolated(unsafe) public let kCGImagePropertyTIFFImageDescription: CFString = "ImageDescription"

/// The camera's maker.
nonisolated(unsafe) public let kCGImagePropertyTIFFMake: CFString = "Make"

/// The camera's model.
nonisolated(unsafe) public let kCGImagePropertyTIFFModel: CFString = "Model"

/// The orientation (1–8).
nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"

/// The horizontal resolution.
nonisolated(unsafe) public let kCGImagePropertyTIFFXResolution: CFString = "XResolution"

/// The vertical resolution.
nonisolated(unsafe) public let kCGImagePropertyTIFFYResolution: CFString = "YResolution"

/// The resolution's unit.
nonisolated(unsafe) public let kCGImagePropertyTIFFResolutionUnit: CFString = "ResolutionUnit"

/// The software.
nonisolated(unsafe) public let kCGImagePropertyTIFFSoftware: CFString = "Software"

/// The date and time.
nonisolated(unsafe) public let kCGImagePropertyTIFFDateTime: CFString = "DateTime"

/// The artist.
nonisolated(unsafe) public let kCGImagePropertyTIFFArtist: CFString = "Artist"

/// The copyright.
nonisolated(unsafe) public let kCGImagePropertyTIFFCopyright: CFString = "Copyright"

// MARK: Keys of the Exif properties (`kCGImagePropertyExifDictionary`).

/// The image's width.
nonisolated(unsafe) public let kCGImagePropertyExifPixelXDimension: CFString = "PixelXDimension"

/// The image's height.
nonisolated(unsafe) public let kCGImagePropertyExifPixelYDimension: CFString = "PixelYDimension"

/// When the picture was taken.
nonisolated(unsafe) public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"

/// When it was stored.
nonisolated(unsafe) public let kCGImagePropertyExifDateTimeDigitized: CFString = "DateTimeDigitized"

/// The colour space (1 sRGB).
nonisolated(unsafe) public let kCGImagePropertyExifColorSpace: CFString = "ColorSpace"

/// A comment.
nonisolated(unsafe) public let kCGImagePropertyExifUserComment: CFString = "UserComment"

/// The lens.
nonisolated(unsafe) public let kCGImagePropertyExifLensModel: CFString = "LensModel"

/// The exposure time in seconds.
nonisolated(unsafe) public let kCGImagePropertyExifExposureTime: CFString = "ExposureTime"

/// The f-number.
nonisolated(unsafe) public let kCGImagePropertyExifFNumber: CFString = "FNumber"

/// The ISO speed ratings.
nonisolated(unsafe) public let kCGImagePropertyExifISOSpeedRatings: CFString = "ISOSpeedRatings"

/// The focal length in millimetres.
nonisolated(unsafe) public let kCGImagePropertyExifFocalLength: CFString = "FocalLength"

// MARK: Keys of a WebP's properties (`kCGImagePropertyWebPDictionary`).

/// How many times the animation repeats.
nonisolated(unsafe) public let kCGImagePropertyWebPLoopCount: CFString = "LoopCount"

/// A frame's delay in seconds.
nonisolated(unsafe) public let kCGImagePropertyWebPDelayTime: CFString = "DelayTime"

/// A frame's delay as stored.
nonisolated(unsafe) public let kCGImagePropertyWebPUnclampedDelayTime: CFString = "UnclampedDelayTime"

/// Each frame's delay.
nonisolated(unsafe) public let kCGImagePropertyWebPFrameInfoArray: CFString = "FrameInfo"

/// The canvas's width.
nonisolated(unsafe) public let kCGImagePropertyWebPCanvasPixelWidth: CFString = "CanvasPixelWidth"

/// The canvas's height.
nonisolated(unsafe) public let kCGImagePropertyWebPCanvasPixelHeight: CFString = "CanvasPixelHeight"

// MARK: Keys of an image sequence's properties (`kCGImagePropertyHEICSDictionary`).

/// How many times the sequence repeats.
nonisolated(unsafe) public let kCGImagePropertyHEICSLoopCount: CFString = "LoopCount"

/// A frame's delay in seconds.
nonisolated(unsafe) public let kCGImagePropertyHEICSDelayTime: CFString = "DelayTime"

/// A frame's delay as stored.
nonisolated(unsafe) public let kCGImagePropertyHEICSUnclampedDelayTime: CFString = "UnclampedDelayTime"

/// Each frame's delay.
nonisolated(unsafe) public let kCGImagePropertyHEICSFrameInfoArray: CFString = "FrameInfo"

/// The canvas's width.
nonisolated(unsafe) public let kCGImagePropertyHEICSCanvasPixelWidth: CFString = "CanvasPixelWidth"

/// The canvas's height.
nonisolated(unsafe) public let kCGImagePropertyHEICSCanvasPixelHeight: CFString = "CanvasPixelHeight"
