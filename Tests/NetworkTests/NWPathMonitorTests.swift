import Foundation
import Testing

@testable import Network

/// The monitor reports the current path when it starts, then only changes, on its queue; a cancelled monitor
/// reports nothing more; and it runs against the machine's own state and kernel notifications.
@Suite struct NWPathMonitorTests {
    final class Paths: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [NWPath] = []
        let arrived = DispatchSemaphore(value: 0)
        func add(_ path: NWPath) {
            lock.withLock { paths.append(path) }
            arrived.signal()
        }
        var all: [NWPath] { lock.withLock { paths } }
    }

    @Test func theHandlerHearsTheStartingPathThenOnlyChangesUntilCancelled() throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("enp3s0", index: 2)
        let monitor = NWPathMonitor(required: nil, prohibited: [], root: fixture.root)
        let paths = Paths()
        let queue = DispatchQueue(label: "monitor")
        monitor.pathUpdateHandler = { path in
            dispatchPrecondition(condition: .onQueue(queue))
            paths.add(path)
        }
        monitor.start(queue: queue)
        #expect(paths.arrived.wait(timeout: .now() + 10) == .success, "the starting path (bounded wait)")
        #expect(paths.all.map(\.status) == [.unsatisfied])
        #expect(monitor.queue === queue)
        queue.sync { monitor.refresh() }
        #expect(paths.all.count == 1, "nothing changed, nothing reported")
        try fixture.ipv4Defaults(["enp3s0"])
        queue.sync { monitor.refresh() }
        #expect(paths.all.map(\.status) == [.unsatisfied, .satisfied])
        #expect(monitor.currentPath.usesInterfaceType(.wiredEthernet))
        monitor.cancel()
        try fixture.ipv4Defaults([])
        queue.sync { monitor.refresh() }
        #expect(paths.all.count == 2)
    }

    @Test func aMonitorOfThisMachineStartsWithItsPathAndStopsCleanly() throws {
        let monitor = NWPathMonitor()
        let paths = Paths()
        monitor.pathUpdateHandler = { paths.add($0) }
        #expect(monitor.requiredInterfaceType == .other && monitor.prohibitedInterfaceTypes == nil)
        monitor.start(queue: DispatchQueue(label: "machine"))
        #expect(paths.arrived.wait(timeout: .now() + 10) == .success, "the starting path (bounded wait)")
        let first = try #require(paths.all.first)
        #expect(first == monitor.currentPath)
        #expect(!first.availableInterfaces.contains { $0.type == .loopback })
        monitor.cancel()
        #expect(NWPathMonitor(requiredInterfaceType: .loopback).currentPath.status == .satisfied)
    }

    @Test func iteratingTheMonitorGivesTheStartingPath() async throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("wlp2s0", index: 3, wireless: true)
        try fixture.ipv4Defaults(["wlp2s0"])
        let monitor = NWPathMonitor(required: nil, prohibited: [], root: fixture.root)
        var iterator = monitor.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.usesInterfaceType(.wifi) == true)
    }
}

/// The kernel's notification drives the monitor: bringing a spare interface up and down (an `ifb` device, which
/// carries no traffic) changes the available interfaces, and the handler hears each change without being asked.
/// Runs where the machine has such a device down and the test may change links (root with `CAP_NET_ADMIN`).
@Suite(.serialized, .enabled(if: SpareLink.name != nil, "no spare ifb interface that may be brought up"))
struct NWPathMonitorKernelTests {
    @Test func bringingALinkUpAndDownIsReportedByTheKernel() throws {
        // Waits are bounded at 30 s: under a full parallel test run on two cores, starting `ip` and the kernel's
        // link-state work have taken seconds.
        let name = try #require(SpareLink.name)
        let monitor = NWPathMonitor()
        let paths = NWPathMonitorTests.Paths()
        monitor.pathUpdateHandler = { paths.add($0) }
        monitor.start(queue: DispatchQueue(label: "kernel"))
        #expect(paths.arrived.wait(timeout: .now() + 30) == .success, "the starting path (bounded wait)")
        let before = try #require(paths.all.first)
        try #require(before.status == .satisfied, "the machine reaches the network")
        #expect(SpareLink.set(name, up: true))
        defer { _ = SpareLink.set(name, up: false) }
        #expect(paths.arrived.wait(timeout: .now() + 30) == .success, "the change was reported (bounded wait)")
        #expect(paths.all.last?.availableInterfaces.contains { $0.name == name } == true)
        #expect(SpareLink.set(name, up: false))
        #expect(paths.arrived.wait(timeout: .now() + 30) == .success, "the change back was reported (bounded wait)")
        #expect(paths.all.last?.availableInterfaces.contains { $0.name == name } == false)
        monitor.cancel()
    }
}

/// A spare `ifb` interface that is down and that `ip link set` may bring up here.
enum SpareLink {
    static let name: String? = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/net")) ?? []
        for name in names.sorted() where name.hasPrefix("ifb") {
            let state = (try? String(contentsOfFile: "/sys/class/net/\(name)/flags", encoding: .utf8)) ?? ""
            guard let flags = UInt(state.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst(2), radix: 16),
                flags & 0x1 == 0, set(name, up: true), set(name, up: false)
            else { continue }
            return name
        }
        return nil
    }()

    static func set(_ name: String, up: Bool) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/ip")
        process.arguments = ["link", "set", name, up ? "up" : "down"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
