import Foundation
import Tapestry

// The gallery's animation scenarios (13–17): springs, a flung card, a scrubbed property animator, scroll
// physics, and Core Animation layers.

/// 13. A spring playground: a ball springs between two ends with the damping and duration of the sliders.
final class SpringScenario: ScenarioController {
    private let ball = UIView(frame: CGRect(x: 30, y: 190, width: 44, height: 44))
    private let damping = UISlider(frame: CGRect(x: 130, y: 48, width: 200, height: 30))
    private let duration = UISlider(frame: CGRect(x: 130, y: 88, width: 200, height: 30))
    private let dampingLabel = Kit.label("", CGRect(x: 340, y: 53, width: 100, height: 20))
    private let durationLabel = Kit.label("", CGRect(x: 340, y: 93, width: 100, height: 20))
    private var atRight = false

    override func build(in view: UIView) {
        view.addSubview(Kit.label("Damping", CGRect(x: 16, y: 53, width: 100, height: 20)))
        view.addSubview(Kit.label("Duration", CGRect(x: 16, y: 93, width: 100, height: 20)))
        damping.minimumValue = 0.1
        damping.maximumValue = 1
        damping.value = 0.4
        duration.minimumValue = 0.2
        duration.maximumValue = 1.5
        duration.value = 0.8
        damping.accessibilityLabel = "Damping"
        duration.accessibilityLabel = "Duration"
        for slider in [damping, duration] {
            slider.addAction(UIAction { [unowned self] _ in updateLabels() }, for: .valueChanged)
            view.addSubview(slider)
        }
        view.addSubview(dampingLabel)
        view.addSubview(durationLabel)
        let track = UIView(frame: CGRect(x: 30, y: 211, width: 396, height: 2))
        track.backgroundColor = .systemGray4
        view.addSubview(track)
        ball.backgroundColor = .systemOrange
        ball.layer.cornerRadius = 22
        ball.layer.shadowOpacity = 0.3
        ball.layer.shadowRadius = 4
        ball.layer.shadowOffset = CGSize(width: 0, height: 3)
        view.addSubview(ball)
        view.addSubview(Kit.button("Spring!", CGRect(x: 16, y: 300, width: 120, height: 36)) { [unowned self] in go() })
        updateLabels()
        say("Set damping and duration, then spring the ball across.")
    }

    private func updateLabels() {
        dampingLabel.text = String(format: "%.2f", damping.value)
        durationLabel.text = String(format: "%.2f s", duration.value)
    }

    private func go() {
        atRight.toggle()
        let target: CGFloat = atRight ? 404 : 52
        let d = Double(duration.value), z = CGFloat(damping.value)
        UIView.animate(
            withDuration: d, delay: 0, usingSpringWithDamping: z, initialSpringVelocity: 0, options: [],
            animations: { [unowned self] in ball.center.x = target },
            completion: { [weak self] finished in self?.say("spring settled (finished: \(finished))") })
        say(String(format: "springing with damping %.2f over %.2f s", z, d))
    }
}

/// 14. A card you fling: it follows the finger, and on release springs home with the finger's velocity.
final class FlingScenario: ScenarioController {
    private let card = UIView(frame: CGRect(x: 158, y: 140, width: 140, height: 90))
    private let home = CGPoint(x: 228, y: 185)

    override func build(in view: UIView) {
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.addSubview(Kit.label("Fling me", CGRect(x: 16, y: 34, width: 110, height: 22), size: 16, color: .white))
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
        view.addSubview(card)
        say("Drag the card and let go: it bounces back with your speed.")
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            let t = pan.translation(in: card.superview)
            card.center = CGPoint(x: home.x + t.x, y: home.y + t.y)
            card.transform = CGAffineTransform(rotationAngle: t.x / 600)
        case .ended, .cancelled:
            let v = pan.velocity(in: card.superview)
            let distance = max(hypot(card.center.x - home.x, card.center.y - home.y), 1)
            // The spring's initial velocity is in units of the distance to travel per second.
            let along = -(v.x * (home.x - card.center.x) + v.y * (home.y - card.center.y)) / distance
            UIView.animate(
                withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: -along / distance,
                options: [.allowUserInteraction],
                animations: { [unowned self] in
                    card.center = home
                    card.transform = .identity
                })
            say(String(format: "released at %.0f pt/s", hypot(v.x, v.y)))
        default:
            break
        }
    }
}

/// 15. A property animator scrubbed by a pan: drag to scrub, release to finish (or reverse if flung back).
final class ScrubScenario: ScenarioController {
    private let box = UIView(frame: CGRect(x: 30, y: 120, width: 80, height: 80))
    private var animator: UIViewPropertyAnimator?
    private var startFraction: CGFloat = 0
    private var atEnd = false

    override func build(in view: UIView) {
        box.backgroundColor = .systemTeal
        box.layer.cornerRadius = 10
        view.addSubview(box)
        let pad = UIView(frame: CGRect(x: 16, y: 240, width: 424, height: 120))
        pad.backgroundColor = .white
        pad.layer.borderWidth = 1
        pad.layer.borderColor = UIColor.systemGray4.cgColor
        pad.layer.cornerRadius = 8
        pad.addSubview(Kit.label("Drag here to scrub →", CGRect(x: 140, y: 50, width: 200, height: 20), color: .gray))
        pad.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
        view.addSubview(pad)
        say("Drag across the pad: the animator follows; let go and it finishes, or reverses if flung back.")
    }

    private func makeAnimator() -> UIViewPropertyAnimator {
        let goingRight = !atEnd
        let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.8) { [unowned self] in
            box.center.x = goingRight ? 380 : 70
            box.transform = goingRight ? CGAffineTransform(rotationAngle: .pi).scaledBy(x: 1.3, y: 1.3) : .identity
            box.backgroundColor = goingRight ? .systemPink : .systemTeal
            box.layer.cornerRadius = goingRight ? 40 : 10
        }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            if position == .end { atEnd.toggle() }
            say("animator ended at \(position == .end ? "the end" : "the start")")
            self.animator = nil
        }
        return animator
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let width: CGFloat = 300
        switch pan.state {
        case .began:
            if animator == nil { animator = makeAnimator() }
            animator!.pauseAnimation()
            startFraction = animator!.fractionComplete
        case .changed:
            let dx = pan.translation(in: nil).x * (atEnd ? -1 : 1)
            animator?.fractionComplete = min(max(startFraction + dx / width, 0), 1)
            say(String(format: "scrubbing: %.0f %%", (animator?.fractionComplete ?? 0) * 100))
        case .ended, .cancelled:
            guard let animator else { return }
            let v = pan.velocity(in: nil).x * (atEnd ? -1 : 1)
            animator.isReversed = v < -50 || (abs(v) <= 50 && animator.fractionComplete < 0.5)
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

/// 16. Scroll physics: a bouncing list and a paging strip.
final class ScrollPhysicsScenario: ScenarioController {
    override func build(in view: UIView) {
        let list = UIScrollView(frame: CGRect(x: 16, y: 44, width: 200, height: 320))
        list.backgroundColor = .white
        list.contentSize = CGSize(width: 200, height: 40 * 25)
        list.alwaysBounceVertical = true
        for row in 0..<25 {
            let cell = Kit.label("  Row \(row + 1)", CGRect(x: 0, y: row * 40, width: 200, height: 39), size: 14)
            cell.backgroundColor = row % 2 == 0 ? .white : .systemGray6
            list.addSubview(cell)
        }
        view.addSubview(list)
        let pages = UIScrollView(frame: CGRect(x: 232, y: 44, width: 208, height: 320))
        pages.isPagingEnabled = true
        pages.contentSize = CGSize(width: 208 * 4, height: 320)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemPurple]
        for (index, color) in colors.enumerated() {
            let page = UIView(frame: CGRect(x: CGFloat(index) * 208, y: 0, width: 208, height: 320))
            page.backgroundColor = color
            page.addSubview(
                Kit.label("Page \(index + 1)", CGRect(x: 60, y: 148, width: 120, height: 24), size: 18, color: .white))
            pages.addSubview(page)
        }
        view.addSubview(pages)
        say("Fling the list past its ends to see it bounce; swipe the strip to page.")
    }
}

/// 17. Core Animation layers: a star stroked by an animated strokeEnd over a gradient, and a cross-dissolve.
final class LayersScenario: ScenarioController {
    private let star = CAShapeLayer()
    private let panel = UIView(frame: CGRect(x: 250, y: 60, width: 180, height: 180))
    private var flipped = false

    override func build(in view: UIView) {
        let stage = UIView(frame: CGRect(x: 16, y: 60, width: 220, height: 220))
        stage.layer.cornerRadius = 16
        stage.clipsToBounds = true
        let gradient = CAGradientLayer()
        gradient.frame = stage.bounds
        gradient.colors = [UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        stage.layer.addSublayer(gradient)
        let path = CGMutablePath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let p = CGPoint(x: 110 + 85 * cos(angle), y: 115 + 85 * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        star.path = path
        star.fillColor = UIColor.white.withAlphaComponent(0.25).cgColor
        star.fillRule = .evenOdd
        star.strokeColor = UIColor.white.cgColor
        star.lineWidth = 4
        star.lineJoin = .round
        stage.layer.addSublayer(star)
        view.addSubview(stage)
        panel.backgroundColor = .systemYellow
        panel.layer.cornerRadius = 12
        panel.addSubview(Kit.label("Before", CGRect(x: 60, y: 80, width: 100, height: 22), size: 18))
        view.addSubview(panel)
        view.addSubview(
            Kit.button("Draw the star", CGRect(x: 16, y: 300, width: 140, height: 36)) { [unowned self] in draw() })
        view.addSubview(
            Kit.button("Cross-dissolve", CGRect(x: 250, y: 300, width: 140, height: 36)) { [unowned self] in dissolve()
            })
        say("Draw the star (strokeEnd) or cross-dissolve the panel.")
        draw()
    }

    private func draw() {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        star.add(animation, forKey: "draw")
        say("stroking the star over 1.5 s")
    }

    private func dissolve() {
        flipped.toggle()
        let flipped = self.flipped
        UIView.transition(
            with: panel, duration: 0.6, options: [.transitionCrossDissolve],
            animations: { [unowned self] in
                panel.backgroundColor = flipped ? .systemGreen : .systemYellow
                (panel.subviews.first as? UILabel)?.text = flipped ? "After" : "Before"
            },
            completion: { [weak self] _ in self?.say("transition done") })
    }
}
