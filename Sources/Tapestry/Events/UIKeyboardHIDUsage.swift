import Foundation

/// A key's HID usage code (USB HID keyboard page), as UIKit reports in `UIKey.keyCode`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage number.
    public var rawValue: Int
    /// Creates a usage from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The letter key at `offset` from A (0 for A, 25 for Z).
    public static func letter(_ offset: Int) -> UIKeyboardHIDUsage { UIKeyboardHIDUsage(rawValue: 4 + offset) }

    /// A.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 4)
    /// Z.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 29)
    /// 1 and !.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 30)
    /// 0 and ).
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 39)
    /// Return (Enter on the main block).
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 40)
    /// Escape.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 41)
    /// Backspace.
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 42)
    /// Tab.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 43)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 44)
    /// - and _.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 45)
    /// = and +.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 46)
    /// [ and {.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 47)
    /// ] and }.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 48)
    /// \ and |.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 49)
    /// ; and :.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 51)
    /// ' and ".
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 52)
    /// ` and ~.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 53)
    /// , and <.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 54)
    /// . and >.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 55)
    /// / and ?.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 56)
    /// Caps Lock.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 57)
    /// F1; F2…F12 follow in order.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 58)
    /// F12.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 69)
    /// Print Screen.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 70)
    /// Insert.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 73)
    /// Home.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 74)
    /// Page Up.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 75)
    /// Delete (forward).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 76)
    /// End.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 77)
    /// Page Down.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 78)
    /// Right arrow.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 79)
    /// Left arrow.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 80)
    /// Down arrow.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 81)
    /// Up arrow.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 82)
    /// Enter on the keypad.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 88)
    /// Menu (the context-menu key).
    public static let keyboardMenu = UIKeyboardHIDUsage(rawValue: 118)
    /// Mute.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 127)
    /// Volume up.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 128)
    /// Volume down.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 129)
    /// Left Control.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 224)
    /// Left Shift.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 225)
    /// Left Alt (Option).
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 226)
    /// Left Super (GUI, Command).
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 227)
    /// Right Control.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 228)
    /// Right Shift.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 229)
    /// Right Alt (Option, AltGr).
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 230)
    /// Right Super (GUI, Command).
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 231)

    // The rest of UIKit's usages, so code that switches over them compiles.
    /// B.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 5)
    /// C.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 6)
    /// D.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 7)
    /// E.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 8)
    /// F.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 9)
    /// G.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 10)
    /// H.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 11)
    /// I.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 12)
    /// J.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 13)
    /// K.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 14)
    /// L.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 15)
    /// M.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 16)
    /// N.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 17)
    /// O.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 18)
    /// P.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 19)
    /// Q.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 20)
    /// R.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 21)
    /// S.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 22)
    /// T.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 23)
    /// U.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 24)
    /// V.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 25)
    /// W.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 26)
    /// X.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 27)
    /// Y.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 28)
    /// 2.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 31)
    /// 3.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 32)
    /// 4.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 33)
    /// 5.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 34)
    /// 6.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 35)
    /// 7.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 36)
    /// 8.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 37)
    /// 9.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 38)
    /// F2.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 59)
    /// F3.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 60)
    /// F4.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 61)
    /// F5.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 62)
    /// F6.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 63)
    /// F7.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 64)
    /// F8.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 65)
    /// F9.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 66)
    /// F10.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 67)
    /// F11.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 68)
    /// F13.
    public static let keyboardF13 = UIKeyboardHIDUsage(rawValue: 104)
    /// F14.
    public static let keyboardF14 = UIKeyboardHIDUsage(rawValue: 105)
    /// F15.
    public static let keyboardF15 = UIKeyboardHIDUsage(rawValue: 106)
    /// F16.
    public static let keyboardF16 = UIKeyboardHIDUsage(rawValue: 107)
    /// F17.
    public static let keyboardF17 = UIKeyboardHIDUsage(rawValue: 108)
    /// F18.
    public static let keyboardF18 = UIKeyboardHIDUsage(rawValue: 109)
    /// F19.
    public static let keyboardF19 = UIKeyboardHIDUsage(rawValue: 110)
    /// F20.
    public static let keyboardF20 = UIKeyboardHIDUsage(rawValue: 111)
    /// F21.
    public static let keyboardF21 = UIKeyboardHIDUsage(rawValue: 112)
    /// F22.
    public static let keyboardF22 = UIKeyboardHIDUsage(rawValue: 113)
    /// F23.
    public static let keyboardF23 = UIKeyboardHIDUsage(rawValue: 114)
    /// F24.
    public static let keyboardF24 = UIKeyboardHIDUsage(rawValue: 115)
    /// The key beside Return on non-US layouts (# and ~).
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 50)
    /// Scroll Lock.
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 71)
    /// Pause.
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 72)
    /// Num Lock.
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 83)
    /// / on the keypad.
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 84)
    /// * on the keypad.
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 85)
    /// - on the keypad.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 86)
    /// + on the keypad.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 87)
    /// . on the keypad.
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 99)
    /// The key beside left Shift on non-US layouts.
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 100)
    /// Application (the Compose key on some layouts).
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 101)
    /// Power.
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 102)
    /// = on the keypad.
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 103)
    /// Help.
    public static let keyboardHelp = UIKeyboardHIDUsage(rawValue: 117)
    /// Select.
    public static let keyboardSelect = UIKeyboardHIDUsage(rawValue: 119)
    /// Stop.
    public static let keyboardStop = UIKeyboardHIDUsage(rawValue: 120)
    /// Again.
    public static let keyboardAgain = UIKeyboardHIDUsage(rawValue: 121)
    /// Undo.
    public static let keyboardUndo = UIKeyboardHIDUsage(rawValue: 122)
    /// Cut.
    public static let keyboardCut = UIKeyboardHIDUsage(rawValue: 123)
    /// Copy.
    public static let keyboardCopy = UIKeyboardHIDUsage(rawValue: 124)
    /// Paste.
    public static let keyboardPaste = UIKeyboardHIDUsage(rawValue: 125)
    /// Find.
    public static let keyboardFind = UIKeyboardHIDUsage(rawValue: 126)
    /// , on the keypad.
    public static let keypadComma = UIKeyboardHIDUsage(rawValue: 133)
    /// 1 on the keypad.
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 89)
    /// 2 on the keypad.
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 90)
    /// 3 on the keypad.
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 91)
    /// 4 on the keypad.
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 92)
    /// 5 on the keypad.
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 93)
    /// 6 on the keypad.
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 94)
    /// 7 on the keypad.
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 95)
    /// 8 on the keypad.
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 96)
    /// 9 on the keypad.
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 97)
    /// 0 on the keypad.
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 98)

    // Keys of the HID usage table's keyboard page a desktop keyboard rarely has, named as UIKit names them.
    /// Too many keys held (the keyboard's report of it).
    public static let keyboardErrorRollOver = UIKeyboardHIDUsage(rawValue: 0x01)
    /// The keyboard's self-test failed.
    public static let keyboardPOSTFail = UIKeyboardHIDUsage(rawValue: 0x02)
    /// An undefined error.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// Execute.
    public static let keyboardExecute = UIKeyboardHIDUsage(rawValue: 0x74)
    /// A locking Caps Lock.
    public static let keyboardLockingCapsLock = UIKeyboardHIDUsage(rawValue: 0x82)
    /// A locking Num Lock.
    public static let keyboardLockingNumLock = UIKeyboardHIDUsage(rawValue: 0x83)
    /// A locking Scroll Lock.
    public static let keyboardLockingScrollLock = UIKeyboardHIDUsage(rawValue: 0x84)
    /// The AS/400 keypad's equal sign.
    public static let keypadEqualSignAS400 = UIKeyboardHIDUsage(rawValue: 0x86)
    /// International key 1.
    public static let keyboardInternational1 = UIKeyboardHIDUsage(rawValue: 0x87)
    /// International key 2.
    public static let keyboardInternational2 = UIKeyboardHIDUsage(rawValue: 0x88)
    /// International key 3.
    public static let keyboardInternational3 = UIKeyboardHIDUsage(rawValue: 0x89)
    /// International key 4.
    public static let keyboardInternational4 = UIKeyboardHIDUsage(rawValue: 0x8A)
    /// International key 5.
    public static let keyboardInternational5 = UIKeyboardHIDUsage(rawValue: 0x8B)
    /// International key 6.
    public static let keyboardInternational6 = UIKeyboardHIDUsage(rawValue: 0x8C)
    /// International key 7.
    public static let keyboardInternational7 = UIKeyboardHIDUsage(rawValue: 0x8D)
    /// International key 8.
    public static let keyboardInternational8 = UIKeyboardHIDUsage(rawValue: 0x8E)
    /// International key 9.
    public static let keyboardInternational9 = UIKeyboardHIDUsage(rawValue: 0x8F)
    /// Language key 1.
    public static let keyboardLANG1 = UIKeyboardHIDUsage(rawValue: 0x90)
    /// Language key 2.
    public static let keyboardLANG2 = UIKeyboardHIDUsage(rawValue: 0x91)
    /// Language key 3.
    public static let keyboardLANG3 = UIKeyboardHIDUsage(rawValue: 0x92)
    /// Language key 4.
    public static let keyboardLANG4 = UIKeyboardHIDUsage(rawValue: 0x93)
    /// Language key 5.
    public static let keyboardLANG5 = UIKeyboardHIDUsage(rawValue: 0x94)
    /// Language key 6.
    public static let keyboardLANG6 = UIKeyboardHIDUsage(rawValue: 0x95)
    /// Language key 7.
    public static let keyboardLANG7 = UIKeyboardHIDUsage(rawValue: 0x96)
    /// Language key 8.
    public static let keyboardLANG8 = UIKeyboardHIDUsage(rawValue: 0x97)
    /// Language key 9.
    public static let keyboardLANG9 = UIKeyboardHIDUsage(rawValue: 0x98)
    /// Alternate Erase.
    public static let keyboardAlternateErase = UIKeyboardHIDUsage(rawValue: 0x99)
    /// SysReq/Attention.
    public static let keyboardSysReqOrAttention = UIKeyboardHIDUsage(rawValue: 0x9A)
    /// Cancel.
    public static let keyboardCancel = UIKeyboardHIDUsage(rawValue: 0x9B)
    /// Clear.
    public static let keyboardClear = UIKeyboardHIDUsage(rawValue: 0x9C)
    /// Prior.
    public static let keyboardPrior = UIKeyboardHIDUsage(rawValue: 0x9D)
    /// Return (the second one some keyboards have; the main key is `keyboardReturnOrEnter`).
    public static let keyboardReturn = UIKeyboardHIDUsage(rawValue: 0x9E)
    /// Separator.
    public static let keyboardSeparator = UIKeyboardHIDUsage(rawValue: 0x9F)
    /// Out.
    public static let keyboardOut = UIKeyboardHIDUsage(rawValue: 0xA0)
    /// Oper.
    public static let keyboardOper = UIKeyboardHIDUsage(rawValue: 0xA1)
    /// Clear/Again.
    public static let keyboardClearOrAgain = UIKeyboardHIDUsage(rawValue: 0xA2)
    /// CrSel/Props.
    public static let keyboardCrSelOrProps = UIKeyboardHIDUsage(rawValue: 0xA3)
    /// ExSel.
    public static let keyboardExSel = UIKeyboardHIDUsage(rawValue: 0xA4)
    /// Reserved.
    public static let keyboard_Reserved = UIKeyboardHIDUsage(rawValue: 0xFFFF)
    /// Korean: Hangul (LANG1).
    public static let keyboardHangul = keyboardLANG1
    /// Korean: Hanja (LANG2).
    public static let keyboardHanja = keyboardLANG2
    /// Japanese: the kana switch (LANG1).
    public static let keyboardKanaSwitch = keyboardLANG1
    /// Japanese: the alphanumeric switch (LANG2).
    public static let keyboardAlphanumericSwitch = keyboardLANG2
    /// Japanese: Katakana (LANG3).
    public static let keyboardKatakana = keyboardLANG3
    /// Japanese: Hiragana (LANG4).
    public static let keyboardHiragana = keyboardLANG4
    /// Japanese: Zenkaku/Hankaku (LANG5).
    public static let keyboardZenkakuHankakuKanji = keyboardLANG5
}
