import Foundation
import Testing

@testable import Tapestry

/// UIKit's drawing additions on `NSString` measure as `String`'s do.
@MainActor
@Suite struct NSStringDrawingTests {
    @Test func anNSStringMeasuresAsItsString() {
        withEstimatedText {
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
            let text: NSString = "Measure me"
            #expect(text.size(withAttributes: attributes) == "Measure me".size(withAttributes: attributes))
            #expect(
                text.size(withAttributes: attributes).width
                    > ("Measure" as NSString).size(withAttributes: attributes).width)
            let wrapped = text.boundingRect(
                with: CGSize(width: 40, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes,
                context: nil)
            #expect(wrapped.height > text.size(withAttributes: attributes).height, "wrapped at 40 points")
        }
    }
}
