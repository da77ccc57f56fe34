import Foundation

/// A scroll view's zoom: the view that zooms, its scale, and a bounce back inside the limits.
struct ZoomState {
    weak var view: UIView?
    var scale: CGFloat = 1
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var bouncesZoom = true
    var isZooming = false
    var startScale: CGFloat = 1
    /// The point of the zooming view (its own coordinates) kept under `anchorOnScreen` while zooming.
    var anchor = CGPoint.zero
    /// Where that point stays, relative to the visible top-left of the scroll view.
    var anchorOnScreen = CGPoint.zero
    /// A scale animation in flight: from, to, start time, and whether it reports as an animation.
    var bounce: (from: CGFloat, to: CGFloat, start: Double, animated: Bool)?
    weak var pinch: UIPinchGestureRecognizer?
}

extension UIScrollView {
    /// The smallest zoom scale; 1 by default.
    public var minimumZoomScale: CGFloat {
        get { zoomState.minimum }
        set {
            precondition(
                newValue > 0 && newValue.isFinite,
                "UIScrollView.minimumZoomScale must be finite and > 0, got \(newValue)")
            zoomState.minimum = newValue
        }
    }

    /// The largest zoom scale; 1 by default (no zooming until it is larger than the minimum).
    public var maximumZoomScale: CGFloat {
        get { zoomState.maximum }
        set {
            precondition(
                newValue > 0 && newValue.isFinite,
                "UIScrollView.maximumZoomScale must be finite and > 0, got \(newValue)")
            zoomState.maximum = newValue
        }
    }

    /// Whether a pinch past the limits rubber-bands and bounces back; true by default.
    public var bouncesZoom: Bool {
        get { zoomState.bouncesZoom }
        set { zoomState.bouncesZoom = newValue }
    }

    /// Whether a pinch is zooming.
    public var isZooming: Bool { zoomState.isZooming }

    /// Whether the zoom is bouncing back inside its limits.
    public var isZoomBouncing: Bool { zoomState.bounce != nil && !(zoomState.bounce?.animated ?? true) }

    /// The recognizer that zooms by pinching (it begins only when the delegate names a view for zooming and the
    /// limits allow it).
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomState.pinch }

    /// The scale of the zooming view; setting it zooms about the centre of the visible area, within the limits.
    public var zoomScale: CGFloat {
        get { zoomState.scale }
        set { setZoomScale(newValue, animated: false) }
    }

    func installPinchRecognizer() {
        let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.handlePinch(pinch) }
        pinch.name = "scroll view pinch"
        addGestureRecognizer(pinch)
        zoomState.pinch = pinch
    }

    /// Zooms to `scale` (clamped to the limits), about the centre of the visible area.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        precondition(!scale.isNaN, "UIScrollView.setZoomScale: scale must be a number")
        guard let view = delegate?.viewForZooming(in: self) else { return }
        zoomState.view = view
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoomState.anchorOnScreen = centre
        zoomState.anchor = CGPoint(
            x: (contentOffset.x + centre.x) / zoomState.scale, y: (contentOffset.y + centre.y) / zoomState.scale)
        stopMotion()
        guard animated, target != zoomState.scale else {
            applyZoom(target)
            setOffset(clamped(contentOffset))
            return
        }
        zoomState.bounce = (zoomState.scale, target, UIApplication.shared.clock.now, true)
        startMotion(.animation)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view, within the limits.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        zoomState.view = view
        let target = min(
            max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let centre = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        stopMotion()
        zoomState.anchor = CGPoint(x: rect.midX, y: rect.midY)
        zoomState.anchorOnScreen = centre
        guard animated else {
            applyZoom(target)
            setOffset(clamped(contentOffset))
            return
        }
        zoomState.bounce = (zoomState.scale, target, UIApplication.shared.clock.now, true)
        startMotion(.animation)
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = delegate?.viewForZooming(in: self) else { return }
            stopMotion()
            zoomState.view = view
            zoomState.isZooming = true
            zoomState.startScale = zoomState.scale
            let location = pinch.location(in: self)
            zoomState.anchorOnScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
            zoomState.anchor = CGPoint(x: location.x / zoomState.scale, y: location.y / zoomState.scale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard zoomState.isZooming else { return }
            let raw = zoomState.startScale * pinch.scale
            let location = pinch.location(in: self)
            zoomState.anchorOnScreen = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
            applyZoom(rubberBandedScale(raw))
        case .ended, .cancelled, .failed:
            guard zoomState.isZooming else { return }
            zoomState.isZooming = false
            let limited = min(max(zoomState.scale, minimumZoomScale), maximumZoomScale)
            if limited != zoomState.scale {
                zoomState.bounce = (zoomState.scale, limited, UIApplication.shared.clock.now, false)
                startMotion(.deceleration)
            } else {
                finishZoom()
            }
        default:
            break
        }
    }

    /// Past a limit, the scale follows the pinch with resistance (or stops there without `bouncesZoom`).
    private func rubberBandedScale(_ raw: CGFloat) -> CGFloat {
        guard raw.isFinite, raw > 0 else { return zoomState.scale }
        if raw > maximumZoomScale {
            guard bouncesZoom else { return maximumZoomScale }
            return maximumZoomScale * (1 + ScrollPhysics.rubberBand(raw / maximumZoomScale - 1, dimension: 1))
        }
        if raw < minimumZoomScale {
            guard bouncesZoom else { return minimumZoomScale }
            return minimumZoomScale / (1 + ScrollPhysics.rubberBand(minimumZoomScale / raw - 1, dimension: 1))
        }
        return raw
    }

    /// Scales the zooming view to `scale`, keeping the anchor point where it is on screen.
    func applyZoom(_ scale: CGFloat) {
        guard let view = zoomState.view, scale > 0, scale.isFinite else { return }
        zoomState.scale = scale
        let size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        setOffset(
            CGPoint(
                x: zoomState.anchor.x * scale - zoomState.anchorOnScreen.x,
                y: zoomState.anchor.y * scale - zoomState.anchorOnScreen.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// One frame of a zoom bounce or animated zoom: a critically damped approach to the target scale.
    func zoomFrame(at now: Double) {
        guard let bounce = zoomState.bounce else { return }
        let t = now - bounce.start
        let displacement = ScrollPhysics.springDisplacement(x0: bounce.from - bounce.to, v0: 0, t: t)
        if abs(displacement) < 0.0005 * max(bounce.to, 1) {
            applyZoom(bounce.to)
            let animated = bounce.animated
            stopMotion()
            if animated {
                setOffset(clamped(contentOffset))
                delegate?.scrollViewDidEndZooming(self, with: zoomState.view, atScale: zoomState.scale)
                delegate?.scrollViewDidEndScrollingAnimation(self)
            } else {
                finishZoom()
            }
            return
        }
        applyZoom(bounce.to + displacement)
    }

    /// The zoom is over: report it, and spring the offset back inside the content if it is outside.
    private func finishZoom() {
        delegate?.scrollViewDidEndZooming(self, with: zoomState.view, atScale: zoomState.scale)
        if clamped(contentOffset) != contentOffset { release(velocity: .zero) }
    }

    /// Whether the pinch may zoom: a view to zoom and room between the limits.
    func pinchShouldBegin() -> Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }
}
