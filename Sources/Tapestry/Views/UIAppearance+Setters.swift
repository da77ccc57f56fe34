import Foundation

// UIKit's `appearance()` returns the class itself (`instancetype`), so its setter methods marked
// `UI_APPEARANCE_SELECTOR` are called on the proxy as on an instance:
// `UIButton.appearance().setTitleColor(.white, for: .normal)`. Here the proxy is a value of its own, and these
// are the setter methods it takes; each is recorded and called on every instance as it enters a window, after
// the ones set before it, and a second call for the same state or position replaces the first.

extension UIAppearanceProxy {
    /// Records a setter call for every instance, under `key` (its name and arguments that pick what it sets).
    func recordCall(_ key: String, _ call: @escaping @MainActor (View) -> Void) {
        AppearanceRules.record(
            AppearanceRules.Rule(
                type: View.self, property: .other, key: key, value: (), containers: containers,
                apply: { view in
                    guard let view = view as? View else { return }
                    call(view)
                }))
    }
}

extension UIAppearanceProxy where View: UIButton {
    /// Sets the title colour for a state on every button of the class.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        recordCall("setTitleColor:\(state.rawValue)") { $0.setTitleColor(color, for: state) }
    }

    /// Sets the title's shadow colour for a state on every button of the class.
    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        recordCall("setTitleShadowColor:\(state.rawValue)") { $0.setTitleShadowColor(color, for: state) }
    }

    /// Sets the background image for a state on every button of the class.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setBackgroundImage:\(state.rawValue)") { $0.setBackgroundImage(image, for: state) }
    }

    /// Sets the image for a state on every button of the class.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setImage:\(state.rawValue)") { $0.setImage(image, for: state) }
    }
}

extension UIAppearanceProxy where View: UINavigationBar {
    /// Sets the background image for bar metrics on every navigation bar of the class (an empty `UIImage()`, with
    /// an empty `shadowImage`, makes the bars transparent).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        recordCall("setBackgroundImage:\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, for: barMetrics)
        }
    }

    /// Sets the background image for a position and bar metrics on every navigation bar of the class.
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        recordCall("setBackgroundImage:\(barPosition.rawValue):\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
    }
}

extension UIAppearanceProxy where View: UIToolbar {
    /// Sets the background image for a position and bar metrics on every toolbar of the class.
    public func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        recordCall("setBackgroundImage:\(topOrBottom.rawValue):\(barMetrics.rawValue)") {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
    }

    /// Sets the hairline's image for a position on every toolbar of the class.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        recordCall("setShadowImage:\(topOrBottom.rawValue)") {
            $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
    }
}

extension UIAppearanceProxy where View: UISegmentedControl {
    /// Sets the segments' title attributes for a state on every segmented control of the class.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attributes = attributes
        recordCall("setTitleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }
}

extension UIAppearanceProxy where View: UISlider {
    /// Sets the thumb's image for a state on every slider of the class.
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setThumbImage:\(state.rawValue)") { $0.setThumbImage(image, for: state) }
    }

    /// Sets the image of the track before the thumb for a state on every slider of the class.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setMinimumTrackImage:\(state.rawValue)") { $0.setMinimumTrackImage(image, for: state) }
    }

    /// Sets the image of the track after the thumb for a state on every slider of the class.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        recordCall("setMaximumTrackImage:\(state.rawValue)") { $0.setMaximumTrackImage(image, for: state) }
    }
}
