import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A popover's custom background view with its arrow, its layout margins and its passthrough views.
@MainActor
@Suite struct UIPopoverBackgroundViewTests {
    final class Frame: UIPopoverBackgroundView {
        override class func arrowBase() -> CGFloat { 20 }
        override class func arrowHeight() -> CGFloat { 10 }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
    }

    @Test func theBackgroundStandsBehindTheContentWithItsArrowTowardsTheSource() throws {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 600)
        let source = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 40))
        root.addSubview(source)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.popoverBackgroundViewClass = Frame.self
        popover.popoverLayoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        #expect(popover.popoverLayoutMargins.top == 12 && !popover.canOverlapSourceViewRect)
        window.rootViewController!.present(content, animated: false)
        synthesizer.advance(by: 0.5)
        // Below the source by the margin and the arrow: 90 + 12 + 10.
        #expect(content.view.frame == CGRect(x: 100, y: 112, width: 200, height: 100))
        let background = try #require(popover.containerView?.subviews.compactMap { $0 as? Frame }.first)
        #expect(background.frame == CGRect(x: 96, y: 98, width: 208, height: 118))
        #expect(background.arrowDirection == .up && background.arrowOffset == 0)
        let containerSubviews = popover.containerView!.subviews
        #expect(containerSubviews.firstIndex(of: background)! < containerSubviews.firstIndex(of: content.view)!)
    }

    @Test func passthroughViewsStayUsableWhileItShows() throws {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 600)
        let source = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 40))
        root.addSubview(source)
        let button = UIButton(frame: CGRect(x: 10, y: 500, width: 100, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.addSubview(button)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.modalPresentationStyle = .popover
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = source
        popover.passthroughViews = [button]
        window.rootViewController!.present(content, animated: false)
        synthesizer.advance(by: 0.5)
        synthesizer.tap(at: CGPoint(x: 60, y: 520))
        synthesizer.advance(by: 0.5)
        #expect(taps == 1 && window.rootViewController!.presentedViewController === content, "still showing")
        synthesizer.tap(at: CGPoint(x: 300, y: 400))
        synthesizer.advance(by: 1)
        #expect(taps == 1 && window.rootViewController!.presentedViewController == nil, "dismissed elsewhere")
    }
}
