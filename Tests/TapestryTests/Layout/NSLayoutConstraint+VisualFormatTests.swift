import Foundation
import Testing

@testable import Tapestry

/// The visual format language, laid out: standard spaces, sizes, other views, metrics, priorities,
/// alignment and direction options.
@MainActor
@Suite struct NSLayoutConstraintVisualFormatTests {
    private func scene() -> (UIView, UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (container, a, b)
    }

    @Test func standardSpacesAndEqualWidthsFillTheSuperview() {
        let (container, a, b) = scene()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-top-[a(height)]", metrics: ["top": 12, "height": 40.0], views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]|", metrics: nil, views: views))
        container.layoutIfNeeded()
        // 20 to each edge of the superview, 8 between the views; the rest shared equally.
        #expect(a.frame == CGRect(x: 20, y: 12, width: 126, height: 40), "\(a.frame)")
        #expect(b.frame == CGRect(x: 154, y: 0, width: 126, height: 200), "\(b.frame)")
    }

    @Test func relationsPrioritiesAndAlignment() {
        let (container, a, b) = scene()
        let views = ["a": a, "b": b]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a(>=50,<=80)]-(>=30@750)-[b(60)]", options: .alignAllCenterY, metrics: nil,
            views: views)
        let width = constraints.first {
            $0.firstItem === a && $0.firstAttribute == .width && $0.relation == .lessThanOrEqual
        }
        #expect(width?.constant == 80)
        let gap = constraints.first { $0.firstItem === b && $0.firstAttribute == .leading }
        #expect(gap?.relation == .greaterThanOrEqual && gap?.constant == 30 && gap?.priority.rawValue == 750)
        #expect(constraints.contains { $0.firstAttribute == .centerY && $0.secondAttribute == .centerY })
        #expect(constraints.allSatisfy { !$0.isActive }, "returned, not activated")
        NSLayoutConstraint.activate(
            constraints
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[a(20)]-40-|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(30)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(a.frame.minX == 10 && a.frame.width >= 50 && a.frame.width <= 80)
        #expect(b.frame.minX >= a.frame.maxX + 30 - 0.001 && b.frame.width == 60)
        #expect(a.frame.maxY == 160 && abs(a.frame.midY - b.frame.midY) < 0.001, "centres aligned")
    }

    @Test func aRightToLeftFormatRunsFromTheRight() {
        let (container, a, b) = scene()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-5-[a(40)]-10-[b(50)]", options: .directionRightToLeft, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: views))
        container.layoutIfNeeded()
        #expect(a.frame.maxX == 295 && a.frame.width == 40, "\(a.frame)")
        #expect(b.frame.maxX == a.frame.minX - 10 && b.frame.width == 50, "\(b.frame)")
    }

    @Test func aFormatThatDoesNotParseStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[nothing]", metrics: nil, views: ["v": view])
            }
        }
    }
}
