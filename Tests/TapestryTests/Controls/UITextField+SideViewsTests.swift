import Foundation
import Testing

@testable import Tapestry

/// A text field's left and right views, shown by their modes and placed by the rect methods a subclass
/// overrides, and its attributed placeholder.
@MainActor
@Suite struct UITextFieldSideViewsTests {
    final class Inset: UITextField {
        override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
        }
    }

    private func field(_ field: UITextField = UITextField()) -> UITextField {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        field.frame = CGRect(x: 10, y: 10, width: 200, height: 40)
        root.addSubview(field)
        window.layoutIfNeeded()
        return field
    }

    @Test func aSideViewShowsOnlyAsItsModeSaysAndNeverByDefault() {
        let field = field()
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        #expect(field.leftViewMode == .never && icon.superview == nil)
        field.leftViewMode = .always
        #expect(icon.superview === field)
        field.leftViewMode = .whileEditing
        #expect(icon.superview == nil)
        field.becomeFirstResponder()
        field.leftViewMode = .whileEditing
        #expect(icon.superview === field, "shown while editing")
        field.leftViewMode = .unlessEditing
        #expect(icon.superview == nil)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftViewMode = .always
        field.leftView = other
        #expect(icon.superview == nil && other.superview === field, "the old view leaves")
    }

    @Test func sideViewsSitAtTheEdgesCentredAndTheTextBetweenThem() {
        let field = field()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        field.rightView = right
        field.leftViewMode = .always
        field.rightViewMode = .always
        field.layoutIfNeeded()
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 12, width: 24, height: 16))
        #expect(field.rightViewRect(forBounds: field.bounds) == CGRect(x: 170, y: 10, width: 30, height: 20))
        #expect(left.frame == CGRect(x: 0, y: 12, width: 24, height: 16))
        #expect(right.frame == CGRect(x: 170, y: 10, width: 30, height: 20))
        let text = field.textRect(forBounds: field.bounds)
        #expect(text.minX >= 24 && text.maxX <= 170, "the text keeps clear of both")
    }

    @Test func aSubclassPlacesTheLeftViewWhereItsRectSays() {
        let field = field(Inset())
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 8, y: 10, width: 20, height: 20))
    }

    @Test func anAttributedPlaceholderKeepsItsColourAndFontUntilAPlainOneReplacesIt() throws {
        let field = field()
        let big = UIFont.systemFont(ofSize: 30)
        field.placeholder = "Search"
        let plainWidth = field.intrinsicContentSize.width
        field.attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [.foregroundColor: UIColor.red, .font: big])
        #expect(field.placeholder == "Search")
        let read = try #require(field.attributedPlaceholder)
        #expect(read.string == "Search")
        #expect(read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(read.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == big)
        #expect(field.intrinsicContentSize.width > plainWidth, "measured in its own font")
        field.placeholder = "Search"
        let attributes = field.attributedPlaceholder?.attributes(at: 0, effectiveRange: nil) ?? [:]
        #expect(attributes.isEmpty, "a plain placeholder resets the attributes")
        #expect(field.intrinsicContentSize.width == plainWidth)
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
    }
}
