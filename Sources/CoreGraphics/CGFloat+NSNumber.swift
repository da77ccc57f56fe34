// CGFloat boxed in NSNumber, as on Apple's platforms: `width as NSNumber`, `number as? CGFloat`, CGFloats in
// `NSArray`s and property lists, and `CGFloat(truncating:)`. Linux's Foundation bridges Double, Float and the
// integer types but not CGFloat (there it is Foundation's own struct); the number holds the value as a Double.
import Foundation

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The value in an NSNumber (a Double).
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number's value as a CGFloat (`number as! CGFloat`).
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's value as a CGFloat (`number as? CGFloat`): every NSNumber has one, as on Apple's platforms,
    /// where a CGFloat is a Double.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's value as a CGFloat, zero for no number.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

extension CGFloat {
    /// The number's value as a CGFloat (rounded to the nearest Double for integers beyond 2⁵³).
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}
