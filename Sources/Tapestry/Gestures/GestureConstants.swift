import Foundation

/// The default constants of gesture recognition and touch handling (SEMANTICS §4), in one place. Each
/// recognizer copies the value it needs when created, and exposes it for per-recognizer overrides.
public enum GestureConstants {
    /// How far (points) a touch may move and still count as a tap.
    public static let tapMovementAllowance: CGFloat = 10
    /// How far apart (points) the taps of a multi-tap may land, for `UITouch.tapCount` and for
    /// `UITapGestureRecognizer` alike (one radius, one counter of "the same place"). The X11 backend sets it
    /// from the desktop's double-click distance (XSETTINGS).
    nonisolated(unsafe) public static var multiTapMaximumDistance: CGFloat = 40
    /// The longest gap (seconds) between the taps of a multi-tap, and between taps that raise `tapCount`. The
    /// X11 backend sets it from the desktop's double-click time (XSETTINGS).
    nonisolated(unsafe) public static var multiTapMaximumGap: TimeInterval = 0.35
    /// How long (seconds) a long press must be held: `UILongPressGestureRecognizer.minimumPressDuration`.
    public static let longPressMinimumDuration: TimeInterval = 0.5
    /// How far (points) a long press may move before it fails: `allowableMovement`.
    public static let longPressAllowableMovement: CGFloat = 10
    /// How far (points) touches must move before a pan begins.
    public static let panHysteresis: CGFloat = 10
    /// How far (points) a swipe must travel in its direction.
    public static let swipeMinimumDistance: CGFloat = 50
    /// How long (seconds) a swipe may take.
    public static let swipeMaximumDuration: TimeInterval = 0.5
    /// How long (seconds) a scroll view holds a content touch-down before delivering it.
    public static let scrollViewContentDelay: TimeInterval = 0.15
    /// How long (seconds) a recognizer may stay `.possible` after all its touches ended before the arena fails
    /// it (a custom recognizer that never decides must not hold its view's `touchesEnded` forever).
    public static let undecidedRecognizerLimit: TimeInterval = 0.5
    /// How far (points) outside its bounds a tracked touch still counts as inside a control.
    public static let controlDragExitMargin: CGFloat = 70
}
