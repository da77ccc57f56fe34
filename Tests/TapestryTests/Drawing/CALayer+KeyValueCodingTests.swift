import Foundation
import Testing

@testable import Tapestry

/// Layer properties that are not animated answer key-value coding by their Objective-C names.
@Suite struct CALayerKeyValueCodingTests {
    @Test func plainPropertiesAreSetAndReadByTheirObjectiveCNames() throws {
        let layer = CALayer()
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        layer.setValue(NSNumber(value: false), forKeyPath: "hidden")
        #expect(!layer.isHidden)
        #expect(layer.value(forKey: "hidden") as? Bool == false)
        layer.setValue("resizeAspect", forKey: "contentsGravity")
        #expect(layer.contentsGravity == .resizeAspect)
        layer.setValue(true, forKey: "masksToBounds")
        #expect(layer.masksToBounds)
        layer.setValue("badge", forKey: "name")
        #expect(layer.name == "badge")
        // A value that does not fit a property's type leaves it as it was.
        layer.setValue(42, forKey: "contentsGravity")
        #expect(layer.contentsGravity == .resizeAspect)
    }

    @Test func aShapeLayersPathAndStrokeStyleAreSetByKeyPath() throws {
        let shape = CAShapeLayer()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.setValue(path, forKeyPath: "path")
        #expect(shape.path === path)
        #expect(shape.value(forKey: "path") as? CGPath === path)
        shape.setValue(CAShapeLayerLineCap.round, forKey: "lineCap")
        shape.setValue("even-odd", forKey: "fillRule")
        shape.setValue([4, 2] as [NSNumber], forKey: "lineDashPattern")
        #expect(shape.lineCap == .round)
        #expect(shape.fillRule == .evenOdd)
        #expect(shape.lineDashPattern == [4, 2])
        shape.setValue(nil, forKey: "path")
        #expect(shape.path == nil)
        // Animatable keys still go to the model as before.
        shape.setValue(0.5, forKey: "strokeEnd")
        #expect(shape.strokeEnd == 0.5)
    }
}
