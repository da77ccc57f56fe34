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

/// Notification names and user-info keys are `nonisolated` as UIKit declares them, so a notification handler
/// (a `@Sendable` closure) reads them; this file builds in the Swift 6 language mode, where reading a main-actor
/// constant there is an error.
@Suite struct UIKitNonisolatedConstantsTests {
    @Test func namesAndKeysAreReadFromAnyContext() async {
        let read: @Sendable () -> [String] = {
            [
                UIResponder.keyboardFrameEndUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
                UIResponder.keyboardWillShowNotification.rawValue, UIApplication.didBecomeActiveNotification.rawValue,
                UIWindow.didBecomeKeyNotification.rawValue, UITextField.textDidChangeNotification.rawValue,
                UIDevice.orientationDidChangeNotification.rawValue,
            ]
        }
        let values = await Task.detached { read() }.value
        #expect(values.first == "UIKeyboardFrameEndUserInfoKey" && values.count == 7)
        let metrics: @Sendable () -> [CGFloat] = {
            [
                UITableView.automaticDimension, UIView.noIntrinsicMetric, UIView.layoutFittingCompressedSize.width,
                UICollectionViewFlowLayout.automaticSize.width,
            ]
        }
        #expect(await Task.detached { metrics() }.value == [-1, -1, 0, -1])
        let settings: @Sendable () -> String = { UIApplication.openSettingsURLString }
        #expect(await Task.detached { settings() }.value == "app-settings:")
    }
}
