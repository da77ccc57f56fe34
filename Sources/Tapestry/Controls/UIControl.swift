import Foundation

/// The base class of controls: views that track a touch and send actions for control events (SEMANTICS §8).
///
/// A touch that begins on an enabled control is tracked: `beginTracking` (false stops tracking),
/// `continueTracking` on each move, `endTracking` at the end, `cancelTracking` on cancellation. "Inside" while
/// tracking means inside the bounds grown by 70 pt, so a finger that slips off still triggers the control, and
/// `isHighlighted` follows it. Controls keep the touches they track: they do not pass them up the chain.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Sends `action` to `target` (the responder chain when nil) with the control as sender. Every
    /// target–action the control fires goes through it, so a subclass that overrides it sees (and may hold back
    /// or redirect) each one; call `super` to deliver.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// The states a control can be in.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bit pattern, matching UIKit's.
        public var rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No other state.
        public static let normal = State([])
        /// Touched and inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The bit pattern, matching UIKit's.
        public var rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count above 1) went down on the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The touch moved inside the tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The touch moved outside the tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The touch moved back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The touch moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The touch lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders, steppers, segmented controls).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The bits reserved for an app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits reserved for the system's events.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// A button showed its menu as its primary action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing with Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// The events by name, joined with `+`.
        public var description: String {
            let names: [(Event, String)] = [
                (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
                (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
                (.touchDragExit, "touchDragExit"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
                (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
                (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                (.editingDidEnd, "editingDidEnd"),
                (.editingDidEndOnExit, "editingDidEndOnExit"),
            ]
            let found = names.filter { contains($0.0) }.map(\.1)
            return found.isEmpty ? "Event(\(rawValue))" : found.joined(separator: "+")
        }

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How far (points) outside its bounds a tracked touch still counts as inside.
    open var dragExitMargin: CGFloat = GestureConstants.controlDragExitMargin

    /// Whether the control responds; a disabled control sends no events and draws its disabled state.
    open var isEnabled = true {
        didSet {
            if oldValue != isEnabled {
                if !isEnabled, isTracking { stopTracking() }
                stateDidChange()
            }
        }
    }
    /// A control takes keyboard focus while it is enabled, as with Full Keyboard Access.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether the control is highlighted (touched and inside).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// The control's state.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    /// Whether a touch is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the tracking bounds.
    public private(set) var isTouchInside = false

    /// How content (a button's title and image) sits across the control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the left edge.
        case left = 1
        /// At the right edge.
        case right = 2
        /// Stretched across.
        case fill = 3
        /// At the leading edge (left here).
        case leading = 4
        /// At the trailing edge (right here).
        case trailing = 5
    }

    /// How content sits up and down the control.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// At the top.
        case top = 1
        /// At the bottom.
        case bottom = 2
        /// Stretched down.
        case fill = 3
    }

    /// How the content sits across the control; centred by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// How the content sits up and down the control; centred by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved to `.left` or `.right` for the
    /// control's layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Menus (UIButton shows its `menu`; other controls keep the settings for subclasses)

    /// Whether a tap shows the control's menu instead of sending its primary action (a button's `menu`).
    open var showsMenuAsPrimaryAction = false
    /// Whether the control offers a context menu; a button turns it on when given a `menu`.
    open var isContextMenuInteractionEnabled = false
    /// The point, in the control's coordinates, its menu opens at: below its leading corner, where a button's
    /// menu opens.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration?) -> CGPoint {
        CGPoint(x: effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX : 0, y: bounds.maxY + 4)
    }
    /// The context menu interaction among the control's interactions, if one was added.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first
    }
    /// Whether symbol images in the control animate their changes (kept; symbols are drawn still here).
    open var isSymbolAnimationEnabled = false

    /// Performs the primary action as a tap would: sends `.primaryActionTriggered` (a button that shows its
    /// menu as its primary action opens the menu instead).
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

    private var actions: [(action: UIAction, events: Event)] = []
    private weak var trackedTouch: UITouch?

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` change; redraws by default.
    open func stateDidChange() { setNeedsDisplay() }

    // MARK: Actions

    /// Adds an action run for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes an action from `controlEvents` (from every event it was added for when `controlEvents` covers them).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Removes the action with `identifier` from `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for entry in actions where entry.action.identifier == identifier {
            removeAction(entry.action, for: controlEvents)
        }
    }

    /// The actions added, in order (each once).
    var registeredActions: [UIAction] { actions.map(\.action) }

    /// The events `action` was added for.
    func events(of action: UIAction) -> Event {
        actions.reduce([]) { $1.action === action ? $0.union($1.events) : $0 }
    }

    /// The events that have actions.
    public var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled || controlEvents.isSubset(of: .allEditingEvents) else { return }
        let matching = actions.filter { !$0.events.intersection(controlEvents).isEmpty }
        if EventTrace.isEnabled, !matching.isEmpty {
            EventTrace.record(.note("\(EventTrace.name(self)) sends \(controlEvents) to \(matching.count) action(s)"))
        }
        for entry in matching { entry.action.perform(from: self) }
    }

    // MARK: Tracking

    /// Called when a touch begins on the control; return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called on each move of the tracked touch; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch ends (or tracking stops; the touch is nil then).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when the tracked touch is cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether a point (in the control's coordinates) counts as inside while tracking.
    open func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -dragExitMargin, dy: -dragExitMargin).contains(point)
    }

    private func stopTracking() {
        isTracking = false
        isHighlighted = false
        trackedTouch = nil
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !isTracking, let touch = touches.first else { return }
        trackedTouch = touch
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        guard isTracking else {
            trackedTouch = nil
            return
        }
        touch.window?.eventDispatcher?.touches.control(self, beganTracking: touch)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? .touchDownRepeat : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if !continueTracking(touch, with: event) {
            endTracking(nil, with: event)
            stopTracking()
            return
        }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        isTouchInside = inside
        endTracking(touch, with: event)
        stopTracking()
        if inside {
            sendActions(for: touchUpInsideEvents)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTracking(with: event)
        stopTracking()
        sendActions(for: .touchCancel)
    }

    /// The tracked touch ended or was cancelled without its end reaching the control (a subview that forwarded
    /// its touches here was moved elsewhere mid-touch): tracking is cancelled, as for a cancelled touch.
    func touchFinishedWithoutReachingControl(_ touch: UITouch) {
        guard isTracking, trackedTouch === touch else { return }
        cancelTracking(with: nil)
        stopTracking()
        sendActions(for: .touchCancel)
    }

    /// The events sent when the touch lifts inside: `.touchUpInside`, plus `.primaryActionTriggered` for buttons.
    var touchUpInsideEvents: Event { .touchUpInside }

    /// Whether the standard controls' protection applies (SEMANTICS §4.12); false for plain `UIControl`.
    var protectsTapsFromAncestorRecognizers: Bool { false }

    /// Standard controls keep a single tap away from tap recognizers on their ancestors (SEMANTICS §4.12);
    /// a recognizer on the control itself, and any recognizer on a plain `UIControl`, may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard protectsTapsFromAncestorRecognizers, gestureRecognizer.view !== self else { return true }
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
            tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return true
    }
}
