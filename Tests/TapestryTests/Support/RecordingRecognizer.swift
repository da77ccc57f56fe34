import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A recognizer that logs what it receives and never decides on its own (a custom recognizer a user might
/// write), so the arena's own rules are what is tested.
@MainActor
final class RecordingRecognizer: UIGestureRecognizer {
    var log: Log?
    var label = "r"
    var beganTouches: [UITouch] = []
    var resets = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        beganTouches.append(contentsOf: touches)
        log?("\(label) rec began \(touches.count)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(label) rec ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { log?("\(label) rec cancelled") }
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// The first bytes of a PNG of the given size: enough for `UIImage`, which reads only the header.
func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}
