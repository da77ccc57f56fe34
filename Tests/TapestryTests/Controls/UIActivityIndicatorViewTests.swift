import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The spinner (SEMANTICS §12.6): it turns only while animating and hides when stopped.
@MainActor
@Suite struct UIActivityIndicatorViewTests {
    @Test func theSpinnerTurnsOnlyWhileAnimatingAndHidesWhenStopped() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let spinner = UIActivityIndicatorView(style: .large)
        root.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        synthesizer.advance(by: 0.25)
        let angle = atan2(spinner.layer.presentation()!.transform.m12, spinner.layer.presentation()!.transform.m11)
        #expect(abs(angle - .pi / 2) < 0.05, "a quarter turn after a quarter second")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(spinner.layer.animationKeys()?.isEmpty ?? true, "no animation while stopped")
    }

    @Test func aSubclassCallsTheFrameInitializerAsOnIOS() {
        final class Spinner: UIActivityIndicatorView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                color = .systemRed
            }
            required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let spinner = Spinner(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(spinner.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
        #expect(spinner.style == .medium && spinner.color == .systemRed && spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
    }

    /// UIKit's `init(coder:)` of a spinner cannot fail, so a subclass written for iOS chains to it.
    @Test func aSubclassChainsToTheCoderInitializerThatCannotFail() {
        final class Indicator: UIActivityIndicatorView {
            required init(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        let indicator = Indicator(coder: NSCoder())
        #expect(indicator.style == .medium && indicator.isHidden && !indicator.isAnimating)
    }
}
