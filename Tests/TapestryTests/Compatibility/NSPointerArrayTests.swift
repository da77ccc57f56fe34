import Foundation
import Tapestry
import Testing

/// NSPointerArray, strong and weak, as Apple's Foundation has it.
@Suite struct NSPointerArrayTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func aWeakArrayForgetsReleasedObjectsAndCompacts() {
        let array = NSPointerArray.weakObjects()
        let kept = Box(1)
        do {
            let released = Box(2)
            array.addPointer(Unmanaged.passUnretained(kept).toOpaque())
            array.addPointer(Unmanaged.passUnretained(released).toOpaque())
            array.addPointer(nil)
            #expect(array.count == 3 && array.allObjects.count == 2)
        }
        #expect(array.pointer(at: 1) == nil, "the second box was released")
        #expect(array.count == 3)
        array.compact()
        #expect(array.count == 1)
        let first = array.pointer(at: 0).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue() }
        #expect(first === kept)
    }

    @Test func aStrongArrayKeepsItsObjectsAndEditsInPlace() {
        let array = NSPointerArray.strongObjects()
        weak var watched: Box?
        do {
            let box = Box(3)
            watched = box
            array.addPointer(Unmanaged.passUnretained(box).toOpaque())
        }
        #expect(watched != nil, "held strongly")
        array.insertPointer(nil, at: 0)
        let four = Box(4)
        array.replacePointer(at: 0, withPointer: Unmanaged.passUnretained(four).toOpaque())
        #expect((array.allObjects as? [Box])?.map(\.value) == [4, 3])
        array.removePointer(at: 1)
        #expect(watched == nil, "removed, then released")
        array.count = 3
        #expect(array.count == 3 && array.allObjects.count == 1)
    }
}
