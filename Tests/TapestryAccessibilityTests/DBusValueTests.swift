import CGio
import Foundation
import Testing

@testable import TapestryAccessibility

/// D-Bus values become GVariants of the right type and are read back from received arguments.
@Suite struct DBusValueTests {
    func arguments(_ values: [DBusValue]) -> (DBusArguments, OpaquePointer) {
        let body = tapestry_g_variant_ref_sink(DBusValue.tuple(values).makeVariant())!
        return (DBusArguments(body: body), body)
    }

    @Test func valuesHaveTheirDBusTypes() {
        let value = DBusValue.tuple([
            .string("a"), .objectPath("/x"), .int32(-1), .uint32(2), .int16(3), .bool(true), .double(0.5),
            .variant(.string("v")), .array(elementType: "(so)", []),
            .array(elementType: "{ss}", [.entry(.string("k"), .string("v"))]),
        ])
        let variant = tapestry_g_variant_ref_sink(value.makeVariant())!
        defer { tapestry_g_variant_unref(variant) }
        #expect(String(cString: tapestry_g_variant_get_type_string(variant)) == "(soiunbdva(so)a{ss})")
    }

    @Test func argumentsAreReadByTypeAndNothingElse() {
        let (read, body) = arguments([
            .int32(7), .uint32(8), .string("name"), .variant(.double(0.25)), .variant(.bool(true)),
        ])
        defer { tapestry_g_variant_unref(body) }
        #expect(read.count == 5 && read.int32(0) == 7 && read.uint32(1) == 8 && read.string(2) == "name")
        #expect(read.variantNumber(3) == 0.25 && read.variantBool(4) == true)
        #expect(read.string(0) == nil && read.int32(2) == nil && read.int32(9) == nil && read.variantBool(3) == nil)
    }
}
