// `import Combine` in code written for iOS: Apple's publishers, subscribers, subjects, `@Published` and
// `ObservableObject` come from OpenCombine, the open implementation of the same API. What joins it to
// Foundation and Dispatch under Apple's names (`DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers,
// `NotificationCenter.default.publisher(for:)`, `Timer.publish(every:on:in:)`) and the operators OpenCombine
// lacks (`combineLatest`, `merge`) are this module's own. (OpenCombine's own Foundation and Dispatch modules
// declare those names only where no module named Combine can be imported, which is not so once this one is
// built, so they are not used.)
@_exported import OpenCombine
