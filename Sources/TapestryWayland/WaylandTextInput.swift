import CWayland
import Foundation
import Tapestry

/// Input methods on Wayland (`zwp_text_input_v3`, SEMANTICS §13.1): enabled while the focused window's first
/// responder takes text, with the caret's rectangle for the candidate window; the method's composing text
/// becomes marked text, its commits are inserted, and its deletions around the caret are applied, all at the
/// `done` that ends each batch, in the protocol's order (delete, commit, preedit).
@preconcurrency @MainActor
final class WaylandTextInput {
    private let textInput: OpaquePointer
    /// The surface the text input has entered (it is usable only there).
    private(set) var focusedSurface: OpaquePointer?
    private(set) var isEnabled = false
    private var sentCaret: CGRect?
    private var sentSurrounding: Surrounding?
    private var sentPurpose: (hint: UInt32, purpose: UInt32)?

    /// A batch being assembled until `done`.
    private struct Pending {
        var preedit: (text: String, cursor: Int32)?
        var commit: String?
        var deleteBefore: UInt32 = 0
        var deleteAfter: UInt32 = 0
    }
    private var pending = Pending()
    /// Applies a finished batch to the app (the backend routes it to the engine's entry points).
    var apply: ((_ deleteBefore: Int, _ deleteAfter: Int, _ commit: String?, _ preedit: String, _ caret: Int) -> Void)?

    init?(manager: OpaquePointer, seat: OpaquePointer) {
        guard let textInput = zwp_text_input_manager_v3_get_text_input(manager, seat) else { return nil }
        self.textInput = textInput
        zwp_text_input_v3_add_listener(textInput, &WaylandTextInput.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Brings the compositor up to date, once a loop turn: enabled when `wanted` (a text responder focused in the
    /// surface the text input is in), with the caret at `caret` (surface coordinates).
    func update(
        wanted: Bool, caret: CGRect?, surrounding: Surrounding? = nil,
        contentType: (hint: UInt32, purpose: UInt32) = (0, 0)
    ) {
        let enable = wanted && focusedSurface != nil
        if enable != isEnabled {
            isEnabled = enable
            if enable {
                zwp_text_input_v3_enable(textInput)
                sentCaret = nil
                sentSurrounding = nil
                sentPurpose = nil
            } else {
                zwp_text_input_v3_disable(textInput)
                commit()
                return
            }
        }
        guard isEnabled else { return }
        var changed = false
        if sentPurpose.map({ $0 != contentType }) ?? true {
            sentPurpose = contentType
            zwp_text_input_v3_set_content_type(textInput, contentType.hint, contentType.purpose)
            changed = true
        }
        if let surrounding, surrounding != sentSurrounding {
            sentSurrounding = surrounding
            zwp_text_input_v3_set_surrounding_text(textInput, surrounding.text, surrounding.cursor, surrounding.anchor)
            changed = true
        }
        let rect = caret?.integral ?? .zero
        if rect != sentCaret {
            sentCaret = rect
            zwp_text_input_v3_set_cursor_rectangle(
                textInput, Int32(rect.minX), Int32(rect.minY), Int32(max(rect.width, 1)), Int32(rect.height))
            changed = true
        }
        if changed { commit() }
    }

    /// The text around the caret the input method may read (text-input-v3's surrounding text): at most
    /// `limit` characters either side of the selection, with the caret (the selection's end) and the anchor
    /// (its start) as byte offsets into it.
    struct Surrounding: Equatable {
        var text: String
        var cursor: Int32
        var anchor: Int32

        init(before: String, selected: String, after: String, limit: Int = 1000) {
            let head = String(before.suffix(limit)), tail = String(after.prefix(limit))
            text = head + selected + tail
            anchor = Int32(head.utf8.count)
            cursor = Int32(head.utf8.count + selected.utf8.count)
        }
    }

    /// text-input-v3's content hint and purpose for a text responder's traits: secure entry is a password
    /// (hidden, sensitive), number and phone pads are digits and phone numbers, URL and e-mail pads theirs.
    static func contentType(secure: Bool, keyboard: UIKeyboardType) -> (hint: UInt32, purpose: UInt32) {
        if secure {
            return (
                ZWP_TEXT_INPUT_V3_CONTENT_HINT_HIDDEN_TEXT.rawValue
                    | ZWP_TEXT_INPUT_V3_CONTENT_HINT_SENSITIVE_DATA.rawValue,
                ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PASSWORD.rawValue
            )
        }
        let purpose: zwp_text_input_v3_content_purpose =
            switch keyboard {
            case .numberPad, .asciiCapableNumberPad: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_DIGITS
            case .decimalPad, .numbersAndPunctuation: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NUMBER
            case .phonePad, .namePhonePad: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PHONE
            case .URL, .webSearch: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_URL
            case .emailAddress: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_EMAIL
            default: ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL
            }
        return (ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue, purpose.rawValue)
    }

    private func commit() {
        zwp_text_input_v3_commit(textInput)
    }

    /// The byte offset `cursor` into UTF-8 `text`, in Unicode scalars (-1: the end).
    static func scalarOffset(ofByte cursor: Int32, in text: String) -> Int {
        guard cursor >= 0 else { return text.unicodeScalars.count }
        var bytes = 0, scalars = 0
        for scalar in text.unicodeScalars {
            bytes += String(scalar).utf8.count
            guard bytes <= Int(cursor) else { break }  // an offset inside a scalar: before it
            scalars += 1
        }
        return scalars
    }

    fileprivate func entered(_ surface: OpaquePointer?) {
        focusedSurface = surface
        isEnabled = false
    }

    fileprivate func left() {
        focusedSurface = nil
        if isEnabled {
            isEnabled = false
            zwp_text_input_v3_disable(textInput)
            commit()
        }
    }

    fileprivate func done() {
        let batch = pending
        pending = Pending()
        let preedit = batch.preedit?.text ?? ""
        let caret = batch.preedit.map { Self.scalarOffset(ofByte: $0.cursor, in: $0.text) } ?? 0
        apply?(Int(batch.deleteBefore), Int(batch.deleteAfter), batch.commit, preedit, caret)
    }

    // MARK: Listener (the user data is the text input)

    nonisolated private static func input(_ data: UnsafeMutableRawPointer?) -> WaylandTextInput? {
        data.map { Unmanaged<WaylandTextInput>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated(unsafe) static var listener = zwp_text_input_v3_listener(
        enter: { data, _, surface in
            guard let input = input(data) else { return }
            let surface = UInt(bitPattern: surface)
            MainActor.assumeIsolated { input.entered(OpaquePointer(bitPattern: surface)) }
        },
        leave: { data, _, _ in
            guard let input = input(data) else { return }
            MainActor.assumeIsolated { input.left() }
        },
        preedit_string: { data, _, text, begin, _ in
            guard let input = input(data) else { return }
            let string = text.map { String(cString: $0) }
            MainActor.assumeIsolated { input.pending.preedit = string.map { ($0, begin) } }
        },
        commit_string: { data, _, text in
            guard let input = input(data) else { return }
            let string = text.map { String(cString: $0) }
            MainActor.assumeIsolated { input.pending.commit = string }
        },
        delete_surrounding_text: { data, _, before, after in
            guard let input = input(data) else { return }
            MainActor.assumeIsolated {
                input.pending.deleteBefore = before
                input.pending.deleteAfter = after
            }
        },
        done: { data, _, _ in
            guard let input = input(data) else { return }
            MainActor.assumeIsolated { input.done() }
        })
}
