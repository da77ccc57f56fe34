import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Transactions: what implicit animations take from them (duration, curve, actions off), completion blocks, nesting.
@MainActor
@Suite struct CATransactionTests {
    private func makeLayerStage() -> (CALayer, UIView, EventSynthesizer) { makeStandaloneLayerStage() }

    @Test func disabledActionsAndLayersOffScreenChangeAtOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        let loose = CALayer()
        loose.opacity = 0
        #expect(loose.animationKeys() == nil)
        // A view's own layer never animates implicitly.
        layer.superlayer!.cornerRadius = 9
        #expect(layer.superlayer!.animationKeys() == nil)
        synthesizer.advance(by: 0)
    }

    @Test func aTransactionSetsTheDurationAndRunsItsCompletionAfterItsAnimations() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (layer, _, synthesizer) = makeLayerStage()
        var finished = 0.0
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { finished = CACurrentMediaTime() }
        let start = CACurrentMediaTime()
        layer.position = CGPoint(x: 105, y: 5)
        CATransaction.commit()
        synthesizer.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 55) < 1e-6)
        #expect(finished == 0)
        synthesizer.advance(by: 0.6)
        #expect(finished - start >= 1 - 1e-9)
    }

    @Test func aTransactionWithoutAnimationsCompletesOnTheNextTurn() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeLayerStage()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(!ran)
        synthesizer.advance(by: 0)
        #expect(ran)
    }

    /// A nested transaction's settings apply inside it and give way to the outer one's when it commits.
    @Test func nestedTransactionsScopeTheirSettings() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity")?.duration == 0.5)
        #expect(layer.animation(forKey: "position")?.duration == 2)
        #expect(CATransaction.animationDuration() == 0.25, "back to the default outside")
        synthesizer.advance(by: 0)
    }

    /// An outer completion block waits for the animations of the transactions nested in it.
    @Test func anOuterCompletionWaitsForNestedAnimations() {
        UIApplication.replaceShared()
        let (layer, _, synthesizer) = makeLayerStage()
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("outer") }
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { order.append("inner") }
        layer.opacity = 0
        CATransaction.commit()
        CATransaction.commit()
        synthesizer.advance(by: 0.5)
        #expect(order.isEmpty)
        synthesizer.advance(by: 0.6)
        #expect(order == ["inner", "outer"])
    }
}
