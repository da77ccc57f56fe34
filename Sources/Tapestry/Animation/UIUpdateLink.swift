import Foundation

/// What an update link is told about the frame it fires for (iOS 18).
@preconcurrency @MainActor
open class UIUpdateInfo: NSObject {
    /// The time to update the model for (the frame's time, on `CACurrentMediaTime()`'s clock).
    public let modelTime: TimeInterval
    /// When the update should be done by: the next frame's time.
    public let completionDeadlineTime: TimeInterval
    /// When the frame is expected on screen.
    public let estimatedPresentationTime: TimeInterval
    /// Whether the frame is presented as soon as it is drawn (the link's `wantsImmediatePresentation`).
    public let isImmediatePresentationExpected: Bool
    /// Whether events are delivered with low latency (never here).
    public let isLowLatencyEventDispatchConfirmed = false
    /// Whether the low-latency phases run (never here).
    public let isPerformingLowLatencyPhases = false

    init(modelTime: TimeInterval, deadline: TimeInterval, immediate: Bool) {
        self.modelTime = modelTime
        completionDeadlineTime = deadline
        estimatedPresentationTime = deadline
        isImmediatePresentationExpected = immediate
    }
}

/// Calls its actions once a frame while enabled and its view is in a window (iOS 18): with
/// `requiresContinuousUpdates` on every frame, otherwise only on frames something else (an animation, a
/// display link, scrolling) asks for. It runs on the frame clock, as `CADisplayLink` does.
@preconcurrency @MainActor
open class UIUpdateLink: NSObject {
    private weak var view: UIView?
    private weak var windowScene: UIWindowScene?
    private var actions: [(id: Int, action: (UIUpdateLink, UIUpdateInfo) -> Void, target: (AnyObject, Selector)?)] =
        []
    private var nextAction = 0
    private var link: CADisplayLink?

    /// Whether the link fires; false until enabled.
    open var isEnabled = false {
        didSet { updateLink() }
    }
    /// Whether the link keeps frames coming (every frame) or fires only on frames asked for otherwise.
    open var requiresContinuousUpdates = false {
        didSet { link?.requestsFrames = requiresContinuousUpdates }
    }
    /// Whether events should come with low latency (kept: events come as they always do).
    open var wantsLowLatencyEventDispatch = false
    /// Whether frames should be presented as soon as drawn (told back in `UIUpdateInfo`).
    open var wantsImmediatePresentation = false
    /// The frame rate wanted.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { link?.preferredFrameRateRange = preferredFrameRateRange }
    }
    /// Whether the link fires now: enabled, with its view in a window (or made for a scene).
    open var isActive: Bool { isEnabled && (view?.window != nil || windowScene != nil) }
    /// The frame being handled, while the actions run.
    public private(set) var currentUpdateInfo: UIUpdateInfo?

    /// A link for a scene's windows.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// A link that fires while `view` is in a window.
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// A link for `view` that sends `selector` to `actionTarget` (with the link and the update info).
    public convenience init(view: UIView, actionTarget: Any, selector: Selector) {
        self.init(view: view)
        addAction(to: actionTarget, selector: selector)
    }

    /// A link for `view` that runs `actionHandler` on each firing.
    public convenience init(view: UIView, actionHandler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        self.init(view: view)
        addAction(handler: actionHandler)
    }

    /// Runs `handler` on each firing.
    open func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        nextAction += 1
        actions.append((nextAction, handler, nil))
    }

    /// Sends `selector` to `target` on each firing, with the link and the update info.
    open func addAction(to target: Any, selector: Selector) {
        let object = target as AnyObject
        nextAction += 1
        actions.append(
            (
                nextAction,
                { [weak object] link, info in
                    if let object { _ = selector.perform(on: object, sender: link, event: info) }
                }, (object, selector)
            ))
    }

    /// Stops sending `selector` to `target`.
    open func removeAction(from target: Any, selector: Selector) {
        let object = target as AnyObject
        actions.removeAll { $0.target.map { $0.0 === object && $0.1 == selector } ?? false }
    }

    private func updateLink() {
        if isEnabled, link == nil {
            let made = CADisplayLink { [weak self] link in self?.fire(link) }
            made.requestsFrames = requiresContinuousUpdates
            made.preferredFrameRateRange = preferredFrameRateRange
            made.add(to: .main, forMode: .common)
            link = made
        } else if !isEnabled, let link {
            link.invalidate()
            self.link = nil
        }
    }

    private func fire(_ displayLink: CADisplayLink) {
        guard isActive else { return }
        let info = UIUpdateInfo(
            modelTime: displayLink.timestamp, deadline: displayLink.targetTimestamp,
            immediate: wantsImmediatePresentation)
        currentUpdateInfo = info
        for (_, action, _) in actions { action(self, info) }
        currentUpdateInfo = nil
    }

    isolated deinit { link?.invalidate() }
}
