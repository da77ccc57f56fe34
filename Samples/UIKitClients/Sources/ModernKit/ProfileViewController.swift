import OSLog
import UIKit

/// A screen in the Swift 6 language mode: UIKit's classes are main-actor isolated, so the controller, its
/// views and its delegates are too, and nonisolated work crosses to the main actor explicitly.
public final class ProfileViewController: UIViewController {
    public let nameLabel = UILabel()
    public let followButton = UIButton(type: .system)
    public let scrollView = UIScrollView()
    public private(set) var followCount = 0
    public private(set) var lastOffset: CGFloat = 0
    private var offsetObservation: NSKeyValueObservation?
    private let logger = Logger(subsystem: "com.example.ModernKit", category: "profile")

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        logger.debug("profile for \(self.nameLabel.text ?? "", privacy: .public) loaded")
        view.backgroundColor = .systemBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        nameLabel.text = "Ada"
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(nameLabel)
        followButton.setTitle("Follow", for: .normal)
        followButton.accessibilityIdentifier = "follow"
        followButton.translatesAutoresizingMaskIntoConstraints = false
        followButton.addTarget(self, action: Selector(ProfileViewController.follow(_:)), for: .touchUpInside)
        scrollView.addSubview(followButton)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            nameLabel.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 20),
            nameLabel.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 20),
            followButton.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 12),
            followButton.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
        ])
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            MainActor.assumeIsolated { self?.lastOffset = change.newValue?.y ?? 0 }
        }
    }

    func follow(_ sender: UIButton) {
        followCount += 1
        sender.setTitle("Following", for: .normal)
        UISelectionFeedbackGenerator().selectionChanged()
    }

    /// Work that finishes off the main actor hops back to update the screen.
    public func loadName(from source: @escaping @Sendable () async -> String) async {
        let name = await source()
        nameLabel.text = name
    }

    public override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// Core Animation, colours, fonts, images and paths are not main-actor isolated, as in Apple's SDK: a
/// nonisolated helper builds them.
public struct PulseFactory: Sendable {
    public init() {}

    public nonisolated func pulse() -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = NSNumber(value: 1)
        animation.toValue = NSNumber(value: 0.3)
        animation.duration = 0.8
        animation.autoreverses = true
        animation.repeatCount = .infinity
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return animation
    }

    public nonisolated func tint() -> UIColor { UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1) }

    public nonisolated func outline(_ rect: CGRect) -> UIBezierPath { UIBezierPath(ovalIn: rect) }
}

/// Layers are not main-actor isolated either: a nonisolated helper builds a ring layer, animates it inside an
/// explicit transaction and reads the media clock, as an activity indicator does on Apple's SDK.
public struct RingLayerFactory: Sendable {
    public init() {}

    public nonisolated func ring(in size: CGSize, color: UIColor) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = CGRect(origin: .zero, size: size)
        ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 2, dy: 2)).cgPath
        ring.strokeColor = color.cgColor
        ring.fillColor = nil
        ring.lineWidth = 4
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 0.75
        CATransaction.commit()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = NSNumber(value: Double.pi * 2)
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.beginTime = CACurrentMediaTime()
        ring.add(spin, forKey: "spin")
        return ring
    }
}

/// A layer that draws itself, as gauges and charts do: `draw(in:)` is not main-actor isolated (nor is
/// `CALayer`), and Core Graphics and UIKit's path and colour drawing are called from it as on Apple's SDK.
public final class GaugeLayer: CALayer {
    public var value: CGFloat = 0.5

    public override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemGray5.cgColor)
        ctx.fill(bounds)
        ctx.setStrokeColor(UIColor.systemGray.cgColor)
        ctx.setLineWidth(1)
        ctx.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
        UIGraphicsPushContext(ctx)
        UIColor.systemGreen.setFill()
        let filled = CGRect(x: 0, y: 0, width: bounds.width * value, height: bounds.height)
        UIBezierPath(roundedRect: filled, cornerRadius: 4).fill()
        UIGraphicsPopContext()
    }
}
