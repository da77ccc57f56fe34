import Foundation

/// The frame clock (SEMANTICS §10.2): ticks at the display's refresh rate only while something needs frames
/// (a display link that is not paused, a running animation, a property animator, a scroll view in motion).
/// Each tick runs, in order: display links, frame observers (property animators, scroll physics), the layer
/// animations; the run-loop turn that fired it then lays out and the backend displays. With nothing to do it
/// stops, so an idle application has no wake-ups.
@preconcurrency @MainActor
public final class FrameClock {
    private unowned let application: UIApplication
    private var timer: RunLoopClock.Timer?
    private var displayLinks: [CADisplayLink] = []
    private final class Observer {
        weak var owner: AnyObject?
        /// Kept alive while observing (a running property animator, as UIKit keeps one).
        var retained: AnyObject?
        let action: (CFTimeInterval) -> Void
        init(owner: AnyObject, retains: Bool, action: @escaping (CFTimeInterval) -> Void) {
            self.owner = owner
            retained = retains ? owner : nil
            self.action = action
        }
    }
    private var observers: [Observer] = []

    /// Frames per second (the display's refresh rate from XRandR in a real window; 60 when unknown).
    public var refreshRate: Double = 60 {
        didSet {
            precondition(
                refreshRate.isFinite && refreshRate > 0,
                "FrameClock.refreshRate must be finite and > 0, got \(refreshRate)")
            if let timer, timer.isValid {
                timer.invalidate()
                self.timer = nil
                setNeedsFrames()
            }
        }
    }

    /// Seconds between frames.
    public var frameInterval: CFTimeInterval { 1 / refreshRate }

    /// Frames ticked since the application started (for tests and benchmarks).
    public private(set) var frameCount = 0

    /// The clock time of the last tick.
    public private(set) var lastFrameTime: CFTimeInterval = 0

    init(application: UIApplication) { self.application = application }

    /// Whether anything needs the next frame.
    public var needsFrames: Bool {
        observers.removeAll { $0.owner == nil }
        return displayLinks.contains { !$0.isPaused && $0.requestsFrames } || !observers.isEmpty
            || application.animationEngine.isAnimating
    }

    /// Whether the clock is ticking.
    public var isRunning: Bool { timer?.isValid ?? false }

    /// Starts ticking if it is not.
    func setNeedsFrames() {
        guard !(timer?.isValid ?? false) else { return }
        let interval = frameInterval
        timer = application.clock.schedule(after: interval, repeating: interval) { [unowned self] in tick() }
    }

    /// Calls `action` with each frame's time until `removeObserver` (property animators, scroll physics).
    /// The owner is held weakly (observing stops when it goes) unless `retains`.
    func addObserver(_ owner: AnyObject, retains: Bool = false, _ action: @escaping (CFTimeInterval) -> Void) {
        observers.removeAll { $0.owner == nil || $0.owner === owner }
        observers.append(Observer(owner: owner, retains: retains, action: action))
        setNeedsFrames()
    }

    func removeObserver(_ owner: AnyObject) {
        observers.removeAll { $0.owner == nil || $0.owner === owner }
    }

    func add(_ link: CADisplayLink) {
        guard !displayLinks.contains(where: { $0 === link }) else { return }
        displayLinks.append(link)
        if !link.isPaused && link.requestsFrames { setNeedsFrames() }
    }

    func remove(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// One frame.
    func tick() {
        let now = application.clock.now
        frameCount += 1
        lastFrameTime = now
        for link in displayLinks where !link.isPaused { link.fire(at: now, interval: frameInterval, frame: frameCount) }
        for observer in observers where observer.owner != nil { observer.action(now) }
        application.animationEngine.advance(to: now)
        CATransaction.commitImplicit()
        if !needsFrames {
            timer?.invalidate()
            timer = nil
        }
    }

    /// Stops ticking and forgets every client (the application is being replaced).
    func reset() {
        timer?.invalidate()
        timer = nil
        for link in displayLinks { link.isRegistered = false }
        displayLinks.removeAll()
        observers.removeAll()
    }
}

/// A range of frame rates a display link would like.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate preferred, or nil for the maximum.
    public var preferred: Float?

    /// A range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// The display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer that fires once per frame of the display while it is added to the main run loop and not paused
/// (SEMANTICS §10.6). UIKit's form takes a target and a selector; here it takes a closure:
/// `let link = CADisplayLink { link in … }; link.add(to: .main, forMode: .common)`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private let handler: @MainActor (CADisplayLink) -> Void
    fileprivate(set) var isRegistered = false
    private var invalidated = false

    /// Creates a display link that calls `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// The time of the frame being handled (the clock of `CACurrentMediaTime()`).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame is due to be shown.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames at the display's rate.
    public private(set) var duration: CFTimeInterval = 1.0 / 60

    /// Whether firing is suspended; a paused link needs no frames.
    public var isPaused = false {
        didSet {
            if !isPaused && isRegistered && requestsFrames { UIApplication.shared.frameClock.setNeedsFrames() }
        }
    }
    /// Whether the link keeps frames coming (true); when false it fires only on frames something else asked
    /// for (an update link that does not require continuous updates).
    var requestsFrames = true {
        didSet {
            if requestsFrames && !isPaused && isRegistered { UIApplication.shared.frameClock.setNeedsFrames() }
        }
    }

    /// The frame rate wanted; the link skips frames to approach it.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// The frames per second wanted (0: the display's rate).
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set {
            precondition(newValue >= 0, "CADisplayLink.preferredFramesPerSecond must not be negative, got \(newValue)")
            preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue))
        }
    }

    /// How many display frames pass between firings (UIKit's older form of a frame rate, deprecated there
    /// since iOS 10 and still honoured); 1 by default, values below 1 act as 1. Above 1, it wins over
    /// `preferredFramesPerSecond`.
    public var frameInterval: Int = 1

    /// Starts firing every frame (only the main run loop exists here; every mode is served).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !invalidated else { return }
        isRegistered = true
        UIApplication.shared.frameClock.add(self)
    }

    /// Stops firing (it can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isRegistered = false
        UIApplication.shared.frameClock.remove(self)
    }

    /// Stops firing for good; calling it again does nothing.
    public func invalidate() {
        invalidated = true
        isRegistered = false
        UIApplication.shared.frameClock.remove(self)
    }

    func fire(at now: CFTimeInterval, interval: CFTimeInterval, frame: Int) {
        let preferred = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        var step = 1
        if preferred > 0 { step = max(1, Int((1 / interval / preferred).rounded())) }
        if frameInterval > 1 { step = frameInterval }
        guard frame % step == 0 else { return }
        timestamp = now
        duration = interval
        targetTimestamp = now + interval * Double(step)
        handler(self)
    }
}
