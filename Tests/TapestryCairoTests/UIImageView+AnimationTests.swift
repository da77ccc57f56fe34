import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// `UIImageView`'s image sequences, drawn frame by frame as the loop draws them.
@MainActor
@Suite struct UIImageViewAnimationTests {
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    @Test func theImagesShowInTurnAndTheStillImageAfterTheLastCycle() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let view = UIImageView(image: swatch(.white))
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        view.animationImages = [swatch(.red), swatch(.green), swatch(.blue)]
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        stage.root.addSubview(view)
        _ = stage.frame()
        #expect(!view.isAnimating)
        view.startAnimating()
        #expect(view.isAnimating)
        func shown(after seconds: TimeInterval) -> String {
            let pixel = stage.frame(after: seconds).pixel(x: 30, y: 30)
            if pixel.r > 200 && pixel.g > 200 { return "white" }
            if pixel.r > 200 { return "red" }
            if pixel.g > 100 { return "green" }
            if pixel.b > 200 { return "blue" }
            return "?"
        }
        #expect(shown(after: 0.05) == "red")
        #expect(shown(after: 0.1) == "green")
        #expect(shown(after: 0.1) == "blue")
        #expect(shown(after: 0.1) == "red", "the second cycle")
        #expect(shown(after: 0.3) == "white", "after two cycles the still image")
        #expect(!view.isAnimating)
    }

    @Test func stoppingShowsTheStillImageAndAnEmptySequenceDoesNotStart() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let view = UIImageView(image: swatch(.white))
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        stage.root.addSubview(view)
        view.startAnimating()
        #expect(!view.isAnimating, "no images, no animation")
        view.animationImages = [swatch(.red), swatch(.blue)]
        view.startAnimating()
        _ = stage.frame(after: 0.01)
        #expect(stage.frame(after: 0.01).pixel(x: 30, y: 30).b < 60, "red first")
        view.stopAnimating()
        let pixel = stage.frame(after: 0.01).pixel(x: 30, y: 30)
        #expect(pixel.r > 200 && pixel.g > 200 && pixel.b > 200)
    }
}
