import Foundation

extension UIImage {
    /// An animated image: `images` shown in turn, one cycle taking `duration` seconds (each image an equal share),
    /// sized as the first. An image view showing it animates it; drawn elsewhere it is its first image. Nil when
    /// `images` is empty.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(variantOf: first)
        image.images = images
        image.duration = duration.isFinite && duration > 0 ? duration : 0
        return image
    }

    /// An animated image of the images named `name` followed by a number (`spinner0`, `spinner1`, … or from
    /// `spinner1` when there is no `spinner0`), up to the first number missing.
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(name), duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with each image made resizable with `capInsets`.
    public static func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval)
        -> UIImage?
    {
        animatedImage(
            with: numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets) }, duration: duration)
    }

    /// `animatedImageNamed(_:duration:)` with each image made resizable with `capInsets` and `resizingMode`.
    public static func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        let frames = numberedImages(name).map {
            $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// The images named `name` and a number in `bundle` (the main bundle when nil), from 0 (or 1) up to the
    /// first missing, at most 1,025 of them.
    static func numberedImages(_ name: String, in bundle: Bundle? = nil) -> [UIImage] {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let image = UIImage(named: "\(name)\(index)", in: bundle, compatibleWith: nil) else {
                if index == 0 { continue }
                break
            }
            frames.append(image)
        }
        return frames
    }
}

extension UIImageView {
    /// The frame of `image` shown now: the animated image's current one, or the image itself.
    func currentFrame(of image: UIImage?) -> UIImage? {
        guard let image, let frames = image.images, !frames.isEmpty else { return image }
        return frames[min(imageAnimationFrame, frames.count - 1)]
    }

    /// Starts stepping an animated `image`'s frames on the display's frames while the view is in a window, and
    /// stops otherwise.
    func updateImageAnimation() {
        guard let frames = image?.images, frames.count > 1, window != nil else {
            imageAnimationLink?.invalidate()
            imageAnimationLink = nil
            imageAnimationFrame = 0
            return
        }
        guard imageAnimationLink == nil else { return }
        imageAnimationStart = nil
        imageAnimationFrame = 0
        imageAnimationLink = frameLink { $0.stepImageAnimation(to: $1) }
    }

    /// A display link on the main run loop calling `step` with the view and each frame's timestamp while the
    /// view exists.
    func frameLink(_ step: @escaping @MainActor (UIImageView, CFTimeInterval) -> Void) -> CADisplayLink {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            step(self, link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        return link
    }

    func stepImageAnimation(to now: CFTimeInterval) {
        guard let image, let frames = image.images, frames.count > 1 else { return updateImageAnimation() }
        let start = imageAnimationStart ?? now
        imageAnimationStart = start
        let cycle = image.duration > 0 ? image.duration : Double(frames.count) / 30
        let elapsed = (now - start).truncatingRemainder(dividingBy: cycle)
        let index = min(max(Int(elapsed / cycle * Double(frames.count)), 0), frames.count - 1)
        if index != imageAnimationFrame {
            imageAnimationFrame = index
            setNeedsDisplay()
        }
    }
}
