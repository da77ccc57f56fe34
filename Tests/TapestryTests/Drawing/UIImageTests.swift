import Foundation
import Tapestry
import Testing

/// Images: the size in points from the PNG header and the scale; anything else is refused with a message.
@Suite struct UIImageTests {
    @Test func sizeComesFromTheHeaderAndTheScale() {
        let image = UIImage(data: pngHeader(width: 80, height: 40), scale: 2)
        #expect(image?.pixelSize == CGSize(width: 80, height: 40))
        #expect(image?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: pngHeader(width: 1, height: 1), scale: 0) == nil, "a zero scale is refused")
        #expect(UIImage(contentsOfFile: "/nonexistent/picture@2x.png") == nil)
    }

    @Test func anImageMadeWithoutArgumentsIsEmpty() {
        let image = UIImage()
        #expect(image.size == .zero && image.pixelSize == .zero && image.bitmap == nil)
    }
}
