import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Shape layers: the path drawn as filled and stroked, trimmed by strokeStart and strokeEnd, animated.
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
}
