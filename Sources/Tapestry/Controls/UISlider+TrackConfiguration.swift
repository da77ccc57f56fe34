import Foundation

extension UISlider {
    /// A slider's look (UIKit 26).
    public enum Style: Int, Sendable {
        /// A thin track and a capsule thumb.
        case `default` = 0
        /// A thicker track without a thumb: pressing anywhere on it sets the value.
        case thumbless = 1
    }

    /// Ticks along a slider's track, the part of the track that can be chosen, and the value its fill starts
    /// from (UIKit 26). Tick positions, the enabled range and the neutral value are fractions of the slider's
    /// range (0 at `minimumValue`, 1 at `maximumValue`), which with the default range are the values themselves.
    public struct TrackConfiguration: Equatable, @unchecked Sendable {
        /// A mark on the track.
        public struct Tick: Hashable, @unchecked Sendable {
            /// Where the tick is, as a fraction of the range.
            public let position: Float
            /// A title for the tick (kept; the track draws dots).
            public var title: String?
            /// An image for the tick (kept, as the title).
            public var image: UIImage?

            /// A tick at `position`.
            public init(position: Float, title: String? = nil, image: UIImage? = nil) {
                self.position = position
                self.title = title
                self.image = image
            }
        }

        /// Whether the value may only be a tick's (it moves to the nearest); true by default.
        public var allowsTickValuesOnly: Bool
        /// Where the track's fill starts; 0 (the minimum) by default.
        public var neutralValue: Float
        /// The part of the range the value may take; all of it by default.
        public var enabledRange: ClosedRange<Float>
        /// The ticks.
        public let ticks: [Tick]

        /// A configuration with the given ticks.
        public init(
            allowsTickValuesOnly: Bool = true, neutralValue: Float = 0, enabledRange: ClosedRange<Float> = 0...1,
            ticks: [Tick]
        ) {
            self.allowsTickValuesOnly = allowsTickValuesOnly
            self.neutralValue = neutralValue
            self.enabledRange = enabledRange
            self.ticks = ticks
        }

        /// A configuration with `numberOfTicks` ticks spaced evenly from one end of the range to the other.
        public init(
            allowsTickValuesOnly: Bool = true, neutralValue: Float = 0, enabledRange: ClosedRange<Float> = 0...1,
            numberOfTicks: Int
        ) {
            let count = max(numberOfTicks, 0)
            let ticks = (0..<count).map { Tick(position: count == 1 ? 0 : Float($0) / Float(count - 1)) }
            self.init(
                allowsTickValuesOnly: allowsTickValuesOnly, neutralValue: neutralValue, enabledRange: enabledRange,
                ticks: ticks)
        }
    }

    /// `value` held to the configuration: inside the enabled range, and on the nearest tick there when only
    /// tick values are allowed.
    func configured(_ value: Float) -> Float {
        guard let configuration = trackConfiguration else { return value }
        let span = maximumValue - minimumValue
        guard span > 0 else { return value }
        var fraction = (value - minimumValue) / span
        let range = configuration.enabledRange
        fraction = min(max(fraction, range.lowerBound), range.upperBound)
        if configuration.allowsTickValuesOnly {
            let allowed = configuration.ticks.map(\.position).filter { range.contains($0) }
            if let nearest = allowed.min(by: { abs($0 - fraction) < abs($1 - fraction) }) { fraction = nearest }
        }
        return minimumValue + fraction * span
    }

    /// Where the fill starts on `track`: the neutral value's place, or nil for the track's start.
    func neutralX(in track: CGRect) -> CGFloat? {
        guard let neutral = trackConfiguration?.neutralValue, neutral != 0 else { return nil }
        let usable = track.width - thumbSize.width
        return track.minX + thumbSize.width / 2 + CGFloat(min(max(neutral, 0), 1)) * usable
    }

    /// Draws the ticks as dots along the track, dimmed outside the enabled range.
    func drawTicks(on track: CGRect) {
        guard let configuration = trackConfiguration, !configuration.ticks.isEmpty else { return }
        let usable = track.width - thumbSize.width
        let radius = max(track.height / 2 - 0.5, 1.5)
        for tick in configuration.ticks {
            let x = track.minX + thumbSize.width / 2 + CGFloat(min(max(tick.position, 0), 1)) * usable
            let enabled = configuration.enabledRange.contains(tick.position)
            UIColor.white.withAlphaComponent(enabled ? 0.9 : 0.4).setFill()
            UIBezierPath(
                ovalIn: CGRect(x: x - radius / 2, y: track.midY - radius / 2, width: radius, height: radius)
            ).fill()
        }
    }
}
