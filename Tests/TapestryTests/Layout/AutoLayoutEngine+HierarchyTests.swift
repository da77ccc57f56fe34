import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Constraints follow their views across hierarchies: those inside a subtree that leaves go with it, those
/// that cross the cut are deactivated, and a subtree's constraints join the hierarchy it enters.
@MainActor
@Suite struct AutoLayoutEngineHierarchyTests {
    private func constrained(in parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    /// A subtree moved to another hierarchy keeps its inner constraints and is laid out there.
    @Test func aMovedSubtreeKeepsItsInnerConstraints() {
        UIApplication.replaceShared()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.addSubview(box)
        let inner = constrained(in: box)
        let crossing = inner.widthAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.1)
        let inside = [
            inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
        ]
        NSLayoutConstraint.activate(inside + [crossing])
        first.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 30, height: 90))

        second.addSubview(box)
        #expect(!crossing.isActive, "it related the subtree to the hierarchy it left")
        #expect(inside.allSatisfy { $0.isActive })
        let width = inner.widthAnchor.constraint(equalTo: second.widthAnchor, multiplier: 0.1)
        width.isActive = true
        box.frame.size.height = 60
        second.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 50, height: 50))
    }

    /// A subtree built and constrained on its own joins the hierarchy it is added to, constraints and all.
    @Test func aSubtreeConstrainedOnItsOwnJoinsWithItsConstraints() {
        UIApplication.replaceShared()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        let label = constrained(in: panel)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: panel.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: panel.bottomAnchor, constant: -8),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            panel.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 10, y: 10, width: 280, height: 36))
        #expect(label.frame == CGRect(x: 8, y: 8, width: 264, height: 20))
    }

    /// Removing a view drops only the constraints that reached outside it; added back, it is laid out by what
    /// remains and what is added.
    @Test func removingAndAddingBackKeepsWhatLayInside() {
        UIApplication.replaceShared()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = constrained(in: root)
        let size = [
            view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 40),
        ]
        let place = [
            view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ]
        NSLayoutConstraint.activate(size + place)
        root.layoutIfNeeded()
        view.removeFromSuperview()
        #expect(size.allSatisfy { $0.isActive })
        #expect(!place.contains { $0.isActive })
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.rightAnchor.constraint(equalTo: root.rightAnchor),
            view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 170, y: 160, width: 30, height: 40))
    }

    /// A container taken out of its hierarchy lays its own subviews out by the constraints inside it.
    @Test func aRemovedContainerLaysOutItsSubviewsAlone() {
        UIApplication.replaceShared()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(box)
        let inner = constrained(in: box)
        NSLayoutConstraint.activate([
            inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10),
            inner.rightAnchor.constraint(equalTo: box.rightAnchor, constant: -10),
            inner.topAnchor.constraint(equalTo: box.topAnchor), inner.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        box.frame.size.width = 300
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 0, width: 280, height: 5))
    }
}
