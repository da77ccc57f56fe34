import Foundation

/// A directory laid out as the parts of `/sys` and `/proc` the monitor reads, for one machine's state.
struct NetworkFixture {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("network-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write(
            "proc/net/route", "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n")
        try write("proc/net/ipv6_route", "")
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// An interface: its ARP type, flags, operational state, index, and optionally a device type or Wi-Fi marker.
    func link(
        _ name: String, type: Int = 1, flags: String = "0x1003", state: String = "up", index: Int,
        deviceType: String? = nil, wireless: Bool = false
    ) throws {
        try write("sys/class/net/\(name)/type", "\(type)\n")
        try write("sys/class/net/\(name)/flags", "\(flags)\n")
        try write("sys/class/net/\(name)/operstate", "\(state)\n")
        try write("sys/class/net/\(name)/ifindex", "\(index)\n")
        try write("sys/class/net/\(name)/carrier", "1\n")
        try write("sys/class/net/\(name)/uevent", "INTERFACE=\(name)\n" + (deviceType.map { "DEVTYPE=\($0)\n" } ?? ""))
        if wireless { try write("sys/class/net/\(name)/wireless/.keep", "") }
    }

    /// The IPv4 table with a default route through each of `defaults`.
    func ipv4Defaults(_ defaults: [String]) throws {
        var table = "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
        for name in defaults { table += "\(name)\t00000000\t0100A8C0\t0003\t0\t0\t100\t00000000\t0\t0\t0\n" }
        table += "lo\t0000007F\t00000000\t0001\t0\t0\t0\t000000FF\t0\t0\t0\n"
        try write("proc/net/route", table)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
