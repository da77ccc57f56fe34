import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The progress bar (SEMANTICS §12.6): progress is clamped and the bar fills its share from the leading edge.
@MainActor
@Suite struct UIProgressViewTests {
    @Test func progressIsClampedAndTheBarFillsItsShare() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 10, width: 200, height: 4)
        root.addSubview(progress)
        progress.setProgress(1.5, animated: false)
        #expect(progress.progress == 1)
        progress.progress = 0.25
        window.layoutIfNeeded()
        #expect(progress.subviews.last?.frame.width == 50)
    }

    @Test func inARightToLeftLayoutTheBarFillsFromTheRight() {
        UIApplication.replaceShared()
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        progress.semanticContentAttribute = .forceRightToLeft
        progress.progress = 0.25
        progress.layoutIfNeeded()
        let fill = progress.subviews.last!
        #expect(fill.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
        progress.semanticContentAttribute = .forceLeftToRight
        progress.setNeedsLayout()
        progress.layoutIfNeeded()
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    }

    @Test func theBarFollowsAnObservedProgressUntilItFinishes() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let progress = UIProgressView(progressViewStyle: .bar)
        root.addSubview(progress)
        let work = Progress(totalUnitCount: 10)
        work.completedUnitCount = 2
        progress.observedProgress = work
        #expect(progress.progress == 0.2, "read when it is set")
        work.completedUnitCount = 7
        synthesizer.advance(by: 0.05)
        #expect(progress.progress == 0.7, "followed frame by frame")
        work.completedUnitCount = 10
        synthesizer.advance(by: 0.05)
        #expect(progress.progress == 1)
        progress.observedProgress = nil
        progress.progress = 0.5
        synthesizer.advance(by: 0.05)
        #expect(progress.progress == 0.5, "no longer followed")
    }

    @Test func imagesTakeThePlaceOfTheTintColours() {
        UIApplication.replaceShared()
        let progress = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        progress.progressTintColor = .systemRed
        #expect(progress.subviews.last?.backgroundColor == .systemRed)
        progress.progressImage = image
        progress.trackImage = image
        #expect(progress.progressImage === image && progress.trackImage === image)
        #expect((progress.subviews.last as? UIImageView)?.image === image)
        #expect(progress.subviews.last?.backgroundColor == nil, "the image replaces the tint")
        progress.progressImage = nil
        #expect(progress.subviews.last?.backgroundColor == .systemRed)
    }

}
