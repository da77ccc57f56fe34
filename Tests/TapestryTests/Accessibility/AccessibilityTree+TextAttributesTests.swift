import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// How a text element's characters look, as a screen reader asks (AT-SPI's attribute names and formats).
@MainActor
@Suite struct AccessibilityTreeTextAttributesTests {
    @Test func aLabelsRunsHaveTheirFontsAndColoursAndTheRestTheLabels() throws {
        let (window, root, tree) = AccessibilityTreeTests.gallery()
        let label = try #require(root.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" })
        let text = NSMutableAttributedString(string: "😀 Bold plain", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttributes(
            [
                .font: UIFont.boldSystemFont(ofSize: 20),
                .foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
                .underlineStyle: NSUnderlineStyle.single.rawValue,
            ], range: NSRange(location: 3, length: 4))  // "Bold", after the emoji's two UTF-16 units and a space
        label.attributedText = text
        label.textAlignment = .center
        window.layoutIfNeeded()
        tree.refresh()
        let id = try #require(tree.id(of: label))
        let defaults = tree.defaultTextAttributes(of: id)
        #expect(defaults["size"] == "17" && defaults["weight"] == "400" && defaults["justification"] == "center")
        #expect(defaults["editable"] == "false" && defaults["family-name"] != nil)
        let bold = tree.textAttributes(of: id, at: 3, includingDefaults: false)
        #expect(bold.range == 2..<6, "in characters: the emoji counts one")
        #expect(bold.attributes["weight"] == "700" && bold.attributes["size"] == "20")
        #expect(bold.attributes["fg-color"] == "65535,0,0" && bold.attributes["underline"] == "single")
        #expect(bold.attributes["justification"] == nil, "defaults left out")
        let plain = tree.textAttributes(of: id, at: 8, includingDefaults: false)
        #expect(plain.range == 6..<12 && plain.attributes["weight"] == nil, "the same as the label's: \(plain)")
        let full = tree.textAttributes(of: id, at: 8, includingDefaults: true)
        #expect(full.attributes["weight"] == "400" && full.attributes["justification"] == "center")
    }

    @Test func textInputsAreOneRunAndSayWhetherTheyAreEditable() throws {
        let (window, root, tree) = AccessibilityTreeTests.gallery()
        let field = try #require(root.subviews.compactMap { $0 as? UITextField }.first)
        field.text = "Ada"
        field.font = .systemFont(ofSize: 14)
        let view = UITextView(frame: CGRect(x: 16, y: 340, width: 200, height: 60))
        view.attributedText = NSAttributedString(
            string: "Notes", attributes: [.font: UIFont.systemFont(ofSize: 12), .backgroundColor: UIColor.white])
        view.isEditable = false
        root.addSubview(view)
        window.layoutIfNeeded()
        tree.refresh()
        let fieldID = try #require(tree.id(of: field))
        #expect(tree.defaultTextAttributes(of: fieldID)["editable"] == "true")
        #expect(tree.textAttributes(of: fieldID, at: 1, includingDefaults: true).range == 0..<3)
        #expect(tree.textAttributes(of: fieldID, at: 1, includingDefaults: true).attributes["size"] == "14")
        let viewID = try #require(tree.id(of: view))
        #expect(tree.defaultTextAttributes(of: viewID)["editable"] == "false")
        #expect(
            tree.textAttributes(of: viewID, at: 0, includingDefaults: false).attributes["bg-color"]
                == "65535,65535,65535")
        let button = try #require(root.subviews.compactMap { $0 as? UIButton }.first)
        #expect(tree.defaultTextAttributes(of: tree.id(of: button) ?? -1).isEmpty, "not a text element")
    }
}
