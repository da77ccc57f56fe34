import Foundation
import Tapestry

/// Why `CGImageAnimateImageDataWithBlock` could not start (ImageIO's raw values).
public enum CGImageAnimationStatus: OSStatus, Sendable {
    /// An option or argument is invalid.
    case parameterError = -22140
    /// The data is not an image that can be read.
    case corruptInputImage = -22141
    /// The data is an image format that is not animated here.
    case unsupportedFormat = -22142
    /// The data ends before its first image does.
    case incompleteInputImage = -22143
    /// Memory ran out.
    case allocationFailure = -22144
}

/// The frame a `CGImageAnimate…` block is given: its index, its image, and a flag the block sets to stop.
public typealias CGImageSourceAnimationBlock = (Int, CGImage, UnsafeMutablePointer<Bool>) -> Void

/// The index of the first frame shown (a number; 0 by default).
nonisolated(unsafe) public let kCGImageAnimationStartIndex: CFString = "kCGImageAnimationStartIndex"
/// The delay between frames in seconds, in place of each frame's own (a number).
nonisolated(unsafe) public let kCGImageAnimationDelayTime: CFString = "kCGImageAnimationDelayTime"
/// How many times the frames are shown, in place of the file's loop count (a number; 0 forever).
nonisolated(unsafe) public let kCGImageAnimationLoopCount: CFString = "kCGImageAnimationLoopCount"

/// Animates the image file at `url`: see `CGImageAnimateImageDataWithBlock`.
public func CGImageAnimateImageAtURLWithBlock(
    _ url: CFURL, _ options: CFDictionary?, _ block: @escaping CGImageSourceAnimationBlock
) -> OSStatus {
    guard let path = url.path, let data = FileManager.default.contents(atPath: path) else {
        return CGImageAnimationStatus.parameterError.rawValue
    }
    return CGImageAnimateImageDataWithBlock(data as CFData, options, block)
}

/// Animates an image file (an animated GIF's frames in turn, each for its own delay; a still image once): the
/// block is called on the main queue with each frame, on the application's clock, until it sets `stop`, or the
/// loop count is reached (the file's, or `kCGImageAnimationLoopCount`'s; forever when 0). Returns `noErr` when
/// the animation started, or a `CGImageAnimationStatus` when the data cannot be animated.
public func CGImageAnimateImageDataWithBlock(
    _ data: CFData, _ options: CFDictionary?, _ block: @escaping CGImageSourceAnimationBlock
) -> OSStatus {
    let settings = ImageOptions(options)
    guard let source = CGImageSourceCreateWithData(data, nil) else {
        return CGImageAnimationStatus.parameterError.rawValue
    }
    let count = CGImageSourceGetCount(source)
    switch CGImageSourceGetStatus(source) {
    case .statusComplete: break
    case .statusUnknownType: return CGImageAnimationStatus.unsupportedFormat.rawValue
    case .statusInvalidData: return CGImageAnimationStatus.corruptInputImage.rawValue
    default: if count == 0 { return CGImageAnimationStatus.incompleteInputImage.rawValue }
    }
    let start = settings.int(kCGImageAnimationStartIndex) ?? 0
    let delay = settings.double(kCGImageAnimationDelayTime)
    guard count > 0, (0..<count).contains(start), delay.map({ $0.isFinite && $0 >= 0 }) ?? true else {
        return CGImageAnimationStatus.parameterError.rawValue
    }
    let file = CGImageSourceCopyProperties(source, nil) as? [String: Any]
    let gif = file?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
    let loops = settings.int(kCGImageAnimationLoopCount) ?? (gif?[kCGImagePropertyGIFLoopCount as String] as? Int) ?? 1
    // The block is called on the main queue only, as Apple's is: from the main actor, at the application
    // clock's next turn (so virtual time in tests drives the first frame too); from elsewhere, through the queue.
    let handed = UncheckedBlock(block: block)
    let begin: @Sendable () -> Void = {
        MainActor.assumeIsolated {
            let animation = ImageAnimation(
                source: source, count: count, start: start, delay: delay, loops: loops, block: handed.block)
            UIApplication.shared.clock.schedule(after: 0) { animation.show() }
        }
    }
    if MainActorContext.isCurrent { begin() } else { DispatchQueue.main.async(execute: begin) }
    return noErr
}

/// A block handed to the main queue, where alone it runs.
private struct UncheckedBlock: @unchecked Sendable {
    let block: CGImageSourceAnimationBlock
}

/// One running `CGImageAnimate…`: shows a frame, then waits its delay on the application's clock.
@MainActor
private final class ImageAnimation {
    let source: CGImageSource
    let count: Int
    var index: Int
    let delay: Double?
    let loops: Int
    var shown = 0
    let block: CGImageSourceAnimationBlock

    init(
        source: CGImageSource, count: Int, start: Int, delay: Double?, loops: Int,
        block: @escaping CGImageSourceAnimationBlock
    ) {
        self.source = source
        self.count = count
        index = start
        self.delay = delay
        self.loops = loops
        self.block = block
    }

    func show() {
        guard let image = CGImageSourceCreateImageAtIndex(source, index, nil) else { return }
        var stop = false
        block(index, image, &stop)
        shown += 1
        // A still image, the loops done, or the block's word: the end.
        if stop || count < 2 || (loops > 0 && shown >= loops * count) { return }
        let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any]
        let gif = properties?[kCGImagePropertyGIFDictionary as String] as? [String: Any]
        let wait = delay ?? (gif?[kCGImagePropertyGIFDelayTime as String] as? Double) ?? 0.1
        index = (index + 1) % count
        UIApplication.shared.clock.schedule(after: wait) { [self] in show() }
    }
}
