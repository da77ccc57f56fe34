/// The size in bytes of an instance of `cls`, as the Objective-C runtime's `class_getInstanceSize` gives it: the
/// object header and every stored property, the superclasses' included (0 for `nil`). Swift's class metadata
/// holds the size; this reads it from there (Swift's documented metadata layout, without Objective-C interop:
/// the instance size is the 32-bit word after the flags and the address point).
public func class_getInstanceSize(_ cls: AnyClass?) -> Int {
    guard let cls else { return 0 }
    let metadata = unsafeBitCast(cls, to: UnsafeRawPointer.self)
    let afterFlagsAndAddressPoint = 2 * MemoryLayout<Int>.size + 2 * MemoryLayout<UInt32>.size
    return Int(metadata.load(fromByteOffset: afterFlagsAndAddressPoint, as: UInt32.self))
}
