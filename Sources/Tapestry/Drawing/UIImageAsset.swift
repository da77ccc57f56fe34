import Foundation

/// Variants of one image for different traits (light and dark appearance, scales), made in code as UIKit's
/// asset catalogs make them: register each variant with the traits it is for, and an image view showing any of
/// them draws the one that fits its own traits, switching when they change (the appearance turning dark).
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    private let lock = NSLock()

    /// Creates an empty asset.
    public override init() { super.init() }

    /// Registers `image` as the variant for `traitCollection` (replacing one registered for equal traits); the
    /// image's `imageAsset` becomes this asset.
    public func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.withLock {
            variants.removeAll { $0.traits == traitCollection }
            variants.append((traitCollection, image))
        }
        image.imageAsset = self
    }

    /// Removes the variant registered for `traitCollection`.
    public func unregisterImage(with traitCollection: UITraitCollection) {
        let removed: [UIImage] = lock.withLock {
            let gone = variants.filter { $0.traits == traitCollection }.map(\.image)
            variants.removeAll { $0.traits == traitCollection }
            return gone
        }
        for image in removed where image.imageAsset === self { image.imageAsset = nil }
    }

    /// The variant that best fits `traitCollection`: the one whose specified traits (appearance, scale, size
    /// classes) all match with the most of them specified; a variant specifying none is the fallback. Nil when
    /// none fits.
    public func image(with traitCollection: UITraitCollection) -> UIImage? {
        let variants = lock.withLock { self.variants }
        var best: (score: Int, image: UIImage)?
        for (traits, image) in variants {
            guard let score = Self.score(traits, for: traitCollection) else { continue }
            if best == nil || score > best!.score { best = (score, image) }
        }
        return best?.image
    }

    /// How many of `variant`'s specified traits match `wanted`, or nil when one contradicts it.
    private static func score(_ variant: UITraitCollection, for wanted: UITraitCollection) -> Int? {
        var score = 0
        if variant.userInterfaceStyle != .unspecified {
            guard
                variant.userInterfaceStyle == wanted.userInterfaceStyle
                    || (variant.userInterfaceStyle == .light && wanted.userInterfaceStyle == .unspecified)
            else { return nil }
            score += 1
        }
        if variant.horizontalSizeClass != .unspecified {
            guard variant.horizontalSizeClass == wanted.horizontalSizeClass else { return nil }
            score += 1
        }
        if variant.verticalSizeClass != .unspecified {
            guard variant.verticalSizeClass == wanted.verticalSizeClass else { return nil }
            score += 1
        }
        if variant.displayScale > 0 {
            // A scale that differs still fits (drawn resampled), below one that matches.
            score += variant.displayScale == wanted.displayScale ? 1 : 0
        }
        return score
    }
}
