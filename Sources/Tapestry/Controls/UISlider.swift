import Foundation

/// A control for a value in a range, set by dragging its thumb. Tracking begins only on the thumb; moves send
/// `.valueChanged` when `isContinuous` (the default), otherwise once at the end.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The current value, kept within the range.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0
    /// The lower end; 0 by default.
    open var minimumValue: Float = 0 {
        didSet { setValue(storedValue, animated: false) }
    }
    /// The upper end; 1 by default.
    open var maximumValue: Float = 1 {
        didSet { setValue(storedValue, animated: false) }
    }
    /// Whether moves send `.valueChanged` (true) or only the end does.
    open var isContinuous = true
    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor? = .systemBlue {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor? = .systemGray4 {
        didSet { setNeedsDisplay() }
    }
    /// The thumb's size: UIKit 26's capsule, 37×24 (measured: a 280-pt slider's thumb travels 243 pt).
    static let thumbSize = CGSize(width: 37, height: 24)
    private var grabOffset: CGFloat = 0
    private var images: [String: UIImage] = [:]
    /// Ticks, an enabled range and a neutral value (UIKit 26; UISlider+TrackConfiguration.swift).
    public var trackConfiguration: TrackConfiguration? {
        didSet {
            setValue(storedValue, animated: false)
            setNeedsDisplay()
        }
    }
    /// The slider's look (UIKit 26): with a thumb (the default), or a thicker track without one.
    open var sliderStyle: Style = .default {
        didSet { setNeedsDisplay() }
    }

    /// Sets the image drawn as the thumb in a state (nil: the state shows the normal one, or the capsule).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "thumb", state) }
    /// The thumb image set for a state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { images["thumb\(state.rawValue)"] }
    /// The thumb image drawn now.
    open var currentThumbImage: UIImage? { current("thumb") }
    /// Sets the image the track below the thumb is drawn with in a state (stretched along it).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setImage(image, "minimum", state)
    }
    /// The image of the track below the thumb set for a state.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { images["minimum\(state.rawValue)"] }
    /// The image of the track below the thumb drawn now.
    open var currentMinimumTrackImage: UIImage? { current("minimum") }
    /// Sets the image the track above the thumb is drawn with in a state (stretched along it).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        setImage(image, "maximum", state)
    }
    /// The image of the track above the thumb set for a state.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { images["maximum\(state.rawValue)"] }
    /// The image of the track above the thumb drawn now.
    open var currentMaximumTrackImage: UIImage? { current("maximum") }

    private func setImage(_ image: UIImage?, _ part: String, _ state: UIControl.State) {
        images[part + "\(state.rawValue)"] = image
        setNeedsDisplay()
    }

    private func current(_ part: String) -> UIImage? {
        images[part + "\(state.rawValue)"] ?? images[part + "\(UIControl.State.normal.rawValue)"]
    }

    /// The thumb's size: its image's, or the capsule's.
    var thumbSize: CGSize { currentThumbImage?.size ?? Self.thumbSize }

    /// Sets the value, clamped to the range (there is no animation).
    // Accessibility, as UIKit's: adjustable, its value a percentage of the range; each increment or decrement
    // moves a tenth of the range and sends `.valueChanged`.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? {
        isEnabled ? .adjustable : [.adjustable, .notEnabled]
    }
    override var defaultAccessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
    /// Moves the value up a tenth of the range and sends `.valueChanged`.
    open override func accessibilityIncrement() { accessibilityStep(by: 0.1) }
    /// Moves the value down a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { accessibilityStep(by: -0.1) }
    private func accessibilityStep(by fraction: Float) {
        guard isEnabled else { return }
        let before = value
        setValue(value + fraction * (maximumValue - minimumValue), animated: true)
        if value != before { sendActions(for: .valueChanged) }
    }

    /// Sets the value, clamped to the range; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        let clamped = configured(
            min(max(value.isNaN ? minimumValue : value, minimumValue), max(minimumValue, maximumValue)))
        if clamped != storedValue {
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The thumb's rectangle in the slider's coordinates.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let size = thumbSize
        let x = rect.minX + fraction * (rect.width - size.width)
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track's rectangle in the slider's coordinates: between the value images when there are any.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let height: CGFloat = sliderStyle == .thumbless ? 8 : 4
        let leading = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 5
        let trailing = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 5
        return CGRect(x: leading, y: bounds.midY - height / 2, width: max(trailing - leading, 0), height: height)
    }

    /// An image at the minimum end, before the track; nil by default.
    open var minimumValueImage: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// An image at the maximum end, after the track; nil by default.
    open var maximumValueImage: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Where the minimum value image is drawn: at the leading edge, at its size, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn: at the trailing edge.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    private func value(at x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let usable = track.width - thumbSize.width
        guard usable > 0 else { return minimumValue }
        let fraction = min(max((x - grabOffset - track.minX) / usable, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let thumb = currentThumbRect.insetBy(dx: -8, dy: -8)
        if sliderStyle == .thumbless, bounds.contains(p) {
            // No thumb to grab: the track is grabbed where it is pressed, and the value jumps there.
            grabOffset = thumbSize.width / 2
            let old = storedValue
            setValue(value(at: p.x), animated: false)
            if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
            return true
        }
        guard thumb.contains(p) else { return false }
        grabOffset = p.x - currentThumbRect.minX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = storedValue
        setValue(value(at: touch.location(in: self).x), animated: false)
        if isContinuous, storedValue != old { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let old = storedValue
        setValue(value(at: touch.location(in: self).x), animated: false)
        if !isContinuous || storedValue != old { sendActions(for: .valueChanged) }
    }

    /// The slider keeps taps on its thumb, and horizontal pans or swipes that start there, from recognizers
    /// on its ancestors.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self else { return true }
        let start = gestureRecognizer.location(in: self)
        guard currentThumbRect.insetBy(dx: -8, dy: -8).contains(start) || isTracking else { return true }
        if gestureRecognizer is UITapGestureRecognizer || gestureRecognizer is UISwipeGestureRecognizer { return false }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let t = pan.translation(in: self)
            return abs(t.y) > abs(t.x)
        }
        return true
    }

    /// Draws the two track parts and the thumb.
    open override func draw(_ rect: CGRect) {
        for (image, frame) in [
            (minimumValueImage, minimumValueImageRect(forBounds: bounds)),
            (maximumValueImage, maximumValueImageRect(forBounds: bounds)),
        ] {
            guard let image else { continue }
            (image.drawsAsTemplate ? image.withTintColor(.systemGray) : image).draw(in: frame)
        }
        let track = trackRect(forBounds: bounds)
        let thumb = currentThumbRect
        let start = neutralX(in: track) ?? track.minX
        let below = CGRect(
            x: min(start, thumb.midX), y: track.minY, width: abs(thumb.midX - start), height: track.height)
        let above = CGRect(x: thumb.midX, y: track.minY, width: track.maxX - thumb.midX, height: track.height)
        if let image = currentMaximumTrackImage {
            image.draw(
                in: CGRect(
                    x: above.minX, y: bounds.midY - image.size.height / 2, width: above.width, height: image.size.height
                ))
        } else {
            (maximumTrackTintColor ?? .systemGray4).setFill()
            UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        }
        if let image = currentMinimumTrackImage {
            image.draw(
                in: CGRect(
                    x: below.minX, y: bounds.midY - image.size.height / 2, width: below.width, height: image.size.height
                ))
        } else {
            (isEnabled ? minimumTrackTintColor ?? .systemBlue : .systemGray).setFill()
            UIBezierPath(roundedRect: below, cornerRadius: track.height / 2).fill()
        }
        drawTicks(on: track)
        if sliderStyle == .thumbless { return }
        if let image = currentThumbImage {
            image.draw(in: thumb)
            return
        }
        UIColor.black.withAlphaComponent(0.15).setFill()
        UIBezierPath(roundedRect: thumb.offsetBy(dx: 0, dy: 1), cornerRadius: thumb.height / 2).fill()
        (isHighlighted ? UIColor.systemGray6 : .white).setFill()
        let face = thumb.insetBy(dx: 0.5, dy: 0.5)
        UIBezierPath(roundedRect: face, cornerRadius: face.height / 2).fill()
    }
}
