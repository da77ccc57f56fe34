import Foundation

/// The base of the haptic feedback generators. A desktop has no haptic engine, so generators accept every
/// call and do nothing, as UIKit's do on a device without one.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }

    /// Readies the engine for feedback soon; nothing to ready here.
    open func prepare() {}
}

/// Feedback for a physical impact (a view snapping into place).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        @available(iOS 13.0, *) case soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// Creates a generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a `.medium` generator.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact (nothing to play on a desktop).
    open func impactOccurred() {}

    /// Plays an impact of `intensity`, from 0 to 1.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a change of selection (a picker's wheel moving).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (nothing to play on a desktop).
    open func selectionChanged() {}
}

/// Feedback for a task's outcome.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcomes.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for `notificationType` (nothing to play on a desktop).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
