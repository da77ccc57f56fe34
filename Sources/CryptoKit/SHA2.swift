import Foundation

/// SHA-256 (FIPS 180-4): 32-byte digests, the hash most code reaches for.
public struct SHA256: HashFunction {
    /// The block size in bytes.
    public static let blockByteCount = 64
    /// The function's digest type.
    public typealias Digest = SHA256Digest
    var hasher = BlockHasher<SHA256Compression>()
    /// A function with no bytes in yet.
    public init() {}
    /// Adds the bytes in a buffer.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
    /// The digest of every byte added; the function is left as it was.
    public func finalize() -> SHA256Digest { SHA256Digest(bytes: hasher.finalize()) }
}

/// SHA-384 (FIPS 180-4): SHA-512's function from other starting values, cut to 48 bytes.
public struct SHA384: HashFunction {
    /// The block size in bytes.
    public static let blockByteCount = 128
    /// The function's digest type.
    public typealias Digest = SHA384Digest
    var hasher = BlockHasher<SHA384Compression>()
    /// A function with no bytes in yet.
    public init() {}
    /// Adds the bytes in a buffer.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
    /// The digest of every byte added; the function is left as it was.
    public func finalize() -> SHA384Digest { SHA384Digest(bytes: hasher.finalize()) }
}

/// SHA-512 (FIPS 180-4): 64-byte digests from 64-bit words.
public struct SHA512: HashFunction {
    /// The block size in bytes.
    public static let blockByteCount = 128
    /// The function's digest type.
    public typealias Digest = SHA512Digest
    var hasher = BlockHasher<SHA512Compression>()
    /// A function with no bytes in yet.
    public init() {}
    /// Adds the bytes in a buffer.
    public mutating func update(bufferPointer: UnsafeRawBufferPointer) { hasher.update(bufferPointer) }
    /// The digest of every byte added; the function is left as it was.
    public func finalize() -> SHA512Digest { SHA512Digest(bytes: hasher.finalize()) }
}

enum SHA256Compression: BlockCompression {
    static let blockBytes = 64
    static let lengthBytes = 8
    static let bigEndian = true
    static let digestWords = 8
    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    static func compress(_ state: inout [UInt32], _ block: UnsafeRawBufferPointer) {
        var schedule = [UInt32](repeating: 0, count: 64)
        for index in 0..<16 { schedule[index] = word(block, index) }
        for index in 16..<64 {
            let early = schedule[index - 15], late = schedule[index - 2]
            let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
            let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for index in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choice &+ roundConstants[index] &+ schedule[index]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let second = sum0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}

/// SHA-512's rounds, shared with SHA-384.
protocol SHA512Rounds: BlockCompression where Word == UInt64 {}

extension SHA512Rounds {
    static var blockBytes: Int { 128 }
    static var lengthBytes: Int { 16 }
    static var bigEndian: Bool { true }

    static func compress(_ state: inout [UInt64], _ block: UnsafeRawBufferPointer) {
        var schedule = [UInt64](repeating: 0, count: 80)
        for index in 0..<16 { schedule[index] = word(block, index) }
        for index in 16..<80 {
            let early = schedule[index - 15], late = schedule[index - 2]
            let sigma0 = early.rotatedRight(1) ^ early.rotatedRight(8) ^ (early >> 7)
            let sigma1 = late.rotatedRight(19) ^ late.rotatedRight(61) ^ (late >> 6)
            schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for index in 0..<80 {
            let sum1 = e.rotatedRight(14) ^ e.rotatedRight(18) ^ e.rotatedRight(41)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ sum1 &+ choice &+ SHA512Compression.roundConstants[index] &+ schedule[index]
            let sum0 = a.rotatedRight(28) ^ a.rotatedRight(34) ^ a.rotatedRight(39)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let second = sum0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
        }
        state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
        state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
    }
}

enum SHA512Compression: SHA512Rounds {
    static let digestWords = 8
    /// The first 64 bits of the fractional parts of the square roots of the first 8 primes.
    static let initialState: [UInt64] = [
        0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
        0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
    ]
    /// The first 64 bits of the fractional parts of the cube roots of the first 80 primes.
    static let roundConstants: [UInt64] = [
        0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
        0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
        0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
        0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
        0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
        0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
        0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
        0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
        0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
        0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
        0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
        0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
        0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
        0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
        0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
        0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
        0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
        0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
        0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
        0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
    ]
}

enum SHA384Compression: SHA512Rounds {
    static let digestWords = 6
    /// The first 64 bits of the fractional parts of the square roots of the 9th to 16th primes.
    static let initialState: [UInt64] = [
        0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
        0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
    ]
}

extension FixedWidthInteger where Self: UnsignedInteger {
    @inline(__always)
    func rotatedRight(_ count: Int) -> Self { (self >> Self(count)) | (self << Self(Self.bitWidth - count)) }
    @inline(__always)
    func rotatedLeft(_ count: Int) -> Self { (self << Self(count)) | (self >> Self(Self.bitWidth - count)) }
}
