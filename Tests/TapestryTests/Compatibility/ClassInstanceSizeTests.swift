import Testing

@testable import Tapestry

/// `class_getInstanceSize` gives the header and the stored properties, with the superclasses' and padding.
@Suite struct ClassInstanceSizeTests {
    class Empty {}
    class OneWord { var value: Int64 = 0 }
    class Subclass: OneWord {
        var flag: Int8 = 0
        var count: Int32 = 0
    }
    final class Wide {
        var numbers = (1, 2, 3, 4, 5)
        var name = "wide"
    }

    @Test func theSizeIsTheHeaderAndEveryStoredProperty() {
        let header = 2 * MemoryLayout<Int>.size
        #expect(class_getInstanceSize(Empty.self) == header)
        #expect(class_getInstanceSize(OneWord.self) == header + 8)
        #expect(class_getInstanceSize(Subclass.self) == header + 8 + 4 + 4)
        #expect(
            class_getInstanceSize(Wide.self)
                == header + MemoryLayout<(Int, Int, Int, Int, Int)>.size + MemoryLayout<String>.size)
        #expect(class_getInstanceSize(nil) == 0)
    }
}
