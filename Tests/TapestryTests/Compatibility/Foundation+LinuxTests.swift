import Foundation
import Tapestry
import Testing

/// The pieces of Apple's Foundation and Dispatch UIKit code uses that Linux's lack.
@Suite struct FoundationLinuxTests {
    @Test func theTimeConstantsAreDispatchs() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(USEC_PER_SEC == 1_000_000)
        let later = DispatchTime.now() + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(later > DispatchTime.now())
    }

    @Test func aFormattedAppend() {
        let text = NSMutableString(string: "Total:")
        text.appendFormat(" %d items, %.1f%%", 3, 42.5)
        #expect(text as String == "Total: 3 items, 42.5%")
    }

    @Test func memoryFunctionsTakeOptionalPointersAsOnDarwin() {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 6)
        defer { bytes.deallocate() }
        bytes.initialize(from: [1, 2, 3, 4, 5, 6], count: 6)
        let source: UnsafePointer<UInt8>? = UnsafePointer(bytes)
        let target = UnsafeMutableRawPointer.allocate(byteCount: 6, alignment: 1)
        defer { target.deallocate() }
        let optionalTarget: UnsafeMutableRawPointer? = target
        memset(optionalTarget, 0x1FF, 6)  // the low byte
        #expect((0..<6).allSatisfy { target.load(fromByteOffset: $0, as: UInt8.self) == 0xFF })
        memcpy(optionalTarget, source, 4)
        memmove(optionalTarget! + 1, optionalTarget, 4)  // overlapping
        #expect((0..<6).map { target.load(fromByteOffset: $0, as: UInt8.self) } == [1, 1, 2, 3, 4, 0xFF])
        // Non-optional pointers still reach the C functions, without ambiguity.
        _ = memcpy(target, target + 1, 2)
        #expect(target.load(as: UInt8.self) == 1 && target.load(fromByteOffset: 1, as: UInt8.self) == 2)
    }

    @Test func attributedStringsAreMadeEmptyWithoutArguments() {
        let plain = NSAttributedString()
        let mutable = NSMutableAttributedString()
        mutable.append(NSAttributedString(string: "more"))
        #expect(plain.length == 0 && plain.string.isEmpty)
        #expect(mutable.string == "more")
        let storage = NSMutableAttributedString(string: "old")
        storage.setAttributedString(NSAttributedString())
        #expect(storage.length == 0)
    }

    @Test func aTimerMadeWithoutArgumentsIsAPlaceholderThatNeverFires() {
        final class Banner {
            var delayTimer = Timer()
            func schedule() -> Timer {
                delayTimer.invalidate()
                delayTimer = Timer(timeInterval: 1, repeats: false) { _ in }
                return delayTimer
            }
        }
        let banner = Banner()
        #expect(banner.delayTimer.isValid)
        #expect(banner.delayTimer.fireDate > Date(timeIntervalSinceNow: 1e9))  // decades away: never
        #expect(banner.delayTimer.timeInterval == 0)
        let placeholder = banner.delayTimer
        let real = banner.schedule()
        #expect(!placeholder.isValid)
        #expect(real !== placeholder && real.isValid)
    }

    @Test func theProcessIsNeitherACatalystNorAnIOSAppOnAMac() {
        #expect(!ProcessInfo.processInfo.isMacCatalystApp && !ProcessInfo.processInfo.isiOSAppOnMac)
    }

    @Test func aCachedObjectCanAdoptDiscardableContent() {
        // The shape of an image cache's storage object: it counts accesses and drops its value when unused.
        final class Stored: NSDiscardableContent {
            var value: [UInt8]? = [1, 2, 3]
            var accesses = 0
            func beginContentAccess() -> Bool {
                guard value != nil else { return false }
                accesses += 1
                return true
            }
            func endContentAccess() { accesses -= 1 }
            func discardContentIfPossible() { if accesses == 0 { value = nil } }
            func isContentDiscarded() -> Bool { value == nil }
        }
        let stored = Stored()
        let content: any NSDiscardableContent = stored
        #expect(content.beginContentAccess())
        content.discardContentIfPossible()
        #expect(!content.isContentDiscarded())
        content.endContentAccess()
        content.discardContentIfPossible()
        #expect(content.isContentDiscarded() && !content.beginContentAccess())
    }

    @Test func securityScopedAccessIsAlwaysGrantedOnAnUnsandboxedDesktop() {
        let url = URL(fileURLWithPath: NSTemporaryDirectory())
        #expect(url.startAccessingSecurityScopedResource())
        url.stopAccessingSecurityScopedResource()
        #expect(FileManager.default.fileExists(atPath: url.path), "the file is reachable as before")
    }
}
