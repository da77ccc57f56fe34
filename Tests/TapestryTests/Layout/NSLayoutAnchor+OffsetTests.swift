import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct NSLayoutAnchorOffsetTests {
    @Test func theDistanceBetweenTwoAnchorsIsADimensionConstraintsCanSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        // Made before activation, as layout code does; the views already share the root.
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let drop = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 40),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
            gap.constraint(equalToConstant: 30),
            drop.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 90, y: 70, width: 20, height: 20))
    }

    @Test func theOffsetIsNegativeWhenTheOtherAnchorComesFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: -40),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 60)
    }
}
