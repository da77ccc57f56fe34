import Foundation
import Observation

/// UIKit 26's properties pass: `updateProperties()` of views and view controllers, run in the layout pass before
/// `layoutSubviews()` (a view's controller first), once after `setNeedsUpdateProperties()` and once before a
/// view's first layout, and again whenever an `@Observable` value it read changes (automatic observation
/// tracking). It does not run `layoutSubviews()`: setting a label's text or a colour there redraws without a
/// layout of the view asking.
extension UIView {
    /// Whether this view or its controller waits for `updateProperties()`.
    var propertiesPending: Bool { needsUpdateProperties || controllerNeedsUpdateProperties }

    /// Marks the ancestors so that the next layout pass reaches this view.
    func schedulePropertyUpdate() {
        markAncestorsSubtreeNeedsLayout()
    }

    /// Runs the controller's and then the view's pending `updateProperties()`, each tracking the observable
    /// values it reads.
    func runPendingPropertyUpdates() {
        if controllerNeedsUpdateProperties {
            controllerNeedsUpdateProperties = false
            if let controller = owningViewController {
                let box = PropertyUpdateTarget(controller: controller)
                PropertyUpdateTracking.run {
                    controller.updateProperties()
                } onChange: {
                    box.invalidate()
                }
            }
        }
        if needsUpdateProperties {
            needsUpdateProperties = false
            let box = PropertyUpdateTarget(view: self)
            PropertyUpdateTracking.run {
                self.updateProperties()
            } onChange: {
                box.invalidate()
            }
        }
    }

    /// Runs the pending property updates of this view and its subtree now, parents first, without layout.
    func runPropertyUpdatesInSubtree() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if view.propertiesPending { view.runPendingPropertyUpdates() }
            for subview in view.storedSubviews.reversed() where subview.hasPendingLayout { stack.append(subview) }
        }
    }
}

/// What a change of an observed value marks: a view or a view controller, held weakly.
final class PropertyUpdateTarget: @unchecked Sendable {
    private weak var view: UIView?
    private weak var controller: UIViewController?

    init(view: UIView) { self.view = view }
    init(controller: UIViewController) { self.controller = controller }

    /// Asks for the target's `updateProperties()` again: at once on the main actor (where a model changes in an
    /// event handler), else from the main queue.
    func invalidate() {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { mark() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.mark() } }
        }
    }

    @MainActor private func mark() {
        view?.setNeedsUpdateProperties()
        controller?.setNeedsUpdateProperties()
    }
}

/// Runs an update inside Swift Observation's tracking, so that a change of any `@Observable` property it read
/// asks for the update again (once: the next update tracks afresh).
enum PropertyUpdateTracking {
    @MainActor static func run(_ update: () -> Void, onChange: @escaping @Sendable () -> Void) {
        withObservationTracking(update, onChange: onChange)
    }

    /// Whether objects of `type` get an `updateProperties()` before their first layout: the app's own classes
    /// (which may override it). Tapestry's classes do not override it, so they skip the call (and its tracking)
    /// on screens of many plain views.
    @MainActor static func isAppClass(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = appClasses[key] { return known }
        let answer = !String(reflecting: type).hasPrefix("Tapestry.")
        appClasses[key] = answer
        return answer
    }
    @MainActor private static var appClasses: [ObjectIdentifier: Bool] = [:]
}
