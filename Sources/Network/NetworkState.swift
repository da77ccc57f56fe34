import Foundation

/// The system's network state read from Linux's interfaces and routing tables (`/sys/class/net`,
/// `/proc/net/route`, `/proc/net/ipv6_route`, `/etc/resolv.conf`), under a root that tests point elsewhere.
struct NetworkState: Equatable {
    struct Link: Equatable {
        let interface: NWInterface
        let isUsable: Bool
    }

    var links: [Link] = []
    var ipv4DefaultRoutes: [String] = []
    var ipv6DefaultRoutes: [String] = []
    var hasDNS = false

    /// Reads the state under `root` ("/" on a running system).
    static func read(root: URL) -> NetworkState {
        var state = NetworkState()
        let net = root.appendingPathComponent("sys/class/net")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: net.path)) ?? []
        for name in names.sorted() {
            let dir = net.appendingPathComponent(name)
            func text(_ file: String) -> String? {
                (try? String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let flags = text("flags").flatMap { UInt($0.replacingOccurrences(of: "0x", with: ""), radix: 16) } ?? 0
            let kind = text("type").flatMap { Int($0) } ?? 0
            let index = text("ifindex").flatMap { Int($0) } ?? 0
            let deviceType = text("uevent")?.split(separator: "\n").first { $0.hasPrefix("DEVTYPE=") }
                .map { String($0.dropFirst("DEVTYPE=".count)) }
            let exists = { (file: String) in
                FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path)
            }
            let type: NWInterface.InterfaceType
            if kind == 772 || flags & 0x8 != 0 {
                type = .loopback
            } else if deviceType == "wlan" || exists("wireless") || exists("phy80211") {
                type = .wifi
            } else if deviceType == "wwan" || kind == 519 || name.hasPrefix("wwan") {
                type = .cellular
            } else if kind == 1 {
                type = .wiredEthernet
            } else {
                type = .other
            }
            let operstate = text("operstate") ?? "down"
            let usable = flags & 0x1 != 0 && (operstate == "up" || (operstate == "unknown" && text("carrier") == "1"))
            state.links.append(Link(interface: NWInterface(type: type, name: name, index: index), isUsable: usable))
        }
        let route = (try? String(contentsOf: root.appendingPathComponent("proc/net/route"), encoding: .utf8)) ?? ""
        for line in route.split(separator: "\n").dropFirst() {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 8, fields[1] == "00000000", fields[7] == "00000000",
                let routeFlags = UInt(fields[3], radix: 16), routeFlags & 0x1 != 0, routeFlags & 0x200 == 0
            else { continue }
            state.ipv4DefaultRoutes.append(String(fields[0]))
        }
        let route6 =
            (try? String(contentsOf: root.appendingPathComponent("proc/net/ipv6_route"), encoding: .utf8)) ?? ""
        for line in route6.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 10, fields[0].allSatisfy({ $0 == "0" }), fields[1] == "00",
                let routeFlags = UInt(fields[8], radix: 16), routeFlags & 0x1 != 0, routeFlags & 0x200 == 0,
                fields[9] != "lo"
            else { continue }
            state.ipv6DefaultRoutes.append(String(fields[9]))
        }
        let resolv = (try? String(contentsOf: root.appendingPathComponent("etc/resolv.conf"), encoding: .utf8)) ?? ""
        state.hasDNS = resolv.split(separator: "\n").contains {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("nameserver")
        }
        return state
    }

    /// The path a monitor with these interface requirements sees.
    func path(required: NWInterface.InterfaceType?, prohibited: [NWInterface.InterfaceType]) -> NWPath {
        let routed = Set(ipv4DefaultRoutes + ipv6DefaultRoutes)
        let allowed = links.filter { link in
            link.isUsable && !prohibited.contains(link.interface.type)
                && (required.map { link.interface.type == $0 } ?? (link.interface.type != .loopback))
        }
        let withRoute = allowed.filter { routed.contains($0.interface.name) }
        let others = allowed.filter { !routed.contains($0.interface.name) }
        let satisfied = required == .loopback ? !allowed.isEmpty : !withRoute.isEmpty
        let names = Set(withRoute.map(\.interface.name))
        return NWPath(
            status: satisfied ? .satisfied : .unsatisfied,
            availableInterfaces: satisfied ? (withRoute + others).map(\.interface) : [],
            supportsIPv4: satisfied && ipv4DefaultRoutes.contains { names.contains($0) },
            supportsIPv6: satisfied && ipv6DefaultRoutes.contains { names.contains($0) },
            supportsDNS: satisfied && hasDNS)
    }
}
