import CWayland
import Foundation
import Testing

@testable import TapestryWayland

/// Fractional scales and compositor-drawn cursors, which Debian's sway does not offer: their arithmetic and
/// their wire descriptions, checked here.
@MainActor
@Suite struct WaylandScaleTests {
    @Test func fractionalScalesArriveIn120thsAndWin() {
        #expect(WaylandWindow.fractionalScale(150) == 1.25)
        #expect(WaylandWindow.fractionalScale(180) == 1.5)
        #expect(WaylandWindow.chosenScale(fractional: 1.25, enteredOutputScales: [2], anyOutputScale: 2) == 1.25)
        #expect(WaylandWindow.chosenScale(fractional: nil, enteredOutputScales: [1, 2], anyOutputScale: 1) == 2)
        #expect(WaylandWindow.chosenScale(fractional: nil, enteredOutputScales: [], anyOutputScale: 3) == 3)
    }

    @Test func theBufferIsRoundedPointsTimesScaleNeverAScaledUpOne() {
        #expect(WaylandWindow.bufferPixels(for: CGSize(width: 300, height: 200), scale: 1.25) == (375, 250))
        #expect(WaylandWindow.bufferPixels(for: CGSize(width: 300, height: 200), scale: 1.5) == (450, 300))
        #expect(WaylandWindow.bufferPixels(for: CGSize(width: 301, height: 201), scale: 1.25) == (376, 251))
        #expect(WaylandWindow.bufferPixels(for: CGSize(width: 0, height: 0), scale: 2) == (1, 1))
    }

    @Test func cursorNamesMapToCursorShapeV1Shapes() {
        #expect(WaylandCursors.shape(for: "default") == 1)
        #expect(WaylandCursors.shape(for: "pointer") == 4)
        #expect(WaylandCursors.shape(for: "text") == 9)
        #expect(WaylandCursors.shape(for: "vertical-text") == 10)
        #expect(WaylandCursors.shape(for: "not-allowed") == 15)
        #expect(WaylandCursors.shape(for: "grabbing") == 17)
        #expect(WaylandCursors.shape(for: "zoom-out") == 34)
        #expect(WaylandCursors.shape(for: "no-such-cursor") == 1)
        #expect(Set(WaylandCursors.shapes.values).count == 34, "every shape once")
    }

    @Test func cursorShapeV1IsDescribedAsTheProtocolHasIt() throws {
        let manager = try #require(tapestry_wl_interface("wp_cursor_shape_manager_v1"))
        #expect(String(cString: manager.pointee.name) == "wp_cursor_shape_manager_v1")
        #expect(manager.pointee.method_count == 3 && manager.pointee.event_count == 0)
        let getPointer = manager.pointee.methods[1]
        #expect(String(cString: getPointer.name) == "get_pointer" && String(cString: getPointer.signature) == "no")
        let device = tapestry_cursor_shape_device_interface
        #expect(String(cString: device.name) == "wp_cursor_shape_device_v1" && device.method_count == 2)
        #expect(String(cString: device.methods[1].name) == "set_shape")
        #expect(String(cString: device.methods[1].signature) == "uu")
    }
}
