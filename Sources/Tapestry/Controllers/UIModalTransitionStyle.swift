import Foundation

/// How a modal presentation animates (`UIViewController.modalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom (the default).
    case coverVertical = 0
    /// Flips horizontally in UIKit; slides up here.
    case flipHorizontal = 1
    /// Fades in.
    case crossDissolve = 2
    /// Curls up a corner in UIKit; slides up here.
    case partialCurl = 3
}
