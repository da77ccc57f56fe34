import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct NSObjectPerformSelectorTests {
    final class Banner: UIView {
        var log: [String] = []
        func dismiss() { log.append("dismiss") }
        func show(_ message: Any?) { log.append("show \(message as? String ?? "-")") }
        func makeLabel() -> UILabel { UILabel() }
    }

    @Test func aDelayedPerformRunsOnTheClockAndCanBeCancelled() {
        UIApplication.replaceShared()  // a fresh application for each test
        UIApplication.shared.clock.useVirtualTime()
        let banner = Banner()
        banner.perform(Selector(Banner.dismiss), with: nil, afterDelay: 2)
        banner.perform(Selector(Banner.show(_:)), with: "hello", afterDelay: 1)
        UIApplication.shared.clock.advance(by: 1.5)
        #expect(banner.log == ["show hello"])
        NSObject.cancelPreviousPerformRequests(withTarget: banner, selector: Selector(Banner.dismiss), object: nil)
        UIApplication.shared.clock.advance(by: 1)
        #expect(banner.log == ["show hello"], "cancelled")

        banner.perform(Selector(Banner.show(_:)), with: "a", afterDelay: 1)
        banner.perform(Selector(Banner.show(_:)), with: "b", afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: banner, selector: Selector(Banner.show(_:)), object: "a")
        UIApplication.shared.clock.advance(by: 1)
        #expect(banner.log == ["show hello", "show b"], "only the request with an equal argument")
        banner.perform(Selector(Banner.dismiss), with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: banner)
        UIApplication.shared.clock.advance(by: 1)
        #expect(banner.log.count == 2)
    }

    @Test func anImmediatePerformReturnsAnObjectResult() {
        let banner = Banner()
        #expect(banner.perform(Selector(Banner.makeLabel))?.takeUnretainedValue() is UILabel)
        #expect(banner.perform(Selector(Banner.dismiss)) == nil)
        #expect(banner.log == ["dismiss"])
    }
}
