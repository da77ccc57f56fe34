import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Core Foundation's run-loop functions on Tapestry's loop: observers told of each frame step's stages in
/// order, before layout and the commit; timers and blocks through Foundation's run loop.
@MainActor
@Suite(.serialized) struct CFRunLoopTests {
    final class LoggingView: UIView {
        var log: Log?
        override func layoutSubviews() {
            super.layoutSubviews()
            log?("layout \(bounds.width)")
        }
    }

    private func name(_ activity: CFRunLoopActivity) -> String {
        let names: [(CFRunLoopActivity, String)] = [
            (.entry, "entry"), (.beforeTimers, "timers"), (.beforeSources, "sources"),
            (.beforeWaiting, "waiting"), (.afterWaiting, "woke"), (.exit, "exit"),
        ]
        return names.first { $0.0 == activity }?.1 ?? "?"
    }

    @Test func observersHearEachStepsStagesInTheLoopsOrder() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let observer = CFRunLoopObserverCreateWithHandler(
            kCFAllocatorDefault, CFRunLoopActivity.allActivities.rawValue, true, 0
        ) { _, activity in log(name(activity)) }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        defer { CFRunLoopObserverInvalidate(observer) }
        #expect(CFRunLoopContainsObserver(CFRunLoopGetMain(), observer, .commonModes))
        let step = UIApplication.shared.frameStep
        step.run()
        let first = log.lines
        #expect(Array(first.suffix(3)) == ["timers", "sources", "waiting"])
        log.lines.removeAll()
        step.loopDidWake()
        step.run()
        #expect(log.lines == ["woke", "timers", "sources", "waiting"], "no second entry")
        log.lines.removeAll()
        step.run()
        #expect(
            log.lines == ["woke", "timers", "sources", "waiting"],
            "a sleep no backend reported is reported by the next step")
    }

    @Test func whatAnObserverChangesBeforeWaitingIsLaidOutInTheSameStep() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, _) = makeWindow()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        UIApplication.shared.frameStep.run()
        view.log = log
        let observer = CFRunLoopObserverCreateWithHandler(
            nil, CFRunLoopActivity.beforeWaiting.rawValue, false, 0
        ) { _, _ in
            log("observer")
            view.frame.size.width = 30
        }
        CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopDefaultMode)
        UIApplication.shared.frameStep.run()
        UIApplication.shared.frameStep.run()
        #expect(log.lines == ["observer", "layout 30.0"], "once (it does not repeat), and laid out at once")
        #expect(!CFRunLoopObserverIsValid(observer))
        #expect(!CFRunLoopContainsObserver(CFRunLoopGetMain(), observer, .defaultMode))
    }

    @Test func lowerOrdersComeFirstAndOtherModesAreNotRun() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let waiting = CFRunLoopActivity.beforeWaiting.rawValue
        let late = CFRunLoopObserverCreateWithHandler(nil, waiting, true, 2_000_000) { _, _ in log("late") }
        let early = CFRunLoopObserverCreateWithHandler(nil, waiting, true, -5) { _, _ in log("early") }
        let tracking = CFRunLoopObserverCreateWithHandler(nil, waiting, true, 0) { _, _ in log("tracking") }
        let removed = CFRunLoopObserverCreateWithHandler(nil, waiting, true, 0) { _, _ in log("removed") }
        let main = CFRunLoopGetMain()
        CFRunLoopAddObserver(main, late, .defaultMode)
        CFRunLoopAddObserver(main, early, .defaultMode)
        CFRunLoopAddObserver(main, tracking, CFRunLoopMode(.tracking))
        CFRunLoopAddObserver(main, removed, .defaultMode)
        CFRunLoopRemoveObserver(main, removed, .defaultMode)
        defer { [late, early, tracking].forEach { CFRunLoopObserverInvalidate($0) } }
        UIApplication.shared.frameStep.run()
        #expect(log.lines == ["early", "late"])
        #expect(CFRunLoopObserverGetOrder(early) == -5 && CFRunLoopObserverDoesRepeat(late))
        #expect(CFRunLoopObserverGetActivities(late) == waiting)
    }

    @Test func aMainThreadHasTheMainLoopAndAnotherThreadItsOwn() async {
        #expect(CFRunLoopGetCurrent() === CFRunLoopGetMain())
        #expect(CFRunLoopGetMain().runLoop === RunLoop.main)
        let other = await Task.detached { () -> Bool in
            let loop = CFRunLoopGetCurrent()!
            return loop === CFRunLoopGetCurrent() && loop !== CFRunLoop.main && !loop.isMain
        }.value
        #expect(other, "one loop object per thread, not the main one")
    }

    /// Runs `body` on a thread of its own, whose run loop it may run (a run loop runs only on its thread).
    private func onAThreadOfItsOwn(_ body: @escaping @Sendable () -> [String]) async -> [String] {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }

    @Test func aTimerMadeWithAHandlerIsAFoundationTimerOnTheRunLoop() async {
        let failures = await onAThreadOfItsOwn {
            var failures: [String] = []
            var fired = 0
            let timer = CFRunLoopTimerCreateWithHandler(
                kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + 3600, 0, 0, 0
            ) { timer in
                fired += 1
                if timer == nil { failures.append("the handler is given its timer") }
            }
            let asTimer: Timer = timer!  // toll-free bridged: it is a Timer
            if !CFRunLoopTimerIsValid(asTimer) || CFRunLoopTimerGetInterval(timer) != 0 { failures.append("valid") }
            CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() - 0.5)
            if CFRunLoopTimerGetNextFireDate(timer) > CFAbsoluteTimeGetCurrent() { failures.append("moved") }
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, kCFRunLoopCommonModes)
            RunLoop.current.run(mode: .default, before: Date())
            if fired != 1 { failures.append("fired \(fired) times") }
            if CFRunLoopTimerIsValid(timer) { failures.append("a timer with no interval fires once") }

            let repeating = CFRunLoopTimerCreateWithHandler(nil, CFAbsoluteTimeGetCurrent() - 1, 2, 0, 0) { _ in
                failures.append("a removed timer fired")
            }
            CFRunLoopAddTimer(CFRunLoopGetCurrent(), repeating, .defaultMode)
            if CFRunLoopTimerGetInterval(repeating) != 2 || !CFRunLoopTimerIsValid(repeating) {
                failures.append("repeating")
            }
            CFRunLoopRemoveTimer(CFRunLoopGetCurrent(), repeating, .defaultMode)
            RunLoop.current.run(mode: .default, before: Date())
            if CFRunLoopTimerIsValid(repeating) { failures.append("taken off, it is spent") }
            return failures
        }
        #expect(failures == [])
    }

    @Test func aBlockRunsInTheLoopsNextTurnAndWakingItIsHarmless() async {
        let ran = await onAThreadOfItsOwn {
            var ran: [String] = []
            let loop = CFRunLoopGetCurrent()
            CFRunLoopPerformBlock(loop, CFRunLoopMode.defaultMode.rawValue) { ran.append("name") }
            CFRunLoopPerformBlock(loop, kCFRunLoopCommonModes) { ran.append("mode") }
            CFRunLoopWakeUp(loop)
            if !ran.isEmpty { return ["not at once"] }
            RunLoop.current.run(mode: .default, before: Date())
            return ran.sorted()
        }
        #expect(ran == ["mode", "name"])
        CFRunLoopWakeUp(CFRunLoopGetMain())  // the main loop's: one more turn, nothing else
    }
}
