/// Stops the program with `message` when `condition` is false, in every build configuration: the standard
/// library's `precondition` drops the message in optimized builds, and a user of a release build deserves
/// to read which value was wrong. Shadows `Swift.precondition` inside this module.
@inline(__always)
func precondition(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = String(),
    file: StaticString = #file, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
