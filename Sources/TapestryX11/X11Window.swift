import CCairo
import CX11
import Foundation
@_spi(Backend) import Tapestry
import TapestryCairo

/// One UIWindow's X window: a client-side Cairo image surface the renderer draws into, and an XImage over
/// the same pixels from which only damaged rectangles are copied to the window (no flicker, no full upload
/// for a small change).
@MainActor
final class X11Window {
    let window: UIWindow
    let xid: Window
    private unowned let connection: X11Connection
    private(set) var surface: OpaquePointer?
    private(set) var cr: OpaquePointer?
    private var image: UnsafeMutablePointer<XImage>?
    /// The shared-memory segment that holds the surface's pixels, when uploads go through MIT-SHM.
    private var segment: UnsafeMutablePointer<XShmSegmentInfo>?
    /// The request that last uploaded from the segment (0: none outstanding). The server reads the pixels when it
    /// gets to that request, so nothing is drawn into the surface before it has.
    private var lastUploadSerial: UInt = 0
    private let gc: GC
    var ic: XIC?
    /// The on-the-spot preedit state of `ic` (nil for root-window style).
    var preedit: UnsafeMutablePointer<tapestry_preedit>?
    /// The spot last told to the input method (pixels), so it is sent only when it moves.
    var spot: (x: Int32, y: Int32)?
    /// Exposed rectangles in pixels, merged until the last Expose of a series.
    var exposed = DamageRegion()
    /// The surface's size in pixels.
    private(set) var pixelSize = (width: 0, height: 0)
    let scale: CGFloat
    var pointer = X11PointerTranslation()
    /// Where the pointer was when Alt went down (the Alt fingers mirror around it), while Alt is held.
    var altPivot: CGPoint?
    /// The Xcursor name shown now.
    var cursorName = ""
    var isMapped = false

    init(window: UIWindow, connection: X11Connection) {
        self.window = window
        self.connection = connection
        scale = connection.scale
        let display = connection.display
        let width = UInt32(max(1, (window.bounds.width * scale).rounded()))
        let height = UInt32(max(1, (window.bounds.height * scale).rounded()))
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XWhitePixel(display, connection.screen)
        attributes.bit_gravity = Int32(NorthWestGravity)
        // A popup (a menu) has no decorations and sits where its frame says (override-redirect).
        attributes.override_redirect = window.presentsAsPopup ? 1 : 0
        attributes.save_under = window.presentsAsPopup ? 1 : 0
        attributes.event_mask = Int(
            ExposureMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
                | StructureNotifyMask | FocusChangeMask | EnterWindowMask | LeaveWindowMask)
        xid = XCreateWindow(
            display, connection.root, Int32(window.frame.minX * scale), Int32(window.frame.minY * scale), width, height,
            0,
            connection.depth, UInt32(InputOutput), connection.visual,
            UInt(CWBackPixel | CWBitGravity | CWEventMask | CWOverrideRedirect | CWSaveUnder), &attributes)
        gc = XCreateGC(display, xid, 0, nil)
        window.frameRequestHandler = { [weak self] frame in
            self?.requestFrame(frame)
            return true
        }
        // The window manager may ask to close, check that the app answers (ping) and wait for each resized frame.
        var protocols = [connection.atoms.wmDeleteWindow, connection.atoms.netWMPing]
        if connection.hasSync {
            syncCounter = XSyncCreateCounter(display, tapestry_sync_value(0))
            var counter = UInt(syncCounter)
            withUnsafeBytes(of: &counter) { raw in
                _ = XChangeProperty(
                    display, xid, connection.atoms.netWMSyncRequestCounter, Atom(XA_CARDINAL), 32, PropModeReplace,
                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
            protocols.append(connection.atoms.netWMSyncRequest)
        }
        XSetWMProtocols(display, xid, &protocols, Int32(protocols.count))
        setClassAndProcess()
        setIcon()
        setTitle(window.title)
        createInputContext()
        _ = tapestry_select_xi2_touch(display, xid)
        resizeSurface(width: Int(width), height: Int(height))
    }

    /// The SYNC counter the window manager waits on after a resize (0 without the extension), and the value
    /// of its last request, set once the resized frame is drawn.
    var syncCounter: XSyncCounter = 0
    var pendingSyncValue: Int64?

    /// WM_CLASS (the program's name, capitalised for the class) and _NET_WM_PID, by which desktops group the
    /// app's windows and find its launcher.
    private func setClassAndProcess() {
        let display = connection.display
        let name = ProcessInfo.processInfo.processName
        let className = name.prefix(1).uppercased() + name.dropFirst()
        if let hint = XAllocClassHint() {
            name.withCString { namePointer in
                className.withCString { classPointer in
                    hint.pointee.res_name = UnsafeMutablePointer(mutating: namePointer)
                    hint.pointee.res_class = UnsafeMutablePointer(mutating: classPointer)
                    XSetClassHint(display, xid, hint)
                }
            }
            XFree(hint)
        }
        var pid = UInt(getpid())
        withUnsafeBytes(of: &pid) { raw in
            _ = XChangeProperty(
                display, xid, connection.atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// _NET_WM_ICON: `UIApplication.applicationIconImage` at 48 pixels, or Tapestry's own icon.
    private func setIcon() {
        let size = 48
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)) else { return }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if let image = UIApplication.shared.applicationIconImage {
            let backend = CairoBackend(cr: cr)
            backend.draw(image, in: CGRect(x: 0, y: 0, width: size, height: size), alpha: 1)
        } else {
            X11Window.drawDefaultIcon(cr, size: Double(size))
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // The property: width, height, then ARGB pixels, each a CARDINAL (a C long for Xlib).
        var values: [UInt] = [UInt(size), UInt(size)]
        for y in 0..<size {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<size { values.append(UInt(row[x])) }
        }
        values.withUnsafeBytes { raw in
            _ = XChangeProperty(
                connection.display, xid, connection.atoms.netWMIcon, Atom(XA_CARDINAL), 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }

    /// Tapestry's icon: a blue rounded square with threads woven across it.
    static func drawDefaultIcon(_ cr: OpaquePointer, size: Double) {
        let r = size * 0.2
        cairo_new_sub_path(cr)
        cairo_arc(cr, size - r, r, r, -Double.pi / 2, 0)
        cairo_arc(cr, size - r, size - r, r, 0, Double.pi / 2)
        cairo_arc(cr, r, size - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, r, r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
        cairo_set_source_rgb(cr, 0.0, 0.48, 1.0)
        cairo_fill(cr)
        cairo_set_line_width(cr, size * 0.08)
        for index in 1...3 {
            let offset = size * Double(index) / 4
            cairo_set_source_rgba(cr, 1, 1, 1, 0.95)
            cairo_move_to(cr, offset, size * 0.15)
            cairo_line_to(cr, offset, size * 0.85)
            cairo_stroke(cr)
            cairo_set_source_rgba(cr, 1, 0.8, 0.2, 0.95)
            cairo_move_to(cr, size * 0.15, offset)
            cairo_line_to(cr, size * 0.85, offset)
            cairo_stroke(cr)
        }
    }

    /// Sets the window's title (WM_NAME and the UTF-8 _NET_WM_NAME).
    func setTitle(_ title: String) {
        let display = connection.display
        XStoreName(display, xid, title)
        let bytes = Array(title.utf8)
        _ = bytes.withUnsafeBufferPointer { buffer in
            XChangeProperty(
                display, xid, connection.atoms.netWMName, connection.atoms.utf8String, 8, PropModeReplace,
                buffer.baseAddress, Int32(bytes.count))
        }
    }

    /// The minimum size last given to the window manager, in pixels.
    private var appliedMinimumSize: (width: Int32, height: Int32)?
    private struct MinimumSizeKey: Equatable {
        var root: ObjectIdentifier?
        var generation: Int?
    }
    private var minimumSizeKey: MinimumSizeKey?

    /// Tells the window manager the smallest size the window's constraints allow (WM_NORMAL_HINTS, PMinSize),
    /// when it changed.
    func updateMinimumSize() {
        // Solved again only when the constraints (or the root view) changed since the last answer.
        let key = MinimumSizeKey(
            root: window.rootViewController?.viewIfLoaded.map(ObjectIdentifier.init),
            generation: UIApplication.shared.frameStep.constraintsGeneration(of: window))
        guard key != minimumSizeKey else { return }
        minimumSizeKey = key
        let size = window.minimumLayoutSize ?? .zero
        let pixels = (
            width: Int32(clamping: Int((size.width * scale).rounded(.up))),
            height: Int32(clamping: Int((size.height * scale).rounded(.up)))
        )
        guard appliedMinimumSize.map({ $0 != pixels }) ?? (pixels != (0, 0)) else { return }
        appliedMinimumSize = pixels
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        hints.pointee.flags = PMinSize
        hints.pointee.min_width = max(pixels.width, 1)
        hints.pointee.min_height = max(pixels.height, 1)
        XSetWMNormalHints(connection.display, xid, hints)
    }

    /// The minimum size given to the window manager, in pixels (nil before any was given).
    var minimumSizeHint: (width: Int32, height: Int32)? { appliedMinimumSize }

    func map() {
        guard !isMapped else { return }
        XMapRaised(connection.display, xid)
        isMapped = true
    }

    /// Replaces the surface for a new pixel size; everything is redrawn.
    func resizeSurface(width: Int, height: Int) {
        guard width != pixelSize.width || height != pixelSize.height else { return }
        destroySurface()
        pixelSize = (max(1, width), max(1, height))
        if let (image, segment) = sharedImage() {
            self.image = image
            self.segment = segment
            surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(image.pointee.data).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                Int32(pixelSize.width), Int32(pixelSize.height), image.pointee.bytes_per_line)
        } else {
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_RGB24, Int32(pixelSize.width), Int32(pixelSize.height))!
            self.surface = surface
            let stride = cairo_image_surface_get_stride(surface)
            let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(
                to: CChar.self)
            image = XCreateImage(
                connection.display, connection.visual, UInt32(connection.depth), ZPixmap, 0, data,
                UInt32(pixelSize.width), UInt32(pixelSize.height), 32, stride)
        }
        cr = cairo_create(surface)
        cairo_scale(cr, Double(scale), Double(scale))
        window.setNeedsDisplayOfWholeWindow()
    }

    /// An image of the surface's size in a shared-memory segment the server has attached, or nil when uploads
    /// cannot go that way. The first one is checked with a round trip; its answer holds for the connection.
    private func sharedImage() -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
        guard connection.sharedMemoryIsOffered() else { return nil }
        let display = connection.display
        let checking = connection.usesSharedMemory == nil
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        if checking { X11Connection.trappedErrors = 0 }
        let image = tapestry_shm_image_create(
            display, connection.visual, connection.depth, Int32(pixelSize.width), Int32(pixelSize.height), segment)
        var attached = image != nil
        if checking {
            if attached { XSync(display, 0) }
            attached = attached && X11Connection.trappedErrors == 0
            X11Connection.trappedErrors = nil
        }
        guard let image else {
            if checking { connection.usesSharedMemory = false }
            segment.deallocate()
            return nil
        }
        tapestry_shm_release_on_detach(segment)
        // Cairo draws 32-bit pixels in rows of a multiple of four bytes: the server's layout must be the same.
        let fits =
            image.pointee.bits_per_pixel == 32 && image.pointee.bytes_per_line % 4 == 0
            && image.pointee.bytes_per_line >= 4 * Int32(pixelSize.width)
        if checking { connection.usesSharedMemory = attached && fits }
        guard attached, fits else {
            tapestry_shm_image_destroy(display, image, segment, attached ? 1 : 0)
            segment.deallocate()
            return nil
        }
        return (image, segment)
    }

    /// Waits, if it must, until the server has read the last upload from the shared pixels (MIT-SHM reads them
    /// when it gets to the request, not when it is sent). Any event read since carries the number of the last
    /// request the server had processed, so after input (a click, a key) this costs nothing; a frame that follows
    /// the last one with no event between (an animation) pays a round trip. No completion event is asked for:
    /// it would wake the loop once more after every frame.
    private func awaitUploads() {
        guard lastUploadSerial != 0 else { return }
        let display = connection.display
        if XLastKnownRequestProcessed(display) < lastUploadSerial { _ = XEventsQueued(display, QueuedAfterReading) }
        if XLastKnownRequestProcessed(display) < lastUploadSerial { XSync(display, 0) }
        lastUploadSerial = 0
    }

    /// Draws the window's damage and copies the damaged pixels, plus any exposed ones, to the X window.
    /// Whether a frame has been drawn and sent to the server.
    var hasPresented = false

    func present(with renderer: ViewRenderer) {
        guard var cr, let image, isMapped else { return }
        if cairo_status(cr) != CAIRO_STATUS_SUCCESS {
            // A drawing error leaves a Cairo context unusable: start a new one and draw everything again.
            FileHandle.standardError.write(
                Data(
                    "Tapestry: Cairo: the window's context failed (\(String(cString: cairo_status_to_string(cairo_status(cr))))); drawing it anew\n"
                        .utf8))
            cairo_destroy(cr)
            cr = cairo_create(surface)
            cairo_scale(cr, Double(scale), Double(scale))
            self.cr = cr
            window.setNeedsDisplayOfWholeWindow()
        }
        if segment != nil, window.hasPendingLayout || !window.damage.isEmpty { awaitUploads() }
        let rects = renderer.renderDamage(of: window, into: cr)
        hasPresented = true
        defer {
            // The frame at the new size is drawn: the window manager may show it (tear-free resizing).
            if let value = pendingSyncValue, syncCounter != 0 {
                XSyncSetCounter(connection.display, syncCounter, tapestry_sync_value(value))
                pendingSyncValue = nil
            }
        }
        cairo_surface_flush(surface)
        var upload = exposed
        exposed.removeAll()
        for rect in rects { upload.add(rect.applying(CGAffineTransform(scaleX: scale, y: scale))) }
        upload.clip(to: CGRect(x: 0, y: 0, width: pixelSize.width, height: pixelSize.height))
        for rect in upload.rects {
            let r = rect.integral
            let x = Int32(r.minX), y = Int32(r.minY), width = UInt32(r.width), height = UInt32(r.height)
            if segment != nil {
                lastUploadSerial = XNextRequest(connection.display)
                XShmPutImage(connection.display, xid, gc, image, x, y, x, y, width, height, 0)
            } else {
                XPutImage(connection.display, xid, gc, image, x, y, x, y, width, height)
            }
        }
    }

    /// The last uploaded pixels of the window (for screenshots and tests).
    var pixels: PixelBuffer? { surface.map { PixelBuffer(surface: $0) } }

    private func destroySurface() {
        if let cr { cairo_destroy(cr) }
        if let surface { cairo_surface_destroy(surface) }
        cr = nil
        surface = nil
        if let image, let segment {
            // The server keeps its own mapping until it gets to the detach, after any upload still queued.
            tapestry_shm_image_destroy(connection.display, image, segment, 1)
            segment.deallocate()
            lastUploadSerial = 0
        } else if let image {
            image.pointee.data = nil  // the pixels belong to the Cairo surface
            XFree(image)
        }
        image = nil
        segment = nil
    }

    func destroy() {
        if hasGrab {
            XUngrabPointer(connection.display, UInt(CurrentTime))
            XUngrabKeyboard(connection.display, UInt(CurrentTime))
            hasGrab = false
        }
        releaseResources()
        XDestroyWindow(connection.display, xid)
    }

    private var hasGrab = false

    /// A popup takes the pointer and the keyboard while it shows: clicks outside the app's windows come to it
    /// (and close it), and keys go to it. Events for the app's own windows still go to them (owner events).
    func grabInput() {
        let display = connection.display
        let pointer = XGrabPointer(
            display, xid, 1, UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask), GrabModeAsync,
            GrabModeAsync, UInt(None), UInt(None), UInt(CurrentTime))
        let keyboard = XGrabKeyboard(display, xid, 1, GrabModeAsync, GrabModeAsync, UInt(CurrentTime))
        hasGrab = pointer == GrabSuccess || keyboard == GrabSuccess
    }

    /// Keeps the window's frame origin at the X window's position on the screen (in points), which popups
    /// opened from it are placed by.
    func updateScreenPosition() {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(connection.display, xid, connection.root, 0, 0, &x, &y, &child) != 0 else { return }
        let origin = CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
        if window.frame.origin != origin { window.frame.origin = origin }
    }

    /// Asks the window manager to move and resize the window to `frame` (screen points); its ConfigureNotify
    /// resizes the `UIWindow` as a user's resizing does.
    func requestFrame(_ frame: CGRect) {
        XMoveResizeWindow(
            connection.display, xid, Int32((frame.minX * scale).rounded()), Int32((frame.minY * scale).rounded()),
            UInt32(max(1, (frame.width * scale).rounded())), UInt32(max(1, (frame.height * scale).rounded())))
        XFlush(connection.display)
    }

    /// Frees what belongs to the window when another client has destroyed the X window itself.
    func releaseResources() {
        if syncCounter != 0 {
            XSyncDestroyCounter(connection.display, syncCounter)
            syncCounter = 0
        }
        destroyInputContext(serverAlive: true)
        destroySurface()
        XFreeGC(connection.display, gc)
    }

    // MARK: Input method

    /// Creates the window's input context on the connection's input method (on-the-spot when it offers it).
    func createInputContext() {
        guard ic == nil, let im = connection.inputMethod else { return }
        var state: UnsafeMutablePointer<tapestry_preedit>?
        ic = tapestry_create_input_context(im, xid, X11Backend.preeditSink, &state)
        preedit = state
        spot = nil
        if let ic {
            let extra = tapestry_ic_filter_events(ic)
            var attributes = XWindowAttributes()
            XGetWindowAttributes(connection.display, xid, &attributes)
            XSelectInput(connection.display, xid, attributes.your_event_mask | extra)
        }
    }

    /// Drops the input context; when the server died the context is gone already and only our state is freed.
    func destroyInputContext(serverAlive: Bool) {
        if let ic, serverAlive { XDestroyIC(ic) }
        ic = nil
        tapestry_free_preedit(preedit)
        preedit = nil
    }

    /// Tells the input method where the caret is (its candidate window opens below it).
    func updateSpot(_ rect: CGRect?) {
        guard let ic, let rect, rect.isFiniteRect else { return }
        let x = Int32(clamping: Int((rect.minX * scale).rounded())),
            y = Int32(clamping: Int((rect.maxY * scale).rounded()))
        guard spot?.x != x || spot?.y != y else { return }
        spot = (x, y)
        tapestry_set_spot_location(ic, x, y)
    }
}
