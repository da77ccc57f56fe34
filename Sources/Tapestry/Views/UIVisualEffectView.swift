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

    /// The tint the material lays over what is behind it (its colour and how much of it covers). The system
    /// materials without Light or Dark in their names, `.regular` and `.prominent` follow the appearance, as in
    /// UIKit; the others keep theirs.
    var tint: UIColor {
        switch style {
        case .dark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
            return Self.dark(0.82)
        case .systemUltraThinMaterialDark, .systemThinMaterialDark: return Self.dark(0.6)
        case .extraLight, .systemThickMaterialLight: return Self.light(0.9)
        case .light, .systemMaterialLight, .systemChromeMaterialLight: return Self.light(0.8)
        case .systemUltraThinMaterialLight: return Self.light(0.45)
        case .systemThinMaterialLight: return Self.light(0.65)
        case .systemUltraThinMaterial: return Self.adaptive(light: 0.45, dark: 0.6)
        case .systemThinMaterial: return Self.adaptive(light: 0.65, dark: 0.7)
        case .systemThickMaterial, .prominent: return Self.adaptive(light: 0.9, dark: 0.9)
        case .regular, .systemMaterial, .systemChromeMaterial: return Self.adaptive(light: 0.8, dark: 0.82)
        }
    }

    private nonisolated static func light(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.97, alpha: alpha) }
    private nonisolated static func dark(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.11, alpha: alpha) }
    private static func adaptive(light: CGFloat, dark: CGFloat) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? Self.dark(dark) : Self.light(light) }
    }
}

/// UIKit 26's Liquid Glass: a translucent material with a bright edge that content and controls float on.
/// Drawn as the material's tint over what lies behind with a hairline edge (the renderer neither blurs nor
/// refracts the backdrop); `tintColor` colours it, and the view's `layer.cornerRadius` (or
/// `cornerConfiguration`-like rounding of your own) shapes it.
@preconcurrency @MainActor
open class UIGlassEffect: UIVisualEffect {
    /// How much of what is behind shows through.
    public enum Style: Int, Sendable {
        /// The standard glass.
        case regular = 0
        /// Clearer glass, for content over media.
        case clear = 1
    }

    /// The glass's style.
    public let style: Style
    /// Whether the glass reacts to touches (it is drawn the same here).
    open var isInteractive = false
    /// A colour the glass is tinted with (nil: untinted).
    open var tintColor: UIColor?

    /// Creates glass of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Creates regular glass.
    public override convenience init() { self.init(style: .regular) }

    /// What the glass lays over what is behind it.
    var tint: UIColor {
        tintColor.map { $0.withAlphaComponent(style == .clear ? 0.35 : 0.55) } ?? Self.material(style)
    }

    /// The untinted material: light glass in the light appearance, dark glass in the dark.
    nonisolated static func material(_ style: Style) -> UIColor {
        let clear = style == .clear
        return UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(white: 0.18, alpha: clear ? 0.3 : 0.6) : UIColor(white: 1, alpha: clear ? 0.25 : 0.62)
        }
    }

    /// The bright hairline at the glass's edge.
    static let edge = UIColor(white: 1, alpha: 0.55)

    /// Gives `layer` the glass edge (or takes it away again when `isGlass` is false and it had one).
    static func applyEdge(_ isGlass: Bool, to layer: CALayer) {
        if isGlass {
            layer.borderWidth = 0.5
            layer.borderColor = edge.cgColor
        } else if layer.borderWidth == 0.5, layer.borderColor == edge.cgColor {
            layer.borderWidth = 0
            layer.borderColor = nil
        }
    }
}

/// A container of glass effect views that makes nearby glass shapes one (drawn as its content is here).
@preconcurrency @MainActor
open class UIGlassContainerEffect: UIVisualEffect {
    /// How close glass shapes come before they merge.
    open var spacing: CGFloat = 0
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
        let glass = effect as? UIGlassEffect
        backgroundColor = (effect as? UIBlurEffect)?.tint ?? glass?.tint
        UIGlassEffect.applyEdge(glass != nil, to: layer)
    }
}
