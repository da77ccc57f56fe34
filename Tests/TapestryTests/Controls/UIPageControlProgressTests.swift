import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A page control's progress (UIPageControlProgress): the app's own, starting each page where the delegate
/// says; a timer that fills each page over its duration, turns the page with `.valueChanged`, asks its
/// delegate, and after the last page starts over or stops.
@MainActor
@Suite struct UIPageControlProgressTests {
    final class Listener: UIPageControlTimerProgressDelegate {
        var ticks = 0
        var refuse: Int?
        var visibility = 0
        func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) { ticks += 1 }
        func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
            page != refuse
        }
        func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
            page == 2 ? 0.5 : 0
        }
        func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) { visibility += 1 }
    }

    private func stage() -> (UIPageControl, EventSynthesizer) {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 100)
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 320, height: 26))
        control.numberOfPages = 3
        root.addSubview(control)
        return (control, synthesizer)
    }

    @Test func aTimerFillsEachPageAndTurnsIt() {
        let (control, synthesizer) = stage()
        var turns: [Int] = []
        control.addAction(UIAction { _ in turns.append(control.currentPage) }, for: .valueChanged)
        let timer = UIPageControlTimerProgress(preferredDuration: 2)
        timer.setDuration(1, forPage: 1)
        let listener = Listener()
        timer.delegate = listener
        control.progress = timer
        #expect(!timer.isRunning && !timer.isProgressVisible)
        timer.resumeTimer()
        #expect(timer.isRunning && listener.visibility == 1)
        synthesizer.advance(by: 1)
        #expect(abs(timer.currentProgress - 0.5) < 0.02 && control.currentPage == 0 && listener.ticks > 50)
        synthesizer.advance(by: 1.05)
        #expect(control.currentPage == 1 && turns == [1], "page 0 lasted 2 s")
        synthesizer.advance(by: 1.05)
        #expect(control.currentPage == 2 && turns == [1, 2], "page 1 lasted 1 s")
        #expect(timer.currentProgress < 0.6, "page 2 starts where the delegate says: half done")
        synthesizer.advance(by: 1.1)
        #expect(control.currentPage == 0 && turns == [1, 2, 0], "after the last page, the first again")
        timer.pauseTimer()
        let held = timer.currentProgress
        synthesizer.advance(by: 1)
        #expect(timer.currentProgress == held && !timer.isRunning)
    }

    @Test func theTimerStopsAtTheEndOrWhenTheDelegateRefuses() {
        let (control, synthesizer) = stage()
        let timer = UIPageControlTimerProgress(preferredDuration: 0.5)
        timer.resetsToInitialPageAfterEnd = false
        control.progress = timer
        control.currentPage = 2
        timer.resumeTimer()
        synthesizer.advance(by: 0.6)
        #expect(control.currentPage == 2 && !timer.isRunning, "the last page: it stops")

        let listener = Listener()
        listener.refuse = 1
        timer.delegate = listener
        control.currentPage = 0
        #expect(timer.currentProgress == 0, "a page changed in code starts from its initial progress")
        timer.resumeTimer()
        synthesizer.advance(by: 0.6)
        #expect(control.currentPage == 0 && !timer.isRunning, "the delegate refused page 1")
    }

    @Test func theAppsProgressIsClamped() throws {
        let (control, _) = stage()
        let progress = UIPageControlProgress()
        control.progress = progress
        progress.currentProgress = 7
        #expect(progress.currentProgress == 1 && progress.isProgressVisible)
        progress.currentProgress = -1
        #expect(progress.currentProgress == 0)
        control.progress = nil
        #expect(progress.pageControl == nil)
    }
}
