import Foundation
import Testing

@testable import Tapestry

/// A search bar's small types (UISearchBar+Types): its styles and icons with UIKit's raw values, its field's
/// class, and the magnifier it draws in the field.
@MainActor
@Suite struct UISearchBarTypesTests {
    @Test func stylesAndIconsHaveUIKitsRawValues() {
        #expect(UISearchBar.Style.default.rawValue == 0 && UISearchBar.Style.minimal.rawValue == 2)
        #expect(UISearchBar.Icon.search.rawValue == 0 && UISearchBar.Icon.resultsList.rawValue == 3)
        #expect(UISearchBar().searchTextField is UISearchTextField || UISearchBar().searchTextField is UITextField)
    }

    /// The magnifier: a grey circle and its handle, stroked; it takes no touches.
    @Test func theMagnifierIsACircleAndAHandle() {
        let magnifier = MagnifierView(frame: CGRect(x: 0, y: 0, width: 14, height: 14))
        #expect(!magnifier.isUserInteractionEnabled && magnifier.backgroundColor == .clear)
        let backend = RecordingBackend()
        UIGraphicsPushContext(CGContext(backend: backend))
        magnifier.draw(magnifier.bounds)
        UIGraphicsPopContext()
        #expect(backend.calls.filter { $0.hasPrefix("stroke") }.count == 2, "\(backend.calls)")
        #expect(backend.calls.first { $0.hasPrefix("stroke") } == "stroke width 1.6 dashes [] phase 0.0")
    }
}
