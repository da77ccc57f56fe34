import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Buttons: sizing as UIKit measures it.
@MainActor
@Suite struct UIButtonTests {
    @Test func aButtonSizesToFitAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let empty = UIButton(frame: .zero)
        empty.sizeToFit()
        #expect(empty.frame.size == CGSize(width: 30, height: 34))
        let titled = UIButton(frame: .zero)
        titled.setTitle("Short", for: .normal)
        titled.sizeToFit()
        let label = titled.titleLabel!.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(titled.frame.width - label.width) < 1)
        #expect(abs(titled.frame.height - (label.height + 12)) < 1)
        let imaged = UIButton(frame: .zero)
        imaged.setImage(UIImage(data: pngHeader(width: 80, height: 80)), for: .normal)
        imaged.sizeToFit()
        #expect(imaged.frame.size == CGSize(width: 80, height: 80))
    }

    @Test func aButtonThatChangesSelectionTogglesBeforeItsActionRuns() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        root.addSubview(button)
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(seen == [false], "off by default")
        button.changesSelectionAsPrimaryAction = true
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(seen == [false, true, false])
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
    }

    @Test func touchesAreIgnoredBetweenBeginAndEndIgnoringInteractionEvents() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        root.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        UIApplication.shared.beginIgnoringInteractionEvents()
        UIApplication.shared.beginIgnoringInteractionEvents()
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        UIApplication.shared.endIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents, "calls nest")
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 0)
        UIApplication.shared.endIgnoringInteractionEvents()
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(taps == 1 && !UIApplication.shared.isIgnoringInteractionEvents)
        #expect(UIScreen.main.nativeScale == UIScreen.main.scale)
    }
}

/// A button whose title label may use several lines wraps its title and grows (SEMANTICS §11.8).
@MainActor
@Suite struct UIButtonMultilineTitleTests {
    @Test func aMultiLineTitleWrapsAtTheButtonsWidthAndGrowsItsHeight() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let button = UIButton(type: .system)
            // 18 characters of the 15-point button font measure 148.5 pt on one line (estimate: 0.55 em each), a
            // line 18 pt tall with 6 pt above and below (UIKit 26: a label 19 pt tall in a button of 31).
            button.setTitle("one two three four", for: .normal)
            #expect(button.intrinsicContentSize == CGSize(width: 149, height: 30))
            button.sizeToFit()
            button.layoutIfNeeded()
            #expect(
                button.titleLabel?.frame == CGRect(x: 0, y: 6, width: 149, height: 18), "inset 6 pt top and bottom")
            button.titleLabel?.numberOfLines = 0
            button.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(button)
            NSLayoutConstraint.activate([
                button.topAnchor.constraint(equalTo: parent.topAnchor),
                button.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                button.widthAnchor.constraint(equalToConstant: 100),
            ])
            parent.layoutIfNeeded()
            // Two lines of 18 pt, and 6 pt above and below.
            #expect(button.frame == CGRect(x: 0, y: 0, width: 100, height: 48))
            #expect(button.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 48))
            #expect(button.titleLabel?.frame.width == 100)
        }
    }
}

/// Attributed button titles (`setAttributedTitle(_:for:)`).
@MainActor
@Suite struct UIButtonAttributedTitleTests {
    @Test func anAttributedTitleWinsAndKeepsItsColours() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let title = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed, .kern: 2.0])
        button.setAttributedTitle(title, for: .normal)
        #expect(button.currentTitle == "Styled")
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.attributedTitle(for: .highlighted)?.string == "Styled", "falls back to the normal state's")
        let shown = button.titleLabel?.attributedText
        #expect(shown?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(shown?.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2)
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.currentTitle == "Plain")
    }
}

/// `UIButton(type:)` is a convenience initializer, as UIKit imports `buttonWithType:`.
@MainActor
@Suite struct UIButtonInitializerTests {
    /// A button subclass written as UIKit code writes one: its own `init(frame:)` and `init(coder:)`.
    final class HighlightButton: UIButton {
        var setUp = false
        override init(frame: CGRect) {
            super.init(frame: frame)
            setUp = true
        }
        required init?(coder: NSCoder) { fatalError("not from a nib") }
    }

    @Test func aSubclassWithItsOwnFrameInitializerInheritsInitAndInitType() {
        let plain = HighlightButton()
        #expect(plain.setUp && plain.buttonType == .custom)
        let system = HighlightButton(type: .system)
        #expect(system.setUp, "init(type:) runs the subclass's init(frame:)")
        #expect(system.buttonType == .system)
        #expect(UIButton(type: .close).buttonType == .close && UIButton(frame: .zero).buttonType == .custom)
    }

    @Test func theBackgroundImageIsDrawnInTheBackgroundRect() {
        final class Inset: UIButton {
            var asked: [CGRect] = []
            override func backgroundRect(forBounds bounds: CGRect) -> CGRect {
                asked.append(bounds)
                return bounds.insetBy(dx: 4, dy: 4)
            }
        }
        let plain = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(UIButton().backgroundRect(forBounds: plain) == plain)
        let button = Inset(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.draw(button.bounds)
        #expect(button.asked.isEmpty, "no background image, nothing asked")
        button.setBackgroundImage(UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16)), for: .normal)
        let backend = RecordingBackend()
        UIGraphicsPushContext(CGContext(backend: backend))
        button.draw(button.bounds)
        UIGraphicsPopContext()
        #expect(button.asked == [button.bounds] && backend.calls.contains("image"))
    }
}

/// The button types, roles and settings of UIKit's declarations.
@MainActor
@Suite struct UIButtonTypesTests {
    @Test func typesHaveUIKitsNumbersAndGlyphs() {
        #expect(UIButton.ButtonType.close.rawValue == 7 && UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.roundedRect == .system)
        let info = UIButton(type: .infoLight)
        #expect(info.buttonType == .infoLight)
        #expect((info.currentImage == nil) == (UIImage(systemName: "info.circle") == nil), "the info glyph")
        let custom = UIImage(data: pngHeader(width: 4, height: 4))!
        info.setImage(custom, for: .normal)
        #expect(info.currentImage === custom, "an image of its own wins over the type's glyph")
    }

    @Test func symbolConfigurationsRolesAndConfigurationUpdates() {
        UIApplication.replaceShared()
        let button = UIButton(configuration: .filled())
        let large = UIImage.SymbolConfiguration(pointSize: 30)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.currentPreferredSymbolConfiguration === large)
        #expect(button.imageView?.preferredSymbolConfiguration === large)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) === large, "falls back to normal")
        button.role = .destructive
        #expect(button.role == .destructive)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        let before = updates
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = true
        #expect(updates == before, "no update on a state change while automatic updates are off")
        button.setNeedsUpdateConfiguration()
        #expect(updates == before + 1)
        let system = UIButton.systemButton(
            with: UIImage(data: pngHeader(width: 2, height: 2))!, target: nil, action: nil)
        #expect(system.buttonType == .system && system.currentImage != nil)
    }
}
