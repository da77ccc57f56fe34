import Foundation
import ImageIO
import TapestryTesting
import Testing

/// `CGImageAnimateImageDataWithBlock`: frames handed to a block on the main queue, each after its delay on the
/// application's clock, until the loops end or the block stops them.
@MainActor
@Suite struct CGImageAnimationTests {
    final class Shown {
        var frames: [(index: Int, time: TimeInterval, width: Int)] = []
    }

    func harness() -> EventSynthesizer {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        return EventSynthesizer(window: window)
    }

    @Test func framesComeInTurnWithTheirDelays() {
        let synthesizer = harness()
        let shown = Shown()
        let clock = UIApplication.shared.clock
        let begin = clock.now
        let options = [kCGImageAnimationLoopCount: 1] as CFDictionary
        let status = CGImageAnimateImageDataWithBlock(Fixtures.animation as CFData, options) { index, image, _ in
            MainActor.assumeIsolated { shown.frames.append((index, clock.now - begin, image.width)) }
        }
        #expect(status == noErr)
        #expect(shown.frames.isEmpty, "the block runs on the main queue, later")
        for _ in 0..<30 { synthesizer.advance(by: 0.01) }
        #expect(shown.frames.map(\.index) == [0, 1, 2], "one loop, then the end")
        #expect(shown.frames.allSatisfy { $0.width == 8 })
        // 0.07 s after the first frame, the second; 0.02 s after it, the third.
        let times = shown.frames.map(\.time)
        if times.count == 3 {
            #expect(abs(times[1] - times[0] - 0.07) < 0.011 && abs(times[2] - times[1] - 0.02) < 0.011)
        }
    }

    @Test func theBlockStopsItAndOptionsChooseTheStartAndDelay() {
        let synthesizer = harness()
        let shown = Shown()
        let options = [kCGImageAnimationStartIndex: 2, kCGImageAnimationDelayTime: 0.05] as [CFString: Any]
        let status = CGImageAnimateImageDataWithBlock(Fixtures.animation as CFData, options as CFDictionary) {
            index, _, stop in
            MainActor.assumeIsolated {
                shown.frames.append((index, 0, 0))
                if shown.frames.count == 4 { stop.pointee = true }
            }
        }
        #expect(status == noErr)
        for _ in 0..<40 { synthesizer.advance(by: 0.01) }
        #expect(shown.frames.map(\.index) == [2, 0, 1, 2], "forever (the file's loop count) until the block stops it")
    }

    @Test func whatCannotBeAnimated() {
        let ignore: CGImageSourceAnimationBlock = { _, _, _ in }
        #expect(
            CGImageAnimateImageDataWithBlock(Data("not an image at all".utf8) as CFData, nil, ignore)
                == CGImageAnimationStatus.unsupportedFormat.rawValue)
        #expect(
            CGImageAnimateImageDataWithBlock(Fixtures.animation.prefix(20) as CFData, nil, ignore)
                == CGImageAnimationStatus.incompleteInputImage.rawValue)
        let badStart = [kCGImageAnimationStartIndex: 9] as CFDictionary
        #expect(
            CGImageAnimateImageDataWithBlock(Fixtures.animation as CFData, badStart, ignore)
                == CGImageAnimationStatus.parameterError.rawValue)
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).gif") as CFURL
        #expect(
            CGImageAnimateImageAtURLWithBlock(missing, nil, ignore) == CGImageAnimationStatus.parameterError.rawValue)
    }
}
