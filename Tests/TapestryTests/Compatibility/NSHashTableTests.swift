import Foundation
import Testing

@testable import Tapestry

/// `NSHashTable` and `NSPointerFunctions.Options` on Linux: strong and weak sets of objects.
@Suite struct NSHashTableTests {
    private final class Listener {
        let name: String
        init(_ name: String) { self.name = name }
    }

    private final class Tag: NSObject {
        let value: Int
        init(_ value: Int) { self.value = value }
        override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.value == value }
        override var hash: Int { value }
    }

    @Test func aWeakTableForgetsReleasedObjects() {
        let table = NSHashTable<Listener>.weakObjects()
        let kept = Listener("kept")
        do {
            let passing = Listener("passing")
            table.add(passing)
            table.add(kept)
            table.add(kept)  // once only
            #expect(table.count == 2 && table.contains(passing))
        }
        #expect(table.count == 1)
        #expect(table.allObjects.map(\.name) == ["kept"])
        #expect(table.anyObject === kept)
        #expect(table.pointerFunctions.options == .weakMemory)
    }

    @Test func aStrongTableKeepsItsObjectsAlive() {
        let table = NSHashTable<Listener>()
        weak var watched: Listener?
        do {
            let listener = Listener("held")
            watched = listener
            table.add(listener)
        }
        #expect(watched != nil && table.count == 1)
        table.remove(watched)
        #expect(watched == nil && table.count == 0 && table.anyObject == nil)
    }

    @Test func objectsAreEqualByIsEqualUnlessThePersonalityIsThePointer() {
        let byValue = NSHashTable<Tag>()
        byValue.add(Tag(1))
        byValue.add(Tag(1))
        #expect(byValue.count == 1 && byValue.member(Tag(1))?.value == 1)
        let byPointer = NSHashTable<Tag>(options: [.strongMemory, .objectPointerPersonality])
        let one = Tag(1)
        byPointer.add(one)
        byPointer.add(Tag(1))
        #expect(byPointer.count == 2)
        byPointer.remove(Tag(1))
        #expect(byPointer.count == 2, "another object, though equal, is not the one in the table")
        byPointer.remove(one)
        #expect(byPointer.count == 1 && !byPointer.contains(one))
    }

    @Test func setOperationsAndIteration() {
        let (a, b, c) = (Tag(1), Tag(2), Tag(3))
        let first = NSHashTable<Tag>()
        let second = NSHashTable<Tag>()
        [a, b].forEach(first.add)
        [b, c].forEach(second.add)
        #expect(first.intersects(second) && !first.isSubset(of: second))
        first.union(second)
        #expect(Set(first.compactMap { ($0 as? Tag)?.value }) == [1, 2, 3] && second.isSubset(of: first))
        first.minus(second)
        #expect(first.allObjects.map(\.value) == [1])
        first.add(b)
        first.intersect(second)
        #expect(first.allObjects.map(\.value) == [2] && first.setRepresentation.count == 1)
        #expect((first.objectEnumerator().allObjects as? [Tag])?.map(\.value) == [2])
        let copy = NSHashTable<Tag>()
        copy.add(Tag(2))
        #expect(first.isEqual(to: copy))
        first.removeAllObjects()
        #expect(first.count == 0 && first.allObjects.isEmpty)
        first.add(nil)
        #expect(first.count == 0 && !first.contains(nil))
    }

    @Test func aWeakTableDropsTheSlotsOfReleasedObjectsAsItGrows() {
        let table = NSHashTable<Listener>.weakObjects()
        for index in 0..<200 { table.add(Listener("\(index)")) }
        let kept = Listener("kept")
        table.add(kept)
        #expect(table.count == 1 && table.allObjects.first === kept)
    }

    @Test func theOptionsHaveFoundationsValues() {
        #expect(NSPointerFunctions.Options.weakMemory.rawValue == 5)
        #expect(NSPointerFunctions.Options.strongMemory.rawValue == 0)
        #expect(NSPointerFunctions.Options.objectPointerPersonality.rawValue == 512)
        #expect(NSPointerFunctions.Options.copyIn.rawValue == 65536)
        let functions = NSPointerFunctions(options: [.weakMemory, .objectPointerPersonality])
        let table = NSHashTable<Listener>(pointerFunctions: functions)
        #expect(table.pointerFunctions.options == [.weakMemory, .objectPointerPersonality])
    }
}
