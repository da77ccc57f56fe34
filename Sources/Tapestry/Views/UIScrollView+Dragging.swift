import Foundation

/// Dragging the content with the scroll view's pan: rubber-banding past the edges, then the release into
/// deceleration, paging or the bounce back.
extension UIScrollView {
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            dragStartOffset = contentOffset
            dragStartRaw = rawOffset(forDisplayed: contentOffset)
            // The content moves only from where the pan began: the slop before it is not added.
            translationAtBegan = pan.translation(in: nil)
            delayRecognizer.scrollingBegan()
            if keyboardDismissMode != .none { _ = window?.endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            // The bounds move with the content, so the translation is measured in window coordinates.
            let moved = pan.translation(in: nil)
            let t = CGPoint(x: moved.x - translationAtBegan.x, y: moved.y - translationAtBegan.y)
            let axes = scrollableAxes
            let raw = CGPoint(
                x: axes.horizontal ? dragStartRaw.x - t.x : dragStartOffset.x,
                y: axes.vertical ? dragStartRaw.y - t.y : dragStartOffset.y)
            setOffset(displayedOffset(forRaw: raw))
        case .ended:
            let v = pan.velocity(in: nil)
            let axes = scrollableAxes
            release(velocity: CGPoint(x: axes.horizontal ? -v.x : 0, y: axes.vertical ? -v.y : 0))
        case .cancelled, .failed:
            if isDragging { release(velocity: .zero) }
        default:
            break
        }
    }

    /// The offset shown for a drag that would put the content at `raw`: rubber-banded past the edges.
    func displayedOffset(forRaw raw: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat, _ bounces: Bool) -> CGFloat {
            guard bounces else { return min(max(value, low), high) }
            if value < low { return low + ScrollPhysics.rubberBand(value - low, dimension: dimension) }
            if value > high { return high + ScrollPhysics.rubberBand(value - high, dimension: dimension) }
            return value
        }
        return CGPoint(
            x: axis(raw.x, range.min.x, range.max.x, bounds.width, bouncesHorizontally),
            y: axis(raw.y, range.min.y, range.max.y, bounds.height, bouncesVertically))
    }

    /// The drag position that shows `displayed` (undoes the rubber band).
    func rawOffset(forDisplayed displayed: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return low + ScrollPhysics.inverseRubberBand(value - low, dimension: dimension) }
            if value > high { return high + ScrollPhysics.inverseRubberBand(value - high, dimension: dimension) }
            return value
        }
        return CGPoint(
            x: axis(displayed.x, range.min.x, range.max.x, bounds.width),
            y: axis(displayed.y, range.min.y, range.max.y, bounds.height))
    }

    /// The finger lifted with `velocity` (points per second of the content offset): choose where the content
    /// comes to rest, let the delegate change it, and move there.
    func release(velocity: CGPoint) {
        refreshControl?.scrollViewWillRelease()
        let wasDragging = isDragging
        isDragging = false
        let current = contentOffset
        let range = offsetRange
        let rate = decelerationRate.rawValue
        var natural = CGPoint.zero
        var target = CGPoint.zero
        for axis in 0..<2 {
            let value = axis == 0 ? current.x : current.y
            let v = axis == 0 ? velocity.x : velocity.y
            let low = axis == 0 ? range.min.x : range.min.y, high = axis == 0 ? range.max.x : range.max.y
            var rest: CGFloat
            if value < low || value > high {
                rest = min(max(value, low), high)
            } else if isPagingEnabled {
                rest = pageTarget(
                    value: value, velocity: v, page: axis == 0 ? bounds.width : bounds.height, low: low, high: high)
            } else {
                rest = min(max(value + ScrollPhysics.projectedDistance(v0: v, rate: rate), low), high)
            }
            if axis == 0 { natural.x = rest } else { natural.y = rest }
        }
        target = natural
        if wasDragging {
            // A collection view's layout may choose where the content rests (a paging carousel).
            target = restingOffset(
                forProposed: target, velocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000))
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        }
        let now = UIApplication.shared.clock.now
        func plan(
            _ value: CGFloat, _ v: CGFloat, _ rest: CGFloat, _ naturalRest: CGFloat, _ low: CGFloat, _ high: CGFloat
        )
            -> AxisMotion.Kind
        {
            if value < low || value > high {
                return .spring(
                    target: min(max(value, low), high), displacement: value - min(max(value, low), high), velocity: v,
                    start: now)
            }
            if isPagingEnabled || rest != naturalRest {
                if isPagingEnabled && rest == naturalRest {
                    return rest == value && abs(v) < ScrollPhysics.stopSpeed
                        ? .idle : .spring(target: rest, displacement: value - rest, velocity: v, start: now)
                }
                let needed = ScrollPhysics.velocity(toTravel: rest - value, rate: rate)
                return needed == 0 ? .idle : .decelerating(origin: value, velocity: needed, start: now, rest: rest)
            }
            return abs(v) > ScrollPhysics.stopSpeed ? .decelerating(origin: value, velocity: v, start: now) : .idle
        }
        motionX.kind = plan(current.x, velocity.x, target.x, natural.x, range.min.x, range.max.x)
        motionY.kind = plan(current.y, velocity.y, target.y, natural.y, range.min.y, range.max.y)
        let decelerate = motionX.isMoving || motionY.isMoving
        if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate) }
        guard decelerate else {
            motionReason = nil
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration)
    }

    /// The page a paging scroll view settles on: the next one in the fling's direction when the finger was
    /// fast, the nearest one otherwise.
    private func pageTarget(value: CGFloat, velocity v: CGFloat, page: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat
    {
        guard page > 0 else { return value }
        let position = (value - low) / page
        let index: CGFloat
        if abs(v) > 300 {
            index = v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        return min(max(low + index * page, low), high)
    }
}
