import Foundation

/// The look of a text element's characters for a screen reader, as AT-SPI's `Text` names it (the names and
/// value formats GTK uses): `family-name`, `size` (points), `weight` (100–900), `style`, `fg-color` and
/// `bg-color` (red, green, blue from 0 to 65535), `underline`, `strikethrough`, `rise`, and, among the
/// defaults, `justification` and `editable`. Offsets are in Unicode scalars.
extension AccessibilityTree {
    /// A text element's characters and their runs' attributes (UTF-16 ranges), with the defaults that apply
    /// where a run sets none.
    private struct StyledSource {
        var text: String
        var parts: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]
        var font: UIFont
        var color: UIColor
        var alignment: NSTextAlignment
        var editable: Bool
    }

    private func styledSource(_ id: Int) -> StyledSource? {
        func parts(_ text: NSAttributedString?) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
            guard let text else { return [] }
            var result: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
            text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
                result.append((range, value))
            }
            return result
        }
        switch object(for: id) {
        case let label as UILabel:
            return StyledSource(
                text: label.text ?? "", parts: parts(label.attributedText), font: label.font ?? .systemFont(ofSize: 17),
                color: label.textColor ?? .label, alignment: label.textAlignment, editable: false)
        case let view as UITextView:
            return StyledSource(
                text: view.text ?? "", parts: parts(view.attributedText), font: view.font ?? .systemFont(ofSize: 12),
                color: view.textColor ?? .label, alignment: view.textAlignment, editable: view.isEditable)
        case let field as UITextField:
            let text = nodes[id]?.text ?? field.text ?? ""  // bullets for secure entry, as the element reads
            return StyledSource(
                text: text, parts: [], font: field.font ?? .systemFont(ofSize: UIFont.systemFontSize),
                color: field.textColor ?? .label, alignment: field.textAlignment, editable: field.isEnabled)
        default:
            return nil
        }
    }

    /// The attributes of a text element as a whole: its font, colour and alignment, and whether it is editable.
    @_spi(Accessibility) public func defaultTextAttributes(of id: Int) -> [String: String] {
        guard let source = styledSource(id) else { return [:] }
        var result = Self.attributes(font: source.font, color: source.color)
        result["justification"] =
            switch source.alignment {
            case .center: "center"
            case .right: "right"
            case .justified: "fill"
            case .left, .natural: "left"
            }
        result["editable"] = source.editable ? "true" : "false"
        return result
    }

    /// The attributes of character `offset` of a text element and the range of characters that share them;
    /// without the defaults, only what differs from `defaultTextAttributes`.
    @_spi(Accessibility) public func textAttributes(of id: Int, at offset: Int, includingDefaults: Bool) -> (
        attributes: [String: String], range: Range<Int>
    ) {
        guard let source = styledSource(id) else { return ([:], 0..<0) }
        let length = source.text.unicodeScalars.count
        let defaults = defaultTextAttributes(of: id)
        let utf16 = Self.utf16Offset(ofScalar: min(max(offset, 0), length), in: source.text)
        guard let part = source.parts.first(where: { NSLocationInRange(utf16, $0.range) }) ?? source.parts.last
        else { return (includingDefaults ? defaults : [:], 0..<length) }
        let attributes = part.attributes
        var result = Self.attributes(
            font: attributes[.font] as? UIFont ?? source.font,
            color: attributes[.foregroundColor] as? UIColor ?? source.color)
        if let background = attributes[.backgroundColor] as? UIColor { result["bg-color"] = Self.color(background) }
        let underline = NSUnderlineStyle(rawValue: Int(StyledText.number(attributes[.underlineStyle])))
        if !underline.isEmpty { result["underline"] = underline.contains(.double) ? "double" : "single" }
        if StyledText.number(attributes[.strikethroughStyle]) != 0 { result["strikethrough"] = "true" }
        let rise = StyledText.number(attributes[.baselineOffset])
        if rise != 0 { result["rise"] = "\(Int(rise.rounded()))" }
        if includingDefaults {
            result.merge(defaults) { own, _ in own }
        } else {
            result = result.filter { defaults[$0.key] != $0.value }
        }
        let start = Self.scalarOffset(ofUTF16: part.range.location, in: source.text)
        let end = Self.scalarOffset(ofUTF16: NSMaxRange(part.range), in: source.text)
        return (result, start..<max(start, end))
    }

    private static func attributes(font: UIFont, color: UIColor) -> [String: String] {
        return [
            "family-name": EngineServices.current.drawnFamilyName(of: font),
            "size": "\(Int(font.pointSize.rounded()))", "weight": "\(font.weight.fontWeight)", "style": "normal",
            "fg-color": Self.color(color),
        ]
    }

    /// A colour as AT-SPI writes it: red, green and blue from 0 to 65535.
    private static func color(_ color: UIColor) -> String {
        let c = color.cgColor
        func channel(_ value: CGFloat) -> Int { Int((min(max(value, 0), 1) * 65535).rounded()) }
        return "\(channel(c.red)),\(channel(c.green)),\(channel(c.blue))"
    }
}
