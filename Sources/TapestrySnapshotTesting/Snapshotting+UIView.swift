import Foundation
import SnapshotTesting
import Tapestry
import TapestryCairo

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality, drawn by the Cairo renderer.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views based on pixel equality, drawn by the Cairo renderer.
    ///
    /// The view is laid out at `size` (its own frame's size when nil) and drawn with `traits` (light, scale 1
    /// unless they say otherwise). Call it on the main actor, as views are used (mark the test `@MainActor`).
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///     98–99% mimics the precision of the human eye.
    ///   - size: A view size override.
    ///   - traits: A trait collection override (`userInterfaceStyle`, `displayScale`).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale
        ).pullback { view in
            onMainActor("UIView") { renderSnapshot(of: view, size: size, safeArea: .zero, traits: traits) }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controller views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing view controller views based on pixel equality, hosted in a window
    /// of the configuration's size with its safe area, and drawn by the Cairo renderer.
    ///
    /// - Parameters:
    ///   - config: A set of device configuration settings (size, safe area, traits).
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        return SimplySnapshotting.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: merged.displayScale
        ).pullback { controller in
            onMainActor("UIViewController") {
                renderSnapshot(of: controller, size: size ?? config.size, safeArea: config.safeArea, traits: merged)
            }
        }
    }

    /// A snapshot strategy for comparing view controller views based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - size: A view size override (the controller's view's size when nil, else 375 × 667 points).
    ///   - traits: A trait collection override.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size,
            traits: traits)
    }
}

/// Runs view code on the main actor. Called from elsewhere, the runtime stops the test ("Incorrect actor
/// executor assumption"): views belong to the main actor, so mark the test or its suite `@MainActor`.
private func onMainActor<T: Sendable>(_ what: String, _ body: @MainActor () -> T) -> T {
    MainActor.assumeIsolated { body() }
}

/// Draws a view at `size` with `traits`, in a window of its own when it has none.
@MainActor
func renderSnapshot(of view: UIView, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) -> UIImage {
    if let size { view.frame.size = size }
    if traits.userInterfaceStyle != .unspecified { view.overrideUserInterfaceStyle = traits.userInterfaceStyle }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    return drawn(view, scale: traits.displayScale)
}

/// Hosts a controller in a window of `size` (its view's size, else 375 × 667) and draws the window.
@MainActor
func renderSnapshot(of controller: UIViewController, size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection)
    -> UIImage
{
    let frameSize = size ?? (controller.isViewLoaded ? controller.view.bounds.size : CGSize(width: 375, height: 667))
    let window = UIWindow(frame: CGRect(origin: .zero, size: frameSize))
    if traits.userInterfaceStyle != .unspecified { window.overrideUserInterfaceStyle = traits.userInterfaceStyle }
    let previousInsets = controller.additionalSafeAreaInsets
    controller.additionalSafeAreaInsets = safeArea
    window.rootViewController = controller
    window.isHidden = false
    window.layoutIfNeeded()
    let image = drawn(window, scale: traits.displayScale)
    window.isHidden = true
    window.rootViewController = nil
    controller.additionalSafeAreaInsets = previousInsets
    return image
}

@MainActor
private func drawn(_ view: UIView, scale: CGFloat) -> UIImage {
    do {
        return try UIImageRendering.image(of: view, scale: scale > 0 ? scale : 1)
    } catch {
        preconditionFailure("Tapestry snapshot: could not draw \(type(of: view)): \(error)")
    }
}
