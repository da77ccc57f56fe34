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
}
