import Foundation
import Tapestry
import Testing

/// Stroke outlines and dashes made as Core Graphics' `copy(strokingWithWidth:…)` and
/// `copy(dashingWithPhase:lengths:)` make them, checked by what the outline contains.
@Suite struct CGPathStrokingTests {
    private func line(_ points: CGPoint...) -> CGMutablePath {
        let path = CGMutablePath()
        path.addLines(between: points)
        return path
    }

    @Test func aLineIsOutlinedToHalfTheWidthEachSideWithItsCaps() {
        let path = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        let butt = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 5, y: 1.9)))
        #expect(butt.contains(CGPoint(x: 5, y: -1.9)))
        #expect(!butt.contains(CGPoint(x: 5, y: 2.1)))
        #expect(!butt.contains(CGPoint(x: -0.5, y: 0)))
        let square = path.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -1.5, y: 1.5)))
        #expect(square.contains(CGPoint(x: 11.5, y: -1.5)))
        #expect(!square.contains(CGPoint(x: 12.5, y: 0)))
        let round = path.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.5, y: 0)))
        #expect(!round.contains(CGPoint(x: -1.8, y: 1.8)), "outside the round cap's half circle")
        #expect(path.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test func cornersAreMiteredBevelledOrRoundedAndTheMiterLimitBevels() {
        let corner = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))
        let outerTip = CGPoint(x: 10.9, y: -0.9)
        let miter = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(outerTip))
        #expect(miter.contains(CGPoint(x: 9.5, y: 5)) && miter.contains(CGPoint(x: 5, y: 0.5)))
        let bevel = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(outerTip))
        #expect(bevel.contains(CGPoint(x: 10.3, y: -0.3)), "the bevel's triangle")
        // A right angle's miter is √2 times the width: a limit of 1.4 bevels it.
        let limited = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(outerTip))
        let round = corner.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 10.6, y: -0.6)) && !round.contains(outerTip))
    }

    @Test func aClosedRectangleIsARingWhoseOverlapsFillAsOne() {
        let rect = CGMutablePath()
        rect.addRect(CGRect(x: 0, y: 0, width: 20, height: 10))
        let ring = rect.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(ring.contains(CGPoint(x: -0.9, y: -0.9)), "the mitred corner")
        #expect(ring.contains(CGPoint(x: 10, y: 0.5)) && ring.contains(CGPoint(x: 19.5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 10, y: 5)), "the inside stays empty")
        #expect(ring.contains(CGPoint(x: 0.2, y: 0.2)), "segments overlapping at a corner still count as inside")
    }

    @Test func dashesFollowTheLengthsFromThePhaseAtEverySubpath() {
        let path = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 5))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [2, 3])
        #expect(
            dashed.elements == [
                .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 2, y: 0)), .moveTo(CGPoint(x: 5, y: 0)),
                .lineTo(CGPoint(x: 7, y: 0)), .moveTo(CGPoint(x: 0, y: 5)), .lineTo(CGPoint(x: 2, y: 5)),
                .moveTo(CGPoint(x: 5, y: 5)),
                .lineTo(CGPoint(x: 7, y: 5)),
            ])
        let shifted = line(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)).copy(dashingWithPhase: 1, lengths: [2, 3])
        #expect(
            shifted.elements == [
                .moveTo(CGPoint(x: 0, y: 0)), .lineTo(CGPoint(x: 1, y: 0)), .moveTo(CGPoint(x: 4, y: 0)),
                .lineTo(CGPoint(x: 6, y: 0)), .moveTo(CGPoint(x: 9, y: 0)), .lineTo(CGPoint(x: 10, y: 0)),
            ])
        #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]).elements == path.elements, "no pattern: whole")
    }
}

/// The C-style initializers Core Graphics imports for stroking and dashing.
@Suite struct CGPathCStyleCopyTests {
    @Test func strokingAndDashingInitializersMatchTheCopies() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let stroked = try #require(
            CGPath(__byStroking: path, transform: nil, lineWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 0))
        #expect(
            stroked.elements
                == path.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 0).elements)
        #expect(
            CGPath(
                __byStroking: path, transform: nil, lineWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
                == nil)
        var shift = CGAffineTransform(translationX: 0, y: 10)
        let lengths: [CGFloat] = [10, 5]
        let dashed = try #require(
            lengths.withUnsafeBufferPointer {
                CGPath(__byDashing: path, transform: &shift, phase: 0, lengths: $0.baseAddress, count: 2)
            })
        #expect(dashed.elements == path.copy(dashingWithPhase: 0, lengths: lengths, transform: shift).elements)
    }
}
