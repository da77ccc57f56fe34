import Foundation

/// State transitions and arbitration: what a recognizer may become, failure requirements, exclusivity and
/// simultaneous recognition (SEMANTICS §4.3, §4.9–4.11). Every call into user code (a delegate, a subclass
/// hook) is followed by a check that the recognizer is still where it was: that code may have disabled or
/// removed it.
extension GestureArena {
    /// Applies a state a recognizer asks for, with arbitration; illegal transitions are ignored and traced.
    func recognizer(_ recognizer: UIGestureRecognizer, requests newState: UIGestureRecognizer.State) {
        let old = recognizer.storedState
        if recognizer.storedView == nil && !recognizer.isParticipating {
            note("\(EventTrace.name(recognizer)): ignored \(old) → \(newState) (not attached to a view)")
            return
        }
        if recognizer.deferredState != nil {
            // Waiting on a failure requirement: only a failure or cancellation changes anything.
            if newState == .failed || newState == .cancelled { fail(recognizer) }
            settleIfIdle()
            return
        }
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            tryToRecognize(recognizer, as: newState)
        case (.possible, .failed), (.possible, .cancelled):
            fail(recognizer)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(newState, to: recognizer)
        case (.began, .failed), (.changed, .failed):
            // Once begun a gesture cannot fail (SEMANTICS §4.3); it is cancelled instead.
            note("\(EventTrace.name(recognizer)): \(old) → failed is not allowed once begun; cancelled instead")
            apply(.cancelled, to: recognizer)
        default:
            note("\(EventTrace.name(recognizer)): ignored illegal transition \(old) → \(newState)")
        }
        settleIfIdle()
    }

    /// Cancels an active recognizer, or fails a possible one, when it is disabled (SEMANTICS §4.5).
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        if recognizer.storedState.isActive {
            apply(.cancelled, to: recognizer)
        } else if recognizer.storedState == .possible, recognizer.isParticipating {
            fail(recognizer)
        }
        settleIfIdle()
    }

    /// Stops giving `touch` to `recognizer`; the view's delivery no longer waits for it.
    func recognizer(_ recognizer: UIGestureRecognizer, ignores touch: UITouch) {
        recognizer.ignoredInputs.append(ObjectIdentifier(touch))
        recognizer.trackedTouches.removeAll { $0 === touch }
        settleIfIdle()
    }

    /// Takes a recognizer out of the arena because it is being removed from its view (SEMANTICS §14.3): one
    /// that had begun is cancelled and its handlers run now, while `view` is still set; then it is reset, so
    /// nothing it scheduled (a long press's timer) fires later.
    func recognizerWillBeRemoved(_ recognizer: UIGestureRecognizer) {
        hovering.removeAll { $0.object == nil || $0.object === recognizer }
        // Its pending handlers run now, in order (a began not yet reported, then the cancellation).
        finishNow(recognizer)
    }

    func tryToRecognize(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        guard recognizer.isEnabled else { return fail(recognizer) }
        guard shouldBegin(recognizer) else { return fail(recognizer) }
        // The delegate or the view may have disabled, removed or failed it while asked.
        // A hover begins only over a view in a window.
        guard recognizer.storedState == .possible, recognizer.isEnabled, let view = recognizer.storedView,
            !(recognizer is UIHoverGestureRecognizer) || view.window != nil
        else {
            if recognizer.storedState == .possible { fail(recognizer) }
            return
        }
        switch failureRequirementStatus(of: recognizer) {
        case .blocked: return fail(recognizer)
        case .waiting:
            recognizer.deferredState = newState
            return
        case .clear: break
        }
        if participants.contains(where: { other in
            other !== recognizer && other.storedState.isActive && interact(other, recognizer)
                && !simultaneous(other, recognizer) && other.canPrevent(recognizer)
                && recognizer.canBePrevented(by: other)
        }) {
            return fail(recognizer)
        }
        guard recognizer.storedState == .possible else { return }
        apply(newState, to: recognizer)
    }

    func apply(_ newState: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.storedState = newState
        recognizer.undecidedTimer?.invalidate()
        recognizer.undecidedTimer = nil
        trace(recognizer, from: old, to: newState)
        if old == .possible {
            // The moment of recognition: take the touches from the views, then prevent the others.
            if recognizer.cancelsTouchesInView {
                for touch in recognizer.sequenceTouches where !recognizer.ignores(touch) {
                    touchesTakenFromViews.append(touch)
                }
            }
            for other in participants where other !== recognizer && other.storedState == .possible {
                if requirements(of: other).contains(where: { $0 === recognizer }) {
                    fail(other)
                } else if interact(other, recognizer), !simultaneous(other, recognizer),
                    recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
                {
                    fail(other)
                }
            }
        }
        if newState != .failed, newState != .possible {
            pendingHandlers.append((recognizer, newState))
        }
        if newState.isTerminal { pendingResets.append(recognizer) }
    }

    func fail(_ recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.deferredState = nil
        recognizer.undecidedTimer?.invalidate()
        recognizer.undecidedTimer = nil
        // Only a recognizer in a sequence can fail it; one removed (and reset) while a delegate was asked
        // about it is already back at the start.
        guard old == .possible, recognizer.isParticipating else { return }
        recognizer.storedState = .failed
        trace(recognizer, from: old, to: .failed)
        pendingResets.append(recognizer)
    }

    // MARK: Failure requirements

    enum RequirementStatus { case clear, waiting, blocked }

    func failureRequirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for required in requirements(of: recognizer) {
            guard required.isParticipating else { continue }  // not involved in these touches: as good as failed
            if recognizer.brokenRequirements.contains(where: { $0 === required }) { continue }
            if required.deferredState != nil {
                status = .waiting
                continue
            }
            switch required.storedState {
            case .failed, .cancelled: continue
            case .possible: status = .waiting
            case .began, .changed, .ended: return .blocked
            }
        }
        return status
    }

    /// The recognizers `recognizer` must wait for: explicit `require(toFail:)` plus the dynamic ones, which are
    /// asked only of recognizers taking the same kind of input (a hover and a touch recognizer never see one
    /// event together, so neither waits on the other unless told to explicitly).
    func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.explicitFailureRequirements.compactMap(\.object)
        let hover = recognizer is UIHoverGestureRecognizer
        for other in participants
        where other !== recognizer && (other is UIHoverGestureRecognizer) == hover
            && !result.contains(where: { $0 === other })
        {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
            {
                result.append(other)
            }
        }
        return result
    }

    /// Finds recognizers that wait for each other to fail (a `require(toFail:)` cycle, which would wait
    /// forever) and breaks each cycle with a message naming them: the first recognizer in it stops waiting for
    /// the next one. Returns whether it broke any.
    func breakRequirementCycles() -> Bool {
        let waiting = participants.filter { $0.deferredState != nil }
        guard waiting.count > 1 else { return false }
        for start in waiting {
            var path: [UIGestureRecognizer] = [start]
            var current = start
            while let next = requirements(of: current).first(where: { candidate in
                candidate.deferredState != nil && !current.brokenRequirements.contains(where: { $0 === candidate })
            }) {
                if next === start {
                    let names = (path + [start]).map { "\($0)" }.joined(separator: " → ")
                    FileHandle.standardError.write(
                        Data(
                            ("Tapestry: UIGestureRecognizer: require(toFail:) cycle, \(names); "
                                + "\(start) stops waiting for \(path.count > 1 ? "\(path[1])" : "itself")\n").utf8))
                    start.brokenRequirements.append(path.count > 1 ? path[1] : start)
                    return true
                }
                if path.contains(where: { $0 === next }) { break }
                path.append(next)
                current = next
            }
        }
        return false
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        if let view = recognizer.storedView, !view.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.sequenceTouches {
            guard let hitView = touch.view, hitView !== recognizer.storedView,
                !asked.contains(where: { $0 === hitView })
            else { continue }
            asked.append(hitView)
            if !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// Whether two recognizers hold a touch or a press in common in their current sequences.
    func interact(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for touch in a.sequenceTouches where b.sequenceTouches.contains(where: { $0 === touch }) { return true }
        for press in a.sequencePresses where b.sequencePresses.contains(where: { $0 === press }) { return true }
        return false
    }
}
