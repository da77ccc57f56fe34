import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The slider: the value stays in range, and dragging the thumb changes it continuously.
@MainActor
@Suite struct UISliderTests {
    @Test func theValueIsClampedAndDraggingTheThumbChangesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        root.addSubview(slider)
        slider.value = 5
        #expect(slider.value == 1, "clamped to maximumValue")
        slider.value = 0
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.bounds, value: 0)
        synthesizer.drag(from: CGPoint(x: thumb.midX, y: 20), to: CGPoint(x: 400, y: 20), steps: 5)
        #expect(!values.isEmpty)
        #expect(values == values.sorted(), "dragging right only increases it")
        #expect(slider.value == 1)
        slider.addAction(UIAction { _ in }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 150, y: 20))  // off the thumb: nothing
        #expect(slider.value == 1)
    }

    @Test func theThumbIsUIKit26sCapsuleAndTravels243PointsOnA280PointSlider() {
        // Measured on UIKit 26.1: the thumb is 37×24, so a 280-pt slider's thumb moves 243 pt from end to end.
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 280, height: 34))
        let start = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        let end = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
        #expect(start.size == CGSize(width: 37, height: 24))
        #expect(start.midY == 17, "centred on the track")
        #expect(end.minX - start.minX == 243)
    }

    @Test func aThumbImageSetsTheThumbsSizeAndIsKeptPerState() {
        UIApplication.replaceShared()
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(slider.currentThumbImage == nil && slider.thumbImage(for: .normal) == nil)
        let thumb = UIImage(bitmap: ImageBitmap(width: 20, height: 20, bytesPerRow: 80))
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .normal) === thumb && slider.currentThumbImage === thumb)
        #expect(slider.thumbImage(for: .highlighted) == nil, "only the state it was set for")
        slider.value = 1
        let rect = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
        #expect(rect.size == CGSize(width: 20, height: 20) && rect.maxX == 200, "the image's size, at the end")
        let track = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        slider.setMinimumTrackImage(track, for: .normal)
        slider.setMaximumTrackImage(track, for: .normal)
        #expect(slider.currentMinimumTrackImage === track && slider.maximumTrackImage(for: .normal) === track)
    }

    @Test func valueImagesSitAtTheEndsAndTheTrackRunsBetweenThem() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let icon = UIImage(bitmap: ImageBitmap(width: 20, height: 20, bytesPerRow: 80))
        #expect(slider.trackRect(forBounds: slider.bounds).width == 300)
        slider.minimumValueImage = icon
        slider.maximumValueImage = icon
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 280, y: 7, width: 20, height: 20))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 25 && track.maxX == 275, "5 points from each image")
        let end = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1)
        #expect(end.maxX == 275, "the thumb travels the shorter track")
    }
}
