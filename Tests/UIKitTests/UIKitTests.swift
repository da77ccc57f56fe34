import Testing
import UIKit.UIGestureRecognizerSubclass

/// A recognizer written as iOS code writes one: its file imports the subclass header's submodule only.
final class FirmPressRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .began
    }

    override func reset() {
        super.reset()
    }
}

@MainActor
struct UIKitTests {
    @Test func theSubclassSubmoduleImportsTheWholeOfUIKit() {
        let recognizer = FirmPressRecognizer(target: nil, action: nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.addGestureRecognizer(recognizer)
        #expect(recognizer.state == .possible)
        #expect(view.gestureRecognizers?.first === recognizer)
    }

    @Test func headerSubmodulesResolveAsWithApplesSDK() {
        #expect(submoduleColour() == UIColor.systemBlue)
    }

    @Test func uniformTypeIdentifiersComeWithUIKit() {
        #expect(UTType.png.conforms(to: .image), "UTType without its own import, as on iOS")
    }
}

/// Names iOS code still uses from before Swift's and iOS 13's renamings.
@MainActor
struct UIKitOlderNamesTests {
    @Test func coreGraphicsConstantsAndTheOldGroupedBackground() {
        #expect(CGRectZero == CGRect.zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGRectNull.isNull && CGRectInfinite.isInfinite && CGAffineTransformIdentity.isIdentity)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        #expect(UIColor.darkText == .black && UIColor.lightText == UIColor(white: 1, alpha: 0.6))
        // Once: whether the theme's icon decodes depends on the image decoder other suites may be installing.
        let checkmark = UIImage.checkmark
        #expect(checkmark.isSymbolImage || checkmark.size == .zero)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 20)) == nil)
    }
}
