import Foundation

/// Hash functions kept for formats and protocols that still name them, not for security: MD5 and SHA-1.
public enum Insecure {
    /// MD5 (RFC 1321): 16-byte digests.
    public struct MD5: HashFunction {
        /// The block size in bytes.
        public static let blockByteCount = 64
        /// The function's digest type.
        public typealias Digest = MD5Digest
        var hasher = BlockHasher<MD5Compression>()
        /// A function with no bytes in yet.
        public init() {}
        /// Adds the bytes in a buffer.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
        /// The digest of every byte added; the function is left as it was.
        public func finalize() -> MD5Digest { MD5Digest(bytes: hasher.finalize()) }
    }

    /// SHA-1 (FIPS 180-4): 20-byte digests.
    public struct SHA1: HashFunction {
        /// The block size in bytes.
        public static let blockByteCount = 64
        /// The function's digest type.
        public typealias Digest = SHA1Digest
        var hasher = BlockHasher<SHA1Compression>()
        /// A function with no bytes in yet.
        public init() {}
        /// Adds the bytes in a buffer.
        public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
        /// The digest of every byte added; the function is left as it was.
        public func finalize() -> SHA1Digest { SHA1Digest(bytes: hasher.finalize()) }
    }
}

enum MD5Compression: BlockCompression {
    static let blockBytes = 64
    static let lengthBytes = 8
    static let bigEndian = false
    static let digestWords = 4
    static let initialState: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]
    /// The integer parts of 2³² × |sin(i + 1)|.
    static let sines: [UInt32] = [
        0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
        0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
        0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
        0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
        0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
        0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
        0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
        0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
    ]
    static let shifts: [Int] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]

    static func compress(_ state: inout [UInt32], _ block: UnsafeRawBufferPointer) {
        var (a, b, c, d) = (state[0], state[1], state[2], state[3])
        for index in 0..<64 {
            let round = index / 16
            let mixed: UInt32
            let wordIndex: Int
            switch round {
            case 0: (mixed, wordIndex) = ((b & c) | (~b & d), index)
            case 1: (mixed, wordIndex) = ((d & b) | (~d & c), (5 * index + 1) % 16)
            case 2: (mixed, wordIndex) = (b ^ c ^ d, (3 * index + 5) % 16)
            default: (mixed, wordIndex) = (c ^ (b | ~d), (7 * index) % 16)
            }
            let sum = a &+ mixed &+ sines[index] &+ word(block, wordIndex)
            (a, d, c) = (d, c, b)
            b = b &+ sum.rotatedLeft(shifts[round * 4 + index % 4])
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
    }
}

enum SHA1Compression: BlockCompression {
    static let blockBytes = 64
    static let lengthBytes = 8
    static let bigEndian = true
    static let digestWords = 5
    static let initialState: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]

    static func compress(_ state: inout [UInt32], _ block: UnsafeRawBufferPointer) {
        var schedule = [UInt32](repeating: 0, count: 80)
        for index in 0..<16 { schedule[index] = word(block, index) }
        for index in 16..<80 {
            schedule[index] = (schedule[index - 3] ^ schedule[index - 8] ^ schedule[index - 14] ^ schedule[index - 16])
                .rotatedLeft(1)
        }
        var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
        for index in 0..<80 {
            let (mixed, constant): (UInt32, UInt32) =
                switch index / 20 {
                case 0: ((b & c) | (~b & d), 0x5a82_7999)
                case 1: (b ^ c ^ d, 0x6ed9_eba1)
                case 2: ((b & c) | (b & d) | (c & d), 0x8f1b_bcdc)
                default: (b ^ c ^ d, 0xca62_c1d6)
                }
            let next = a.rotatedLeft(5) &+ mixed &+ e &+ constant &+ schedule[index]
            (e, d, c, b, a) = (d, c, b.rotatedLeft(30), a, next)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d; state[4] &+= e
    }
}
