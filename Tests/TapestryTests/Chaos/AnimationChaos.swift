import Foundation
import Tapestry

/// The chaos fuzzer's animations (SEMANTICS §10 under §14): UIView animation blocks (curves, springs,
/// keyframes, delays, repeats, transitions), property animators driven through every state, standalone layers
/// with implicit and explicit animations, animated scrolling and presentations, all started, interrupted and
/// removed at random, also from inside completions. What it checks: every completion runs at most once, and
/// every animation that can end has ended (completion called) once its time is over.
@MainActor
final class AnimationChaos {
    /// How many kinds of mutation it adds to the fuzzer's.
    static let kinds = 9

    private unowned let fuzzer: ChaosFuzzer
    /// Each completion's calls, by block number.
    private var completions: [Int: Int] = [:]
    /// Blocks that must have completed by a time (non-repeating ones), by block number.
    private var deadlines: [Int: TimeInterval] = [:]
    private var nextBlock = 0
    private var animators: [UIViewPropertyAnimator] = []
    private var links: [CADisplayLink] = []
    private var layers: [WeakLayer] = []

    init(fuzzer: ChaosFuzzer) { self.fuzzer = fuzzer }

    private func int(_ range: Range<Int>) -> Int { fuzzer.int(range) }
    private func chance(_ p: Double) -> Bool { fuzzer.chance(p) }

    /// A completion that counts its calls and may mutate further.
    private func completion(ending after: TimeInterval?) -> (Bool) -> Void {
        nextBlock += 1
        let block = nextBlock
        completions[block] = 0
        if let after { deadlines[block] = fuzzer.now + after }
        return { [weak self] _ in
            guard let self else { return }
            completions[block, default: 0] += 1
            if completions[block]! > 1 {
                fuzzer.fail("animation block \(block)'s completion ran \(completions[block]!) times")
            }
            fuzzer.maybeMutate(from: "animation completion")
        }
    }

    func mutate(_ kind: Int) {
        guard let view = fuzzer.anyView() else { return }
        let duration = [0, 0.05, 0.3, 0.9, -1][int(0..<5)]
        let delay = chance(0.2) ? 0.2 : 0
        var options: UIView.AnimationOptions = []
        if chance(0.3) { options.insert(.allowUserInteraction) }
        if chance(0.2) { options.insert(.beginFromCurrentState) }
        let repeats = chance(0.08)
        if repeats { options.formUnion([.repeat, .autoreverse]) }
        if chance(0.2) { options.insert(.layoutSubviews) }
        options.insert([.curveEaseIn, .curveEaseOut, .curveLinear, .curveEaseInOut][int(0..<4)])
        let ends: TimeInterval? = repeats ? nil : max(duration, 0) + delay + 0.1
        let changes = randomChanges(of: view)
        switch kind {
        case 0:
            fuzzer.log("animate \(duration) s")
            UIView.animate(
                withDuration: duration, delay: delay, options: options, animations: changes,
                completion: completion(ending: ends))
        case 1:
            fuzzer.log("spring \(duration) s")
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: [0.2, 0.6, 1, 3][int(0..<4)],
                initialSpringVelocity: CGFloat(int(-5..<6)), options: options, animations: changes,
                completion: completion(ending: ends))
        case 2:
            fuzzer.log("keyframes \(duration) s")
            UIView.animateKeyframes(
                withDuration: duration, delay: delay, options: chance(0.5) ? [] : .calculationModeDiscrete,
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5, animations: changes)
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
                }, completion: completion(ending: repeats ? max(duration, 0) + delay + 0.1 : ends))
        case 3:
            fuzzer.log("property animator")
            animatorChaos(on: view, changes: changes)
        case 4:
            fuzzer.log("remove animations")
            if chance(0.5) { view.layer.removeAllAnimations() } else { view.layer.removeAnimation(forKey: "position") }
        case 5:
            fuzzer.log("standalone layer")
            layerChaos(on: view)
        case 6:
            fuzzer.log("transition")
            UIView.transition(
                with: view, duration: max(duration, 0),
                options: [.transitionCrossDissolve, .transitionFlipFromLeft][int(0..<2)],
                animations: changes, completion: completion(ending: max(duration, 0) + 0.1))
        case 7:
            fuzzer.log("display link")
            if chance(0.5) || links.isEmpty {
                let link = CADisplayLink { [weak self] link in
                    guard let self else { return link.invalidate() }
                    if chance(0.01) { fuzzer.maybeMutate(from: "display link") }
                    if chance(0.05) { link.invalidate() }
                }
                link.add(to: .main, forMode: .common)
                links.append(link)
            } else {
                let link = links[int(0..<links.count)]
                switch int(0..<3) {
                case 0: link.isPaused.toggle()
                case 1: link.invalidate()
                default: link.preferredFramesPerSecond = [0, 30, 20][int(0..<3)]
                }
            }
        default:
            fuzzer.log("present or scroll")
            if let scroll = sequence(first: view, next: \.superview).compactMap({ $0 as? UIScrollView }).first {
                scroll.setContentOffset(CGPoint(x: 0, y: CGFloat(int(0..<400))), animated: chance(0.7))
            } else if let root = fuzzer.rootController {
                if let presented = root.presentedViewController {
                    presented.dismiss(animated: chance(0.7), completion: nil)
                } else {
                    let modal = UIViewController()
                    modal.view.backgroundColor = .white
                    root.present(modal, animated: chance(0.7), completion: nil)
                }
            }
        }
    }

    /// Changes to a view's animatable properties.
    private func randomChanges(of view: UIView) -> () -> Void {
        let center = CGPoint(x: CGFloat(int(0..<400)), y: CGFloat(int(0..<400)))
        let alpha = CGFloat(int(0..<3)) / 2
        let transform = [
            CGAffineTransform.identity, CGAffineTransform(rotationAngle: 1), CGAffineTransform(scaleX: 0, y: 2),
        ][int(0..<3)]
        let which = int(0..<8)
        return {
            switch which {
            case 0: view.center = center
            case 1: view.alpha = alpha
            case 2: view.transform = transform
            case 3: view.backgroundColor = alpha > 0.5 ? .systemPink : nil
            case 4: view.layer.cornerRadius = alpha * 20
            case 5: view.bounds.size = CGSize(width: center.x / 2, height: center.y / 2)
            case 6: view.frame = CGRect(x: center.x, y: center.y, width: -30, height: .nan)
            default:
                view.center = center
                view.alpha = alpha
                view.transform = transform
            }
        }
    }

    private func animatorChaos(on view: UIView, changes: @escaping () -> Void) {
        if animators.isEmpty || chance(0.4) {
            let animator =
                chance(0.5)
                ? UIViewPropertyAnimator(duration: [0.2, 0.7][int(0..<2)], curve: .easeInOut, animations: changes)
                : UIViewPropertyAnimator(duration: 0.5, dampingRatio: [0.3, 1][int(0..<2)], animations: changes)
            animator.pausesOnCompletion = chance(0.2)
            var calls = 0
            animator.addCompletion { [weak self] _ in
                calls += 1
                if calls > 1 { self?.fuzzer.fail("a property animator's completion ran \(calls) times") }
                self?.fuzzer.maybeMutate(from: "animator completion")
            }
            animators.append(animator)
            if chance(0.7) { animator.startAnimation() }
            return
        }
        let animator = animators[int(0..<animators.count)]
        switch (animator.state, int(0..<7)) {
        case (.stopped, _):
            animator.finishAnimation(at: [.start, .end, .current][int(0..<3)])
        case (_, 0): animator.startAnimation()
        case (_, 1): animator.pauseAnimation()
        case (_, 2): animator.fractionComplete = CGFloat(int(-2..<13)) / 10
        case (_, 3): animator.isReversed.toggle()
        case (.active, 4): animator.stopAnimation(chance(0.5))
        case (.active, 5):
            animator.continueAnimation(
                withTimingParameters: chance(0.5) ? UISpringTimingParameters(dampingRatio: 0.5) : nil,
                durationFactor: CGFloat(int(0..<3)))
        case (.inactive, _), (.active, _): animator.addAnimations(changes)
        default: break
        }
    }

    private func layerChaos(on view: UIView) {
        let host = view.layer
        if chance(0.5) || (host.sublayers ?? []).allSatisfy({ $0.delegateView != nil }) {
            let layer: CALayer = chance(0.5) ? CAShapeLayer() : CAGradientLayer()
            if let shape = layer as? CAShapeLayer {
                let path = CGMutablePath()
                path.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 30))
                shape.path = path
                shape.strokeColor = UIColor.black.cgColor
            }
            layer.frame = CGRect(x: CGFloat(int(-20..<60)), y: CGFloat(int(-20..<60)), width: 30, height: 30)
            if chance(0.5) { host.addSublayer(layer) } else { host.insertSublayer(layer, at: UInt32(int(0..<3))) }
            layers.append(WeakLayer(layer: layer))
            return
        }
        guard let layer = (host.sublayers ?? []).filter({ $0.delegateView == nil }).randomElement(using: &fuzzer.random)
        else { return }
        switch int(0..<5) {
        case 0: layer.removeFromSuperlayer()
        case 1: layer.opacity = Float(int(0..<3)) / 2  // an implicit animation
        case 2:
            let animation = CABasicAnimation(
                keyPath: ["strokeEnd", "position.x", "transform.rotation.z", "colors"][int(0..<4)])
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.4
            animation.repeatCount = chance(0.2) ? .infinity : 1
            animation.autoreverses = chance(0.3)
            layer.add(animation, forKey: chance(0.5) ? "k" : nil)
        case 3:
            CATransaction.begin()
            CATransaction.setDisableActions(chance(0.5))
            CATransaction.setCompletionBlock { [weak self] in self?.fuzzer.maybeMutate(from: "transaction completion") }
            layer.position = CGPoint(x: CGFloat(int(0..<100)), y: CGFloat(int(0..<100)))
            CATransaction.commit()
        default:
            layer.removeAllAnimations()
        }
    }

    /// With time given (the fuzzer advanced 1.5 s): every block that can end has completed exactly once.
    func checkQuiescent() {
        let now = fuzzer.now
        for (block, deadline) in deadlines where deadline <= now {
            if completions[block] != 1 {
                fuzzer.fail(
                    "animation block \(block) should have completed by \(deadline) (now \(now)); calls: \(completions[block] ?? 0)"
                )
                return
            }
            deadlines[block] = nil
        }
    }

    /// Keeps the animators few: an animator holds its animation blocks and with them the views they change,
    /// so a list that only grew kept every view ever animated alive, and each step of a long soak was slower
    /// than the last (140 views held outside the window after 200,000 steps). The oldest are retired.
    func replenish() {
        while animators.count > 6 { retire(animators.removeFirst()) }
    }

    private func retire(_ animator: UIViewPropertyAnimator) {
        if animator.state == .active { animator.stopAnimation(true) }
        if animator.state == .stopped { animator.finishAnimation(at: .current) }
    }

    /// Lets everything go (animators stopped, links invalidated) before the fuzzer's leak check.
    func tearDown() {
        for animator in animators { retire(animator) }
        animators.removeAll()
        for link in links { link.invalidate() }
        links.removeAll()
    }
}

struct WeakLayer {
    weak var layer: CALayer?
}

extension CALayer {
    /// The view whose layer this is (nil for a standalone layer), for the fuzzer to tell them apart.
    @MainActor var delegateView: UIView? { delegate as? UIView }
}
