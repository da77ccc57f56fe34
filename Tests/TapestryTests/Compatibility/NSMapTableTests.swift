import Foundation
import Testing

@testable import Tapestry

struct NSMapTableTests {
    final class Box {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func strongToWeakForgetsAReleasedValue() {
        let table = NSMapTable<NSString, Box>.strongToWeakObjects()
        var box: Box? = Box("a")
        table.setObject(box, forKey: "key")
        #expect(table.object(forKey: "key")?.name == "a")
        #expect(table.object(forKey: NSMutableString(string: "key")) === box, "equal keys find the value")
        #expect(table.count == 1)
        box = nil
        #expect(table.object(forKey: "key") == nil)
        #expect(table.count == 0)
    }

    @Test func weakToStrongForgetsAReleasedKey() {
        let table = NSMapTable<NSObject, Box>.weakToStrongObjects()
        var key: NSObject? = NSObject()
        table.setObject(Box("v"), forKey: key)
        #expect(table.object(forKey: key)?.name == "v")
        key = nil
        #expect(table.count == 0)
    }

    @Test func strongTablesReplaceRemoveAndList() {
        let table = NSMapTable<NSString, Box>()
        table.setObject(Box("1"), forKey: "a")
        table.setObject(Box("2"), forKey: "a")
        table.setObject(Box("3"), forKey: "b")
        #expect(table.count == 2)
        #expect(table.object(forKey: "a")?.name == "2")
        #expect(Set(table.dictionaryRepresentation().keys) == ["a", "b"])
        #expect((table.keyEnumerator().allObjects as? [String])?.sorted() == ["a", "b"])
        table.setObject(nil, forKey: "a")
        #expect(table.object(forKey: "a") == nil)
        table.removeAllObjects()
        #expect(table.count == 0)
    }

    @Test func pointerPersonalityComparesIdentity() {
        let table = NSMapTable<NSString, Box>(keyOptions: .objectPointerPersonality, valueOptions: [])
        let key = NSMutableString(string: "k")
        table.setObject(Box("x"), forKey: key)
        #expect(table.object(forKey: key)?.name == "x")
        #expect(table.object(forKey: NSMutableString(string: "k")) == nil)
    }
}
