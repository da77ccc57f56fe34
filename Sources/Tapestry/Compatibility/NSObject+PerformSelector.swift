import Foundation

/// A request `perform(_:with:afterDelay:)` made and has not run yet.
@MainActor
private struct DelayedPerform {
    let target: AnyObject
    let selector: Selector
    let argument: Any?
    let timer: RunLoopClock.Timer
}

@MainActor private var delayedPerforms: [DelayedPerform] = []
/// Objects `perform(_:)` returned, kept until the run loop's next turn.
@MainActor private var performResults: [AnyObject] = []

extension NSObject {
    /// Sends `aSelector` to the object after `delay` seconds, from the application's run loop (on the
    /// engine's clock, so tests advance it), with `anArgument` as the method's argument. The object and the
    /// argument are kept until then, as Foundation keeps them.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let target: AnyObject = self
        var timer: RunLoopClock.Timer?
        timer = UIApplication.shared.clock.schedule(after: max(delay, 0)) {
            delayedPerforms.removeAll { $0.timer === timer }
            aSelector.perform(on: target, sender: anArgument)
        }
        delayedPerforms.append(
            DelayedPerform(target: target, selector: aSelector, argument: anArgument, timer: timer!))
    }

    /// The same, in the given run-loop modes (the engine's clock runs in every mode).
    @preconcurrency @MainActor
    public func perform(
        _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
    ) {
        perform(aSelector, with: anArgument, afterDelay: delay)
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made for `aTarget` with this selector and an equal
    /// argument (`isEqual`). A `Selector` made from a method reference names its class and signature, so two
    /// methods of one class with the same signature count as one here.
    @preconcurrency @MainActor
    public static func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        cancel { request in
            request.target === (aTarget as AnyObject) && request.selector == aSelector
                && sameArgument(request.argument, anArgument)
        }
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made for `aTarget`.
    @preconcurrency @MainActor
    public static func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        cancel { $0.target === (aTarget as AnyObject) }
    }

    /// Sends `aSelector` to the object now; its result, if it returns an object.
    @preconcurrency @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>? {
        Self.unmanaged(aSelector.perform(on: self, sender: nil))
    }

    /// Sends `aSelector` to the object now with an argument; its result, if it returns an object.
    @preconcurrency @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
        Self.unmanaged(aSelector.perform(on: self, sender: object))
    }

    @MainActor
    private static func cancel(where matches: (DelayedPerform) -> Bool) {
        for request in delayedPerforms where matches(request) { request.timer.invalidate() }
        delayedPerforms.removeAll(where: matches)
    }

    private static func sameArgument(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let object = a as? NSObject { return object.isEqual(b) }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }

    /// An object result, unretained as Foundation hands it back and kept alive until the run loop's next turn
    /// (as an autorelease pool keeps it); nil for no result or a value (which has no object to point at).
    @MainActor
    private static func unmanaged(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let result, type(of: result) is AnyObject.Type else { return nil }
        let object = result as AnyObject
        if performResults.isEmpty {
            UIApplication.shared.clock.schedule(after: 0) { performResults.removeAll() }
        }
        performResults.append(object)
        return Unmanaged.passUnretained(object)
    }
}
