import Foundation

/// A space points and rectangles are converted between: a view's, or the screen's
/// (`UIScreen.main.coordinateSpace`). Converting between two views goes through their common ancestor, between
/// a view and the screen through the view's window, placed on the screen by its frame.
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// Converts a point from this space to another.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from another space to this one.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to another (the bounding box of the result when rotated).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from another space to this one.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds.
    var bounds: CGRect { get }
}

/// The screen's coordinate space: the origin at the screen's top left, in points.
@preconcurrency @MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, from: self)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if coordinateSpace is ScreenCoordinateSpace { return point }
        return coordinateSpace.convert(point, to: self)
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, from: self)
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if coordinateSpace is ScreenCoordinateSpace { return rect }
        return coordinateSpace.convert(rect, to: self)
    }
}

extension UIScreen {
    /// The screen's coordinate space (a desktop screen does not rotate, so it is also the fixed one).
    public var coordinateSpace: any UICoordinateSpace { screenCoordinateSpace }
    /// The screen's coordinate space in its natural orientation.
    public var fixedCoordinateSpace: any UICoordinateSpace { screenCoordinateSpace }
}

extension UIView: UICoordinateSpace {
    /// Converts a point to another coordinate space (a view's, or the screen's).
    @_disfavoredOverload
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view) }
        // A rectangle of no size converts as its point does (its bounding box is the point).
        return convert(CGRect(origin: point, size: .zero), to: coordinateSpace).origin
    }

    /// Converts a point from another coordinate space (a view's, or the screen's).
    @_disfavoredOverload
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view) }
        return convert(CGRect(origin: point, size: .zero), from: coordinateSpace).origin
    }

    /// Converts a rectangle to another coordinate space.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view) }
        let root = rootView
        let onScreen = convert(rect, to: root).offsetBy(dx: root.screenOrigin.x, dy: root.screenOrigin.y)
        if coordinateSpace is ScreenCoordinateSpace { return onScreen }
        return coordinateSpace.convert(onScreen, from: UIScreen.main.coordinateSpace)
    }

    /// Converts a rectangle from another coordinate space.
    @_disfavoredOverload
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view) }
        let onScreen =
            coordinateSpace is ScreenCoordinateSpace
            ? rect : coordinateSpace.convert(rect, to: UIScreen.main.coordinateSpace)
        let root = rootView
        return convert(onScreen.offsetBy(dx: -root.screenOrigin.x, dy: -root.screenOrigin.y), from: root)
    }

    /// Where the top of a hierarchy sits on the screen: a window's frame origin (zero outside a window).
    private var screenOrigin: CGPoint { (self as? UIWindow)?.frame.origin ?? .zero }
}
