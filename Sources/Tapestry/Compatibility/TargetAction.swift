import Foundation

// UIKit's target–action APIs, with a `Selector` made from a method reference in place of `#selector`. Targets
// are not retained (as in UIKit), except by display links and timers, which retain theirs as UIKit's do.

extension UIAction {
    /// An action that sends `action` to `target` (to the responder chain when `target` is nil): what
    /// `UIControl.addTarget(_:action:for:)` adds.
    convenience init(target: Any?, action: Selector) {
        let record = TargetAction(target: target, action: action)
        let toResponderChain = target == nil
        self.init(identifier: Identifier("target-action \(action)")) { performed in
            guard let sender = performed.sender else { return }
            // A control sends through its overridable `sendAction(_:to:for:)`, as UIKit's controls do.
            if let control = sender as? UIControl {
                if toResponderChain {
                    control.sendAction(action, to: nil, for: nil)
                } else if let target = record.target {
                    control.sendAction(action, to: target, for: nil)
                }
            } else if toResponderChain {
                UIApplication.shared.sendAction(action, to: nil, from: sender, for: nil)
            } else {
                record.send(from: sender)
            }
        }
        targetAction = record
        targetIsResponderChain = toResponderChain
    }
}

extension UIControl {
    /// Adds `target`'s `action`, sent with the control as sender for `controlEvents`. A nil target sends it to
    /// the first responder and on along the responder chain to the first object whose class has the method.
    /// The target is not retained.
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        // The same target and action added again for the same events is one registration, as in UIKit.
        let already = registeredActions.contains { registered in
            guard let record = registered.targetAction, record.action == action,
                registered.targetIsResponderChain == (target == nil),
                target == nil || record.target === (target as AnyObject)
            else { return false }
            return events(of: registered).isSuperset(of: controlEvents)
        }
        guard !already else { return }
        addAction(UIAction(target: target, action: action), for: controlEvents)
    }

    /// Removes `target`'s `action` (every action of `target` when nil; every target's when `target` is nil)
    /// from `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        for registered in registeredActions {
            guard let record = registered.targetAction else { continue }
            let sameTarget =
                target == nil || (!registered.targetIsResponderChain && record.target === (target as AnyObject))
            if sameTarget, action == nil || action == record.action {
                removeAction(registered, for: controlEvents)
            }
        }
    }

    /// Calls `iterator` for each event handler, in the order they were added, once per control event it
    /// handles: an action added with `addAction(_:for:)` comes as the first argument, a target–action as the
    /// second (its target nil for the responder chain); setting the last argument to true stops.
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: UIControl.Event,
            _ stop: inout Bool
        ) -> Void
    ) {
        var stop = false
        for action in registeredActions {
            let events = self.events(of: action)
            for bit in 0..<UInt.bitWidth where events.rawValue & (1 << UInt(bit)) != 0 {
                let event = UIControl.Event(rawValue: 1 << UInt(bit))
                if let record = action.targetAction {
                    iterator(nil, (action.targetIsResponderChain ? nil : record.target, record.action), event, &stop)
                } else {
                    iterator(action, nil, event, &stop)
                }
                if stop { return }
            }
        }
    }

    /// The targets of the control's target–actions (a nil target, the responder chain, as `NSNull`).
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for action in registeredActions {
            guard let record = action.targetAction else { continue }
            if action.targetIsResponderChain {
                targets.insert(NSNull())
            } else if let target = record.target {
                targets.insert(ObjectIdentifierBox(target))
            }
        }
        return targets
    }
}

/// A hashable stand-in for an object that is not `Hashable` itself (as `allTargets` reports targets).
struct ObjectIdentifierBox: Hashable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.object === rhs.object }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(object)) }
}

extension UIApplication {
    /// What `sendAction(_:to:from:for:)` does (UIApplication.swift holds the overridable method).
    func baseSendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            return action.perform(on: target as AnyObject, sender: sender, event: event) != nil
                || action.canBePerformed(by: target as AnyObject)
        }
        let start: UIResponder? = keyWindow?.firstResponder ?? (sender as? UIResponder)
        return start?.sendAlongChain(action, from: sender, for: event) ?? false
    }
}

extension UIResponder {
    /// Sends `action` to the first responder along the chain from this one that takes it: each is asked
    /// `canPerformAction(_:withSender:)` (`target(forAction:withSender:)`), and the one that takes it must have
    /// the method. Returns whether one received it.
    func sendAlongChain(_ action: Selector, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target(forAction: action, withSender: sender) as AnyObject?,
            action.canBePerformed(by: target)
        else { return false }
        action.perform(on: target, sender: sender, event: event)
        return true
    }
}

extension UIGestureRecognizer {
    /// Adds a target and action, sent with the recognizer as sender.
    public func addTarget(_ target: Any, action: Selector) {
        let record = TargetAction(target: target, action: action)
        handlers.append(RecognizerHandler(run: { record.send(from: $0) }, targetAction: record))
    }

    /// Removes `target`'s `action` (all of `target`'s when `action` is nil; every target when `target` is nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        handlers.removeAll { $0.targetAction?.matches(target: target, action: action) == true }
    }
}

extension UIBarButtonItem {
    /// Creates an item with a title that sends `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, image: nil, primaryAction: nil, menu: nil)
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with an image that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, image: image, primaryAction: nil, menu: nil)
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates a system item that sends `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem, primaryAction: nil, menu: nil)
        setTarget(target, action: action)
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
}

extension CADisplayLink {
    /// Creates a display link that sends `selector` to `target` every frame, with the link as sender, once added
    /// to a run loop. The link retains its target until it is invalidated, as UIKit's does.
    public convenience init(target: Any, selector: Selector) {
        let target = target as AnyObject
        self.init { link in selector.perform(on: target, sender: link) }
    }
}

extension UIScreen {
    /// A display link for this screen that sends `selector` to `target` every frame (UIKit's factory for
    /// `CADisplayLink(target:selector:)`); add it to a run loop to start it.
    public func displayLink(withTarget target: Any, selector: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }
}

extension RunLoop.Mode {
    /// The mode UIKit's run loop runs while a scroll view tracks a touch (`UITrackingRunLoopMode`). Named for code
    /// that schedules in it; Tapestry's loop runs the default mode throughout, so a timer or display link added
    /// only in `.tracking` never runs (add it in `.common`, as UIKit code usually does, and it runs always).
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

extension Timer {
    /// Creates a timer that sends `selector` to `target` with the timer as sender; add it to a run loop to
    /// start it. The timer retains its target until it is invalidated.
    ///
    /// The method receives a timer whose `userInfo` is the one given here (Foundation's `userInfo` on Linux is
    /// always nil, so the method is passed a stand-in that carries it and forwards `invalidate()`, `isValid`
    /// and `fireDate` to this timer).
    public convenience init(
        timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        let target = UncheckedSendable(target as AnyObject)
        let info = UncheckedSendable(userInfo)
        self.init(timeInterval: timeInterval, repeats: repeats) { timer in
            selector.perform(on: target.value, sender: TargetActionTimer(timer, userInfo: info.value))
        }
    }

    /// Creates a timer that sends `selector` to `target` and schedules it on the current run loop.
    public class func scheduledTimer(
        timeInterval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// The timer a target–action timer's method receives: it carries the `userInfo` and forwards to the real one.
final class TargetActionTimer: Timer {
    private let timer: Timer
    private let info: Any?

    init(_ timer: Timer, userInfo: Any?) {
        self.timer = timer
        info = userInfo
        super.init(fire: timer.fireDate, interval: timer.timeInterval, repeats: false) { _ in }
    }

    override var userInfo: Any? { info }
    override var isValid: Bool { timer.isValid }
    override var fireDate: Date {
        get { timer.fireDate }
        set { timer.fireDate = newValue }
    }
    override func invalidate() { timer.invalidate() }
    override func fire() { timer.fire() }
}

extension NotificationCenter {
    /// Adds `observer`'s method `selector`, called with each notification named `name` (any when nil) from
    /// `object` (any when nil). The observer is not retained; once it is deallocated nothing is called.
    /// `removeObserver(_:)` and `removeObserver(_:name:object:)` remove it, as in UIKit.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = WeakBox(observer as AnyObject)
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let observer = target.object else { return }
            selector.perform(on: observer, sender: notification)
        }
        let observations = SelectorObservations.of(observer as AnyObject, creating: true)!
        observations.entries.append((token, name, object.map { $0 as AnyObject }))
    }

    /// Removes every observation of `observer`: a token `addObserver(forName:object:queue:using:)` returned, or
    /// an object that observes with selectors.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s observations of notifications named `name` (all when nil) from `object` (any when
    /// nil): a token's, or those an object added with selectors.
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        removeObserver(observer as Any, name: name, object: object)
        guard let observations = SelectorObservations.of(observer, creating: false) else { return }
        observations.entries.removeAll { token, observedName, observedObject in
            guard name == nil || name == observedName else { return false }
            guard object == nil || observedObject === (object! as AnyObject) else { return false }
            removeObserver(token as Any)
            return true
        }
    }
}

/// The observations an object added with `addObserver(_:selector:name:object:)`, kept as an associated
/// object of it so that `removeObserver` can find their tokens.
final class SelectorObservations {
    var entries: [(token: NSObjectProtocol, name: Notification.Name?, object: AnyObject?)] = []
    nonisolated(unsafe) private static var key: UInt8 = 0

    static func of(_ observer: AnyObject, creating: Bool) -> SelectorObservations? {
        if let existing = objc_getAssociatedObject(observer, &key) as? SelectorObservations { return existing }
        guard creating else { return nil }
        let made = SelectorObservations()
        objc_setAssociatedObject(observer, &key, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }
}

/// A weak reference that can be captured by a `@Sendable` closure.
final class WeakBox: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
