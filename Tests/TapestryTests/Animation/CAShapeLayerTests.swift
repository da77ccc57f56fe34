import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Shape layers: the path drawn as filled and stroked, trimmed by strokeStart and strokeEnd, animated, and the
/// path itself animated point by point.
@MainActor
@Suite struct CAShapeLayerTests {
    @Test func aShapeLayersStrokeEndAnimatesAndTrimsThePath() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, view, synthesizer) = makeAnimationStage()
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        shape.path = path
        shape.strokeColor = UIColor.red.cgColor
        view.layer.addSublayer(shape)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeEnd = 0
        CATransaction.commit()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        shape.add(draw, forKey: nil)
        shape.strokeEnd = 1
        synthesizer.advance(by: 0.3)
        let stroke = shape.drawnShape.stroke!
        #expect(abs(stroke.path.boundingBox.width - 30) < 1e-6)
        synthesizer.advance(by: 1)
        #expect(shape.drawnShape.stroke!.path === path)
    }

    /// What is drawn: the fill by its rule unless clear, the stroke with its style unless it has no colour or
    /// width, trimmed to nothing when the start passes the end.
    @Test func theDrawnShapeFollowsFillStrokeAndTrim() throws {
        UIApplication.replaceShared()
        let shape = CAShapeLayer()
        #expect(shape.drawnShape.fill == nil && shape.drawnShape.stroke == nil, "no path, nothing drawn")
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        shape.path = path
        #expect(shape.drawnShape.fill?.rule == .winding, "black, non-zero, by default")
        #expect(shape.drawnShape.stroke == nil, "no stroke colour by default")
        shape.fillRule = .evenOdd
        shape.fillColor = UIColor.clear.cgColor
        #expect(shape.drawnShape.fill == nil)
        shape.fillColor = UIColor.blue.cgColor
        #expect(shape.drawnShape.fill?.rule == .evenOdd)
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 3
        shape.lineDashPattern = [4, 2]
        shape.lineCap = .round
        let stroke = try #require(shape.drawnShape.stroke)
        #expect(stroke.style.lineWidth == 3 && stroke.style.dashLengths == [4, 2] && stroke.style.lineCap == .round)
        shape.lineWidth = 0
        #expect(shape.drawnShape.stroke == nil)
        shape.lineWidth = 1
        shape.strokeStart = 0.8
        shape.strokeEnd = 0.2
        #expect(shape.drawnShape.stroke == nil)
        shape.strokeStart = 0
        shape.strokeEnd = 0.25
        let trimmed = try #require(shape.drawnShape.stroke)
        #expect(abs(PathMeasure(trimmed.path).length - 60) < 1e-6, "a quarter of 240 points")
    }

    /// A path animation moves every point of paths made alike (a triangle into another triangle, curves
    /// included); paths made differently change at the midpoint.
    @Test func aPathAnimatesPointByPointBetweenPathsMadeAlike() throws {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        func shape(_ a: CGPoint, _ b: CGPoint, curve: CGPoint) -> CGPath {
            let path = CGMutablePath()
            path.move(to: a)
            path.addLine(to: b)
            path.addQuadCurve(to: .zero, control: curve)
            path.closeSubpath()
            return path
        }
        let start = shape(CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100), curve: CGPoint(x: 50, y: 0))
        let end = shape(CGPoint(x: 0, y: 200), CGPoint(x: 300, y: 100), curve: CGPoint(x: 50, y: 40))
        let layer = CAShapeLayer()
        layer.path = start
        view.layer.addSublayer(layer)
        /// Animates the path to `path` over a second, from the one it has.
        func animatePath(to path: CGPath) {
            let animation = CABasicAnimation(keyPath: "path")
            animation.fromValue = layer.path
            animation.toValue = path
            animation.duration = 1
            layer.add(animation, forKey: nil)
            layer.path = path
        }
        animatePath(to: end)
        synthesizer.advance(by: 0.5)
        func near(_ path: CGPath?, _ expected: [CGPathElement]) -> Bool {
            guard let path, path.elements.count == expected.count else { return false }
            return zip(path.elements, expected).allSatisfy { element, wanted in
                var points: [CGPoint] = []
                _ = element.mapPoints {
                    points.append($0); return $0
                }
                var wantedPoints: [CGPoint] = []
                _ = wanted.mapPoints {
                    wantedPoints.append($0); return $0
                }
                return element.mapPoints { _ in .zero } == wanted.mapPoints { _ in .zero }
                    && zip(points, wantedPoints).allSatisfy { abs($0.x - $1.x) < 1e-3 && abs($0.y - $1.y) < 1e-3 }
            }
        }
        let half: [CGPathElement] = [
            .moveTo(CGPoint(x: 0, y: 150)), .lineTo(CGPoint(x: 200, y: 100)),
            .quadCurveTo(CGPoint(x: 50, y: 20), .zero), .closeSubpath,
        ]
        #expect(near(layer.drawnShape.fill?.path, half))
        #expect(near(layer.presentation()?.path, half), "the presentation layer holds the path on screen")
        synthesizer.advance(by: 1)
        #expect(layer.drawnShape.fill?.path === end)

        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        animatePath(to: circle)
        synthesizer.advance(by: 0.4)
        #expect(layer.drawnShape.fill?.path.elements == end.elements, "no points correspond: the old path")
        synthesizer.advance(by: 0.2)
        #expect(layer.drawnShape.fill?.path.elements == circle.elements, "then the new one")
    }

    /// A standalone shape layer's new path animates implicitly, as Core Animation's does; the path of a view's
    /// own shape layer changes at once even in an animation block, as UIKit's blocks do not animate it.
    @Test func aStandaloneLayersPathAnimatesImplicitlyAndAViewsDoesNotInABlock() throws {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        view.layer.addSublayer(layer)
        synthesizer.advance(by: 0.1)  // the run loop commits the layer
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        synthesizer.advance(by: 0.125)
        let box = try #require(layer.drawnShape.fill?.path.boundingBox)
        #expect(box.width > 10 && box.width < 30, "halfway through the implicit 0.25 s")

        final class ShapeView: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let shapeView = ShapeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(shapeView)
        let backing = try #require(shapeView.layer as? CAShapeLayer)
        backing.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        synthesizer.advance(by: 0.1)
        UIView.animate(withDuration: 1) {
            backing.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        }
        synthesizer.advance(by: 0.1)
        #expect(backing.drawnShape.fill?.path.boundingBox.width == 40)
    }
}
