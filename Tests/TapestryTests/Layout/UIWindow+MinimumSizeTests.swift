import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A window's minimum size from its root view's required constraints (SEMANTICS §11.6).
@MainActor
@Suite struct UIWindowMinimumSizeTests {
    @Test func requiredConstraintsSetTheMinimumAndOptionalOnesDoNot() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 400, height: 300)
        #expect(window.minimumLayoutSize == nil)  // nothing laid out by constraints

        let box = UIView(), label = UILabel()
        label.text = "A label that may be compressed"
        for view in [box, label] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 4),
            label.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        // Width: 16 + 100 + 8 + label (compressible to 0) + 16; height: 10 + 50 + 4 + label (0) + 10.
        #expect(window.minimumLayoutSize == CGSize(width: 140, height: 74))
        // Measuring did not move anything.
        #expect(box.frame == CGRect(x: 16, y: 10, width: 100, height: 50))
        #expect(root.frame.size == CGSize(width: 400, height: 300))

        // A change of constant is seen at once.
        box.constraints.first { $0.firstAttribute == .width }?.constant = 200
        #expect(window.minimumLayoutSize == CGSize(width: 240, height: 74))
    }
    /// Working out the minimum size leaves the solution as it found it, also where the layout is ambiguous (views
    /// that could sit anywhere in a range): nothing moves.
    @Test func measuringTheMinimumMovesNothingInAnAmbiguousLayout() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 400, height: 300)
        var views: [UIView] = []
        for index in 0..<6 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views.append(view)
            let y = CGFloat(index) * 40
            NSLayoutConstraint.activate([
                // Horizontally anywhere between the margins (and after the previous view): ambiguous.
                view.leadingAnchor.constraint(
                    greaterThanOrEqualTo: (index == 0 ? root : views[index - 1]).leadingAnchor,
                    constant: 10),
                view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
                view.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
                view.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
                view.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        let wide = views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
        wide.isActive = true
        window.layoutIfNeeded()
        for round in 0..<6 {
            let before = views.map(\.frame)
            wide.constant = 40 + CGFloat(round)  // a change, so the minimum is worked out again
            window.layoutIfNeeded()
            let laidOut = views.map(\.frame)
            #expect(window.minimumLayoutSize != nil)
            window.layoutIfNeeded()
            #expect(views.map(\.frame) == laidOut, "round \(round): measuring moved views (from \(before))")
        }
    }
}
