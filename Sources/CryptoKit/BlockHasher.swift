/// The frame MD5, SHA-1 and SHA-2 share: a state of words changed by compressing one block at a time, and a last
/// block padded with a one bit, zeros and the message's length in bits.
protocol BlockCompression {
    associatedtype Word: FixedWidthInteger & UnsignedInteger
    /// The block size in bytes.
    static var blockBytes: Int { get }
    /// The size in bytes of the length field at the end of the padding (8, or 16 for SHA-384 and SHA-512).
    static var lengthBytes: Int { get }
    /// Whether words and the length are read and written big-endian (SHA) or little-endian (MD5).
    static var bigEndian: Bool { get }
    /// The state before any block.
    static var initialState: [Word] { get }
    /// How many of the state's words make the digest.
    static var digestWords: Int { get }
    /// Mixes one block into the state.
    static func compress(_ state: inout [Word], _ block: UnsafeRawBufferPointer)
}

extension BlockCompression {
    /// Reads word `index` of a block in the function's byte order.
    @inline(__always)
    static func word(_ block: UnsafeRawBufferPointer, _ index: Int) -> Word {
        let value = block.loadUnaligned(fromByteOffset: index * MemoryLayout<Word>.size, as: Word.self)
        return bigEndian ? Word(bigEndian: value) : Word(littleEndian: value)
    }
}

/// A hash in progress: the state, the bytes of a block not yet full, and the length so far.
struct BlockHasher<Compression: BlockCompression> {
    private var state = Compression.initialState
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var rest = bytes[...]
        if !pending.isEmpty {
            let taken = min(Compression.blockBytes - pending.count, rest.count)
            pending += rest.prefix(taken)
            rest = rest.dropFirst(taken)
            guard pending.count == Compression.blockBytes else { return }
            pending.withUnsafeBytes { Compression.compress(&state, $0) }
            pending.removeAll(keepingCapacity: true)
        }
        while rest.count >= Compression.blockBytes {
            Compression.compress(&state, UnsafeRawBufferPointer(rebasing: rest.prefix(Compression.blockBytes)))
            rest = rest.dropFirst(Compression.blockBytes)
        }
        pending += rest
    }

    func finalize() -> [UInt8] {
        var copy = self
        var tail = pending
        tail.append(0x80)
        while (tail.count + Compression.lengthBytes) % Compression.blockBytes != 0 { tail.append(0) }
        let bits = length &* 8
        let lengthField = (0..<Compression.lengthBytes).map { index -> UInt8 in
            let shift = Compression.bigEndian ? (Compression.lengthBytes - 1 - index) * 8 : index * 8
            return shift < 64 ? UInt8(truncatingIfNeeded: bits >> UInt64(shift)) : 0
        }
        tail += lengthField
        copy.pending = []
        tail.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let block = UnsafeRawBufferPointer(rebasing: all[offset..<offset + Compression.blockBytes])
                Compression.compress(&copy.state, block)
                offset += Compression.blockBytes
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(Compression.digestWords * MemoryLayout<Compression.Word>.size)
        for word in copy.state.prefix(Compression.digestWords) {
            let ordered = Compression.bigEndian ? word.bigEndian : word.littleEndian
            withUnsafeBytes(of: ordered) { digest += $0 }
        }
        return digest
    }
}
