import Foundation

// Core Foundation's data functions, over `NSData` and `NSMutableData` (toll-free bridged here as on iOS): what
// image code calls to make the buffer an image destination writes into (`CFDataCreateMutable(nil, 0)`).

/// Immutable data holding a copy of `length` bytes at `bytes`.
public func CFDataCreate(_ allocator: CFAllocator!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) -> CFData! {
    guard let bytes, length > 0 else { return NSData() }
    return NSData(bytes: bytes, length: length)
}

/// Empty mutable data; `capacity` 0 means it may grow without a limit (a positive one is a hint here).
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
    NSMutableData(capacity: max(0, capacity)) ?? NSMutableData()
}

/// Mutable data holding a copy of `theData`'s bytes.
public func CFDataCreateMutableCopy(_ allocator: CFAllocator!, _ capacity: CFIndex, _ theData: CFData!)
    -> CFMutableData!
{
    NSMutableData(data: theData as Data)
}

/// Adds `length` bytes at `bytes` to the end of `theData`.
public func CFDataAppendBytes(_ theData: CFMutableData!, _ bytes: UnsafePointer<UInt8>!, _ length: CFIndex) {
    guard let bytes, length > 0 else { return }
    theData.append(bytes, length: length)
}

/// The first byte of `theData`, to write through.
public func CFDataGetMutableBytePtr(_ theData: CFMutableData!) -> UnsafeMutablePointer<UInt8>! {
    theData.mutableBytes.assumingMemoryBound(to: UInt8.self)
}

/// Sets the number of bytes, adding zeros at the end or dropping bytes from it.
public func CFDataSetLength(_ theData: CFMutableData!, _ length: CFIndex) {
    theData.length = max(0, length)
}
