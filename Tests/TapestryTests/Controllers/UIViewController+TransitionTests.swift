import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Preferred transitions (UIViewController+Transition, iOS 18): a zoomed presentation grows out of its source
/// view and shrinks back into the view the provider names at dismissal; without a source it fades; a modal
/// style given as a transition takes precedence over `modalTransitionStyle`.
@MainActor
@Suite struct UIViewControllerTransitionTests {
    private func stage() -> (UIWindow, UIView, UIView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 600)
        let source = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 80))
        root.addSubview(source)
        return (window, root, source, synthesizer)
    }

    /// Where the view is drawn now: its bounds, about their centre, through the presented transform, at the
    /// presented position.
    private func presentedRect(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation()!
        let size = view.bounds.size
        return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(layer.affineTransform()).offsetBy(dx: layer.position.x, dy: layer.position.y)
    }

    @Test func aZoomGrowsOutOfTheSourceViewAndShrinksBackIntoTheOneNamedAtDismissal() throws {
        let (window, root, source, synthesizer) = stage()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        var asked: [UIViewController] = []
        var current = source
        detail.preferredTransition = .zoom { context in
            asked.append(context.sourceViewController)
            #expect(context.zoomedViewController === detail)
            return current
        }
        var done = false
        window.rootViewController!.present(detail, animated: true) { done = true }
        let start = presentedRect(detail.view)
        #expect(abs(start.midX - 70) < 1e-6 && abs(start.midY - 80) < 1e-6, "centred on the source: \(start)")
        #expect(
            abs(start.height - 80) < 1e-6 && abs(start.width - 400 * 80 / 600) < 1e-6, "fitted in it, proportions kept")
        #expect(detail.view.layer.presentation()!.opacity < 0.01)
        synthesizer.advance(by: 0.2)
        let middle = presentedRect(detail.view)
        #expect(middle.width > start.width && middle.width < 400 && !done)
        synthesizer.advance(by: 0.25)
        #expect(done && presentedRect(detail.view) == window.bounds && detail.view.transform == .identity)
        #expect(asked.count == 1 && asked[0] === window.rootViewController)
        let other = UIView(frame: CGRect(x: 300, y: 500, width: 60, height: 60))
        root.addSubview(other)
        current = other
        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        synthesizer.advance(by: 0.399)
        let end = presentedRect(detail.view)
        #expect(abs(end.midX - 330) < 1 && abs(end.midY - 530) < 1, "into the view named now: \(end)")
        synthesizer.advance(by: 0.01)
        #expect(dismissed && detail.view.superview == nil && detail.view.transform == .identity)
        #expect(detail.view.alpha == 1, "left as it was for the next presentation")
        #expect(asked.count == 2)
    }

    @Test func withoutASourceViewAZoomFadesAndAModalStyleTransitionWins() {
        let (window, _, _, synthesizer) = stage()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        detail.preferredTransition = .zoom { _ in nil }
        window.rootViewController!.present(detail, animated: true)
        synthesizer.advance(by: 0.1)
        let fading = detail.view.layer.presentation()!
        #expect(fading.frame == detail.view.frame && fading.opacity > 0.05 && fading.opacity < 0.95)
        synthesizer.advance(by: 0.5)
        detail.dismiss(animated: false)
        let modal = UIViewController()
        modal.modalTransitionStyle = .coverVertical
        modal.preferredTransition = .crossDissolve
        #expect(modal.effectiveModalTransitionStyle == .crossDissolve && modal.fadesWhenPresented)
        modal.preferredTransition = .flipHorizontal
        #expect(modal.effectiveModalTransitionStyle == .flipHorizontal && !modal.fadesWhenPresented)
        modal.preferredTransition = nil
        #expect(modal.effectiveModalTransitionStyle == .coverVertical)
    }

    @Test func theAlignmentRectLinesUpAPartOfTheZoomedViewWithTheSourceAndDimmingShows() {
        let (window, _, source, synthesizer) = stage()
        let detail = UIViewController()
        detail.modalPresentationStyle = .fullScreen
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { _ in CGRect(x: 0, y: 0, width: 400, height: 320) }
        options.dimmingColor = UIColor.black.withAlphaComponent(0.3)
        detail.preferredTransition = .zoom(options: options) { _ in source }
        window.rootViewController!.present(detail, animated: true)
        let start = presentedRect(detail.view)
        // The aligned part, 400×320, fits the 100×80 source at a quarter: the view starts 100×150 with its top
        // on the source's top.
        #expect(abs(start.width - 100) < 1e-6 && abs(start.minY - 40) < 1e-6 && abs(start.minX - 20) < 1e-6)
        let container = detail.view.superview!
        #expect(container.subviews.contains { $0.backgroundColor == options.dimmingColor }, "the dimming view")
        synthesizer.advance(by: 0.5)
        #expect(!container.subviews.contains { $0.backgroundColor == options.dimmingColor }, "gone once covered")
    }
}
