import Testing

@testable import Tapestry

/// Offsets in UTF-16 units that fall inside a character are rounded down to the character's start.
@MainActor
struct TextEditingModelTests {
    private func model(_ text: String) -> TextEditingModel {
        let model = TextEditingModel()
        model.setText(text)
        return model
    }

    @Test func anOffsetInsideTheFirstCharacterRoundsDownToZero() {
        // A surrogate pair, and a letter with a combining accent, as the first character: an offset inside
        // them has no character before it to step back from.
        #expect(model("😀x").boundary(1) == 0)
        #expect(model("e\u{301}x").boundary(1) == 0)
        #expect(model("🇫🇷x").boundary(3) == 0)
    }

    @Test func anOffsetInsideALaterCharacterRoundsDownToItsStart() {
        #expect(model("a😀b").boundary(2) == 1)
        #expect(model("ae\u{301}b").boundary(2) == 1)
        #expect(model("a😀b").boundary(3) == 3)
        #expect(model("a😀b").boundary(9) == 4)
        #expect(model("a😀b").boundary(-2) == 0)
    }

    @Test func neighboursAndSubstringsAroundAnOffsetInsideACharacter() {
        let emoji = model("😀x")
        #expect(emoji.offset(after: 1) == 2)
        #expect(emoji.offset(before: 1) == 0)
        #expect(emoji.substring(1..<3) == "😀x")
    }
}
