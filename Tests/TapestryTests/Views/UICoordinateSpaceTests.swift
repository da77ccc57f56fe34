import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UICoordinateSpaceTests {
    @Test func viewsConvertToAndFromTheScreenThroughTheirWindowsFrame() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        let screen = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 111, y: 72))
        #expect(view.convert(CGPoint(x: 111, y: 72), from: screen) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: screen)
                == CGRect(x: 110, y: 70, width: 5, height: 5))
        #expect(
            view.convert(CGRect(x: 110, y: 70, width: 5, height: 5), from: screen)
                == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(screen.convert(CGPoint(x: 111, y: 72), to: view) == CGPoint(x: 1, y: 2))
        #expect(screen.bounds == UIScreen.main.bounds)
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
    }

    @Test func twoViewsAsCoordinateSpacesConvertAsViewsDo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 30, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        let space: any UICoordinateSpace = b
        #expect(a.convert(CGPoint(x: 0, y: 0), to: space) == a.convert(CGPoint(x: 0, y: 0), to: b))
        #expect(a.convert(CGPoint(x: 0, y: 0), to: space) == CGPoint(x: -90, y: -20))
        #expect(space.bounds == b.bounds)
    }
}
