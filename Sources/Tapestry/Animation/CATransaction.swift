import Foundation

/// Groups layer changes: the duration and curve of the implicit animations they start, whether actions run
/// at all, and a block that runs once their animations end. A transaction is open implicitly whenever a
/// layer changes and is committed at the end of the run-loop turn; `begin()`/`commit()` nest explicit ones.
///
/// Not isolated, as in Core Animation. Transactions belong to the thread that changes layers, which in UIKit
/// code is the main thread; the one stack here is the main thread's.
open class CATransaction: NSObject {
    private final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var group: AnimationCompletionGroup?
        let implicit: Bool
        init(implicit: Bool) { self.implicit = implicit }
    }

    nonisolated(unsafe) private static var stack: [Frame] = []

    /// How many times a transaction has been committed (the run loop's, or an outermost explicit one): a layer
    /// that joined its tree at the current count has not been committed yet (see `CALayer.hasBeenCommitted`).
    nonisolated(unsafe) private(set) static var commits = 0

    /// Opens a transaction.
    public static func begin() {
        stack.append(Frame(implicit: false))
    }

    /// Closes the innermost explicit transaction; its completion block waits for its animations.
    ///
    /// - Precondition: A transaction was begun.
    public static func commit() {
        guard let index = stack.lastIndex(where: { !$0.implicit }) else {
            FileHandle.standardError.write(Data("Tapestry: CATransaction.commit() without begin()\n".utf8))
            return
        }
        let frame = stack.remove(at: index)
        // The outermost explicit transaction commits its layers as the run loop's does.
        if !stack.contains(where: { !$0.implicit }) { commits += 1 }
        finish(frame)
    }

    /// Commits the implicit transaction now.
    public static func flush() { commitImplicit() }

    static func commitImplicit() {
        commits += 1
        guard let index = stack.firstIndex(where: { $0.implicit }) else { return }
        let frame = stack.remove(at: index)
        finish(frame)
    }

    private static func finish(_ frame: Frame) {
        withMainActorState(frame) { frame in
            if let completion = frame.completion, frame.group == nil {
                frame.group = AnimationCompletionGroup(parent: enclosingGroup) { _ in completion() }
            }
            frame.group?.seal()
        }
    }

    private static var current: Frame {
        if let last = stack.last { return last }
        let frame = Frame(implicit: true)
        stack.append(frame)
        return frame
    }

    private static func setting<T>(_ path: KeyPath<Frame, T?>) -> T? {
        for frame in stack.reversed() { if let value = frame[keyPath: path] { return value } }
        return nil
    }

    /// The duration of implicit animations; 0.25 s unless set.
    public static func animationDuration() -> CFTimeInterval { setting(\.duration) ?? 0.25 }

    /// Sets the duration of implicit animations in this transaction.
    ///
    /// - Precondition: `duration` is finite and not negative.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        precondition(
            duration.isFinite && duration >= 0,
            "CATransaction.setAnimationDuration: duration must be finite and >= 0, got \(duration)")
        current.duration = duration
    }

    /// The curve of implicit animations (nil: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { setting(\.timingFunction) }

    /// Sets the curve of implicit animations in this transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.timingFunction = function
    }

    /// Whether property changes skip their implicit animations.
    public static func disableActions() -> Bool { setting(\.disableActions) ?? false }

    /// Turns implicit animations off (or on) for this transaction.
    public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    /// The block run when this transaction's animations end.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }

    /// Sets the block run once every animation added in this transaction (from now on) has ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        frame.completion = block
        withMainActorState((frame, block)) { frame, block in
            if let block {
                frame.group = AnimationCompletionGroup(parent: enclosingGroup(below: frame)) { _ in block() }
            } else {
                frame.group = nil
            }
        }
    }

    /// The completion group that animations started now join (the innermost transaction with a block).
    static var enclosingGroup: AnimationCompletionGroup? { stack.reversed().lazy.compactMap(\.group).first }

    private static func enclosingGroup(below frame: Frame) -> AnimationCompletionGroup? {
        guard let index = stack.firstIndex(where: { $0 === frame }) else { return nil }
        return stack[..<index].reversed().lazy.compactMap(\.group).first
    }

    /// Forgets open transactions (the application is being replaced).
    static func reset() { stack.removeAll() }
}
