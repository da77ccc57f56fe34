import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Fitting sizes and ambiguity: questions asked of the engine without changing the layout.
@MainActor
@Suite struct AutoLayoutEngineFittingTests {
    private func card() -> (UIView, UIView) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 210))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.5),
            inner.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
        ])
        return (card, inner)
    }

    /// The fitting size of a view whose frame is pinned (it translates its mask) sets the pins aside, and the
    /// view keeps its frame afterwards.
    @Test func fittingSetsTheViewsOwnFrameAside() {
        UIApplication.replaceShared()
        let (card, inner) = card()
        card.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 380, height: 190))
        let smallest = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(smallest == CGSize(width: 60, height: 40))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 220, height: 120))
        #expect(card.frame.size == CGSize(width: 400, height: 210))
        card.layoutIfNeeded()
        #expect(inner.frame.width == 380)
    }

    /// Asking again after a constraint changes gives the new answer (no stale cached size).
    @Test func aChangedConstraintChangesTheFittingSize() {
        UIApplication.replaceShared()
        let (card, inner) = card()
        let before = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let minimum = inner.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil }
        minimum?.constant = 100
        let after = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(before.width == 60)
        #expect(after == CGSize(width: 120, height: 70))
    }

    /// `exerciseAmbiguityInLayout()` moves an ambiguous view to another layout its constraints allow, and
    /// back on the next call; an unambiguous one stays.
    @Test func exercisingAmbiguityMovesOnlyAnAmbiguousView() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(loose)
        NSLayoutConstraint.activate([
            loose.leftAnchor.constraint(greaterThanOrEqualTo: parent.leftAnchor),
            loose.rightAnchor.constraint(lessThanOrEqualTo: parent.rightAnchor),
            loose.widthAnchor.constraint(equalToConstant: 50),
            loose.topAnchor.constraint(equalTo: parent.topAnchor), loose.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        let first = loose.frame
        loose.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        let second = loose.frame
        #expect(second != first)
        #expect(second.minX >= 0 && second.maxX <= 300 && second.width == 50)
        loose.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        #expect(loose.frame != second)

        NSLayoutConstraint.activate([loose.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 7)])
        parent.layoutIfNeeded()
        #expect(!loose.hasAmbiguousLayout)
        loose.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        #expect(loose.frame.minX == 7)
    }
}
