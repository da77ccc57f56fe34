import Foundation

/// An effect a `UIVisualEffectView` applies to what is behind it.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what lies behind, in one of the system's materials.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The materials.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial,
            systemChromeMaterial
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight, systemMaterialLight,
            systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark, systemMaterialDark,
            systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The tint the material lays over what is behind it (its colour and how much of it covers).
    var tint: UIColor {
        switch style {
        case .dark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
            return UIColor(white: 0.11, alpha: 0.82)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark:
            return UIColor(white: 0.11, alpha: 0.6)
        case .extraLight: return UIColor(white: 0.97, alpha: 0.9)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return UIColor(white: 0.97, alpha: 0.45)
        case .systemThinMaterial, .systemThinMaterialLight: return UIColor(white: 0.97, alpha: 0.65)
        case .systemThickMaterial, .systemThickMaterialLight, .prominent: return UIColor(white: 0.97, alpha: 0.9)
        default: return UIColor(white: 0.97, alpha: 0.8)
        }
    }
}

/// A vibrancy effect for content over a blur; drawn as the content is.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur it goes with.
    public let blurEffect: UIBlurEffect
    /// The kind of vibrancy; `.label` by default.
    public let style: UIVibrancyEffectStyle
    /// Creates vibrancy for `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }
    /// Creates vibrancy of a style for `blurEffect` (drawn as the content is, whatever the style).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The kinds of vibrancy: for labels, fills and separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Fills.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separators.
    case separator = 7
}

/// A view that applies a visual effect behind its `contentView`. A blur is drawn as its material's tint over
/// what lies behind (the renderer does not blur the backdrop), which keeps content above it readable as the
/// material does.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to add content to.
    public let contentView = UIView()

    /// The effect; nil shows what is behind unchanged.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Creates a view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyEffect()
    }

    /// Creates a view with no effect.
    public convenience init() { self.init(effect: nil) }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Keeps the content view filling the effect view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func applyEffect() {
        backgroundColor = (effect as? UIBlurEffect)?.tint
    }
}
