import Foundation

/// Hears about a page control's progress (iOS 16).
@preconcurrency @MainActor
public protocol UIPageControlProgressDelegate: AnyObject {
    /// The progress a page starts at (0 by default).
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    /// Whether the progress shows changed.
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

extension UIPageControlProgressDelegate {
    /// Pages start at 0.
    public func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    /// Does nothing.
    public func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
}

/// Hears about a timer progress's ticks and chooses whether it turns the page.
@preconcurrency @MainActor
public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    /// The timer moved the current page's progress.
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    /// Whether the timer turns to `page` now that the current one is done (true by default).
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension UIPageControlTimerProgressDelegate {
    /// Does nothing.
    public func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
    /// Every page may be turned to.
    public func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int)
        -> Bool
    { true }
}

/// How far through its page a page control is (iOS 16): the current dot grows into a capsule that fills
/// from its leading end. Set `currentProgress` yourself, or use a `UIPageControlTimerProgress`.
@preconcurrency @MainActor
open class UIPageControlProgress: NSObject {
    /// Hears about the progress.
    open weak var delegate: UIPageControlProgressDelegate?
    /// The current page's progress, from 0 to 1.
    open var currentProgress: Float = 0 {
        didSet {
            currentProgress = min(max(currentProgress.isFinite ? currentProgress : 0, 0), 1)
            pageControl?.setNeedsDisplay()
        }
    }
    /// Whether the progress shows in the page control (a timer's only while it runs).
    open var isProgressVisible: Bool { true }
    /// The page control showing the progress.
    weak var pageControl: UIPageControl?

    /// A progress the app drives.
    public override init() { super.init() }

    /// The page control's page changed (by the user or in code): the progress starts again there.
    func pageDidChange(to page: Int) {
        currentProgress = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
    }
}

/// A progress that fills each page over a duration and then turns to the next one (iOS 16): the page control
/// sends `.valueChanged` as it turns, and after the last page it starts over or stops.
@preconcurrency @MainActor
open class UIPageControlTimerProgress: UIPageControlProgress {
    /// How long a page lasts unless given a duration of its own.
    open var preferredDuration: TimeInterval
    /// Whether after the last page the timer goes back to the first (true) or stops.
    open var resetsToInitialPageAfterEnd = true
    /// Whether the timer runs.
    public private(set) var isRunning = false {
        didSet {
            if isRunning != oldValue {
                delegate?.pageControlProgressVisibilityDidChange(self)
                pageControl?.setNeedsDisplay()
            }
        }
    }
    private var durations: [Int: TimeInterval] = [:]
    private var ticker: RunLoopClock.Timer?
    private var lastTick: TimeInterval?
    /// The ticks' interval: a 60 Hz frame.
    static let tick: TimeInterval = 1.0 / 60

    /// A timer that spends `preferredDuration` on each page.
    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration
        super.init()
    }

    /// A timer's progress shows while it runs.
    open override var isProgressVisible: Bool { isRunning }

    /// Starts (or goes on with) the timer.
    open func resumeTimer() {
        guard !isRunning else { return }
        isRunning = true
        lastTick = UIApplication.shared.clock.now
        ticker = UIApplication.shared.clock.schedule(after: Self.tick, repeating: Self.tick) { [weak self] in
            self?.advance()
        }
    }

    /// Stops the timer where it is.
    open func pauseTimer() {
        isRunning = false
        ticker?.invalidate()
        ticker = nil
        lastTick = nil
    }

    /// Gives a page a duration of its own.
    open func setDuration(_ duration: TimeInterval, forPage page: Int) { durations[page] = duration }

    /// How long a page lasts.
    open func duration(forPage page: Int) -> TimeInterval { durations[page] ?? preferredDuration }

    private func advance() {
        let now = UIApplication.shared.clock.now
        let elapsed = now - (lastTick ?? now)
        lastTick = now
        guard let control = pageControl, control.numberOfPages > 0 else { return }
        let page = control.currentPage
        let duration = max(duration(forPage: page), 0.001)
        currentProgress = min(currentProgress + Float(elapsed / duration), 1)
        (delegate as? UIPageControlTimerProgressDelegate)?.pageControlTimerProgressDidChange(self)
        guard currentProgress >= 1 else { return }
        var next = page + 1
        if next >= control.numberOfPages {
            guard resetsToInitialPageAfterEnd else {
                pauseTimer()
                return
            }
            next = 0
        }
        guard
            (delegate as? UIPageControlTimerProgressDelegate)?.pageControlTimerProgress(self, shouldAdvanceToPage: next)
                ?? true
        else {
            pauseTimer()
            return
        }
        control.currentPage = next
        control.sendActions(for: .valueChanged)
    }
}
