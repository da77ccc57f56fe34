import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The page control (SEMANTICS §12.6): dots, one a page; taps turn one page; indicator images.
@MainActor
@Suite struct UIPageControlTests {
    @Test func aTapOnEitherSideOfTheCurrentDotTurnsOnePage() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.frame = CGRect(origin: CGPoint(x: 60, y: 100), size: pages.intrinsicContentSize)
        root.addSubview(pages)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: pages.frame.maxX - 4, y: pages.frame.midY))
        synthesizer.tap(at: CGPoint(x: pages.frame.minX + 4, y: pages.frame.midY))
        synthesizer.tap(at: CGPoint(x: pages.frame.minX + 4, y: pages.frame.midY))
        #expect(changes == [3, 2, 1])
        pages.currentPage = 9
        #expect(pages.currentPage == 4, "clamped to the pages")
    }

    @Test func aDragAlongTheDotsScrubsThroughThePages() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let pages = UIPageControl()
        pages.numberOfPages = 6
        pages.frame = CGRect(origin: CGPoint(x: 40, y: 100), size: pages.intrinsicContentSize)
        root.addSubview(pages)
        var changes: [Int] = []
        var states: [UIPageControl.InteractionState] = []
        pages.addAction(
            UIAction { _ in
                changes.append(pages.currentPage)
                states.append(pages.interactionState)
            }, for: .valueChanged)
        #expect(pages.interactionState == .none)
        let firstDot = CGPoint(x: pages.frame.minX + 16, y: pages.frame.midY)
        synthesizer.drag(from: firstDot, to: CGPoint(x: firstDot.x + 16 * 4, y: firstDot.y), steps: 8)
        #expect(changes == [1, 2, 3, 4], "one page at a time, to the dot under the finger")
        #expect(states.allSatisfy { $0 == .continuous } && pages.interactionState == .none)
        // Without continuous interaction the same drag is a tap on the trailing side: one page.
        pages.allowsContinuousInteraction = false
        pages.currentPage = 0
        changes = []
        synthesizer.drag(from: firstDot, to: CGPoint(x: firstDot.x + 16 * 4, y: firstDot.y), steps: 8)
        #expect(changes == [1])
    }

    @Test func inARightToLeftLayoutTheFirstPageIsOnTheRight() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.allowsContinuousInteraction = false
        pages.semanticContentAttribute = .forceRightToLeft
        pages.frame = CGRect(origin: CGPoint(x: 60, y: 100), size: pages.intrinsicContentSize)
        root.addSubview(pages)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: pages.frame.minX + 4, y: pages.frame.midY))  // the left: forward
        synthesizer.tap(at: CGPoint(x: pages.frame.maxX - 4, y: pages.frame.midY))  // the right: back
        #expect(changes == [1, 0])
        pages.direction = .topToBottom
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 26, height: 64), "on its side")
        pages.frame = CGRect(origin: CGPoint(x: 60, y: 100), size: pages.intrinsicContentSize)
        synthesizer.tap(at: CGPoint(x: pages.frame.midX, y: pages.frame.maxY - 4))  // below: forward
        #expect(changes == [1, 0, 1])
    }

    @Test func indicatorImagesArePerPageWithPreferredOnesBehindThem() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        let star = UIImage(bitmap: ImageBitmap(width: 10, height: 10, bytesPerRow: 40))
        let dot = UIImage(bitmap: ImageBitmap(width: 6, height: 6, bytesPerRow: 24))
        #expect(pages.indicatorImage(forPage: 0) == nil && pages.currentPageIndicatorImage(forPage: 0) == nil)
        pages.preferredIndicatorImage = dot
        pages.setIndicatorImage(star, forPage: 1)
        #expect(pages.indicatorImage(forPage: 0) === dot && pages.indicatorImage(forPage: 1) === star)
        #expect(pages.currentPageIndicatorImage(forPage: 1) === star, "the page's own image when none is set")
        pages.preferredCurrentPageIndicatorImage = star
        #expect(pages.currentPageIndicatorImage(forPage: 0) === star)
        pages.setIndicatorImage(nil, forPage: 1)
        #expect(pages.indicatorImage(forPage: 1) === dot)
    }

    @Test func aDeferredTapStillChangesThePageAtOnce() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.frame = CGRect(origin: CGPoint(x: 60, y: 100), size: pages.intrinsicContentSize)
        root.addSubview(pages)
        deferDisplay(of: pages)
        synthesizer.tap(at: CGPoint(x: pages.frame.maxX - 4, y: pages.frame.midY))
        #expect(pages.currentPage == 1, "the page changes at once")
        #expect(pages.accessibilityValue == "page 2 of 3")
    }

    @available(*, deprecated)
    private func deferDisplay(of pages: UIPageControl) {
        pages.defersCurrentPageDisplay = true
        #expect(pages.defersCurrentPageDisplay)
        pages.updateCurrentPageDisplay()
    }

}
