import Foundation
import Testing

@testable import Tapestry

/// Button configurations, UIKit 26's Liquid Glass ones among them.
@MainActor
@Suite struct UIButtonConfigurationTests {
    private func button(_ configuration: UIButton.Configuration) -> UIButton {
        var configuration = configuration
        configuration.title = "Play"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.tintColor = .systemBlue
        button.configuration = configuration  // applied again at its size
        return button
    }

    @Test func glassIsATranslucentCapsuleWithABrightEdgeAndATintedTitle() {
        let glass = button(.glass())
        let background = glass.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        #expect(background.map { $0.cgColor.alpha > 0.3 && $0.cgColor.alpha < 0.9 } == true, "translucent")
        #expect(glass.layer.cornerRadius == 22, "a capsule")
        #expect(glass.layer.borderWidth == 0.5 && glass.layer.borderColor == UIGlassEffect.edge.cgColor)
        #expect(glass.titleColor(for: .normal) == .systemBlue)
        let clear = button(.clearGlass()).backgroundColor?.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        #expect((clear?.cgColor.alpha ?? 1) < (background?.cgColor.alpha ?? 0), "clear glass shows more through")
        let dark = glass.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect((dark?.cgColor.red ?? 1) < 0.5, "dark glass in the dark appearance")
    }

    @Test func prominentGlassIsTheTintWithAWhiteTitleAndOtherStylesHaveNoGlassEdge() {
        let prominent = button(.prominentGlass())
        #expect(prominent.titleColor(for: .normal) == .white)
        #expect(prominent.backgroundColor?.cgColor.blue ?? 0 > 0.8)
        #expect(button(.prominentClearGlass()).titleColor(for: .normal) == .white)
        let filled = button(.filled())
        #expect(filled.layer.borderWidth == 0 && filled.layer.cornerRadius == 6)
        filled.configuration = .glass()
        filled.configuration = .filled()
        #expect(filled.layer.borderWidth == 0, "the glass edge goes with the glass")
    }

    @Test func aGlassEffectViewIsTintedGlass() {
        let view = UIVisualEffectView(effect: UIGlassEffect())
        #expect(view.layer.borderWidth == 0.5)
        #expect(
            (view.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.alpha ?? 0)
                > 0.3)
        let tinted = UIGlassEffect(style: .clear)
        tinted.tintColor = .systemRed
        tinted.isInteractive = true
        view.effect = tinted
        #expect(view.backgroundColor?.cgColor.red ?? 0 > 0.9 && view.backgroundColor?.cgColor.alpha == 0.35)
        view.effect = UIBlurEffect(style: .systemMaterial)
        #expect(view.layer.borderWidth == 0, "a blur has no glass edge")
        #expect(UIGlassContainerEffect().spacing == 0)
    }
}

/// A configuration's attributed title and its text attributes transformer (iOS 15).
@MainActor
@Suite struct UIButtonConfigurationAttributedTitleTests {
    @Test func theTitleAndTheAttributedTitleAreOne() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        #expect(configuration.attributedTitle == AttributedString("Save"))
        var styled = AttributedString("Send")
        styled.font = .boldSystemFont(ofSize: 22)
        configuration.attributedTitle = styled
        #expect(configuration.title == "Send")
        configuration.subtitle = "Now"
        #expect(configuration.attributedSubtitle.map { String($0.characters) } == "Now")
    }

    @Test func anAttributedTitleIsDrawnInItsFontOverTheStylesColour() {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Send")
        title.font = .boldSystemFont(ofSize: 22)
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        let drawn = button.currentAttributedTitle
        #expect(drawn?.string == "Send")
        #expect(drawn?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 22))
        #expect(drawn?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)

        var plain = UIButton.Configuration.filled()
        plain.title = "Plain"
        #expect(UIButton(configuration: plain).currentAttributedTitle == nil, "a plain title stays plain")
    }

    @Test func theTransformerChangesTheTitlesAttributes() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.baseForegroundColor = .systemOrange
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 30, weight: .heavy)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        let drawn = button.currentAttributedTitle
        #expect(
            drawn?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 30, weight: .heavy))
        #expect(drawn?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemOrange)
        #expect(configuration == configuration, "a configuration equals itself with its transformer")
        var other = configuration
        other.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        #expect(other != configuration, "another transformer is another configuration")
    }

    /// A subtitle draws on the line under the title, in the subheadline font and the title's colour, the
    /// lines `titlePadding` apart; the button grows to hold both lines.
    @Test func aSubtitleIsDrawnUnderTheTitle() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Upload"
        let single = UIButton(configuration: configuration)
        configuration.subtitle = "3 files"
        configuration.titlePadding = 4
        configuration.titleAlignment = .leading
        let button = UIButton(configuration: configuration)
        let text = try #require(button.titleLabel?.attributedText)
        #expect(text.string == "Upload\n3 files" && button.titleLabel?.numberOfLines == 0)
        let subtitleFont = text.attribute(.font, at: 8, effectiveRange: nil) as? UIFont
        #expect(subtitleFont?.pointSize == UIFont.preferredFont(forTextStyle: .subheadline).pointSize)
        #expect(text.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor == .white)
        let paragraph = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(paragraph?.paragraphSpacing == 4 && paragraph?.alignment == .natural)
        #expect(button.intrinsicContentSize.height > single.intrinsicContentSize.height + 15)
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.titleLabel?.text == "Upload")
    }

    @Test func theBackgroundsColourCornersAndStrokeApply() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.background.backgroundColor = .systemGreen
        configuration.background.cornerRadius = 14
        configuration.cornerStyle = .fixed
        configuration.background.strokeColor = .black
        configuration.background.strokeWidth = 2
        configuration.titleLineBreakMode = .byTruncatingTail
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setNeedsUpdateConfiguration()
        #expect(button.backgroundColor == .systemGreen, "the background's colour over the style's tint")
        #expect(button.layer.cornerRadius == 14 && button.layer.borderWidth == 2)
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingTail)
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        #expect(button.layer.cornerRadius == 22, "other corner styles override the background's radius")
    }

    @Test func theImageTakesItsTransformedColourAndSymbolConfiguration() {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "heart")
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .systemPink }
        configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 30)
        let button = UIButton(configuration: configuration)
        #expect(button.currentPreferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 30))
        #expect(button.imageView?.tintColor == .systemPink)
        let filled = UIButton(configuration: .filled())
        filled.configuration?.image = UIImage(systemName: "heart")
        #expect(filled.imageView?.tintColor == .white, "a filled button's symbol is white, as its title")
        filled.tintColor = .systemRed
        var plainOne = UIButton.Configuration.plain()
        plainOne.image = UIImage(systemName: "heart")
        let plain = UIButton(configuration: plainOne)
        plain.tintColor = .systemRed
        #expect(plain.imageView?.tintColor == .systemRed, "a plain button's symbol follows the tint")
        filled.isEnabled = false
        #expect(filled.backgroundColor == .tertiarySystemFill && filled.imageView?.tintColor == .tertiaryLabel)
        filled.isEnabled = true
        #expect(filled.backgroundColor == .systemRed, "enabled again: the tint's fill")
        var changed = configuration
        changed.imageColorTransformer = .grayscale
        #expect(changed != configuration, "another transformer makes another configuration")
        changed.contentInsets = .zero
        changed.setDefaultContentInsets()
        #expect(changed.contentInsets == UIButton.Configuration.plain().contentInsets)
        #expect(changed.updated(for: button) == changed && changed.indicator == .automatic)
    }
}
