import Foundation

/// Keyboard focus in one window, as iPadOS and Mac Catalyst move it with a hardware keyboard (SEMANTICS
/// §16.3): Tab and Shift-Tab move among the views that can become focused, in reading order (top to bottom,
/// then leading to trailing, groups of one `focusGroupIdentifier` kept together, only inside a modal view when
/// one shows); Space and Return activate the focused view; the arrow keys adjust a focused slider, stepper or
/// segmented control, or move within a focus group; Escape cancels an alert or dismisses a sheet. The keys
/// reach the focus system only when the responder chain left them unhandled. A halo is drawn around the
/// focused view.
@preconcurrency @MainActor
public final class UIFocusSystem {
    unowned let window: UIWindow
    /// The focused item, if any.
    public private(set) weak var focusedItem: UIFocusItem?
    private var ring: FocusRingView?

    init(window: UIWindow) { self.window = window }

    /// The focus system of the window `environment` is in.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        let view = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded
        return view?.window?.focusSystem
    }

    /// Whether `environment` contains `other` (or is it).
    public static func environment(_ environment: UIFocusEnvironment, contains other: UIFocusEnvironment) -> Bool {
        guard let container = environment as? UIView, let view = other as? UIView else { return environment === other }
        return view.isDescendant(of: container)
    }

    /// Moves focus to `environment` (its first preferred focusable view) at once.
    public func requestFocusUpdate(to environment: UIFocusEnvironment) {
        guard let target = Self.focusableItem(in: environment) else { return }
        focus(target, heading: [])
    }

    /// Runs a pending focus update (updates run at once here).
    public func updateFocusIfNeeded() {
        if let view = focusedItem as? UIView, !isEligible(view) { focus(nil, heading: []) }
    }

    /// The first view that can take focus in `environment`, following preferred environments.
    static func focusableItem(in environment: UIFocusEnvironment) -> UIView? {
        if let view = environment as? UIView, view.canBecomeFocused { return view }
        // A controller's root view goes where its controller prefers first.
        let controllerFirst = (environment as? UIView).map(controllerPreferences(of:)) ?? []
        for preferred in controllerFirst + environment.preferredFocusEnvironments where preferred !== environment {
            if let found = focusableItem(in: preferred) { return found }
        }
        return nil
    }

    // MARK: Order

    /// The views Tab visits, in order.
    func focusOrder() -> [UIView] {
        var found: [UIView] = []
        collect(window, into: &found)
        // Groups stay together, in the order their first member is met.
        var firstIndex: [String: Int] = [:]
        for (index, view) in found.enumerated() {
            if let group = view.focusGroupIdentifier, firstIndex[group] == nil { firstIndex[group] = index }
        }
        return found.enumerated().sorted { a, b in
            let first = a.element.focusGroupIdentifier.flatMap { firstIndex[$0] } ?? a.offset
            let second = b.element.focusGroupIdentifier.flatMap { firstIndex[$0] } ?? b.offset
            return first != second ? first < second : a.offset < b.offset
        }.map(\.element)
    }

    private func collect(_ view: UIView, into found: inout [UIView]) {
        var subviews = view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 && $0.isUserInteractionEnabled }
        subviews.removeAll { $0 is FocusRingView }
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal }) { subviews = [modal] }
        // A view's enabled focus guides take their place in the order by their frames too: focus arriving at
        // one goes to the guide's preferred environment.
        let guides = view.layoutGuides.compactMap { $0 as? UIFocusGuide }.filter {
            $0.isEnabled && !($0.preferredFocusEnvironments ?? []).isEmpty
        }
        let stops: [(frame: CGRect, view: UIView?, guide: UIFocusGuide?)] =
            subviews.map { ($0.frame, $0, nil) } + guides.map { ($0.layoutFrame, nil, $0) }
        let ordered = stops.enumerated().sorted { a, b in
            let first = a.element.frame, second = b.element.frame
            if abs(first.minY - second.minY) > 0.5 { return first.minY < second.minY }
            if abs(first.minX - second.minX) > 0.5 { return first.minX < second.minX }
            return a.offset < b.offset
        }.map(\.element)
        for stop in ordered {
            if let guide = stop.guide {
                let target = (guide.preferredFocusEnvironments ?? []).lazy.compactMap { Self.focusableItem(in: $0) }
                    .first { self.isEligible($0) }
                if let target, !found.contains(where: { $0 === target }) { found.append(target) }
                continue
            }
            guard let subview = stop.view else { continue }
            if subview.canBecomeFocused {
                // A view a guide already brought into the order stays where the guide put it.
                if !found.contains(where: { $0 === subview }) { found.append(subview) }
                continue
            }
            // A focusable view's own parts are not visited (a text field's clear button), lists and tables are
            // one stop whose rows the arrow keys move through.
            collect(subview, into: &found)
        }
    }

    func isEligible(_ view: UIView) -> Bool {
        guard view.window === window, view.canBecomeFocused else { return false }
        var current: UIView? = view
        while let shown = current {
            if shown.isHidden || shown.alpha <= 0.01 { return false }
            current = shown.superview
        }
        return true
    }

    // MARK: Moving

    /// Moves focus to the next (or previous) item in the order; returns whether there was one.
    @discardableResult
    func move(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        let current = (focusedItem as? UIView).flatMap { focused in order.firstIndex { $0 === focused } }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : order.count - 1)) % order.count
        } else {
            next = forward ? 0 : order.count - 1
        }
        focus(order[next], heading: forward ? .next : .previous)
        return true
    }

    /// Moves focus within the focused item's group; returns whether it moved.
    func moveInGroup(forward: Bool) -> Bool {
        guard let focused = focusedItem as? UIView, let group = focused.focusGroupIdentifier else { return false }
        let members = focusOrder().filter { $0.focusGroupIdentifier == group }
        guard let index = members.firstIndex(where: { $0 === focused }) else { return false }
        let next = index + (forward ? 1 : -1)
        guard members.indices.contains(next) else { return false }
        focus(members[next], heading: forward ? .down : .up)
        return true
    }

    /// Gives `view` focus (nil: nobody), asking both environments first and telling them after.
    func focus(_ view: UIView?, heading: UIFocusHeading) {
        let previous = focusedItem as? UIView
        guard previous !== view else { return }
        let context = UIFocusUpdateContext(previous: previous, next: view, heading: heading)
        // Every environment containing either view is asked, nearest first, views and controllers alike.
        let environments = Self.environments(of: context)
        if environments.contains(where: { !$0.shouldUpdateFocus(in: context) }) { return }
        focusedItem = view
        // A view that takes text (or a list that takes keys) becomes first responder with focus, so that keys
        // reach it; another's focus leaves the first responder as it was.
        if let view, view.canBecomeFirstResponder, !view.isFirstResponder { _ = view.becomeFirstResponder() }
        if let previous, previous.isFirstResponder, view != nil { _ = previous.resignFirstResponder() }
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        showRing()
    }

    /// Draws the halo around the focused view (or removes it).
    func showRing() {
        guard let view = focusedItem as? UIView, view.window === window else {
            ring?.removeFromSuperview()
            ring = nil
            return
        }
        let ring = self.ring ?? FocusRingView()
        self.ring = ring
        let halo = view.focusEffect as? UIFocusHaloEffect
        let shape = halo?.rect ?? view.bounds
        // The halo follows the view's shape: a switch's capsule, a rounded layer's corners, else 6 pt corners.
        let radius =
            halo.map { $0.cornerRadius } ?? (view is UISwitch ? shape.height / 2 : max(view.layer.cornerRadius, 6))
        let container = halo?.containerView ?? window
        let frame = view.convert(shape, to: container).insetBy(dx: -FocusRingView.width, dy: -FocusRingView.width)
        let onTop = ring.superview === container && container.subviews.last === ring
        // Unchanged (asked again after a frame step): nothing to redraw.
        if onTop, ring.frame == frame, ring.cornerRadius == radius + FocusRingView.width,
            ring.tintColor == view.tintColor
        {
            return
        }
        if !onTop { container.addSubview(ring) }
        ring.frame = frame
        ring.cornerRadius = radius + FocusRingView.width
        ring.tintColor = view.tintColor
        ring.setNeedsDisplay()
    }

    /// After each frame step: focus leaves a view that left the window or was hidden (a screen popped, a sheet
    /// dismissed), taking its halo with it, and the halo follows a focused view that moved.
    func keepFocusCurrent() {
        if let focused = focusedItem as? UIView, !isEligible(focused) {
            focus(nil, heading: [])
            if focusedItem == nil { return }
        }
        if ring != nil { showRing() }
    }

    // MARK: Keys

    /// Handles a key the responder chain left alone; returns whether the focus system used it.
    func handle(_ key: UIKey) -> Bool {
        let focused = focusedItem as? UIView
        if let focused, !isEligible(focused) { focus(nil, heading: []) }
        switch key.keyCode {
        case .keyboardTab:
            guard key.modifierFlags.isDisjoint(with: [.control, .command, .alternate]) else { return false }
            return move(forward: !key.modifierFlags.contains(.shift))
        case .keyboardEscape:
            return dismissTopmost()
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            guard let view = focusedItem as? UIView else { return false }
            return SyntheticActivation.activate(view)
        case .keyboardLeftArrow, .keyboardUpArrow:
            return adjust(up: false) || moveInGroup(forward: false)
        case .keyboardRightArrow, .keyboardDownArrow:
            return adjust(up: true) || moveInGroup(forward: true)
        default:
            return false
        }
    }

    /// The arrow keys on an adjustable focused view: a slider, stepper or page control steps, a segmented
    /// control selects the neighbouring segment.
    private func adjust(up: Bool) -> Bool {
        guard let view = focusedItem as? UIView else { return false }
        if let segments = view as? UISegmentedControl {
            let next = segments.selectedSegmentIndex + (up ? 1 : -1)
            guard next >= 0, next < segments.numberOfSegments, segments.isEnabledForSegment(at: next) else {
                return true
            }
            segments.selectedSegmentIndex = next
            segments.sendActions(for: .valueChanged)
            return true
        }
        guard view.accessibilityTraits.contains(.adjustable) else { return false }
        if up { view.accessibilityIncrement() } else { view.accessibilityDecrement() }
        return true
    }

    /// Escape: cancels the topmost alert, or dismisses the topmost sheet the user may dismiss.
    private func dismissTopmost() -> Bool {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        guard let top, top !== window.rootViewController else { return false }
        if let alert = top as? UIAlertController {
            alert.chooseCancelAction()
            return true
        }
        if let sheet = top.presentationController as? UISheetPresentationController {
            sheet.userAskedToDismiss()
            return true
        }
        guard !top.isModalInPresentation else { return true }
        top.presentingViewController?.dismiss(animated: true)
        return true
    }
}

/// The halo around the focused view: a rounded ring in the tint colour, above the window's content, seen by
/// neither touches nor assistive technology.
final class FocusRingView: UIView {
    static let width: CGFloat = 3
    var cornerRadius: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = .clear
        isOpaque = false
        accessibilityElementsHidden = true
    }
    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        tintColor.setStroke()
        let inset = FocusRingView.width / 2
        let path = UIBezierPath(
            roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerRadius: max(cornerRadius - inset, 0))
        path.lineWidth = FocusRingView.width
        path.stroke()
    }
}

/// Activating a view as a tap on it would: its own `accessibilityActivate()` first, else a touch down and up
/// at its activation point, through hit-testing, recognizers and the responder chain.
@MainActor
enum SyntheticActivation {
    /// The touch number activation taps use (far from the backends' own).
    static let touch = 0x7A11_0000

    static func activate(_ view: UIView) -> Bool {
        if view.accessibilityActivate() { return true }
        guard let window = view.window else { return false }
        return tap(at: view.accessibilityActivationPoint, in: window)
    }

    static func tap(at point: CGPoint, in window: UIWindow) -> Bool {
        let input = UIApplication.shared.input
        guard input.touchBegan(touch, at: point, in: window) != nil else { return false }
        input.touchEnded(touch, at: point)
        return true
    }
}

extension UIView: UIFocusItem {}

extension UIWindow {
    /// The window's focus system (made when first asked for).
    public var focusSystem: UIFocusSystem {
        if let system = storedFocusSystem { return system }
        let system = UIFocusSystem(window: self)
        storedFocusSystem = system
        return system
    }
}

extension UIApplication {
    /// Keys the responder chain left unhandled go to the focus system of their window.
    static func pressesReachedEndOfChain(_ presses: Set<UIPress>) {
        for press in presses {
            guard let key = press.key, let window = press.window else { continue }
            _ = window.focusSystem.handle(key)
        }
    }
}
