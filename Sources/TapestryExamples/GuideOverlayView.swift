import Foundation
import Tapestry

/// The guide overlay of seed 000 (the article's `YSModalView`), ported to Swift: a dimmed layer over its
/// superview with rounded holes around chosen views or rectangles, each outlined with a dashed line.
///
/// The dimmed area is one path filled with the even-odd rule at 50 % black: the bounds plus a rounded
/// rectangle (radius 5) per hole. The outlines are 2 pt wide, dashed 5 on 3 off, 2 pt outside each hole,
/// radius 5. With `canRespond`, `point(inside:)` is false inside a hole, so a touch there reaches the control
/// beneath; a tap on the dimmed part runs `tapHandler`.
@preconcurrency @MainActor
open class GuideOverlayView: UIView {
    /// The colour of the dashed outlines; white by default.
    open var strokeColor: UIColor = .white {
        didSet { setNeedsDisplay() }
    }
    /// Whether touches inside the holes pass through to the views beneath.
    open var canRespond = false
    /// Runs when the dimmed part is tapped.
    open var tapHandler: (() -> Void)?
    /// Views to cut holes around (their frames, converted into the overlay's coordinates).
    open var holeViews: [UIView] = []
    /// Rectangles (in the overlay's coordinates) to cut holes for.
    open var holeRects: [CGRect] = []

    /// The tap recognizer that runs `tapHandler`.
    public private(set) var tapRecognizer: UITapGestureRecognizer!

    /// Creates an overlay with a frame; it is clear, interactive, and carries its tap recognizer.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isUserInteractionEnabled = true
        tapRecognizer = UITapGestureRecognizer { [weak self] _ in self?.tapHandler?() }
        tapRecognizer.name = "guide overlay tap"
        addGestureRecognizer(tapRecognizer)
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates an overlay covering `superview` and adds it there (the seed's `YSModalViewOnSuperView:`).
    @discardableResult
    public static func attach(to superview: UIView) -> GuideOverlayView {
        let overlay = GuideOverlayView(frame: superview.bounds)
        superview.addSubview(overlay)
        return overlay
    }

    /// Redraws after holes or colours changed (the seed's `updateDisplay`).
    open func updateDisplay() { setNeedsDisplay() }

    /// Every hole, in the overlay's coordinates.
    open var holes: [CGRect] {
        holeRects + holeViews.map { view in view.superview.map { $0.convert(view.frame, to: self) } ?? view.frame }
    }

    /// The dimmed area: the bounds with a rounded hole per hole, to be filled with the even-odd rule.
    open func dimmingPath() -> UIBezierPath {
        let path = UIBezierPath(rect: bounds)
        path.usesEvenOddFillRule = true
        path.lineWidth = 0
        for hole in holes { path.append(UIBezierPath(roundedRect: hole, cornerRadius: 5)) }
        return path
    }

    /// The dashed outlines, 2 pt outside each hole.
    open func outlinePath() -> UIBezierPath {
        let path = UIBezierPath()
        path.lineWidth = 2
        for hole in holes {
            path.append(UIBezierPath(roundedRect: hole.insetBy(dx: -2, dy: -2), cornerRadius: 5))
        }
        path.setLineDash([5, 3], phase: 0)
        return path
    }

    /// With `canRespond`, false inside a hole (the even-odd path does not contain it); otherwise the bounds.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard bounds.nonTrappingContains(point) else { return false }
        return canRespond ? dimmingPath().contains(point) : true
    }

    /// Fills the dimmed area at 50 % black and strokes the dashed outlines.
    open override func draw(_ rect: CGRect) {
        UIColor.black.withAlphaComponent(0.5).setFill()
        dimmingPath().fill()
        strokeColor.setStroke()
        outlinePath().stroke()
    }
}

extension GuideOverlayView {
    /// The sample scene used by the README picture and the reference test: a light background with a blue
    /// "立即体验" button, a green view and an empty area, each under a hole of the overlay.
    public static func sampleScene() -> (root: UIView, overlay: GuideOverlayView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        root.backgroundColor = .systemGroupedBackground
        let button = UILabel(frame: CGRect(x: 20, y: 30, width: 90, height: 36))
        button.text = "立即体验"
        button.textAlignment = .center
        button.backgroundColor = .systemBlue
        button.textColor = .white
        let other = UIView(frame: CGRect(x: 140, y: 100, width: 70, height: 30))
        other.backgroundColor = .systemGreen
        root.addSubview(button)
        root.addSubview(other)
        let overlay = GuideOverlayView.attach(to: root)
        overlay.holeViews = [button, other]
        overlay.holeRects = [CGRect(x: 150, y: 20, width: 60, height: 40)]
        overlay.strokeColor = .white
        return (root, overlay)
    }
}
