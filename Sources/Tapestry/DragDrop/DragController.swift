import Foundation

/// Where a drag goes when it leaves every window of the app: the backend offers it to other applications
/// (XDND under X11) and reports what they would do.
@preconcurrency @MainActor
public protocol ExternalDragDestination: AnyObject {
    /// The drag moved to a point of the screen outside the app's windows; the operation the application there
    /// accepts (`.cancel` when none).
    func dragMoved(toScreenPoint point: CGPoint, session: any UIDragSession) -> UIDropOperation
    /// The drag came back into the app (or was cancelled): the other application hears it left.
    func dragLeft()
    /// The items were dropped at a point outside the app; whether an application took them.
    func drop(atScreenPoint point: CGPoint, session: any UIDragSession) -> Bool
}

/// Runs the one drag in progress (SEMANTICS §13.6): the lifted preview that follows the pointer across the
/// app's windows, the drop interaction under it (entered, updated, exited), the drop or the cancellation with
/// their animations; drags from other applications come in through `InputRouter`'s drag entry points.
@MainActor
final class DragController {
    private(set) var session: AppDragSession?
    private weak var source: UIDragInteraction?
    private(set) var dropSession: AppDropSession?
    private weak var target: UIDropInteraction?
    private var entered: [UIDropInteraction] = []
    private(set) var operation = UIDropOperation.cancel
    private(set) weak var pointerWindow: UIWindow?
    private(set) var pointerLocation = CGPoint.zero
    private var preview: UIView?
    private var liftFrame = CGRect.zero
    private weak var liftWindow: UIWindow?
    private var grabOffset = CGPoint.zero
    private var isOutside = false
    /// The backend's way to other applications.
    weak var external: ExternalDragDestination?

    // MARK: A drag from this app

    func begin(
        _ session: AppDragSession, from interaction: UIDragInteraction, sourceView: UIView, in window: UIWindow,
        at point: CGPoint
    ) {
        if self.session != nil { cancel() }
        self.session = session
        session.controller = self
        source = interaction
        dropSession = AppDropSession(items: session.items, localDragSession: session)
        let frame = sourceView.convert(sourceView.bounds, to: window)
        liftFrame = frame
        liftWindow = window
        grabOffset = CGPoint(x: point.x - frame.midX, y: point.y - frame.midY)
        let preview = UIView(frame: frame)
        preview.isUserInteractionEnabled = false
        preview.backgroundColor = sourceView.backgroundColor ?? .systemGray5
        preview.alpha = 0.9
        preview.layer.cornerRadius = 8
        preview.layer.shadowOpacity = 0.3
        preview.layer.shadowRadius = 8
        preview.layer.shadowOffset = CGSize(width: 0, height: 4)
        if let label = sourceView as? UILabel ?? sourceView.subviews.compactMap({ $0 as? UILabel }).first {
            let copy = UILabel(frame: label.convert(label.bounds, to: sourceView))
            copy.text = label.text
            copy.font = label.font
            copy.textColor = label.textColor
            copy.textAlignment = label.textAlignment
            copy.numberOfLines = label.numberOfLines
            preview.addSubview(copy)
        }
        if let item = session.items.first, let delegate = interaction.delegate,
            let lifted = delegate.dragInteraction(interaction, previewForLifting: item, session: session)
        {
            // The delegate's preview: its view where it stands (or, out of any window, at its target).
            let size = lifted.view.superview == nil ? lifted.size : lifted.view.frame.size
            let center = lifted.target.container.convert(lifted.target.center, to: window)
            preview.frame = CGRect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            if let color = lifted.parameters.backgroundColor { preview.backgroundColor = color }
            if lifted.view.superview == nil {
                preview.subviews.forEach { $0.removeFromSuperview() }
                lifted.view.frame = CGRect(origin: .zero, size: size)
                preview.addSubview(lifted.view)
            }
            liftFrame = preview.frame
            grabOffset = CGPoint(x: point.x - preview.frame.midX, y: point.y - preview.frame.midY)
        } else if let custom = session.items.first?.previewProvider?(), custom.view.superview == nil {
            // The app's own preview, at its size, centred where the source's would be.
            preview.subviews.forEach { $0.removeFromSuperview() }
            let size = custom.view.bounds.size == .zero ? frame.size : custom.view.bounds.size
            preview.frame = CGRect(
                x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            preview.backgroundColor = custom.parameters.backgroundColor ?? .clear
            custom.view.frame = CGRect(origin: .zero, size: size)
            preview.addSubview(custom.view)
        }
        self.preview = preview
        window.addSubview(preview)
        // The lift: the preview grows a little under the pointer, with what the delegate adds.
        let animator = DragAnimator()
        interaction.delegate?.dragInteraction(interaction, willAnimateLiftWith: animator, session: session)
        UIView.animate(
            withDuration: 0.15,
            animations: {
                preview.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
                animator.runAnimations()
            }, completion: { _ in animator.runCompletions() })
        move(to: point, in: window)
    }

    /// The pointer moved to `point` in `window` (the touch's window; the point may lie outside it).
    func move(to point: CGPoint, in window: UIWindow) {
        guard let session else { return }
        let screen = CGPoint(x: window.frame.minX + point.x, y: window.frame.minY + point.y)
        // The touch's own window when the pointer is in it (it was on top where the press began).
        if let over = window.bounds.contains(point) ? window : Self.window(atScreenPoint: screen) {
            if isOutside {
                isOutside = false
                external?.dragLeft()
            }
            let local = CGPoint(x: screen.x - over.frame.minX, y: screen.y - over.frame.minY)
            pointerWindow = over
            pointerLocation = local
            if let preview {
                if preview.superview !== over { over.addSubview(preview) }
                preview.center = CGPoint(x: local.x - grabOffset.x, y: local.y - grabOffset.y)
            }
            updateTarget(in: over, at: local)
        } else {
            exitTarget()
            pointerWindow = window
            pointerLocation = point
            preview?.center = CGPoint(x: point.x - grabOffset.x, y: point.y - grabOffset.y)
            isOutside = true
            // A drag restricted to this app is not offered to other applications.
            operation =
                session.isRestrictedToDraggingApplication
                ? .cancel : external?.dragMoved(toScreenPoint: screen, session: session) ?? .cancel
        }
        if let source { source.delegate?.dragInteraction(source, sessionDidMove: session) }
    }

    /// The pointer was released at `point` in `window`.
    func drop(at point: CGPoint, in window: UIWindow) {
        guard let session else { return }
        move(to: point, in: window)
        if isOutside {
            let screen = CGPoint(x: window.frame.minX + point.x, y: window.frame.minY + point.y)
            let taken =
                !session.isRestrictedToDraggingApplication
                && (external?.drop(atScreenPoint: screen, session: session) ?? false)
            isOutside = false
            if taken { finishPreview(dropped: true) } else { finishPreview(dropped: false) }
            end(taken ? .copy : .cancel)
            return
        }
        guard let target, let dropSession, operation == .copy || operation == .move else {
            cancel()
            return
        }
        target.delegate?.dropInteraction(target, performDrop: dropSession)
        if let source { source.delegate?.dragInteraction(source, sessionDidTransferItems: session) }
        target.delegate?.dropInteraction(target, concludeDrop: dropSession)
        finishPreview(dropped: true, on: target)
        end(operation)
    }

    /// The drag was cancelled (the touch was): the preview goes back where it came from.
    func cancel() {
        guard session != nil else { return }
        if isOutside {
            isOutside = false
            external?.dragLeft()
        }
        exitTarget()
        finishPreview(dropped: false)
        end(.cancel)
    }

    private func finishPreview(dropped: Bool, on dropTarget: UIDropInteraction? = nil) {
        guard let preview else { return }
        self.preview = nil
        let animator = DragAnimator()
        let item = session?.items.first
        if dropped {
            // The drop: the preview shrinks into the pointer and fades, or lands where the target says.
            var landing: CGPoint?
            if let dropTarget, let delegate = dropTarget.delegate, let item, let window = preview.superview {
                let standard = UITargetedDragPreview(
                    view: preview, parameters: UIDragPreviewParameters(),
                    target: UIDragPreviewTarget(container: window, center: preview.center))
                if let chosen = delegate.dropInteraction(dropTarget, previewForDropping: item, withDefault: standard) {
                    landing = chosen.target.container.convert(chosen.target.center, to: window)
                }
                delegate.dropInteraction(dropTarget, item: item, willAnimateDropWith: animator)
            }
            UIView.animate(
                withDuration: 0.2,
                animations: {
                    if let landing {
                        preview.center = landing
                        preview.transform = .identity
                    } else {
                        preview.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
                    }
                    preview.alpha = 0
                    animator.runAnimations()
                },
                completion: { _ in
                    preview.removeFromSuperview()
                    animator.runCompletions()
                })
        } else {
            // The cancellation: it flies back to where it was lifted from, or where the source says.
            if let liftWindow, preview.superview !== liftWindow { liftWindow.addSubview(preview) }
            var home = CGPoint(x: liftFrame.midX, y: liftFrame.midY)
            if let source, let delegate = source.delegate, let item, let liftWindow {
                let standard = UITargetedDragPreview(
                    view: preview, parameters: UIDragPreviewParameters(),
                    target: UIDragPreviewTarget(container: liftWindow, center: home))
                if let chosen = delegate.dragInteraction(source, previewForCancelling: item, withDefault: standard) {
                    home = chosen.target.container.convert(chosen.target.center, to: liftWindow)
                }
                delegate.dragInteraction(source, item: item, willAnimateCancelWith: animator)
            }
            UIView.animate(
                withDuration: 0.25,
                animations: {
                    preview.center = home
                    preview.transform = .identity
                    preview.alpha = 0
                    animator.runAnimations()
                },
                completion: { _ in
                    preview.removeFromSuperview()
                    animator.runCompletions()
                })
        }
    }

    private func end(_ result: UIDropOperation) {
        let session = self.session, source = self.source, dropSession = self.dropSession
        for interaction in entered {
            if let dropSession { interaction.delegate?.dropInteraction(interaction, sessionDidEnd: dropSession) }
        }
        entered.removeAll()
        target = nil
        self.session = nil
        self.dropSession = nil
        operation = .cancel
        if let source, let session {
            source.delegate?.dragInteraction(source, session: session, willEndWith: result)
            source.delegate?.dragInteraction(source, session: session, didEndWith: result)
        }
    }

    // MARK: Targets

    /// The app's visible window at a screen point (the top one).
    static func window(atScreenPoint point: CGPoint) -> UIWindow? {
        // Of windows at one level, the one shown last is taken to be in front.
        let candidates = UIApplication.shared.visibleWindowList.filter {
            !$0.presentsAsPopup && $0.frame.contains(point)
        }
        let level = candidates.map(\.windowLevel).max()
        return candidates.last { $0.windowLevel == level }
    }

    /// The drop interaction under `location` that wants the drag, entered and asked for its proposal.
    private func updateTarget(in window: UIWindow, at location: CGPoint) {
        guard let dropSession else { return }
        dropSession.window = window
        dropSession.location = location
        let found = PointerTarget(at: location, in: window).first { view -> UIDropInteraction? in
            view.interactions.lazy.compactMap { $0 as? UIDropInteraction }.first {
                $0.delegate?.dropInteraction($0, canHandle: dropSession) ?? false
            }
        }
        if found !== target {
            exitTarget()
            if let found {
                target = found
                if !entered.contains(where: { $0 === found }) { entered.append(found) }
                found.delegate?.dropInteraction(found, sessionDidEnter: dropSession)
            }
        }
        if let target, let delegate = target.delegate {
            var proposed = delegate.dropInteraction(target, sessionDidUpdate: dropSession).operation
            if proposed == .move && !dropSession.allowsMoveOperation { proposed = .copy }
            operation = proposed
        } else {
            operation = .cancel
        }
    }

    private func exitTarget() {
        if let target, let dropSession { target.delegate?.dropInteraction(target, sessionDidExit: dropSession) }
        target = nil
        operation = .cancel
    }

    // MARK: A drag from another application

    func externalEntered(_ items: [UIDragItem], at location: CGPoint, in window: UIWindow) {
        if session != nil { return }
        dropSession = AppDropSession(items: items, localDragSession: nil)
        updateTarget(in: window, at: location)
    }

    func externalMoved(to location: CGPoint, in window: UIWindow) -> UIDropOperation {
        guard session == nil, dropSession != nil else { return .cancel }
        updateTarget(in: window, at: location)
        return operation
    }

    func externalExited() {
        guard session == nil else { return }
        exitTarget()
        end(.cancel)
    }

    func externalDropped(at location: CGPoint, in window: UIWindow) -> Bool {
        guard session == nil, dropSession != nil else { return false }
        updateTarget(in: window, at: location)
        guard let target, let dropSession, operation == .copy || operation == .move else {
            externalExited()
            return false
        }
        target.delegate?.dropInteraction(target, performDrop: dropSession)
        target.delegate?.dropInteraction(target, concludeDrop: dropSession)
        end(operation)
        return true
    }
}

extension InputRouter {
    /// Where drags go when they leave the app's windows (set by the backend: XDND under X11).
    public var externalDragDestination: ExternalDragDestination? {
        get { application.dragController.external }
        set { application.dragController.external = newValue }
    }

    /// Whether a drag from this app is in progress.
    public var isDragging: Bool { application.dragController.session != nil }

    /// A drag from another application entered `window` at `location` carrying `items` (their providers load
    /// from that application when asked).
    public func dragEntered(_ items: [UIDragItem], at location: CGPoint, in window: UIWindow) {
        guard location.isFinite else { return }
        application.frameStep.makeLayoutCurrent()
        application.dragController.externalEntered(items, at: location, in: window)
    }

    /// That drag moved; the operation a drop there would do (what the backend tells the other application).
    public func dragMoved(to location: CGPoint, in window: UIWindow) -> UIDropOperation {
        guard location.isFinite else { return .cancel }
        application.frameStep.makeLayoutCurrent()
        return application.dragController.externalMoved(to: location, in: window)
    }

    /// That drag left the window (or its source gave up).
    public func dragExited() {
        application.dragController.externalExited()
    }

    /// That drag was dropped at `location`; whether a drop interaction took it.
    public func dragDropped(at location: CGPoint, in window: UIWindow) -> Bool {
        guard location.isFinite else { return false }
        application.frameStep.makeLayoutCurrent()
        return application.dragController.externalDropped(at: location, in: window)
    }
}
