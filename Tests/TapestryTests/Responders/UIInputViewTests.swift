import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Input views and in-app custom keyboards: a responder's `inputViewController` is docked as its input view,
/// self-sizing from its constraints, and types into the responder through `textDocumentProxy`.
@MainActor
@Suite struct UIInputViewTests {
    final class Keyboard: UIInputViewController {
        let key = UIButton(type: .system)
        override func viewDidLoad() {
            super.viewDidLoad()
            key.setTitle("a", for: .normal)
            key.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(key)
            NSLayoutConstraint.activate([
                key.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                key.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                key.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                key.heightAnchor.constraint(equalToConstant: 40),
            ])
            key.addAction(UIAction { [unowned self] _ in textDocumentProxy.insertText("a") }, for: .touchUpInside)
        }
    }

    final class Field: UITextField {
        let keyboard = Keyboard()
        override var inputViewController: UIInputViewController? { keyboard }
    }

    @Test func aCustomKeyboardIsDockedSizedByItsConstraintsAndTypesIntoItsResponder() throws {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let field = Field(frame: CGRect(x: 10, y: 20, width: 300, height: 30))
        root.addSubview(field)
        field.text = "one two three four"
        #expect(field.becomeFirstResponder())
        window.layoutIfNeeded()
        let keyboardView = try #require(field.keyboard.inputView)
        #expect(keyboardView.inputViewStyle == .keyboard && keyboardView.allowsSelfSizing)
        #expect(keyboardView.convert(keyboardView.bounds, to: window) == CGRect(x: 0, y: 420, width: 320, height: 60))
        let proxy = field.keyboard.textDocumentProxy
        #expect(proxy.documentContextBeforeInput == "one two three four" && proxy.documentContextAfterInput == "")
        proxy.adjustTextPosition(byCharacterOffset: -5)
        #expect(proxy.documentContextBeforeInput == "one two three" && proxy.documentContextAfterInput == " four")
        synthesizer.tap(at: field.keyboard.key.convert(CGPoint(x: 5, y: 5), to: window))
        #expect(field.text == "one two threea four")
        proxy.deleteBackward()
        #expect(field.text == "one two three four" && proxy.hasText && proxy.selectedText == nil)
        proxy.adjustTextPosition(byCharacterOffset: -1000)
        #expect(proxy.documentContextBeforeInput == "")
        #expect(proxy.documentIdentifier == proxy.documentIdentifier, "the same document keeps its identifier")
        field.keyboard.dismissKeyboard()
        #expect(!field.isFirstResponder && keyboardView.superview == nil)
    }

    @Test func anInputViewKeepsItsFrameHeightUnlessSelfSizing() {
        UIApplication.replaceShared()
        let plain = UIInputView(frame: CGRect(x: 0, y: 0, width: 10, height: 120), inputViewStyle: .default)
        #expect(plain.inputViewStyle == .default && !plain.allowsSelfSizing && plain.backgroundColor == nil)
        final class Host: UIView {
            var accessory: UIView?
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { accessory }
        }
        let (window, root, _) = makeWindow(width: 320, height: 480)
        let host = Host(frame: .zero)
        host.accessory = plain
        root.addSubview(host)
        host.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(plain.convert(plain.bounds, to: window) == CGRect(x: 0, y: 360, width: 320, height: 120))
        let controller = UIInputViewController()
        #expect(controller.hasFullAccess && !controller.needsInputModeSwitchKey)
        var entries: [UILexiconEntry]?
        controller.requestSupplementaryLexicon { entries = $0.entries }
        #expect(entries?.isEmpty == true)
    }
}
