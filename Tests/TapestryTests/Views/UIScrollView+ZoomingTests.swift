import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Zooming: the delegate names the view, the scale stays within the limits, the point under the centre (or
/// the pinch) stays put, and a pinch past a limit rubber-bands only with `bouncesZoom`.
@MainActor
@Suite struct UIScrollViewZoomingTests {
    final class Zoomer: UIScrollViewDelegate {
        var view: UIView?
        var didZoom = 0
        var ended: [CGFloat] = []
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { didZoom += 1 }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            ended.append(scale)
        }
    }

    private func scene() -> (UIScrollView, UIView, Zoomer, EventSynthesizer) {
        let (_, root, synthesizer) = makeWindow(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        root.addSubview(scroll)
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scroll.addSubview(image)
        scroll.contentSize = image.bounds.size
        let zoomer = Zoomer()
        scroll.delegate = zoomer
        scroll.maximumZoomScale = 3
        synthesizer.advance(by: 0)
        return (scroll, image, zoomer, synthesizer)
    }

    /// With no view to zoom there is nothing to scale: the scale stays 1 and a pinch scrolls nothing.
    @Test func withoutAViewForZoomingNothingZooms() {
        UIApplication.replaceShared()
        let (scroll, image, zoomer, synthesizer) = scene()
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.zoomScale == 1)
        #expect(image.transform == .identity)
        let a = synthesizer.touchDown(at: CGPoint(x: 140, y: 200))
        let b = synthesizer.touchDown(at: CGPoint(x: 180, y: 200))
        synthesizer.advance(by: 0.02)
        synthesizer.touchesMove([(a, CGPoint(x: 60, y: 200)), (b, CGPoint(x: 260, y: 200))])
        #expect(!scroll.isZooming)
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        #expect(zoomer.didZoom == 0)
    }

    /// Setting the scale scales the view and the content and keeps the point under the centre where it was.
    @Test func settingTheScaleKeepsTheCentrePoint() {
        UIApplication.replaceShared()
        let (scroll, image, zoomer, _) = scene()
        zoomer.view = image
        scroll.zoomScale = 2
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scroll.contentSize == CGSize(width: 640, height: 800))
        // The centre (160, 200) of the content is still under the centre of the view.
        #expect(scroll.contentOffset == CGPoint(x: 160, y: 200))
        #expect(zoomer.didZoom >= 1)
        #expect(zoomer.ended.isEmpty, "setting the scale is not a zoom gesture")
        scroll.zoomScale = 0.2
        #expect(scroll.zoomScale == 1, "clamped to the minimum")
    }

    /// An animated change reaches its scale over frames and reports the end of zooming.
    @Test func anAnimatedZoomEndsAtItsScale() {
        UIApplication.replaceShared()
        let (scroll, image, zoomer, synthesizer) = scene()
        zoomer.view = image
        scroll.setZoomScale(3, animated: true)
        #expect(scroll.zoomScale == 1)
        synthesizer.advance(by: 0.05)
        #expect(scroll.zoomScale > 1 && scroll.zoomScale < 3)
        synthesizer.advance(by: 2)
        #expect(scroll.zoomScale == 3)
        #expect(zoomer.ended == [3])
    }

    /// Without `bouncesZoom` a pinch stops at the limit instead of rubber-banding past it.
    @Test func withoutBouncesZoomAPinchStopsAtTheLimit() {
        UIApplication.replaceShared()
        let (scroll, image, zoomer, synthesizer) = scene()
        zoomer.view = image
        scroll.bouncesZoom = false
        let a = synthesizer.touchDown(at: CGPoint(x: 150, y: 200))
        let b = synthesizer.touchDown(at: CGPoint(x: 170, y: 200))
        for step in 1...20 {
            synthesizer.advance(by: 0.01)
            let spread = 10 + CGFloat(step) * 8
            synthesizer.touchesMove([(a, CGPoint(x: 160 - spread, y: 200)), (b, CGPoint(x: 160 + spread, y: 200))])
        }
        #expect(scroll.isZooming)
        #expect(scroll.zoomScale == 3)
        synthesizer.touchUp(a)
        synthesizer.touchUp(b)
        synthesizer.advance(by: 1)
        #expect(zoomer.ended == [3])
    }
}
