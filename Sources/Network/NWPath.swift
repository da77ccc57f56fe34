import Foundation

/// What a connection could use right now: whether the network can be reached and through which interfaces.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether a path is usable.
    public enum Status: Equatable, Hashable, Sendable {
        /// The network can be reached.
        case satisfied
        /// It cannot.
        case unsatisfied
        /// It could be once a connection is set up (a VPN on demand); not reported on the desktop.
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        /// The path is satisfied, or no reason is known.
        case notAvailable
        /// The user turned off mobile data for the app.
        case cellularDenied
        /// The user turned off Wi-Fi for the app.
        case wifiDenied
        /// The user denied access to the local network.
        case localNetworkDenied
        /// A VPN the path needs is not active.
        case vpnInactive
    }

    /// Whether the network can be reached.
    public let status: Status
    /// Why not, when it cannot.
    public var unsatisfiedReason: UnsatisfiedReason { .notAvailable }
    /// The interfaces the path can use, those carrying a default route first.
    public let availableInterfaces: [NWInterface]
    /// Whether the path goes through an interface the system treats as costly (mobile data).
    public var isExpensive: Bool { availableInterfaces.first?.type == .cellular }
    /// Whether the path is in Low Data Mode: never on the desktop.
    public var isConstrained: Bool { false }
    /// Whether IPv4 destinations can be reached (an IPv4 default route).
    public let supportsIPv4: Bool
    /// Whether IPv6 destinations can be reached (an IPv6 default route).
    public let supportsIPv6: Bool
    /// Whether a DNS server is configured.
    public let supportsDNS: Bool

    init(
        status: Status, availableInterfaces: [NWInterface], supportsIPv4: Bool, supportsIPv6: Bool,
        supportsDNS: Bool
    ) {
        self.status = status
        self.availableInterfaces = availableInterfaces
        self.supportsIPv4 = supportsIPv4
        self.supportsIPv6 = supportsIPv6
        self.supportsDNS = supportsDNS
    }

    /// Whether the path uses an interface of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && availableInterfaces.contains { $0.type == type }
    }

    /// The status and interfaces, as Apple's paths describe themselves.
    public var debugDescription: String {
        let names = availableInterfaces.map(\.name).joined(separator: ", ")
        switch status {
        case .satisfied: return "satisfied (\(names))"
        case .unsatisfied: return "unsatisfied (No network route)"
        case .requiresConnection: return "requires connection"
        }
    }
}
