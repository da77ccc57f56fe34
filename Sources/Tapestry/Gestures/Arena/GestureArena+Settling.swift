import Foundation

/// Settling after a state change: deferred recognizers proceed or fail, views' held phases are released,
/// handlers run (each recognizer's terminal state once), finished recognizers are reset (SEMANTICS §4.4,
/// §14.2), and recognizers left undecided after their touches ended are failed in time.
extension GestureArena {
    /// Outside an event's delivery (a timer, a property change), settles at once.
    func settleIfIdle() {
        if deliveryDepth == 0 && !isRunningHandlers { settle() }
    }

    /// Resolves deferred recognizers, updates views' touches, runs handlers and resets finished recognizers,
    /// repeating while handlers cause more changes.
    func settle() {
        dropOrphans()
        var rounds = 0
        repeat {
            rounds += 1
            resolveDeferred()
            viewDeliveryNeedsUpdate()
            runHandlers()
            resetFinished()
        } while (!pendingHandlers.isEmpty || !pendingResets.isEmpty) && rounds < 16
        // A handler may have removed or disabled a recognizer that held a view's phases back; what that
        // released goes to the views now, not whenever the next event comes (found by the 10M soak).
        resolveDeferred()
        viewDeliveryNeedsUpdate()
    }

    /// Resets recognizers whose view was deallocated once they hold no touch: no handler can run for them
    /// (their view is gone), and left in the arena they would keep their sequence's touches, and with them
    /// a whole window, alive (found by the fuzzer's leak check).
    func dropOrphans() {
        for recognizer in participants where recognizer.storedView == nil && recognizer.trackedTouches.isEmpty {
            pendingHandlers.removeAll { $0.recognizer === recognizer }
            pendingResets.removeAll { $0 === recognizer }
            reset(recognizer)
        }
    }

    /// Lets deferred recognizers proceed or fail now that requirements may be decided; a cycle of
    /// requirements is broken (with a message) instead of waiting forever.
    func resolveDeferred() {
        var rounds = 0
        while rounds < 64 {
            rounds += 1
            var changed = false
            for recognizer in participants {
                guard let deferred = recognizer.deferredState else { continue }
                switch failureRequirementStatus(of: recognizer) {
                case .waiting: continue
                case .blocked:
                    fail(recognizer)
                case .clear:
                    recognizer.deferredState = nil
                    tryToRecognize(recognizer, as: deferred)
                }
                changed = true
            }
            if !changed && !breakRequirementCycles() { return }
        }
    }

    func runHandlers() {
        guard !pendingHandlers.isEmpty else { return }
        isRunningHandlers = true
        defer { isRunningHandlers = false }
        while !pendingHandlers.isEmpty {
            let (recognizer, state) = pendingHandlers.removeFirst()
            runHandlers(of: recognizer, for: state)
        }
    }

    /// Runs `recognizer`'s handlers for `state`, unless it is no longer attached to a view or already ran
    /// them for a terminal state since its last reset (SEMANTICS §14.2). While they run, `state` reads the
    /// state they are run for; the recognizer's real state is unchanged.
    func runHandlers(of recognizer: UIGestureRecognizer, for state: UIGestureRecognizer.State) {
        guard recognizer.storedView != nil, !recognizer.hasRunTerminalHandlers else { return }
        if state.isTerminal { recognizer.hasRunTerminalHandlers = true }
        if EventTrace.isEnabled {
            EventTrace.record(.recognizerHandlers(recognizer: EventTrace.name(recognizer), state: "\(state)"))
        }
        let outer = recognizer.handlerState
        recognizer.handlerState = state
        defer { recognizer.handlerState = outer }
        for handler in recognizer.handlers {
            guard recognizer.storedView != nil else { return }
            handler.run(recognizer)
        }
    }

    func resetFinished() {
        guard !pendingResets.isEmpty else { return }
        let finished = pendingResets
        pendingResets.removeAll()
        for recognizer in finished where recognizer.storedState.isTerminal { reset(recognizer) }
    }

    /// Returns a recognizer to `.possible` and calls its `reset()`. The touches of the finished sequence give
    /// it no more updates (SEMANTICS §4.4): it no longer holds any.
    func reset(_ recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.trackedTouches.removeAll()
        recognizer.trackedPresses.removeAll()
        recognizer.sequenceTouches.removeAll()
        recognizer.sequencePresses.removeAll()
        recognizer.ignoredInputs.removeAll()
        recognizer.brokenRequirements.removeAll()
        recognizer.deferredState = nil
        recognizer.undecidedTimer?.invalidate()
        recognizer.undecidedTimer = nil
        recognizer.hasRunTerminalHandlers = false
        recognizer.isParticipating = false
        participants.removeAll { $0 === recognizer }
        recognizer.storedState = .possible
        trace(recognizer, from: old, to: .possible)
        recognizer.reset()
    }

    /// A recognizer whose touches have all ended and that is still `.possible` gets
    /// `GestureConstants.undecidedRecognizerLimit` to decide; then it fails, so that it cannot hold a view's
    /// `touchesEnded` back forever. Built-in recognizers always decide sooner (a multi-tap within its gap).
    func watchUndecided(_ recognizer: UIGestureRecognizer) {
        recognizer.undecidedTimer?.invalidate()
        recognizer.undecidedTimer = UIApplication.shared.clock.schedule(
            after: GestureConstants.undecidedRecognizerLimit
        ) { [weak self, weak recognizer] in
            guard let self, let recognizer, recognizer.storedState == .possible, recognizer.isParticipating,
                recognizer.trackedTouches.isEmpty, recognizer.deferredState == nil
            else { return }
            self.note("\(EventTrace.name(recognizer)): still possible after its touches ended; failed")
            self.fail(recognizer)
            self.settleIfIdle()
        }
    }
}
