import CWayland
import Foundation
import Tapestry

/// The seat's touch screen (`wl_touch`: real concurrent touches) and touchpad pinches and rotations
/// (`zwp_pointer_gestures_v1`: two fingers around the pointer).
extension WaylandBackend {
    func touchCapabilityChanged(_ present: Bool) {
        if present, touchDevice == nil, let seat = connection.seat {
            touchDevice = wl_seat_get_touch(seat)
            wl_touch_add_listener(touchDevice, &WaylandBackend.touchListener, Unmanaged.passUnretained(self).toOpaque())
        } else if !present, let device = touchDevice {
            deliver(touches.cancel())
            wl_touch_release(device)
            touchDevice = nil
        }
    }

    /// Binds the touchpad's pinch gesture for the pointer (when the compositor offers gestures).
    func bindPinch(for pointer: OpaquePointer) {
        guard let gestures = connection.pointerGestures else { return }
        pinchGesture = zwp_pointer_gestures_v1_get_pinch_gesture(gestures, pointer)
        zwp_pointer_gesture_pinch_v1_add_listener(
            pinchGesture, &WaylandBackend.pinchListener, Unmanaged.passUnretained(self).toOpaque())
    }

    func deliver(_ frames: [(window: UInt, changes: [InputRouter.TouchChange])]) {
        for (key, changes) in frames {
            guard let window = windows.first(where: { UInt(bitPattern: $0.surface) == key }) else { continue }
            application.input.touchesChanged(changes, in: window.window)
        }
    }

    func pinchBegan() {
        guard let window = pointerWaylandWindow, let location = window.pointer.pointerLocation else { return }
        pinchWindow = window.window
        application.input.touchesChanged(pinch.begin(at: location), in: window.window)
    }

    func pinchChanged(dx: CGFloat, dy: CGFloat, scale: CGFloat, rotation: CGFloat) {
        guard let window = pinchWindow else { return }
        application.input.touchesChanged(pinch.update(dx: dx, dy: dy, scale: scale, rotation: rotation), in: window)
    }

    func pinchEnded(cancelled: Bool) {
        guard let window = pinchWindow else { return }
        pinchWindow = nil
        application.input.touchesChanged(pinch.end(cancelled: cancelled), in: window)
    }

    // MARK: Listeners (the user data is the backend)

    nonisolated private static func backend(_ data: UnsafeMutableRawPointer?) -> WaylandBackend? {
        data.map { Unmanaged<WaylandBackend>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated(unsafe) static var touchListener = wl_touch_listener(
        down: { data, _, _, _, surface, id, x, y in
            guard let backend = backend(data) else { return }
            let surface = UInt(bitPattern: surface)
            let location = CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            MainActor.assumeIsolated { backend.touches.down(id: id, in: surface, at: location) }
        },
        up: { data, _, _, _, id in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.touches.up(id: id) }
        },
        motion: { data, _, _, id, x, y in
            guard let backend = backend(data) else { return }
            let location = CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            MainActor.assumeIsolated { backend.touches.motion(id: id, to: location) }
        },
        frame: { data, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.deliver(backend.touches.frame()) }
        },
        cancel: { data, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.deliver(backend.touches.cancel()) }
        },
        shape: { _, _, _, _, _ in }, orientation: { _, _, _, _ in })

    nonisolated(unsafe) static var pinchListener = zwp_pointer_gesture_pinch_v1_listener(
        begin: { data, _, _, _, _, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pinchBegan() }
        },
        update: { data, _, _, dx, dy, scale, rotation in
            guard let backend = backend(data) else { return }
            let values = (
                CGFloat(wl_fixed_to_double(dx)), CGFloat(wl_fixed_to_double(dy)), CGFloat(wl_fixed_to_double(scale)),
                CGFloat(wl_fixed_to_double(rotation))
            )
            MainActor.assumeIsolated {
                backend.pinchChanged(dx: values.0, dy: values.1, scale: values.2, rotation: values.3)
            }
        },
        end: { data, _, _, _, cancelled in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pinchEnded(cancelled: cancelled != 0) }
        })
}
