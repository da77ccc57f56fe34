import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A view's side of Auto Layout: where constraints are installed, its hugging and compression priorities with
/// UIKit's defaults, `updateConstraints()` run deepest first when asked, and the debugging questions.
@MainActor
@Suite struct UIViewConstraintsTests {
    private func pair() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return (root, a, b)
    }

    /// An active constraint is installed on its items' nearest common ancestor; deactivating uninstalls it.
    @Test func constraintsAreInstalledOnTheNearestCommonAncestor() {
        UIApplication.replaceShared()
        let (root, a, b) = pair()
        let between = a.leftAnchor.constraint(equalTo: b.rightAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([between, own])
        #expect(root.constraints.contains { $0 === between })
        #expect(a.constraints.contains { $0 === own })
        between.isActive = false
        #expect(!root.constraints.contains { $0 === between })
        root.addConstraint(between)
        #expect(between.isActive)
        root.removeConstraint(between)
        #expect(!between.isActive)
        #expect(UIView().translatesAutoresizingMaskIntoConstraints, "true for views made in code")
    }

    /// Hugging is 250 and compression resistance 750 unless set, per axis.
    @Test func prioritiesHaveUIKitsDefaultsPerAxis() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(UILayoutPriority(100), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 100)
    }

    /// `updateConstraints()` runs where asked, deepest first, before the layout that needs it, and once.
    @Test func updateConstraintsRunsDeepestFirstOnce() {
        final class Updating: UIView {
            static var order: [String] = []
            let name: String
            init(_ name: String) {
                self.name = name
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { return nil }
            override func updateConstraints() {
                Updating.order.append(name)
                super.updateConstraints()
            }
        }
        UIApplication.replaceShared()
        Updating.order = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = Updating("outer"), inner = Updating("inner")
        root.addSubview(outer)
        outer.addSubview(inner)
        outer.widthAnchor.constraint(equalToConstant: 10).isActive = true
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        #expect(outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(Updating.order == ["inner", "outer"])
        #expect(!outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(Updating.order.count == 2)
    }

    /// The constraints affecting an axis are those naming the view on it; the description lists the tree.
    @Test func theDebuggingQuestionsAnswerPerAxis() {
        UIApplication.replaceShared()
        let (root, a, b) = pair()
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalTo: b.widthAnchor), a.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(a.constraintsAffectingLayout(for: .horizontal).count == 2)
        #expect(a.constraintsAffectingLayout(for: .vertical).count == 2)
        #expect(b.constraintsAffectingLayout(for: .vertical).isEmpty)
        #expect(b.hasAmbiguousLayout)
        let description = root.constraintsDescription
        #expect(description.contains("AMBIGUOUS LAYOUT"))
        #expect(description.split(separator: "\n").count >= 3)
    }

    @Test func aViewHearsItsLayoutMarginsChange() {
        final class Card: UIView {
            var changes: [UIEdgeInsets] = []
            override func layoutMarginsDidChange() { changes.append(layoutMargins) }
        }
        let card = Card()
        card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(card.changes.isEmpty, "the default again is no change")
        card.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
        #expect(
            card.changes == [
                UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 16),
                UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 20),
            ])
    }

    /// Auto Layout reads a view's priorities through its overridable methods, as UIKit does.
    @Test func anOverriddenHuggingPriorityIsWhatLayoutUses() {
        class Chip: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
        }
        final class TightChip: Chip {
            override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .required }
            override func needsUpdateConstraints() -> Bool { super.needsUpdateConstraints() }
        }
        func width(of chip: Chip) -> CGFloat {
            let (window, root, _) = makeWindow(width: 200, height: 100)
            chip.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(chip)
            let stretch = chip.trailingAnchor.constraint(equalTo: root.trailingAnchor)
            stretch.priority = UILayoutPriority(500)
            NSLayoutConstraint.activate([
                chip.leadingAnchor.constraint(equalTo: root.leadingAnchor), stretch,
                chip.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            window.layoutIfNeeded()
            return chip.frame.width
        }
        #expect(width(of: Chip()) == 200, "hugging at 250 gives way to the stretch at 500")
        #expect(width(of: TightChip()) == 50, "the override's required hugging holds")
        let tight = TightChip()
        tight.setContentHuggingPriority(.defaultLow, for: .horizontal)
        #expect(tight.contentHuggingPriority(for: .horizontal) == .required)
        #expect(tight.forFirstBaselineLayout === tight && tight.forLastBaselineLayout === tight)
    }
}
