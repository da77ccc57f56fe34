import Foundation

/// A network interface a path can use, as Apple's Network framework describes it.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kind of link an interface is.
    public enum InterfaceType: Hashable, Sendable {
        /// A virtual or otherwise unclassified link (tunnels, VPNs).
        case other
        /// Wi-Fi.
        case wifi
        /// A mobile data link (a WWAN modem).
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The kind of link.
    public let type: InterfaceType
    /// The system's name for it ("eth0", "wlp2s0").
    public let name: String
    /// The system's index for it.
    public let index: Int

    init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The name, as Apple's interfaces describe themselves.
    public var debugDescription: String { name }
}
