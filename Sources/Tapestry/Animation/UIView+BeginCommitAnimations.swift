import Foundation

// UIKit's animation blocks from before closures (deprecated since iOS 13, still declared and still in
// code): `beginAnimations`, property changes, the `setAnimation…` setters, `commitAnimations`. A block is the
// same recording context `animate(withDuration:…)` opens, left open until `commitAnimations`; each setter
// changes how the changes made after it animate.

/// One open `beginAnimations` block: its settings, and the context its changes are recorded in.
@MainActor
final class BeginCommitAnimation {
    /// Who hears the block's start and stop (what its completion reads once its animations end).
    final class Messages {
        let identifier: String?
        weak var delegate: AnyObject?
        var willStart: Selector?
        var didStop: Selector?
        init(identifier: String?) { self.identifier = identifier }
    }

    let messages: Messages
    let context: ViewAnimationContext
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var options: UIView.AnimationOptions = [.curveEaseInOut]

    init(identifier: String?) {
        let messages = Messages(identifier: identifier)
        self.messages = messages
        let group = AnimationCompletionGroup(parent: CATransaction.enclosingGroup) { finished in
            guard let delegate = messages.delegate, let didStop = messages.didStop else { return }
            _ = didStop.invoke(delegate, messages.identifier, NSNumber(value: finished))
        }
        context = ViewAnimationContext(kind: .disabled, group: group)
        update()
    }

    /// Makes the context record with the current settings.
    func update() {
        let animated = duration > 0 && AnimationRecorder.animationsEnabled
        context.kind = animated ? .timed(duration: duration, delay: delay, options: options, spring: nil) : .disabled
    }

    /// The blocks begun and not yet committed, innermost last.
    static var open: [BeginCommitAnimation] = []
}

extension UIView {
    /// Opens an animation block: property changes until `commitAnimations()` animate, over 0.2 s with the
    /// ease-in-out curve unless the `setAnimation…` methods called in the block say otherwise. `animationID`
    /// is passed to the did-stop selector; `context` is not used (Swift has closures).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = BeginCommitAnimation(identifier: animationID)
        BeginCommitAnimation.open.append(block)
        AnimationRecorder.push(block.context)
    }

    /// Closes the innermost block opened by `beginAnimations(_:context:)`: its animations start. Without an
    /// open block it does nothing (with a message).
    public class func commitAnimations() {
        guard let block = BeginCommitAnimation.open.popLast() else {
            FileHandle.standardError.write(
                Data("Tapestry: UIView.commitAnimations() without beginAnimations(_:context:); ignored\n".utf8))
            return
        }
        // Blocks opened inside it and not committed close with it.
        while let current = AnimationRecorder.current, current !== block.context { AnimationRecorder.pop() }
        if AnimationRecorder.current === block.context { AnimationRecorder.pop() }
        if let delegate = block.messages.delegate, let willStart = block.messages.willStart {
            _ = willStart.invoke(delegate, block.messages.identifier, nil)
        }
        block.context.group?.seal()
    }

    /// The open block's duration in seconds (0.2 by default); 0 or less applies the later changes at once.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        changeOpenBlock("setAnimationDuration(_:)") { $0.duration = duration.isFinite ? max(duration, 0) : 0 }
    }

    /// The open block's delay before its animations start, in seconds.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        changeOpenBlock("setAnimationDelay(_:)") { $0.delay = delay.isFinite ? max(delay, 0) : 0 }
    }

    /// When the open block's animations start: a delay from now.
    public class func setAnimationStart(_ startDate: Date) {
        changeOpenBlock("setAnimationStart(_:)") { $0.delay = max(startDate.timeIntervalSinceNow, 0) }
    }

    /// The open block's curve (ease-in-out by default).
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        changeOpenBlock("setAnimationCurve(_:)") { block in
            block.options = AnimationOptions(
                rawValue: (block.options.rawValue & ~(0xF << 16)) | UInt(curve.rawValue) << 16)
        }
    }

    /// How many times the open block's animations run (fractions allowed).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        changeOpenBlock("setAnimationRepeatCount(_:)") { block in
            block.context.repeatCount = repeatCount.isNaN ? 0 : max(repeatCount, 0)
        }
    }

    /// Whether each repeat of the open block's animations runs back again.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        changeOpenBlock("setAnimationRepeatAutoreverses(_:)") { block in
            if repeatAutoreverses { block.options.insert(.autoreverse) } else { block.options.remove(.autoreverse) }
        }
    }

    /// Whether the open block's animations start from what is on screen. They always do here: a change in a
    /// block animates additively from the value being shown.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        changeOpenBlock("setAnimationBeginsFromCurrentState(_:)") { block in
            if fromCurrentState {
                block.options.insert(.beginFromCurrentState)
            } else {
                block.options.remove(.beginFromCurrentState)
            }
        }
    }

    /// The object the will-start and did-stop selectors are sent to (kept weakly).
    public class func setAnimationDelegate(_ delegate: Any?) {
        changeOpenBlock("setAnimationDelegate(_:)") { $0.messages.delegate = delegate.map { $0 as AnyObject } }
    }

    /// Sent to the delegate when the block is committed, with the animation's identifier as the first argument.
    public class func setAnimationWillStart(_ selector: Selector?) {
        changeOpenBlock("setAnimationWillStart(_:)") { $0.messages.willStart = selector }
    }

    /// Sent to the delegate when the block's animations end, with the identifier and whether they finished
    /// (an `NSNumber`): `Selector(Self.animationDidStop(_:finished:))` for a method taking a `String?` and an
    /// `NSNumber`. (Objective-C's third argument, the context pointer, has no place in a `Selector` here.)
    public class func setAnimationDidStop(_ selector: Selector?) {
        changeOpenBlock("setAnimationDidStop(_:)") { $0.messages.didStop = selector }
    }

    private class func changeOpenBlock(_ method: String, _ change: (BeginCommitAnimation) -> Void) {
        guard let block = BeginCommitAnimation.open.last else {
            FileHandle.standardError.write(
                Data("Tapestry: UIView.\(method) outside beginAnimations(_:context:); ignored\n".utf8))
            return
        }
        change(block)
        block.update()
    }
}
