import Foundation

@testable import Tapestry

/// The fuzzer's window: every hit-test the engine makes through it (touches, hover, wheel, drops, clicks) is
/// compared with the plain walk of SEMANTICS §1, written here from the public API alone: no index, cache or
/// shortcut of the engine may change an answer, fractional frames and points on edges included.
final class ChaosWindow: UIWindow {
    unowned let fuzzer: ChaosFuzzer
    private(set) var checkedHitTests = 0

    init(fuzzer: ChaosFuzzer, frame: CGRect) {
        self.fuzzer = fuzzer
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let engine = super.hitTest(point, with: event)
        let reference = Self.plainHitTest(self, at: point, with: event)
        checkedHitTests += 1
        if engine !== reference {
            fuzzer.fail(
                "hit-test at \(point): the engine answered \(engine.map { "\($0)" } ?? "nil"), the plain walk "
                    + "\(reference.map { "\($0)" } ?? "nil")")
        }
        return engine
    }

    /// SEMANTICS §1: nil for a hidden, non-interactive or transparent view (and for one a UIView animation
    /// without `.allowUserInteraction` is moving, §10.4), or for non-finite geometry; nil when
    /// `point(inside:with:)` says no; else the subviews front to back, each with the point converted by
    /// `convert(_:from:)`, and the view itself when none answers.
    static func plainHitTest(_ view: UIView, at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha > 0.01, point.isFinite,
            view.center.isFinite, view.bounds.isFiniteRect, view.transform.isFinite, view.transform.isInvertible,
            view.interactionBlockingAnimations == 0,
            view.point(inside: point, with: event)
        else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = plainHitTest(subview, at: subview.convert(point, from: view), with: event) { return hit }
        }
        return view
    }
}

extension CGAffineTransform {
    fileprivate var isInvertible: Bool { a * d - b * c != 0 }
}
