import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// `import Network`, its path monitor: what apps and image loaders use to know whether the network can be
// reached (the modern reachability) and retry when it comes back. Linux's kernel tells of changes to links,
// addresses and routes on a route netlink socket; the monitor reads the state again on each and reports the
// path when it changed. Connections (`NWConnection`, `NWListener`) are not offered: use URLSession or sockets.

/// Watches the network path and reports each change to `pathUpdateHandler` on its queue.
public final class NWPathMonitor: @unchecked Sendable {
    private let required: NWInterface.InterfaceType?
    private let prohibited: [NWInterface.InterfaceType]
    let root: URL
    private let lock = NSLock()
    private var handler: (@Sendable (NWPath) -> Void)?
    private var lastPath: NWPath?
    private var runningQueue: DispatchQueue?
    private var source: (any DispatchSourceRead)?
    private var cancelled = false

    /// A monitor of every interface but loopback.
    public convenience init() { self.init(required: nil, prohibited: [], root: URL(fileURLWithPath: "/")) }

    /// A monitor of interfaces of one type only: its path is satisfied when such an interface can reach the
    /// network.
    public convenience init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.init(required: requiredInterfaceType, prohibited: [], root: URL(fileURLWithPath: "/"))
    }

    /// A monitor of every interface but those of the given types (iOS 14).
    public convenience init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        self.init(required: nil, prohibited: prohibitedInterfaceTypes, root: URL(fileURLWithPath: "/"))
    }

    /// A monitor reading the system's state under `root` (tests give a directory of their own).
    init(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType], root: URL) {
        self.required = required
        self.prohibited = prohibited
        self.root = root
    }

    deinit { cancel() }

    /// The interface type the monitor requires (`.other` when it requires none).
    public var requiredInterfaceType: NWInterface.InterfaceType { required ?? .other }

    /// The interface types the monitor leaves out.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]? { prohibited.isEmpty ? nil : prohibited }

    /// Called on the monitor's queue with the path when the monitor starts and whenever it changes.
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// The path now.
    public var currentPath: NWPath {
        lock.withLock { lastPath } ?? NetworkState.read(root: root).path(required: required, prohibited: prohibited)
    }

    /// The queue the monitor reports on, once started.
    public var queue: DispatchQueue? { lock.withLock { runningQueue } }

    /// Starts watching: the handler hears the current path, then every change, on `queue`. A monitor starts once.
    public func start(queue: DispatchQueue) {
        let started: Bool = lock.withLock {
            guard runningQueue == nil, !cancelled else { return false }
            runningQueue = queue
            return true
        }
        guard started else { return }
        openChangeSocket(queue: queue)
        queue.async { self.refresh(force: true) }
    }

    /// Stops watching; the handler is not called again.
    public func cancel() {
        let stopping: (any DispatchSourceRead)? = lock.withLock {
            cancelled = true
            defer { source = nil }
            return source
        }
        stopping?.cancel()
    }

    /// Reads the state again and reports the path when it changed (or always, when `force`).
    func refresh(force: Bool = false) {
        let path = NetworkState.read(root: root).path(required: required, prohibited: prohibited)
        let report: (@Sendable (NWPath) -> Void)? = lock.withLock {
            guard !cancelled, force || path != lastPath else { return nil }
            lastPath = path
            return handler
        }
        report?(path)
    }

    /// A route netlink socket subscribed to link, address and route changes, read on `queue`.
    private func openChangeSocket(queue: DispatchQueue) {
        let fd = Glibc.socket(16 /* AF_NETLINK */, Int32(SOCK_RAW.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return }
        // struct sockaddr_nl: family, padding, port id (0: the kernel picks), multicast groups.
        var address = [UInt8](repeating: 0, count: 12)
        address[0] = 16
        let groups: UInt32 = 0x1 | 0x10 | 0x40 | 0x100 | 0x400  // link, IPv4/IPv6 addresses and routes
        withUnsafeBytes(of: groups.littleEndian) { address.replaceSubrange(8..<12, with: $0) }
        let bound = address.withUnsafeBytes { bytes in
            Glibc.bind(fd, bytes.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(bytes.count))
        }
        guard bound == 0 else {
            close(fd)
            return
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        let readable = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        readable.setEventHandler { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while buffer.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, $0.count, 0) }) > 0 {}
            self?.refresh()
        }
        readable.setCancelHandler { close(fd) }
        lock.withLock { source = readable }
        readable.resume()
    }
}

extension NWPathMonitor: AsyncSequence {
    /// Each path the monitor reports.
    public typealias Element = NWPath

    /// The paths as they change, from the current one on (iOS 17): iterating starts the monitor on a queue of
    /// its own, and ending the iteration cancels it.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<NWPath>.Iterator
        /// The next path.
        public mutating func next() async -> NWPath? { await base.next() }
    }

    /// An iterator over the paths.
    public func makeAsyncIterator() -> Iterator {
        let stream = AsyncStream<NWPath> { continuation in
            pathUpdateHandler = { continuation.yield($0) }
            continuation.onTermination = { [self] _ in cancel() }
            start(queue: DispatchQueue(label: "NWPathMonitor"))
        }
        return Iterator(base: stream.makeAsyncIterator())
    }
}
