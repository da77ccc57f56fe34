import Foundation

/// Turns HTML into an attributed string as UIKit's import (WebKit's) does for the common cases: text in Times 12
/// unless styled; `b`/`strong`, `i`/`em`, `u`, `s`/`strike`/`del`, `a href` (a `.link`), `font` (`color`,
/// `face`, `size` 1–7), `span` and any element's inline `style` (`color`, `background-color`, `font-size` in
/// px or pt, `font-weight`, `font-style`, `font-family`, `text-decoration`, `text-align`); `h1`–`h6` bold at
/// WebKit's sizes; `p`, `div`, `blockquote` and `li` end their line; `br` breaks it; `ul` and `ol` items start
/// with "\t•\t" or "\tN.\t"; `pre` keeps its spaces in Courier; `code`/`tt`/`kbd` in Courier; `sup`/`sub`
/// raised and lowered; `head`, `style` and `script` are left out; whitespace collapses; entities are decoded.
struct HTMLDocumentReader {
    private let source: [Character]
    private var index = 0
    private let result = NSMutableAttributedString()
    /// The open elements, each with the style in force inside it.
    private var stack: [(name: String, style: Style)] = []
    /// The lists open: whether each is ordered, and its next number.
    private var lists: [(ordered: Bool, next: Int)] = []
    /// Whether the last character written was a space (whitespace collapses).
    private var lastWasSpace = true
    private var preformatted = 0

    /// What text inside an element looks like.
    struct Style {
        var family = "Times New Roman"
        var size: CGFloat = 12
        var bold = false
        var italic = false
        var underline = false
        var strikethrough = false
        var color: UIColor?
        var background: UIColor?
        var link: URL?
        var baselineOffset: CGFloat = 0
        var alignment: NSTextAlignment?
    }

    init(_ html: String) { source = Array(html) }

    mutating func read() -> NSAttributedString {
        while index < source.count {
            if source[index] == "<" {
                readTag()
            } else {
                readText()
            }
        }
        return result
    }

    private var style: Style { stack.last?.style ?? Style() }

    // MARK: Text

    private mutating func readText() {
        var raw = ""
        while index < source.count, source[index] != "<" {
            raw.append(source[index])
            index += 1
        }
        guard !skipping else { return }
        let text = Self.decodeEntities(raw)
        if preformatted > 0 {
            append(text)
            return
        }
        var collapsed = ""
        for character in text {
            if character.isWhitespace && character != "\u{00A0}" {
                if !lastWasSpace { collapsed.append(" ") }
                lastWasSpace = true
            } else {
                collapsed.append(character)
                lastWasSpace = false
            }
        }
        append(collapsed)
    }

    /// Whether the text is inside an element whose content is not shown (`head`, `style`, `script`, `title`).
    private var skipping: Bool {
        stack.contains { ["head", "style", "script", "title"].contains($0.name) }
    }

    private func append(_ text: String) {
        guard !text.isEmpty else { return }
        result.append(NSAttributedString(string: text, attributes: attributes(of: style)))
    }

    private func attributes(of style: Style) -> [NSAttributedString.Key: Any] {
        var font = UIFont(name: style.family, size: style.size) ?? .systemFont(ofSize: style.size)
        var traits: UIFontDescriptor.SymbolicTraits = []
        if style.bold { traits.insert(.traitBold) }
        if style.italic { traits.insert(.traitItalic) }
        if !traits.isEmpty, let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
            font = UIFont(descriptor: descriptor, size: style.size)
        }
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        attributes[.foregroundColor] = style.color ?? (style.link == nil ? UIColor.black : nil)
        if let background = style.background { attributes[.backgroundColor] = background }
        if style.underline { attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue }
        if style.strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link = style.link { attributes[.link] = link }
        if style.baselineOffset != 0 { attributes[.baselineOffset] = style.baselineOffset }
        if let alignment = style.alignment {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = alignment
            attributes[.paragraphStyle] = paragraph
        }
        return attributes
    }

    /// Ends the current line unless the text already ends one (or nothing is written yet).
    private mutating func endLine() {
        guard result.length > 0, !result.string.hasSuffix("\n") else { return }
        append("\n")
        lastWasSpace = true
    }

    // MARK: Tags

    private mutating func readTag() {
        if source[index...].starts(with: Array("<!--")) {
            let rest = String(source[index...])
            if let end = rest.range(of: "-->") {
                index += rest.distance(from: rest.startIndex, to: end.upperBound)
            } else {
                index = source.count
            }
            return
        }
        var raw = ""
        index += 1
        var quote: Character?
        while index < source.count {
            let character = source[index]
            index += 1
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                break
            }
            raw.append(character)
        }
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("!"), !trimmed.hasPrefix("?") else { return }
        if trimmed.hasPrefix("/") {
            close(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces).lowercased())
            return
        }
        let selfClosing = trimmed.hasSuffix("/")
        let body = selfClosing ? String(trimmed.dropLast()) : trimmed
        let name = String(body.prefix { !$0.isWhitespace }).lowercased()
        let attributes = Self.attributes(in: String(body.dropFirst(name.count)))
        open(name, attributes: attributes, selfClosing: selfClosing)
    }

    private static let voidElements: Set<String> = ["br", "hr", "img", "meta", "link", "input", "col", "wbr"]
    private static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "li", "ul", "ol", "table", "tr",
        "section", "article", "header", "footer", "dl", "dt", "dd",
    ]

    private mutating func open(_ name: String, attributes: [String: String], selfClosing: Bool) {
        switch name {
        case "br":
            append("\n")
            lastWasSpace = true
            return
        case "hr":
            endLine()
            return
        case _ where Self.voidElements.contains(name):
            return
        default: break
        }
        if Self.blocks.contains(name) { endLine() }
        var style = self.style
        switch name {
        case "b", "strong": style.bold = true
        case "i", "em", "cite", "var": style.italic = true
        case "u", "ins": style.underline = true
        case "s", "strike", "del": style.strikethrough = true
        case "a":
            if let href = attributes["href"], let url = URL(string: href) {
                style.link = url
            }
        case "code", "tt", "kbd", "samp":
            style.family = "Courier"
            style.size = 13
        case "pre":
            style.family = "Courier"
            style.size = 13
            preformatted += 1
        case "sup":
            style.baselineOffset += style.size / 3
            style.size *= 0.83
        case "sub":
            style.baselineOffset -= style.size / 5
            style.size *= 0.83
        case "small": style.size *= 0.83
        case "big": style.size *= 1.2
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let scales: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]
            style.size = 12 * scales[name]!
            style.bold = true
        case "ul", "ol":
            lists.append((ordered: name == "ol", next: Int(attributes["start"] ?? "") ?? 1))
        case "li":
            if let list = lists.last {
                append(list.ordered ? "\t\(list.next).\t" : "\t•\t")
                lists[lists.count - 1].next += 1
                lastWasSpace = true
            }
        case "font":
            if let color = attributes["color"].flatMap(Self.color) { style.color = color }
            if let face = attributes["face"]?.split(separator: ",").first {
                style.family = face.trimmingCharacters(in: .whitespaces)
            }
            if let size = attributes["size"].flatMap({ Int($0) }) {
                let sizes: [CGFloat] = [10, 13, 16, 18, 24, 32, 48]
                style.size = sizes[min(max(size, 1), 7) - 1] * 0.75
            }
        default: break
        }
        if let css = attributes["style"] { Self.apply(css: css, to: &style) }
        if let align = attributes["align"] { Self.apply(css: "text-align: \(align)", to: &style) }
        if selfClosing { return }
        stack.append((name, style))
    }

    private mutating func close(_ name: String) {
        guard let position = stack.lastIndex(where: { $0.name == name }) else { return }
        for element in stack[position...].reversed() {
            if element.name == "pre" { preformatted -= 1 }
            if element.name == "ul" || element.name == "ol" { _ = lists.popLast() }
        }
        stack.removeSubrange(position...)
        if Self.blocks.contains(name) { endLine() }
    }

    // MARK: Attributes, styles, colours, entities

    static func attributes(in text: String) -> [String: String] {
        var result: [String: String] = [:]
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" }
            guard !name.isEmpty else { break }
            rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    value = String(rest.prefix { $0 != quote })
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    value = String(rest.prefix { !$0.isWhitespace })
                    rest = rest.dropFirst(value.count)
                }
            }
            result[name.lowercased()] = decodeEntities(value)
        }
        return result
    }

    static func apply(css: String, to style: inout Style) {
        for declaration in css.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            guard parts.count == 2 else { continue }
            let (property, value) = (parts[0], parts[1])
            switch property {
            case "color": if let color = color(value) { style.color = color }
            case "background-color", "background": if let color = color(value) { style.background = color }
            case "font-weight": style.bold = value == "bold" || value == "bolder" || (Int(value) ?? 400) >= 600
            case "font-style": style.italic = value == "italic" || value == "oblique"
            case "font-size":
                if let size = length(value, base: style.size) { style.size = size }
            case "font-family":
                if let family = value.split(separator: ",").first {
                    let name = family.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                    style.family =
                        ["monospace": "Courier", "sans-serif": "Helvetica", "serif": "Times New Roman"][
                            name] ?? name
                }
            case "text-decoration", "text-decoration-line":
                if value.contains("underline") { style.underline = true }
                if value.contains("line-through") { style.strikethrough = true }
                if value == "none" { style.underline = false; style.strikethrough = false }
            case "text-align":
                let alignments: [String: NSTextAlignment] = [
                    "left": .left, "center": .center, "right": .right, "justify": .justified,
                ]
                style.alignment = alignments[value] ?? style.alignment
            default: break
            }
        }
    }

    /// A CSS length in points: px and pt taken as points (WebKit imports pixels as points), em relative to
    /// `base`, a percentage of it.
    static func length(_ value: String, base: CGFloat) -> CGFloat? {
        for (unit, scale) in [("px", 1.0), ("pt", 1.0), ("em", Double(base)), ("%", Double(base) / 100)] {
            if value.hasSuffix(unit), let number = Double(value.dropLast(unit.count)) {
                return CGFloat(number * scale)
            }
        }
        let named: [String: CGFloat] = [
            "xx-small": 7.5, "x-small": 7.5, "small": 10, "medium": 12, "large": 13.5, "x-large": 18, "xx-large": 24,
        ]
        return named[value] ?? Double(value).map { CGFloat($0) }
    }

    /// A CSS colour: `#rgb`, `#rrggbb`, `rgb(…)`, `rgba(…)` or one of the common names.
    static func color(_ value: String) -> UIColor? {
        let value = value.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("#") {
            var hex = String(value.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6, let number = UInt32(hex, radix: 16) else { return nil }
            return UIColor(
                red: CGFloat((number >> 16) & 0xFF) / 255, green: CGFloat((number >> 8) & 0xFF) / 255,
                blue: CGFloat(number & 0xFF) / 255, alpha: 1)
        }
        if value.hasPrefix("rgb"), let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")") {
            let parts = value[value.index(after: open)..<close].split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count >= 3 else { return nil }
            return UIColor(
                red: CGFloat(parts[0] / 255), green: CGFloat(parts[1] / 255), blue: CGFloat(parts[2] / 255),
                alpha: CGFloat(parts.count > 3 ? parts[3] : 1))
        }
        let names: [String: String] = [
            "black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000", "blue": "#0000ff",
            "yellow": "#ffff00", "gray": "#808080", "grey": "#808080", "silver": "#c0c0c0", "maroon": "#800000",
            "purple": "#800080", "fuchsia": "#ff00ff", "lime": "#00ff00", "olive": "#808000", "navy": "#000080",
            "teal": "#008080", "aqua": "#00ffff", "orange": "#ffa500",
        ]
        return names[value].flatMap(color)
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®",
        "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "bull": "•", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢", "deg": "°", "times": "×",
        "divide": "÷", "middot": "·", "laquo": "«", "raquo": "»", "sect": "§", "para": "¶",
    ]

    /// `&name;`, `&#N;` and `&#xH;` replaced by their characters (unknown ones are left as written).
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            var decoded: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                decoded = entities[String(name)]
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}

/// Writes an attributed string as a small HTML document: each run a `span` with its font, colours and
/// decorations in an inline style, links as `a` elements, line breaks as `br`.
enum HTMLDocumentWriter {
    static func html(of text: NSAttributedString, title: String?) -> String {
        var body = ""
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            let run = (text.string as NSString).substring(with: range)
            var css: [String] = []
            if let font = attributes[.font] as? UIFont {
                css.append("font-family: '\(font.familyName)'")
                css.append("font-size: \(format(font.pointSize))px")
                if font.fontDescriptor.symbolicTraits.contains(.traitBold) { css.append("font-weight: bold") }
                if font.fontDescriptor.symbolicTraits.contains(.traitItalic) { css.append("font-style: italic") }
            }
            if let color = attributes[.foregroundColor] as? UIColor { css.append("color: \(hex(color))") }
            if let color = attributes[.backgroundColor] as? UIColor { css.append("background-color: \(hex(color))") }
            var decorations: [String] = []
            if (attributes[.underlineStyle] as? Int ?? 0) != 0 { decorations.append("underline") }
            if (attributes[.strikethroughStyle] as? Int ?? 0) != 0 { decorations.append("line-through") }
            if !decorations.isEmpty { css.append("text-decoration: \(decorations.joined(separator: " "))") }
            var span = escape(run).replacingOccurrences(of: "\n", with: "<br>\n")
            if !css.isEmpty { span = "<span style=\"\(css.joined(separator: "; "))\">\(span)</span>" }
            let link = (attributes[.link] as? URL)?.absoluteString ?? attributes[.link] as? String
            if let link { span = "<a href=\"\(escape(link))\">\(span)</a>" }
            body += span
        }
        let head = title.map { "<title>\(escape($0))</title>" } ?? ""
        return """
            <!DOCTYPE html>
            <html><head><meta charset="UTF-8">\(head)</head>
            <body>\(body)</body></html>

            """
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }

    private static func hex(_ color: UIColor) -> String {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func byte(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(r), byte(g), byte(b))
    }
}
