import Foundation
import Testing

@testable import Tapestry

/// A view's configuration state (UIConfigurationState): its traits, its flags, an app's own values under keys,
/// compared and hashed by all of them.
@MainActor
@Suite struct UIConfigurationStateTests {
    @Test func aStateKeepsTraitsFlagsAndAnAppsValues() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        var state = UIViewConfigurationState(traitCollection: traits)
        #expect(state.traitCollection.userInterfaceStyle == .dark)
        #expect(!state.isDisabled && !state.isHighlighted && !state.isSelected && !state.isFocused)
        let unread = UIConfigurationStateCustomKey("com.example.unread")
        #expect(state[unread] == nil)
        state[unread] = 3
        state.isSelected = true
        #expect(state[unread] == AnyHashable(3) && state.isSelected)
        state[unread] = nil
        #expect(state[unread] == nil)
        #expect(UIConfigurationStateCustomKey(rawValue: "k") == UIConfigurationStateCustomKey("k"))
    }

    @Test func statesAreEqualWhenTheirTraitsFlagsAndValuesAre() {
        let key = UIConfigurationStateCustomKey("flag")
        var a = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        var b = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light))
        #expect(a == b && a.hashValue == b.hashValue)
        a.isHighlighted = true
        #expect(a != b)
        b.isHighlighted = true
        a[key] = "x"
        #expect(a != b)
        b[key] = "x"
        #expect(a == b && Set([a, b]).count == 1)
        let dark = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark != UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .light)))
    }

    /// A generic function over the protocol reads and writes any state's traits and values.
    @Test func theProtocolReadsAndWritesAnyState() {
        func mark<State: UIConfigurationState>(_ state: inout State) {
            state[UIConfigurationStateCustomKey("seen")] = true
            state.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        }
        var state = UIViewConfigurationState(traitCollection: UITraitCollection())
        mark(&state)
        #expect(state[UIConfigurationStateCustomKey("seen")] == AnyHashable(true))
        #expect(state.traitCollection.userInterfaceStyle == .dark)
    }
}
