import CCairo
import CWayland
import Foundation
import Tapestry
import TapestryCairo
import TapestryX11

/// The Wayland surface of one visible `UIWindow`: an xdg-shell toplevel (or a popup, for menus) drawn by Cairo
/// into a canvas of the window's pixel size, whose damaged pixels are copied into a free `wl_shm` buffer and
/// committed with only those rectangles damaged. A new frame is committed only after the compositor's frame
/// callback for the last one, so a hidden or idle window draws nothing.
@preconcurrency @MainActor
final class WaylandWindow {
    let window: UIWindow
    private unowned let connection: WaylandConnection
    let surface: OpaquePointer
    private(set) var xdgSurface: OpaquePointer?
    private(set) var toplevel: OpaquePointer?
    private(set) var popup: OpaquePointer?
    private var decoration: OpaquePointer?
    /// The libdecor frame that makes the toplevel and draws its decorations (WaylandWindow+Decorations), when
    /// the compositor draws none.
    var decorFrame: OpaquePointer?
    /// The size the last libdecor configure settled on, applied once that configure is committed.
    var decorSize = CGSize.zero
    private var viewport: OpaquePointer?
    private var fractionalScale: OpaquePointer?
    /// Whether the compositor configured the surface (it may be drawn from then on).
    var isConfigured = false
    /// The size the compositor asked for in its last configure, in points (zero: the window's own).
    private var configuredSize = CGSize.zero
    /// Scale from points to buffer pixels: the outputs' integer scale, or the compositor's preferred fractional
    /// scale when it offers one.
    private(set) var scale: CGFloat
    /// The integer scales of the outputs the surface is on.
    private var enteredOutputs: Set<UInt32> = []
    private var preferredFractionalScale: CGFloat?
    private var canvas: OpaquePointer?
    private var cr: OpaquePointer?
    private var buffers: [WaylandBuffer] = []
    private(set) var pixelSize = (width: 0, height: 0)
    /// The frame callback of the last commit, until the compositor says it is time for the next frame.
    private var frameCallback: OpaquePointer?
    /// Damage (buffer pixels) of frames drawn into the canvas but not committed yet.
    private var uncommitted = DamageRegion()
    /// The pointer translation of this window (touches from the left button, hover, scrolling).
    var pointer = X11PointerTranslation()
    /// Where the two Alt fingers mirror around: where the pointer was when Alt went down (nil: Alt is up).
    var altPivot: CGPoint?
    /// The cursor shown in the window.
    var cursorName = ""
    /// Whether a frame has been committed.
    private(set) var hasPresented = false
    /// Called when the compositor asks for a new size (points) or scale.
    var resized: ((WaylandWindow, CGSize) -> Void)?
    /// Called when the compositor asks the window to close, or dismisses a popup.
    var closeRequested: ((WaylandWindow) -> Void)?

    init(window: UIWindow, connection: WaylandConnection, parent: WaylandWindow?, serial: UInt32) {
        self.window = window
        self.connection = connection
        scale = CGFloat(connection.largestOutputScale)
        surface = wl_compositor_create_surface(connection.compositor)
        let context = Unmanaged.passUnretained(self).toOpaque()
        wl_surface_add_listener(surface, &WaylandWindow.surfaceListener, context)
        if let manager = connection.fractionalScaleManager, let viewporter = connection.viewporter {
            fractionalScale = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface)
            wp_fractional_scale_v1_add_listener(fractionalScale, &WaylandWindow.fractionalScaleListener, context)
            viewport = wp_viewporter_get_viewport(viewporter, surface)
        }
        if window.presentsAsPopup, let parent, let parentSurface = parent.xdgSurfaceForChildren {
            xdgSurface = xdg_wm_base_get_xdg_surface(connection.wmBase, surface)
            xdg_surface_add_listener(xdgSurface, &WaylandWindow.xdgSurfaceListener, context)
            let positioner = xdg_wm_base_create_positioner(connection.wmBase)
            let origin = CGPoint(
                x: window.frame.minX - parent.window.frame.minX, y: window.frame.minY - parent.window.frame.minY)
            xdg_positioner_set_size(positioner, Int32(max(1, window.bounds.width)), Int32(max(1, window.bounds.height)))
            xdg_positioner_set_anchor_rect(positioner, Int32(origin.x), Int32(origin.y), 1, 1)
            xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_TOP_LEFT.rawValue)
            xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT.rawValue)
            xdg_positioner_set_constraint_adjustment(
                positioner,
                XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_X.rawValue
                    | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_SLIDE_Y.rawValue
                    | XDG_POSITIONER_CONSTRAINT_ADJUSTMENT_FLIP_Y.rawValue)
            popup = xdg_surface_get_popup(xdgSurface, parentSurface, positioner)
            xdg_positioner_destroy(positioner)
            xdg_popup_add_listener(popup, &WaylandWindow.popupListener, context)
            if let seat = connection.seat { xdg_popup_grab(popup, seat, serial) }
        } else if WaylandWindow.wantsClientSideDecorations(
            serverSideOffered: connection.decorationManager != nil, environment: ProcessInfo.processInfo.environment),
            let frame = makeDecoratedFrame()
        {
            decorFrame = frame
            return  // libdecor maps the frame; its configure follows
        } else {
            xdgSurface = xdg_wm_base_get_xdg_surface(connection.wmBase, surface)
            xdg_surface_add_listener(xdgSurface, &WaylandWindow.xdgSurfaceListener, context)
            toplevel = xdg_surface_get_toplevel(xdgSurface)
            xdg_toplevel_add_listener(toplevel, &WaylandWindow.toplevelListener, context)
            setTitle(window.title)
            xdg_toplevel_set_app_id(toplevel, WaylandWindow.appID)
            if let manager = connection.decorationManager {
                decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
                zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
            }
        }
        wl_surface_commit(surface)  // the first configure follows
    }

    /// The display the window's connection is on.
    var connectionDisplay: OpaquePointer { connection.display }

    /// The app id: the bundle identifier in Info.plist, else the program's name.
    static var appID: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    func setTitle(_ title: String) {
        let shown = title.isEmpty ? ProcessInfo.processInfo.processName : title
        if let decorFrame { tapestry_decor_frame_set_title(decorFrame, shown) }
        guard let toplevel else { return }
        xdg_toplevel_set_title(toplevel, shown)
    }

    /// The xdg_surface a popup of this window is made a child of.
    var xdgSurfaceForChildren: OpaquePointer? {
        xdgSurface ?? decorFrame.flatMap { tapestry_decor_frame_xdg_surface($0) }
    }

    private var appliedMinimumSize: CGSize?

    /// Tells the compositor the smallest size the window's constraints allow, when it changed.
    func updateMinimumSize() {
        guard toplevel != nil || decorFrame != nil else { return }
        let size = window.minimumLayoutSize ?? .zero
        let rounded = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        guard rounded != appliedMinimumSize else { return }
        appliedMinimumSize = rounded
        let width = Int32(clamping: Int(rounded.width)), height = Int32(clamping: Int(rounded.height))
        if let decorFrame { tapestry_decor_frame_set_min_size(decorFrame, width, height) }
        if let toplevel { xdg_toplevel_set_min_size(toplevel, width, height) }
    }

    // MARK: Configure and scale

    fileprivate func toplevelConfigured(width: Int32, height: Int32) {
        configuredSize = CGSize(width: CGFloat(width), height: CGFloat(height))
    }

    fileprivate func surfaceConfigured(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        isConfigured = true
        var size = window.bounds.size
        if configuredSize.width > 0 && configuredSize.height > 0 { size = configuredSize }
        applySize(size)
    }

    /// Makes the canvas and buffers fit `size` points at the current scale, and tells the engine of a new size.
    func applySize(_ size: CGSize) {
        let pixels = Self.bufferPixels(for: size, scale: scale)
        if size != window.bounds.size { resized?(self, size) }
        guard pixels != pixelSize || canvas == nil else { return }
        pixelSize = pixels
        destroyCanvas()
        canvas = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixels.width), Int32(pixels.height))
        cr = cairo_create(canvas)
        cairo_scale(cr, Double(scale), Double(scale))
        if let viewport {
            wp_viewport_set_destination(viewport, Int32(size.width.rounded()), Int32(size.height.rounded()))
            wl_surface_set_buffer_scale(surface, 1)
        } else {
            wl_surface_set_buffer_scale(surface, Int32(scale))
        }
        window.setNeedsDisplayOfWholeWindow()
    }

    /// The buffer for `size` points at `scale`: round(points × scale) pixels a side, never a scaled-up smaller
    /// one (a 300-point window at 1.25 is 375 pixels wide, drawn at 1.25).
    static func bufferPixels(for size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
    }

    /// wp_fractional_scale_v1's preferred scale, sent in 120ths.
    static func fractionalScale(_ value: UInt32) -> CGFloat { CGFloat(value) / 120 }

    /// The scale a surface draws at: the compositor's fractional preference when it gives one, else the largest
    /// integer scale of the outputs the surface is on, else of any output.
    static func chosenScale(fractional: CGFloat?, enteredOutputScales: [Int32], anyOutputScale: Int32) -> CGFloat {
        fractional ?? CGFloat(enteredOutputScales.max() ?? anyOutputScale)
    }

    /// The scale the surface should have now (see `chosenScale`).
    private func updateScale() {
        let wanted = Self.chosenScale(
            fractional: preferredFractionalScale,
            enteredOutputScales: enteredOutputs.compactMap { connection.outputs[$0]?.scale },
            anyOutputScale: connection.largestOutputScale)
        guard wanted != scale else { return }
        scale = wanted
        if isConfigured { applySize(window.bounds.size) }
    }

    // MARK: Drawing

    /// Draws the window's damage into the canvas and, when the compositor is ready for a frame, commits the
    /// changed pixels in a free buffer.
    func present(with renderer: ViewRenderer) {
        guard isConfigured, let cr, let canvas else { return }
        if window.hasPendingLayout || !window.damage.isEmpty {
            let rects = renderer.renderDamage(of: window, into: cr)
            cairo_surface_flush(canvas)
            for rect in rects { uncommitted.add(rect.applying(CGAffineTransform(scaleX: scale, y: scale)).integral) }
            uncommitted.clip(to: CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        }
        guard frameCallback == nil, !uncommitted.isEmpty, let buffer = freeBuffer() else { return }
        for other in buffers { other.stale.formUnion(uncommitted) }
        buffer.update(from: canvas)
        wl_surface_attach(surface, buffer.buffer, 0, 0)
        for rect in uncommitted.rects {
            wl_surface_damage_buffer(
                surface, Int32(rect.minX), Int32(rect.minY), Int32(rect.width), Int32(rect.height))
        }
        uncommitted.removeAll()
        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, &WaylandWindow.frameListener, Unmanaged.passUnretained(self).toOpaque())
        wl_surface_commit(surface)
        buffer.isBusy = true
        hasPresented = true
        if Self.logsCommits { Self.logCommit() }
    }

    /// `TAPESTRY_WAYLAND_COMMIT_LOG=1`: each frame's commit is written to stderr as "commit <CLOCK_MONOTONIC
    /// microseconds>" (for `make bench`, which logs its C floor's commits the same way).
    static let logsCommits = ProcessInfo.processInfo.environment["TAPESTRY_WAYLAND_COMMIT_LOG"] == "1"

    private static func logCommit() {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        let microseconds = Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
        FileHandle.standardError.write(Data("commit \(microseconds)\n".utf8))
    }

    /// A buffer the compositor is not reading, of the canvas's size (a third is made if both are busy).
    private func freeBuffer() -> WaylandBuffer? {
        if let free = buffers.first(where: { !$0.isBusy }) { return free }
        guard buffers.count < 3, let shm = connection.shm,
            let buffer = WaylandBuffer(shm: shm, width: pixelSize.width, height: pixelSize.height)
        else { return nil }
        buffers.append(buffer)
        return buffer
    }

    /// The last drawn pixels of the window (for screenshots and tests).
    var pixels: PixelBuffer? { canvas.map { PixelBuffer(surface: $0) } }

    private func destroyCanvas() {
        for buffer in buffers { buffer.destroy() }
        buffers.removeAll()
        if let cr { cairo_destroy(cr) }
        if let canvas { cairo_surface_destroy(canvas) }
        cr = nil
        canvas = nil
    }

    /// Unmaps the window and frees its surfaces.
    func destroy() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        destroyCanvas()
        if let decorFrame { tapestry_decor_frame_free(decorFrame) }
        decorFrame = nil
        if let decoration { zxdg_toplevel_decoration_v1_destroy(decoration) }
        if let popup { xdg_popup_destroy(popup) }
        if let toplevel { xdg_toplevel_destroy(toplevel) }
        if let xdgSurface { xdg_surface_destroy(xdgSurface) }
        if let viewport { wp_viewport_destroy(viewport) }
        if let fractionalScale { wp_fractional_scale_v1_destroy(fractionalScale) }
        wl_surface_destroy(surface)
        decoration = nil
        popup = nil
        toplevel = nil
        xdgSurface = nil
    }

    // MARK: Listeners (the user data is the window)

    nonisolated private static func window(_ data: UnsafeMutableRawPointer?) -> WaylandWindow? {
        data.map { Unmanaged<WaylandWindow>.fromOpaque($0).takeUnretainedValue() }
    }

    private func outputName(_ proxy: UInt) -> UInt32? {
        connection.outputs.values.first { $0.proxy == OpaquePointer(bitPattern: proxy) }?.name
    }

    nonisolated(unsafe) static var surfaceListener = wl_surface_listener(
        enter: { data, _, output in
            guard let window = WaylandWindow.window(data) else { return }
            let output = UInt(bitPattern: output)
            MainActor.assumeIsolated {
                guard let name = window.outputName(output) else { return }
                window.enteredOutputs.insert(name)
                window.updateScale()
            }
        },
        leave: { data, _, output in
            guard let window = WaylandWindow.window(data) else { return }
            let output = UInt(bitPattern: output)
            MainActor.assumeIsolated {
                guard let name = window.outputName(output) else { return }
                window.enteredOutputs.remove(name)
                window.updateScale()
            }
        })

    nonisolated(unsafe) static var fractionalScaleListener = wp_fractional_scale_v1_listener(
        preferred_scale: { data, _, scale in
            guard let window = WaylandWindow.window(data) else { return }
            MainActor.assumeIsolated {
                window.preferredFractionalScale = WaylandWindow.fractionalScale(scale)
                window.updateScale()
            }
        })

    nonisolated(unsafe) static var xdgSurfaceListener = xdg_surface_listener(configure: { data, _, serial in
        guard let window = WaylandWindow.window(data) else { return }
        MainActor.assumeIsolated { window.surfaceConfigured(serial: serial) }
    })

    nonisolated(unsafe) static var toplevelListener = xdg_toplevel_listener(
        configure: { data, _, width, height, _ in
            guard let window = WaylandWindow.window(data) else { return }
            MainActor.assumeIsolated { window.toplevelConfigured(width: width, height: height) }
        },
        close: { data, _ in
            guard let window = WaylandWindow.window(data) else { return }
            MainActor.assumeIsolated { window.closeRequested?(window) }
        },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in })

    nonisolated(unsafe) static var popupListener = xdg_popup_listener(
        configure: { data, _, _, _, width, height in
            guard let window = WaylandWindow.window(data) else { return }
            MainActor.assumeIsolated { window.toplevelConfigured(width: width, height: height) }
        },
        popup_done: { data, _ in
            guard let window = WaylandWindow.window(data) else { return }
            MainActor.assumeIsolated { window.closeRequested?(window) }
        },
        repositioned: { _, _, _ in })

    nonisolated(unsafe) static var frameListener = wl_callback_listener(done: { data, callback, _ in
        wl_callback_destroy(callback)
        guard let window = WaylandWindow.window(data) else { return }
        MainActor.assumeIsolated { window.frameCallback = nil }
    })
}
