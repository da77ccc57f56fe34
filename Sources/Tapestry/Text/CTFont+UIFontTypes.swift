import Foundation

/// The fonts of a user interface's parts, as Core Text names them for `CTFontCreateUIFontForLanguage`.
public enum CTFontUIFontType: UInt32, Sendable {
    /// None.
    case none = 0xFFFF_FFFF
    /// The user's default font.
    case user = 0
    /// The user's fixed-pitch font.
    case userFixedPitch = 1
    /// The system font.
    case system = 2
    /// The emphasized (bold) system font.
    case emphasizedSystem = 3
    /// The small system font.
    case smallSystem = 4
    /// The small emphasized system font.
    case smallEmphasizedSystem = 5
    /// The mini system font.
    case miniSystem = 6
    /// The mini emphasized system font.
    case miniEmphasizedSystem = 7
    /// Views' font.
    case views = 8
    /// The application's font.
    case application = 9
    /// Labels' font.
    case label = 10
    /// Menu items' font.
    case menuItem = 11
    /// The font of a menu item's mark.
    case menuItemMark = 12
    /// The font of a menu item's key equivalent.
    case menuItemCmdKey = 13
    /// Window titles' font.
    case windowTitle = 14
    /// Push buttons' font.
    case pushButton = 15
    /// Utility windows' titles' font.
    case utilityWindowTitle = 16
    /// Alert headers' font.
    case alertHeader = 17
    /// The system detail font.
    case systemDetail = 18
    /// The emphasized system detail font.
    case emphasizedSystemDetail = 19
    /// Toolbars' font.
    case toolbar = 20
    /// Small toolbars' font.
    case smallToolbar = 21
    /// Messages' font.
    case message = 22
    /// Palettes' font.
    case palette = 23
    /// Tool tips' font.
    case toolTip = 24
    /// Controls' content font.
    case controlContent = 25

    /// The size Core Text gives the type when asked for size 0 (its macOS sizes).
    var defaultSize: CGFloat {
        switch self {
        case .miniSystem, .miniEmphasizedSystem: 9
        case .label, .userFixedPitch, .smallToolbar: 10
        case .smallSystem, .smallEmphasizedSystem, .toolTip, .toolbar, .palette, .utilityWindowTitle: 11
        case .user, .systemDetail, .emphasizedSystemDetail: 12
        default: 13
        }
    }
}

/// The font of a user interface part at `size` (its usual size when 0): the system font, bold for the
/// emphasized types and monospaced for the user's fixed-pitch font; nil for `.none`. The language does not
/// change the font (fontconfig falls back by character as text is drawn).
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?)
    -> CTFont?
{
    guard uiType != .none else { return nil }
    let size = size > 0 && size.isFinite ? size : uiType.defaultSize
    switch uiType {
    case .emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem, .emphasizedSystemDetail, .alertHeader:
        return .boldSystemFont(ofSize: size)
    case .userFixedPitch:
        return .monospacedSystemFont(ofSize: size, weight: .regular)
    default:
        return .systemFont(ofSize: size)
    }
}
