import Foundation
import Testing

@testable import Tapestry

/// The data functions make, grow and read `NSData` as Core Foundation's do.
@Suite struct CFDataTests {
    @Test func mutableDataGrowsWithAppendedBytesAndReadsBack() {
        let data: CFMutableData = CFDataCreateMutable(nil, 0)
        #expect(CFDataGetLength(data) == 0)
        let bytes: [UInt8] = [1, 2, 3, 4]
        CFDataAppendBytes(data, bytes, 4)
        CFDataAppendBytes(data, bytes, 2)
        #expect(CFDataGetLength(data) == 6)
        #expect(data as Data == Data([1, 2, 3, 4, 1, 2]))
        CFDataGetMutableBytePtr(data)[0] = 9
        #expect(CFDataGetBytePtr(data)[0] == 9)
        CFDataSetLength(data, 8)
        #expect(data as Data == Data([9, 2, 3, 4, 1, 2, 0, 0]))
    }

    @Test func immutableDataAndCopiesHoldTheirOwnBytes() {
        var bytes: [UInt8] = [5, 6, 7]
        let data: CFData = CFDataCreate(nil, bytes, 3)
        bytes[0] = 0
        #expect(data as Data == Data([5, 6, 7]))
        let copy: CFMutableData = CFDataCreateMutableCopy(nil, 0, data)
        CFDataAppendBytes(copy, bytes, 1)
        #expect(copy as Data == Data([5, 6, 7, 0]))
        #expect(data as Data == Data([5, 6, 7]))
        #expect(CFDataGetLength(CFDataCreate(nil, nil, 0)) == 0)
    }
}
