import Foundation
import Testing

@testable import Tapestry

/// GIF files read and composed as viewers show them, checked against ImageMagick's `-coalesce` of the same
/// files (made with `convert`, their bytes kept here).
@Suite struct GIFImageTests {
    /// Three frames on an 8×6 canvas: red all over (7 cs); a blue 4×3 patch at (2, 1) cleared afterwards
    /// (disposal 2, 2 cs); a lime pixel at (6, 5) in a 3×2 patch that is otherwise transparent (0 cs). Loops
    /// forever.
    static let animation = Data(
        base64Encoded:
            "R0lGODlhCAAGAPAAAP8AAAAAACH5BAQHAAAAIf8LTkVUU0NBUEUyLjADAQAAACwAAAAACAAGAAACBoSPqct9BQAh+QQIAgAAACwCAAEABAADAIAAAP8AAAACA4SPVgAh+QQFAAABACwFAAQAAwACAIAA/wAAAAACA4wDUQA7"
    )!
    /// Red on a 4×4 canvas; a blue 2×2 patch at (1, 1) whose disposal restores what was under it; a lime pixel
    /// at (3, 3). Loop count 1 stored.
    static let restoring = Data(
        base64Encoded:
            "R0lGODlhBAAEAPAAAP8AAAAAACH5BAQKAAAAIf8LTkVUU0NBUEUyLjADAQEAACwAAAAABAAEAAACBISPCQUAIfkEDAoAAAAsAQABAAIAAgCAAAD/AAAAAgKEUQAh+QQECgAAACwDAAMAAQABAIAA/wAAAAACAkQBADs="
    )!
    /// A 10×10 red-to-blue gradient in four colours, stored interlaced.
    static let interlaced = Data(
        base64Encoded: "R0lGODlhCgAKAPEAAOMAHJwAY2MAnBwA4yH5BAAAAAAALAAAAAAKAAoAQAIUhI+jy+EPkQyi2isn3LcLNnzgqBQAOw==")!

    static let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, lime: UInt32 = 0xFF00_FF00

    @Test func readsTheFramesAndTheirTiming() throws {
        let gif = try GIFImage(data: Self.animation)
        #expect((gif.width, gif.height) == (8, 6))
        #expect(gif.frames.count == 3)
        #expect(gif.loopCount == 0)
        #expect(gif.isComplete)
        #expect(gif.frames.map(\.delay) == [7, 2, 0])
        #expect(gif.frames.map(\.disposal) == [1, 2, 1])
        #expect(gif.frames.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 8, 6], [2, 1, 4, 3], [5, 4, 3, 2]])
        #expect(gif.frames[2].transparentIndex == 1)
        #expect(gif.frames.allSatisfy { $0.isComplete })
    }

    @Test func composesFramesAsImageMagickDoes() throws {
        var compositor = GIFImage.Compositor(try GIFImage(data: Self.animation))
        let first = compositor.canvas(at: 0)
        #expect(first.allSatisfy { $0 == Self.red })
        let second = compositor.canvas(at: 1)
        for y in 0..<6 {
            for x in 0..<8 {
                let inPatch = (2..<6).contains(x) && (1..<4).contains(y)
                #expect(second[y * 8 + x] == (inPatch ? Self.blue : Self.red), "frame 1 at (\(x), \(y))")
            }
        }
        // Frame 1's patch was cleared to transparent; frame 2 draws one lime pixel and leaves the rest.
        let third = compositor.canvas(at: 2)
        for y in 0..<6 {
            for x in 0..<8 {
                let cleared = (2..<6).contains(x) && (1..<4).contains(y)
                let expected = x == 6 && y == 5 ? Self.lime : cleared ? 0 : Self.red
                #expect(third[y * 8 + x] == expected, "frame 2 at (\(x), \(y))")
            }
        }
        // Going back starts again from the first frame.
        #expect(compositor.canvas(at: 0) == first)
        #expect(compositor.bitmap(at: 1).argb(x: 3, y: 2) == Self.blue)
    }

    @Test func restoresThePreviousCanvas() throws {
        let gif = try GIFImage(data: Self.restoring)
        #expect(gif.loopCount == 1)
        #expect(gif.frames.map(\.disposal) == [1, 3, 1])
        var compositor = GIFImage.Compositor(gif)
        #expect(compositor.canvas(at: 1)[5] == Self.blue)
        let last = compositor.canvas(at: 2)
        #expect(last[15] == Self.lime)
        #expect(last.prefix(15).allSatisfy { $0 == Self.red }, "the blue patch is gone: what was under it is back")
    }

    @Test func putsInterlacedRowsInOrder() throws {
        let gif = try GIFImage(data: Self.interlaced)
        #expect(gif.frames[0].isInterlaced)
        var compositor = GIFImage.Compositor(gif)
        let canvas = compositor.canvas(at: 0)
        // ImageMagick's rows, top to bottom: each row one colour but for two pixels its quantizer changed.
        let rows: [UInt32] = [
            0xE3001C, 0xE3001C, 0xE3001C, 0x9C0063, 0x9C0063, 0x63009C, 0x63009C, 0x1C00E3, 0x1C00E3, 0x1C00E3,
        ]
        var expected = rows.flatMap { [UInt32](repeating: 0xFF00_0000 | $0, count: 10) }
        expected.replaceSubrange(20..<30, with: [UInt32](repeating: 0xFFE3_001C, count: 10))
        expected[29] = 0xFF9C_0063
        expected[75] = 0xFF63_009C
        #expect(canvas == expected)
    }

    @Test func keepsWhatArrivedOfATruncatedFile() throws {
        // Cut inside the second frame's data: the first frame is whole, the second partly there.
        let cut = Self.animation.prefix(0x5A)
        let gif = try GIFImage(data: cut)
        #expect(!gif.isComplete)
        #expect(gif.frames.count == 2)
        #expect(gif.frames[0].isComplete)
        #expect(!gif.frames[1].isComplete)
        // Cut before any image data: nothing to show.
        #expect(throws: GIFImage.Failure.noFrames) { try GIFImage(data: Self.animation.prefix(0x2D)) }
    }

    @Test func refusesWhatIsNotAShowableGIF() {
        #expect(throws: GIFImage.Failure.notGIF) { try GIFImage(data: Data("PNG".utf8)) }
        var empty = Data("GIF89a".utf8)
        empty.append(contentsOf: [0, 0, 6, 0, 0, 0, 0])
        #expect(throws: GIFImage.Failure.invalidCanvas(width: 0, height: 6)) { try GIFImage(data: empty) }
        #expect(GIFImage.Failure.noFrames.description == "the GIF has no image data")
        // A damaged code stream: the frame decodes as far as it can, without trapping.
        var damaged = Self.animation
        damaged[0x3A] = 0xFF
        damaged[0x3B] = 0xFF
        #expect((try? GIFImage(data: damaged))?.frames.isEmpty == false)
    }

    @Test func stopsAfterTheFramesAskedFor() throws {
        let gif = try GIFImage(data: Self.animation, maximumFrames: 1)
        #expect(gif.frames.count == 1)
    }

    @Test func uiImageShowsTheFirstFrame() throws {
        let image = try #require(UIImage(data: Self.animation, scale: 2))
        #expect(image.size == CGSize(width: 4, height: 3))
        #expect(image.pixelSize == CGSize(width: 8, height: 6))
        #expect(image.bitmap?.argb(x: 7, y: 5) == Self.red)
        #expect(UIImage(data: Self.animation.prefix(20)) == nil, "no frame: no image")
    }

    @Test func damagedFilesNeverTrap() {
        // Seeded damage: bytes changed, cut short, repeated; every reading ends in frames or a clear error.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var read = 0
        for round in 0..<3000 {
            var bytes = [UInt8](round % 2 == 0 ? Self.animation : Self.restoring)
            for _ in 0..<1 + next(4) {
                switch next(3) {
                case 0: bytes[next(bytes.count)] = UInt8(next(256))
                case 1: bytes.removeLast(next(bytes.count / 2))
                default:
                    let at = next(bytes.count)
                    bytes.insert(contentsOf: bytes[at...].prefix(next(12)), at: at)
                }
            }
            guard let gif = try? GIFImage(data: Data(bytes)) else { continue }
            read += 1
            var compositor = GIFImage.Compositor(gif)
            for index in gif.frames.indices { _ = compositor.canvas(at: index) }
        }
        #expect(read > 100, "most damage leaves something to show")
    }

    @Test func sizesBeyondReasonAreDamage() {
        // A 65,535 × 65,535 canvas (4 gigapixels) is refused rather than allocated.
        var huge = [UInt8](Self.animation)
        huge[6] = 0xFF
        huge[7] = 0xFF
        huge[8] = 0xFF
        huge[9] = 0xFF
        #expect(throws: GIFImage.Failure.invalidCanvas(width: 65535, height: 65535)) { try GIFImage(data: Data(huge)) }
        // A frame claiming as much is where the readable part ends.
        var frame = [UInt8](Self.animation)
        frame.replaceSubrange(0x33..<0x37, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(throws: GIFImage.Failure.noFrames) { try GIFImage(data: Data(frame)) }
    }
}
