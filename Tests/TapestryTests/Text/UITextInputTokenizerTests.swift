import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The string tokenizer text fields and text views hand out: words, sentences, paragraphs.
@MainActor
@Suite struct UITextInputTokenizerTests {
    private func offset(_ field: UITextField, _ position: UITextPosition?) -> Int? {
        position.map { field.offset(from: field.beginningOfDocument, to: $0) }
    }

    @Test func wordsAndSentencesAreFoundAroundAPosition() throws {
        let field = UITextField()
        field.text = "Don't stop. Go on!\nNext line"
        let tokenizer = field.tokenizer
        let forward = UITextDirection.storage(.forward)
        let inStop = try #require(field.position(from: field.beginningOfDocument, offset: 7))
        let word = try #require(tokenizer.rangeEnclosingPosition(inStop, with: .word, inDirection: forward))
        #expect(field.text(in: word) == "stop")
        let inDont = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        let dont = try #require(tokenizer.rangeEnclosingPosition(inDont, with: .word, inDirection: forward))
        #expect(field.text(in: dont) == "Don't")
        let sentence = try #require(tokenizer.rangeEnclosingPosition(inStop, with: .sentence, inDirection: forward))
        #expect(field.text(in: sentence) == "Don't stop. ")
        let paragraph = try #require(tokenizer.rangeEnclosingPosition(inStop, with: .paragraph, inDirection: forward))
        #expect(field.text(in: paragraph) == "Don't stop. Go on!")
        // Word-wise moves, as Alt+arrow makes them.
        #expect(offset(field, tokenizer.position(from: inStop, toBoundary: .word, inDirection: forward)) == 10)
        #expect(
            offset(field, tokenizer.position(from: inStop, toBoundary: .word, inDirection: .storage(.backward))) == 6)
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 10))
        #expect(tokenizer.isPosition(end, atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(end, withinTextUnit: .word, inDirection: forward), "the space after the word")
        #expect(tokenizer.isPosition(end, withinTextUnit: .word, inDirection: .storage(.backward)))
    }

    @Test func theDefaultTextInputMembersAnswerAsUIKitDoes() throws {
        let field = UITextField()
        field.text = "abcdef"
        let from = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let to = try #require(field.position(from: field.beginningOfDocument, offset: 4))
        let range = try #require(field.textRange(from: from, to: to))
        #expect(field.textInputView === field && field.selectionAffinity == .forward)
        #expect(field.characterOffset(of: range.end, within: range) == 3)
        #expect(offset(field, field.position(within: range, atCharacterOffset: 2)) == 3)
        #expect(field.position(within: range, atCharacterOffset: 4) == nil)
        #expect(offset(field, field.position(within: range, farthestIn: .left)) == 1)
        let rest = try #require(field.characterRange(byExtending: range.end, in: .right))
        #expect(field.text(in: rest) == "ef")
    }
}
