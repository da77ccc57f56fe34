import Foundation
import Testing

@testable import Network

/// The state read from `/sys` and `/proc`: each interface's type and whether it is up, the default routes, DNS,
/// and the path a monitor's requirements make of them.
@Suite struct NetworkStateTests {
    @Test func interfacesAreTypedAsTheKernelDescribesThem() throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("lo", type: 772, flags: "0x9", state: "unknown", index: 1)
        try fixture.link("enp3s0", index: 2)
        try fixture.link("wlp2s0", index: 3, wireless: true)
        try fixture.link("wwan0", type: 519, index: 4, deviceType: "wwan")
        try fixture.link("tun0", type: 65534, flags: "0x10d1", state: "unknown", index: 5)
        try fixture.link("eth1", flags: "0x1002", state: "down", index: 6)
        let state = NetworkState.read(root: fixture.root)
        let types = Dictionary(uniqueKeysWithValues: state.links.map { ($0.interface.name, $0.interface.type) })
        #expect(
            types == [
                "lo": .loopback, "enp3s0": .wiredEthernet, "wlp2s0": .wifi, "wwan0": .cellular, "tun0": .other,
                "eth1": .wiredEthernet,
            ])
        let usable = Set(state.links.filter(\.isUsable).map(\.interface.name))
        #expect(usable == ["lo", "enp3s0", "wlp2s0", "wwan0", "tun0"])
        #expect(state.links.first { $0.interface.name == "wlp2s0" }?.interface.index == 3)
    }

    @Test func aDefaultRouteThroughAnUpInterfaceSatisfiesThePathWithThatInterfaceFirst() throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("lo", type: 772, flags: "0x9", state: "unknown", index: 1)
        try fixture.link("enp3s0", index: 2)
        try fixture.link("wlp2s0", index: 3, wireless: true)
        try fixture.ipv4Defaults(["wlp2s0"])
        try fixture.write("etc/resolv.conf", "# generated\nnameserver 192.168.0.1\n")
        try fixture.write(
            "proc/net/ipv6_route",
            "00000000000000000000000000000000 00 00000000000000000000000000000000 00 fe800000000000000000000000000001 00000400 00000003 00000000 00000003   wlp2s0\n"
                + "00000000000000000000000000000000 00 00000000000000000000000000000000 00 00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo\n"
        )
        let path = NetworkState.read(root: fixture.root).path(required: nil, prohibited: [])
        #expect(path.status == .satisfied)
        #expect(path.availableInterfaces.map(\.name) == ["wlp2s0", "enp3s0"])
        #expect(
            path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular) && !path.usesInterfaceType(.loopback))
        #expect(path.supportsIPv4 && path.supportsIPv6 && path.supportsDNS)
        #expect(!path.isExpensive && !path.isConstrained)
        #expect(path.debugDescription == "satisfied (wlp2s0, enp3s0)")
    }

    @Test func withoutADefaultRouteOrWithOnlyLoopbackThePathIsUnsatisfied() throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("lo", type: 772, flags: "0x9", state: "unknown", index: 1)
        try fixture.link("enp3s0", index: 2)
        let path = NetworkState.read(root: fixture.root).path(required: nil, prohibited: [])
        #expect(path.status == .unsatisfied && path.availableInterfaces.isEmpty)
        #expect(path.unsatisfiedReason == .notAvailable && !path.supportsIPv4)
        try fixture.ipv4Defaults(["enp3s0"])
        try fixture.link("enp3s0", flags: "0x1002", state: "down", index: 2)
        #expect(NetworkState.read(root: fixture.root).path(required: nil, prohibited: []).status == .unsatisfied)
        #expect(NetworkState.read(root: fixture.root).path(required: .loopback, prohibited: []).status == .satisfied)
    }

    @Test func requiredAndProhibitedTypesChooseTheInterfaces() throws {
        let fixture = try NetworkFixture()
        defer { fixture.remove() }
        try fixture.link("wlp2s0", index: 3, wireless: true)
        try fixture.link("wwan0", type: 519, index: 4, deviceType: "wwan")
        try fixture.ipv4Defaults(["wwan0", "wlp2s0"])
        let state = NetworkState.read(root: fixture.root)
        let cellularOnly = state.path(required: .cellular, prohibited: [])
        #expect(cellularOnly.status == .satisfied && cellularOnly.isExpensive)
        #expect(cellularOnly.availableInterfaces.map(\.name) == ["wwan0"])
        let noCellular = state.path(required: nil, prohibited: [.cellular])
        #expect(noCellular.availableInterfaces.map(\.name) == ["wlp2s0"] && !noCellular.isExpensive)
        #expect(state.path(required: .wiredEthernet, prohibited: []).status == .unsatisfied)
    }
}
