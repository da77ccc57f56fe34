import Foundation
import Testing

@testable import TapestryWayland

/// text-input-v3 gives the caret in composing text as a byte offset into UTF-8; the engine takes Unicode scalars.
@MainActor
@Suite struct WaylandTextInputTests {
    @Test func byteOffsetsBecomeScalarOffsets() {
        #expect(WaylandTextInput.scalarOffset(ofByte: 0, in: "한국") == 0)
        #expect(WaylandTextInput.scalarOffset(ofByte: 3, in: "한국") == 1, "a Hangul syllable is 3 bytes")
        #expect(WaylandTextInput.scalarOffset(ofByte: 6, in: "한국") == 2)
        #expect(WaylandTextInput.scalarOffset(ofByte: 5, in: "ab😀c") == 2, "inside an emoji: before it")
        #expect(WaylandTextInput.scalarOffset(ofByte: 6, in: "ab😀c") == 3)
        #expect(WaylandTextInput.scalarOffset(ofByte: -1, in: "한국") == 2, "-1 hides the cursor: at the end")
        #expect(WaylandTextInput.scalarOffset(ofByte: 99, in: "한국") == 2, "past the end: the end")
    }
}
