import Foundation
@_spi(Accessibility) import Tapestry

/// AT-SPI's `Text`, `EditableText` and `Selection` interfaces. Offsets are in characters (Unicode scalars),
/// as AT-SPI counts them.
extension AtSpiBridge {
    func text(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        let scalars = Array((node.text ?? "").unicodeScalars)
        func clamp(_ offset: Int32?) -> Int { min(max(Int(offset ?? 0), 0), scalars.count) }
        func slice(_ start: Int, _ end: Int) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<max(start, end)])
            return String(view)
        }
        switch member {
        case "GetText":
            let start = clamp(arguments.int32(0))
            let end = arguments.int32(1).map { $0 < 0 ? scalars.count : clamp($0) } ?? scalars.count
            return .value(.tuple([.string(slice(start, end))]))
        case "GetCharacterAtOffset":
            let offset = Int(arguments.int32(0) ?? -1)
            let character = scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0
            return .value(.tuple([.int32(character)]))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset", "GetStringAtOffset":
            guard let offset = arguments.int32(0), let kind = arguments.uint32(1) else { return .badArguments }
            let unit = member == "GetStringAtOffset" ? Self.stringUnit(kind) : Self.boundaryUnit(kind)
            var at = clamp(offset)
            var range = Self.range(of: unit, around: at, in: scalars)
            if member == "GetTextBeforeOffset", range.lowerBound > 0 {
                at = range.lowerBound - 1
                range = Self.range(of: unit, around: at, in: scalars)
            } else if member == "GetTextAfterOffset", range.upperBound < scalars.count {
                at = range.upperBound
                range = Self.range(of: unit, around: at, in: scalars)
            }
            return .value(
                .tuple([
                    .string(slice(range.lowerBound, range.upperBound)), .int32(Int32(range.lowerBound)),
                    .int32(Int32(range.upperBound)),
                ]))
        case "SetCaretOffset":
            let moved = tree.setCaret(Int(arguments.int32(0) ?? 0), on: node.id)
            if moved { afterAction() }
            return .value(.tuple([.bool(moved)]))
        case "GetNSelections":
            return .value(.tuple([.int32(tree.textSelection(of: node.id) == nil ? 0 : 1)]))
        case "GetSelection":
            guard arguments.int32(0) == 0, let selection = tree.textSelection(of: node.id) else {
                let caret = Int32(node.caret ?? 0)
                return .value(.tuple([.int32(caret), .int32(caret)]))
            }
            return .value(.tuple([.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))]))
        case "AddSelection", "SetSelection":
            // AddSelection(start, end); SetSelection(index, start, end): one selection, index 0.
            let first = member == "AddSelection" ? 0 : 1
            guard member == "AddSelection" || arguments.int32(0) == 0,
                let start = arguments.int32(first), let end = arguments.int32(first + 1)
            else { return .value(.tuple([.bool(false)])) }
            let range = clamp(min(start, end))..<clamp(max(start, end))
            let selected = tree.setTextSelection(range, on: node.id)
            if selected { afterAction() }
            return .value(.tuple([.bool(selected)]))
        case "RemoveSelection":
            guard arguments.int32(0) == 0, let selection = tree.textSelection(of: node.id) else {
                return .value(.tuple([.bool(false)]))
            }
            let removed = tree.setTextSelection(selection.upperBound..<selection.upperBound, on: node.id)
            if removed { afterAction() }
            return .value(.tuple([.bool(removed)]))
        case "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .value(.tuple([.bool(false)]))
        case "GetCharacterExtents":
            // The character's own rectangle (text inputs and labels); the element's extents for other text.
            let offset = clamp(arguments.int32(0))
            let coordinates = arguments.uint32(1) ?? 0
            let extents =
                tree.textRect(of: node.id, from: offset, to: offset + 1).flatMap {
                    self.extents(of: node.id, rect: $0, coordinates: coordinates)
                } ?? extents(of: node.id, coordinates: coordinates) ?? [0, 0, 0, 0]
            return .value(.tuple(extents.map { .int32($0) }))
        case "GetRangeExtents":
            let start = clamp(arguments.int32(0)), end = clamp(arguments.int32(1))
            let coordinates = arguments.uint32(2) ?? 0
            let extents =
                tree.textRect(of: node.id, from: min(start, end), to: max(start, end)).flatMap {
                    self.extents(of: node.id, rect: $0, coordinates: coordinates)
                } ?? extents(of: node.id, coordinates: coordinates) ?? [0, 0, 0, 0]
            return .value(.tuple([.tuple(extents.map { .int32($0) })]))
        case "GetOffsetAtPoint":
            guard let x = arguments.int32(0), let y = arguments.int32(1),
                let point = windowPoint(x, y, coordinates: arguments.uint32(2) ?? 0, near: node),
                let offset = tree.textOffset(at: point, in: node.id)
            else { return .value(.tuple([.int32(-1)])) }
            return .value(.tuple([.int32(Int32(offset))]))
        case "GetAttributes", "GetAttributeRun":
            // GetAttributes(offset): the run's own attributes; GetAttributeRun(offset, includeDefaults).
            let includeDefaults = member == "GetAttributeRun" && arguments.bool(1) == true
            let run = tree.textAttributes(
                of: node.id, at: clamp(arguments.int32(0)), includingDefaults: includeDefaults)
            return .value(
                .tuple([
                    Self.attributeSet(run.attributes), .int32(Int32(run.range.lowerBound)),
                    .int32(Int32(run.range.upperBound)),
                ]))
        case "GetAttributeValue":
            let run = tree.textAttributes(of: node.id, at: clamp(arguments.int32(0)), includingDefaults: true)
            return .value(.tuple([.string(arguments.string(1).flatMap { run.attributes[$0] } ?? "")]))
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .value(.tuple([Self.attributeSet(tree.defaultTextAttributes(of: node.id))]))
        default:
            return .unknownMethod("org.a11y.atspi.Text", member)
        }
    }

    /// Text attributes as AT-SPI's `a{ss}`, in name order.
    static func attributeSet(_ attributes: [String: String]) -> DBusValue {
        .array(
            elementType: "{ss}",
            attributes.sorted { $0.key < $1.key }.map { .entry(.string($0.key), .string($0.value)) })
    }

    enum TextUnit { case character, word, sentence, line }

    /// `AtspiTextBoundaryType`: char, word start/end, sentence start/end, line start/end.
    static func boundaryUnit(_ kind: UInt32) -> TextUnit {
        switch kind {
        case 0: return .character
        case 1, 2: return .word
        case 3, 4: return .sentence
        default: return .line
        }
    }

    /// `AtspiTextGranularity`: char, word, sentence, line, paragraph.
    static func stringUnit(_ kind: UInt32) -> TextUnit {
        switch kind {
        case 0: return .character
        case 1: return .word
        case 2: return .sentence
        default: return .line
        }
    }

    /// The range of the unit of text around `offset`.
    static func range(of unit: TextUnit, around offset: Int, in scalars: [Unicode.Scalar]) -> Range<Int> {
        guard !scalars.isEmpty else { return 0..<0 }
        let at = min(offset, scalars.count - 1)
        func extend(_ inside: (Unicode.Scalar) -> Bool) -> Range<Int> {
            var start = at, end = at
            while start > 0 && inside(scalars[start - 1]) { start -= 1 }
            while end < scalars.count && inside(scalars[end]) { end += 1 }
            return start..<max(end, min(at + 1, scalars.count))
        }
        switch unit {
        case .character:
            return at..<(at + 1)
        case .word:
            let isWord = { (scalar: Unicode.Scalar) in
                scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'"
            }
            guard isWord(scalars[at]) else { return at..<(at + 1) }
            // The word and the spaces after it, as AT-SPI's word-start boundary reads.
            var range = extend(isWord)
            var end = range.upperBound
            while end < scalars.count && scalars[end] == " " { end += 1 }
            range = range.lowerBound..<end
            return range
        case .sentence:
            return extend { !".!?\n".unicodeScalars.contains($0) }.clamped(to: 0..<scalars.count)
        case .line:
            var range = extend { $0 != "\n" }
            if range.upperBound < scalars.count { range = range.lowerBound..<(range.upperBound + 1) }
            return range
        }
    }

    func editableText(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        let count = (node.text ?? "").unicodeScalars.count
        let done: Bool
        switch member {
        case "SetTextContents":
            guard let text = arguments.string(0) else { return .badArguments }
            done = tree.replaceText(from: 0, to: count, with: text, on: node.id)
        case "InsertText":
            guard let position = arguments.int32(0), let text = arguments.string(1) else { return .badArguments }
            done = tree.replaceText(from: Int(position), to: Int(position), with: text, on: node.id)
        case "DeleteText", "CutText":
            guard let start = arguments.int32(0), let end = arguments.int32(1) else { return .badArguments }
            if member == "CutText" { copy(node, Int(start), Int(end)) }
            done = tree.replaceText(from: Int(start), to: Int(end), with: "", on: node.id)
        case "CopyText":
            copy(node, Int(arguments.int32(0) ?? 0), Int(arguments.int32(1) ?? 0))
            return .empty
        case "PasteText":
            guard let position = arguments.int32(0), let text = UIPasteboard.general.string else {
                return .value(.tuple([.bool(false)]))
            }
            done = tree.replaceText(from: Int(position), to: Int(position), with: text, on: node.id)
        default:
            return .unknownMethod("org.a11y.atspi.EditableText", member)
        }
        if done { afterAction() }
        return .value(.tuple([.bool(done)]))
    }

    func copy(_ node: AccessibilityNode, _ start: Int, _ end: Int) {
        guard node.role != .passwordText else { return }
        let scalars = Array((node.text ?? "").unicodeScalars)
        let lower = min(max(start, 0), scalars.count), upper = min(max(end, lower), scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        UIPasteboard.general.string = String(view)
    }

    func selectedChildren(of node: AccessibilityNode) -> [Int] {
        node.children.filter { tree.nodes[$0]?.states.contains(.selected) == true }
    }

    func selection(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        let selected = selectedChildren(of: node)
        let index = arguments.int32(0).map(Int.init) ?? -1
        switch member {
        case "GetSelectedChild":
            return .value(.tuple([reference(selected.indices.contains(index) ? selected[index] : nil)]))
        case "IsChildSelected":
            let child = node.children.indices.contains(index) ? node.children[index] : nil
            return .value(.tuple([.bool(child.map { selected.contains($0) } ?? false)]))
        case "SelectChild":
            // Selecting is activating the child, as a tap on it does.
            guard node.children.indices.contains(index) else { return .value(.tuple([.bool(false)])) }
            let child = node.children[index]
            if selected.contains(child) { return .value(.tuple([.bool(true)])) }
            let done = tree.perform(action: 0, on: child)
            if done { afterAction() }
            return .value(.tuple([.bool(done)]))
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            return .value(.tuple([.bool(false)]))
        default:
            return .unknownMethod("org.a11y.atspi.Selection", member)
        }
    }
}
