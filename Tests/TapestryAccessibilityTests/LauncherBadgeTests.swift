import CGio
import Foundation
import Testing

@testable import TapestryAccessibility

/// The launcher badge's signal: Unity's `Update(s a{sv})` naming the app's desktop entry, the count an int64.
@Suite struct LauncherBadgeTests {
    @Test func theUpdateNamesTheEntryAndCarriesTheCount() {
        let arguments = LauncherBadge.updateArguments(count: 3, desktopID: "org.example.Notes")
        let variant = tapestry_g_variant_ref_sink(arguments.makeVariant())!
        defer { tapestry_g_variant_unref(variant) }
        #expect(String(cString: tapestry_g_variant_get_type_string(variant)) == "(sa{sv})")
        let read = DBusArguments(body: variant)
        #expect(read.string(0) == "application://org.example.Notes.desktop")
        #expect(
            arguments
                == .tuple([
                    .string("application://org.example.Notes.desktop"),
                    .array(
                        elementType: "{sv}",
                        [
                            .entry(.string("count"), .variant(.int64(3))),
                            .entry(.string("count-visible"), .variant(.bool(true))),
                        ]),
                ]))
    }

    @Test func zeroHidesTheBadgeAndThePathIsTheAppsOwn() {
        let hidden = LauncherBadge.updateArguments(count: 0, desktopID: "notes")
        guard case .tuple(let items) = hidden, case .array(_, let properties) = items[1] else {
            Issue.record("not a tuple with properties")
            return
        }
        #expect(properties.last == .entry(.string("count-visible"), .variant(.bool(false))))
        #expect(
            LauncherBadge.objectPath(for: "org.example.Notes-2")
                == "/com/canonical/unity/launcherentry/org_example_Notes_2")
        LauncherBadge.show(0, desktopID: "notes")  // with or without a session bus: sent or dropped, never a trap
    }
}
