@_spi(Accessibility) import Tapestry

/// AT-SPI2's numbers and names for the tree's roles and states (from AT-SPI's `AtspiRole` and `AtspiStateType`).
enum AtSpiVocabulary {
    /// The role's number and its name as AT-SPI spells it.
    static func role(_ role: AccessibilityRole) -> (number: UInt32, name: String) {
        switch role {
        case .application: return (75, "application")
        case .frame: return (23, "frame")
        case .dialog: return (16, "dialog")
        case .panel: return (39, "panel")
        case .list: return (31, "list")
        case .listItem: return (32, "list item")
        case .pageTabList: return (38, "page tab list")
        case .pageTab: return (37, "page tab")
        case .toolBar: return (63, "tool bar")
        case .pushButton: return (43, "push button")
        case .toggleButton: return (62, "toggle button")
        case .slider: return (51, "slider")
        case .spinButton: return (52, "spin button")
        case .entry: return (79, "entry")
        case .passwordText: return (40, "password text")
        case .label: return (29, "label")
        case .heading: return (83, "heading")
        case .image: return (27, "image")
        case .link: return (88, "link")
        case .progressBar: return (42, "progress bar")
        case .menu: return (33, "menu")
        case .menuItem: return (35, "menu item")
        case .unknown: return (67, "unknown")
        }
    }

    /// The AT-SPI state numbers a node's states stand for (enabled also makes it sensitive, showing visible).
    static func stateNumbers(_ states: AccessibilityStates) -> [UInt32] {
        var numbers: [UInt32] = []
        let table: [(AccessibilityStates, [UInt32])] = [
            (.enabled, [8, 24]), (.showing, [25, 30]), (.focusable, [11]), (.focused, [12]), (.checkable, [41]),
            (.checked, [4]), (.selectable, [22]), (.selected, [23]), (.editable, [7]), (.active, [1]), (.modal, [16]),
            (.singleLine, [26]), (.multiLine, [17]), (.busy, [3]), (.horizontal, [14]), (.readOnly, [43]),
        ]
        for (state, values) in table where states.contains(state) { numbers += values }
        return numbers
    }

    /// A state set as AT-SPI sends it: two 32-bit words of bits.
    static func stateWords(_ states: AccessibilityStates) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for number in stateNumbers(states) { words[Int(number / 32)] |= 1 << (number % 32) }
        return words
    }
}
