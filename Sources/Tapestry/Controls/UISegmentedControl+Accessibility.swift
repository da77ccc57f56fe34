import Foundation

/// One segment of a segmented control, as assistive technology sees it.
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }
    override var accessibilityFrame: CGRect {
        get {
            guard let control, control.numberOfSegments > index else { return .zero }
            return control.convert(control.segmentFrames()[index], to: nil)
        }
        set {}
    }
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        control.choose(index)
        return true
    }
}
