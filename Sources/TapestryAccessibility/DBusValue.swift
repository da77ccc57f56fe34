import CGio
import Foundation

/// A D-Bus value the bridge sends, turned into a GVariant only at the edge.
indirect enum DBusValue: Equatable, Sendable {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case int64(Int64)
    case uint32(UInt32)
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
    func makeVariant() -> OpaquePointer {
        switch self {
        case .string(let value): return tapestry_g_variant_new_string(value)
        case .objectPath(let value): return tapestry_g_variant_new_object_path(value)
        case .int32(let value): return tapestry_g_variant_new_int32(value)
        case .int64(let value): return tapestry_g_variant_new_int64(value)
        case .uint32(let value): return tapestry_g_variant_new_uint32(value)
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
struct DBusArguments {
    let body: OpaquePointer?
    /// What owns the body (a reply), kept alive while the arguments are read.
    private let owner: AnyObject?

    init(body: OpaquePointer?, owner: AnyObject? = nil) {
        self.body = body
        self.owner = owner
    }

    var count: Int { body.map { Int(tapestry_g_variant_n_children($0)) } ?? 0 }

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

    func int32(_ index: Int) -> Int32? { child(index, "i") { tapestry_g_variant_get_int32($0) } }
    func uint32(_ index: Int) -> UInt32? { child(index, "u") { tapestry_g_variant_get_uint32($0) } }
    func bool(_ index: Int) -> Bool? { child(index, "b") { tapestry_g_variant_get_boolean($0) != 0 } }
    func string(_ index: Int) -> String? {
        child(index, "s") { String(cString: tapestry_g_variant_get_string($0, nil)) }
    }
    /// The value inside a variant argument, as a double when it is a number.
    func variantNumber(_ index: Int) -> Double? {
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
    func variantBool(_ index: Int) -> Bool? {
        child(index, "v") { outer -> Bool? in
            guard let inner = tapestry_g_variant_get_variant(outer) else { return nil }
            defer { tapestry_g_variant_unref(inner) }
            guard String(cString: tapestry_g_variant_get_type_string(inner)) == "b" else { return nil }
            return tapestry_g_variant_get_boolean(inner) != 0
        } ?? nil
    }
}
