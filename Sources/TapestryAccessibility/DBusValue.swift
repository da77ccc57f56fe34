import CGio
import Foundation

/// A D-Bus value the bridge sends, turned into a GVariant only at the edge.
package indirect enum DBusValue: Equatable, Sendable {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case int64(Int64)
    case uint32(UInt32)
    case uint64(UInt64)
    case int16(Int16)
    case byte(UInt8)
    case bool(Bool)
    case double(Double)
    case variant(DBusValue)
    case tuple([DBusValue])
    /// An array whose elements have the D-Bus type `elementType` (given, so that an empty array has one).
    case array(elementType: String, [DBusValue])
    /// A dictionary entry `{kv}`, an element of an array.
    case entry(DBusValue, DBusValue)

    /// A new floating GVariant holding the value.
    package func makeVariant() -> OpaquePointer {
        switch self {
        case .string(let value): return tapestry_g_variant_new_string(value)
        case .objectPath(let value): return tapestry_g_variant_new_object_path(value)
        case .int32(let value): return tapestry_g_variant_new_int32(value)
        case .int64(let value): return tapestry_g_variant_new_int64(value)
        case .uint32(let value): return tapestry_g_variant_new_uint32(value)
        case .uint64(let value): return tapestry_g_variant_new_uint64(value)
        case .int16(let value): return tapestry_g_variant_new_int16(value)
        case .byte(let value): return tapestry_g_variant_new_byte(value)
        case .bool(let value): return tapestry_g_variant_new_boolean(value ? 1 : 0)
        case .double(let value): return tapestry_g_variant_new_double(value)
        case .variant(let value): return tapestry_g_variant_new_variant(value.makeVariant())
        case .entry(let key, let value):
            return tapestry_g_variant_new_dict_entry(key.makeVariant(), value.makeVariant())
        case .tuple(let items):
            let children: [OpaquePointer?] = items.map { $0.makeVariant() }
            return children.withUnsafeBufferPointer { tapestry_g_variant_new_tuple($0.baseAddress, $0.count) }
        case .array(let elementType, let items):
            let type = tapestry_g_variant_type_new(elementType)
            defer { tapestry_g_variant_type_free(type) }
            let children: [OpaquePointer?] = items.map { $0.makeVariant() }
            return children.withUnsafeBufferPointer { tapestry_g_variant_new_array(type, $0.baseAddress, $0.count) }
        }
    }
}

/// Reads the arguments of a received message (a GVariant tuple the message owns).
package struct DBusArguments {
    package let body: OpaquePointer?
    /// What owns the body (a reply), kept alive while the arguments are read.
    private let owner: AnyObject?

    package init(body: OpaquePointer?, owner: AnyObject? = nil) {
        self.body = body
        self.owner = owner
    }

    package var count: Int { body.map { Int(tapestry_g_variant_n_children($0)) } ?? 0 }

    /// The argument at `index` when it has the D-Bus type `type`.
    private func child<T>(_ index: Int, _ type: String, _ read: (OpaquePointer) -> T) -> T? {
        guard let body, index < count, let value = tapestry_g_variant_get_child_value(body, index) else { return nil }
        defer {
            tapestry_g_variant_unref(value)
            withExtendedLifetime(owner) {}
        }
        guard String(cString: tapestry_g_variant_get_type_string(value)) == type else { return nil }
        return read(value)
    }

    package func int32(_ index: Int) -> Int32? { child(index, "i") { tapestry_g_variant_get_int32($0) } }
    package func uint32(_ index: Int) -> UInt32? { child(index, "u") { tapestry_g_variant_get_uint32($0) } }
    package func bool(_ index: Int) -> Bool? { child(index, "b") { tapestry_g_variant_get_boolean($0) != 0 } }
    package func string(_ index: Int) -> String? {
        child(index, "s") { String(cString: tapestry_g_variant_get_string($0, nil)) }
    }
    /// The argument at `index` whatever its type, read into a `DBusValue` (nil past the end).
    package func value(_ index: Int) -> DBusValue? {
        guard let body, index < count, let value = tapestry_g_variant_get_child_value(body, index) else { return nil }
        defer {
            tapestry_g_variant_unref(value)
            withExtendedLifetime(owner) {}
        }
        return DBusValue(reading: value)
    }

    /// The value inside a variant argument, as a double when it is a number.
    package func variantNumber(_ index: Int) -> Double? {
        child(index, "v") { outer -> Double? in
            guard let inner = tapestry_g_variant_get_variant(outer) else { return nil }
            defer { tapestry_g_variant_unref(inner) }
            switch String(cString: tapestry_g_variant_get_type_string(inner)) {
            case "d": return tapestry_g_variant_get_double(inner)
            case "i": return Double(tapestry_g_variant_get_int32(inner))
            case "u": return Double(tapestry_g_variant_get_uint32(inner))
            default: return nil
            }
        } ?? nil
    }
    /// The value inside a variant argument when it is a boolean.
    package func variantBool(_ index: Int) -> Bool? {
        child(index, "v") { outer -> Bool? in
            guard let inner = tapestry_g_variant_get_variant(outer) else { return nil }
            defer { tapestry_g_variant_unref(inner) }
            guard String(cString: tapestry_g_variant_get_type_string(inner)) == "b" else { return nil }
            return tapestry_g_variant_get_boolean(inner) != 0
        } ?? nil
    }
}

extension DBusValue {
    /// Reads a GVariant (which stays the caller's) into a value: basic types, variants, tuples, arrays and
    /// dictionary entries; a type the bridge never reads (handles, maybes) is nil.
    package init?(reading variant: OpaquePointer) {
        let type = String(cString: tapestry_g_variant_get_type_string(variant))
        switch type.first {
        case "s": self = .string(String(cString: tapestry_g_variant_get_string(variant, nil)))
        case "o": self = .objectPath(String(cString: tapestry_g_variant_get_string(variant, nil)))
        case "g": self = .string(String(cString: tapestry_g_variant_get_string(variant, nil)))
        case "i": self = .int32(tapestry_g_variant_get_int32(variant))
        case "u": self = .uint32(tapestry_g_variant_get_uint32(variant))
        case "x": self = .int64(tapestry_g_variant_get_int64(variant))
        case "t": self = .uint64(tapestry_g_variant_get_uint64(variant))
        case "n": self = .int16(tapestry_g_variant_get_int16(variant))
        case "y": self = .byte(tapestry_g_variant_get_byte(variant))
        case "b": self = .bool(tapestry_g_variant_get_boolean(variant) != 0)
        case "d": self = .double(tapestry_g_variant_get_double(variant))
        case "v":
            guard let inner = tapestry_g_variant_get_variant(variant) else { return nil }
            defer { tapestry_g_variant_unref(inner) }
            guard let value = DBusValue(reading: inner) else { return nil }
            self = .variant(value)
        case "(", "a", "{":
            var children: [DBusValue] = []
            for index in 0..<tapestry_g_variant_n_children(variant) {
                guard let child = tapestry_g_variant_get_child_value(variant, index) else { return nil }
                defer { tapestry_g_variant_unref(child) }
                guard let value = DBusValue(reading: child) else { return nil }
                children.append(value)
            }
            switch type.first {
            case "(": self = .tuple(children)
            case "{" where children.count == 2: self = .entry(children[0], children[1])
            case "a": self = .array(elementType: String(type.dropFirst()), children)
            default: return nil
            }
        default: return nil
        }
    }

    /// The string of a string or object path.
    package var stringValue: String? {
        switch self {
        case .string(let value), .objectPath(let value): return value
        default: return nil
        }
    }

    /// The elements of an array.
    package var elements: [DBusValue]? {
        if case .array(_, let items) = self { return items }
        return nil
    }

    /// The bytes of an array of bytes (`ay`).
    package var bytes: [UInt8]? {
        guard case .array("y", let items) = self else { return nil }
        return items.compactMap { if case .byte(let byte) = $0 { byte } else { nil } }
    }

    /// An array of bytes (`ay`).
    package static func bytes(_ bytes: some Sequence<UInt8>) -> DBusValue {
        .array(elementType: "y", bytes.map { .byte($0) })
    }
}
