import CX11

/// A window property as `XGetWindowProperty` hands it over: its type, format and items.
struct X11Property {
    /// The property's type (0 when the window has no such property).
    let type: Atom
    /// 8, 16 or 32 (0 when there is no such property).
    let format: Int32
    /// How many items it holds, whatever their format.
    let count: Int
    /// The items of an 8-bit property (empty otherwise).
    let bytes: [UInt8]
    /// The items of a 32-bit property, one C long each as Xlib gives them (empty otherwise).
    let longs: [UInt]

    /// Reads at most `length` 32-bit units of `property` on `window`, deleting it when `delete` is set; nil when
    /// the request fails.
    static func read(_ display: OpaquePointer, _ window: Window, _ property: Atom, length: Int, delete: Bool = false)
        -> X11Property?
    {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, property, 0, length, delete ? 1 : 0, Atom(AnyPropertyType), &type, &format, &count,
            &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        var bytes: [UInt8] = [], longs: [UInt] = []
        if let data, format == 8 { bytes = Array(UnsafeBufferPointer(start: data, count: Int(count))) }
        if let data, format == 32 {
            let start = UnsafeRawPointer(data).assumingMemoryBound(to: UInt.self)
            longs = Array(UnsafeBufferPointer(start: start, count: Int(count)))
        }
        return X11Property(type: type, format: format, count: Int(count), bytes: bytes, longs: longs)
    }
}
