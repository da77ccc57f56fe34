import Foundation

extension UIView {
    /// An animation UIKit provides for views.
    public enum SystemAnimation: UInt, Sendable {
        /// The views fade out and shrink, then are removed from their superviews.
        case delete = 0
    }

    /// Performs a system animation on `views` (0.3 s with `options`), with your `parallelAnimations` run in the
    /// same animation; `.delete` fades the views out while shrinking them to half their size, then removes them
    /// from their superviews (their alpha and transform put back) before `completion` runs.
    public class func perform(
        _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let kept = views.map { ($0, $0.alpha, $0.transform) }
        animate(
            withDuration: 0.3, delay: 0, options: options,
            animations: {
                for (view, _, transform) in kept {
                    view.alpha = 0
                    view.transform = transform.scaledBy(x: 0.5, y: 0.5)
                }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, alpha, transform) in kept {
                    view.removeFromSuperview()
                    view.alpha = alpha
                    view.transform = transform
                }
                completion?(finished)
            })
    }
}
