/// Runs `body` in an autorelease pool, as iOS code does around loops that make many temporary objects (decoding
/// images, reading files). Swift on Linux has no autorelease: an object is freed when its last reference goes,
/// inside `body` already, so the pool has nothing left to drain and the call is `body`'s own. It exists so that
/// such code compiles unchanged and frees its temporaries as early as it does on iOS.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
