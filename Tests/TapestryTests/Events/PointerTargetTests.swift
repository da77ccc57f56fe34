import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
@Suite struct PointerTargetTests {
    @Test func theTargetIsTheHitViewAndItsPathUpToTheWindow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let outer = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(outer)
        outer.addSubview(inner)
        let target = PointerTarget(at: CGPoint(x: 30, y: 30), in: window)
        #expect(target.hitView === inner)
        var path: [UIView] = []
        target.forEachView { path.append($0) }
        #expect(path.map { ObjectIdentifier($0) } == [inner, outer, root, window].map { ObjectIdentifier($0) })
        #expect(target.location(in: inner) == CGPoint(x: 10, y: 10))
        #expect(target.first { $0 === outer ? "outer" : nil } == "outer")
        #expect(PointerTarget(at: CGPoint(x: CGFloat.nan, y: 0), in: window).hitView == nil)
    }
}
