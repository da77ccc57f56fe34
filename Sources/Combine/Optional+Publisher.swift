import OpenCombine

// `optional.publisher` and `result.publisher` under Apple's names. OpenCombine declares these only when it is
// built where no module named Combine can be imported, which depends on build order once this module exists;
// declaring them here too makes them present either way (a declaration here shadows OpenCombine's, since this
// module imports it).

extension Optional {
    /// A publisher of the wrapped value, once, or of nothing when nil.
    public typealias Publisher = OCombine.Publisher

    /// A publisher of the wrapped value, once, or of nothing when nil.
    public var publisher: Publisher { Publisher(self) }
}

extension Result {
    /// A publisher of the success value, once, or of the failure.
    public typealias Publisher = OCombine.Publisher

    /// A publisher of the success value, once, or of the failure.
    public var publisher: Publisher { Publisher(self) }
}
