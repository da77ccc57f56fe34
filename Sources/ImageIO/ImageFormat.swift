import Foundation
import Tapestry

/// The image formats an image source tells apart by their first bytes, with their uniform type identifiers.
enum ImageFormat: String, CaseIterable {
    case png = "public.png"
    case jpeg = "public.jpeg"
    case gif = "com.compuserve.gif"
    case bmp = "com.microsoft.bmp"
    case tiff = "public.tiff"
    case ico = "com.microsoft.ico"
    case webp = "org.webmproject.webp"
    case heic = "public.heic"
    case avif = "public.avif"

    /// The format `data` starts as, or nil when it is none of these (or too short to say).
    init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(16))
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if GIFImage.isGIF(data) {
            self = .gif
        } else if starts(Array("BM".utf8)), head.count >= 14 {
            self = .bmp
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            self = .tiff
        } else if starts([0x00, 0x00, 0x01, 0x00]) {
            self = .ico
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("ftyp".utf8), at: 4), head.count >= 12 {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            switch brand {
            case "avif", "avis": self = .avif
            case "heic", "heix", "hevc", "hevx", "mif1", "msf1": self = .heic
            default: return nil
            }
        } else {
            return nil
        }
    }

    /// The formats an image source reads: its own decoders (PNG, JPEG, GIF) and GdkPixbuf's common loaders.
    static let readable: [ImageFormat] = [.png, .jpeg, .gif, .bmp, .tiff, .ico, .webp]

    /// The formats an image destination writes.
    static let writable: [ImageFormat] = [.png, .jpeg, .gif]
}

/// What an image file's headers say without decoding its pixels.
struct ImageHeader {
    var width = 0, height = 0
    var depth = 8
    var hasAlpha = false
    var colorModel = "RGB"
    var isIndexed = false
    var orientation: Int?
    var dpi: (width: Double, height: Double)?
    /// The format's own dictionary (`{PNG}`, `{JFIF}`), keyed as ImageIO keys it.
    var formatProperties: [String: Any] = [:]
    var tiffProperties: [String: Any] = [:]
    /// The file's own thumbnail (a JPEG's Exif thumbnail, itself a JPEG), if it has one.
    var thumbnail: Data?

    /// A header to fill in (for formats whose size is known only once decoded).
    init(width: Int, height: Int, hasAlpha: Bool) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
    }

    /// A PNG's header chunks, or nil when the first chunk is not a whole `IHDR`.
    init?(png data: Data) {
        let bytes = [UInt8](data)
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        width = u32(16)
        height = u32(20)
        depth = Int(bytes[24])
        let colorType = bytes[25]
        hasAlpha = colorType == 4 || colorType == 6
        isIndexed = colorType == 3
        colorModel = colorType == 0 || colorType == 4 ? "Gray" : "RGB"
        formatProperties["InterlaceType"] = Int(bytes[28])
        var at = 8
        while at + 8 <= bytes.count {
            let length = u32(at), type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let body = at + 8
            guard body + length <= bytes.count else { break }
            switch type {
            case "tRNS": hasAlpha = true
            case "gAMA" where length >= 4: formatProperties["Gamma"] = Double(u32(body)) / 100_000
            case "sRGB" where length >= 1: formatProperties["sRGBIntent"] = Int(bytes[body])
            case "pHYs" where length >= 9:
                let x = u32(body), y = u32(body + 4)
                formatProperties["XPixelsPerMeter"] = x
                formatProperties["YPixelsPerMeter"] = y
                if bytes[body + 8] == 1 { dpi = (Double(x) * 0.0254, Double(y) * 0.0254) }
            case "tEXt":
                let text = bytes[body..<body + length]
                if let zero = text.firstIndex(of: 0) {
                    let key = String(decoding: text[body..<zero], as: UTF8.self)
                    let value = String(decoding: text[(zero + 1)...], as: UTF8.self)
                    let known = [
                        "Author", "Copyright", "Description", "Software", "Title", "Comment", "Disclaimer", "Source",
                        "Warning",
                    ]
                    if known.contains(key) { formatProperties[key] = value }
                    if key == "Creation Time" { formatProperties["CreationTime"] = value }
                }
            case "IDAT", "IEND": return
            default: break
            }
            at = body + length + 4
        }
    }

    /// A JPEG's markers up to its frame header, or nil when there is no frame header in `data`.
    init?(jpeg data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int, littleEndian: Bool = false) -> Int {
            littleEndian ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        var at = 2
        while at + 4 <= bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF {  // fill byte
                at += 1
                continue
            }
            let length = u16(at + 2), body = at + 4
            guard length >= 2, at + 2 + length <= bytes.count else { return nil }
            switch marker {
            case 0xC0...0xCF where marker != 0xC4 && marker != 0xC8 && marker != 0xCC:
                guard length >= 8 else { return nil }
                depth = Int(bytes[body])
                height = u16(body + 1)
                width = u16(body + 3)
                let components = Int(bytes[body + 5])
                colorModel = components == 1 ? "Gray" : components == 4 ? "CMYK" : "RGB"
                formatProperties["IsProgressive"] = marker == 0xC2 || marker == 0xC6 || marker == 0xCA
                return
            case 0xE0 where length >= 16 && Array(bytes[body..<body + 5]) == Array("JFIF\0".utf8):
                formatProperties["JFIFVersion"] = [Int(bytes[body + 5]), Int(bytes[body + 6])]
                let unit = Int(bytes[body + 7]), x = u16(body + 8), y = u16(body + 10)
                formatProperties["DensityUnit"] = unit
                formatProperties["XDensity"] = x
                formatProperties["YDensity"] = y
                if unit == 1 {
                    dpi = (Double(x), Double(y))
                } else if unit == 2 {
                    dpi = (Double(x) * 2.54, Double(y) * 2.54)
                }
            case 0xE1 where length >= 16 && Array(bytes[body..<body + 6]) == Array("Exif\0\0".utf8):
                readExif(bytes, from: body + 6, to: at + 2 + length)
            default: break
            }
            at += 2 + length
        }
        return nil
    }

    /// The orientation, maker, model, software and date in an Exif block's first directory (TIFF layout).
    private mutating func readExif(_ bytes: [UInt8], from tiff: Int, to end: Int) {
        guard tiff + 8 <= end else { return }
        let little = bytes[tiff] == 0x49
        func u16(_ at: Int) -> Int {
            little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
        }
        func u32(_ at: Int) -> Int {
            little
                ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
                : Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        let directory = tiff + u32(tiff + 4)
        guard directory + 2 <= end else { return }
        let count = u16(directory)
        for entry in 0..<count {
            let at = directory + 2 + entry * 12
            guard at + 12 <= end else { return }
            let tag = u16(at), type = u16(at + 2), items = u32(at + 4)
            func ascii() -> String? {
                guard type == 2, items > 0 else { return nil }
                let start = items <= 4 ? at + 8 : tiff + u32(at + 8)
                guard start >= tiff, start + items <= end else { return nil }
                let text = bytes[start..<start + items].prefix { $0 != 0 }
                return String(decoding: text, as: UTF8.self)
            }
            switch tag {
            case 0x0112 where type == 3:
                let value = u16(at + 8)
                if (1...8).contains(value) {
                    orientation = value
                    tiffProperties["Orientation"] = value
                }
            case 0x010F: tiffProperties["Make"] = ascii()
            case 0x0110: tiffProperties["Model"] = ascii()
            case 0x0131: tiffProperties["Software"] = ascii()
            case 0x0132: tiffProperties["DateTime"] = ascii()
            case 0x010E: tiffProperties["ImageDescription"] = ascii()
            case 0x013B: tiffProperties["Artist"] = ascii()
            case 0x8298: tiffProperties["Copyright"] = ascii()
            default: break
            }
        }
        // The second directory describes the thumbnail: where its JPEG starts and how long it is.
        let next = directory + 2 + count * 12
        guard next + 4 <= end, u32(next) > 0 else { return }
        let thumbnailDirectory = tiff + u32(next)
        guard thumbnailDirectory + 2 <= end else { return }
        var start: Int?, length: Int?
        for entry in 0..<u16(thumbnailDirectory) {
            let at = thumbnailDirectory + 2 + entry * 12
            guard at + 12 <= end else { break }
            switch u16(at) {
            case 0x0201: start = u32(at + 8)
            case 0x0202: length = u32(at + 8)
            default: break
            }
        }
        if let start, let length, length > 0, tiff + start + length <= end {
            thumbnail = Data(bytes[tiff + start..<tiff + start + length])
        }
    }

    /// A BMP's header.
    init?(bmp data: Data) {
        let bytes = [UInt8](data.prefix(30))
        guard bytes.count >= 30 else { return nil }
        func i32(_ at: Int) -> Int {
            Int(
                Int32(
                    bitPattern: UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16
                        | UInt32(bytes[at + 3]) << 24))
        }
        width = abs(i32(18))
        height = abs(i32(22))
        let bits = Int(bytes[28]) | Int(bytes[29]) << 8
        hasAlpha = bits == 32
        isIndexed = bits <= 8
    }
}
