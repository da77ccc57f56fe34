import Foundation

// The string forms of geometry UIKit reads and writes (`NSCoder.cgPoint(for:)`, `NSCoder.string(for:)`):
// "{x, y}", "{w, h}", "{{x, y}, {w, h}}", "{top, left, bottom, right}".

extension NSCoder {
    /// The point in a string of the form "{x, y}" (zero when the string has fewer numbers).
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string, count: 2)
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size in a string of the form "{w, h}".
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string, count: 2)
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle in a string of the form "{{x, y}, {w, h}}".
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string, count: 4)
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// The edge insets in a string of the form "{top, left, bottom, right}".
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(in: string, count: 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// "{x, y}".
    public static func string(for point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }
    /// "{w, h}".
    public static func string(for size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }
    /// "{{x, y}, {w, h}}".
    public static func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }
    /// "{top, left, bottom, right}".
    public static func string(for insets: UIEdgeInsets) -> String {
        "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
    }

    /// The first `count` numbers in `string`, zeros for those missing (UIKit reads such strings leniently).
    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        var values: [CGFloat] = []
        var current = ""
        func flush() {
            if let value = Double(current) { values.append(CGFloat(value)) }
            current = ""
        }
        for character in string {
            if character.isNumber || "+-.eE".contains(character) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return Array((values + Array(repeating: 0, count: count)).prefix(count))
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}
