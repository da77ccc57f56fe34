import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Where a button places its image and title: side by side with no gap, by the content alignments, moved by
/// the edge insets as UIKit moves them.
@MainActor
@Suite struct UIButtonLayoutTests {
    private func button(width: CGFloat = 200, height: CGFloat = 60) -> UIButton {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: width, height: height))
        button.setTitle("Title", for: .normal)
        button.setImage(UIImage(data: pngHeader(width: 20, height: 20)), for: .normal)
        button.layoutIfNeeded()
        return button
    }

    @Test func theTitleFollowsTheImageAndThePairIsCentred() {
        UIApplication.replaceShared()  // a fresh application for each test
        let button = button()
        let content = button.contentRect(forBounds: button.bounds)
        let image = button.imageRect(forContentRect: content)
        let title = button.titleRect(forContentRect: content)
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(abs(title.minX - image.maxX) < 0.001)
        // The pair is centred: as much room on the left of the image as on the right of the title.
        #expect(abs(image.minX - (200 - title.maxX)) < 0.001)
        #expect(abs(image.midY - 30) < 0.001 && abs(title.midY - 30) < 0.001)
        #expect(button.imageView?.frame == image && button.titleLabel?.frame == title)
    }

    @Test func alignmentsPutThePairAtAnEdge() {
        UIApplication.replaceShared()
        let button = button()
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        let left = button.imageRect(forContentRect: button.bounds)
        #expect(left.origin == .zero)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        let title = button.titleRect(forContentRect: button.bounds)
        #expect(abs(title.maxX - 200) < 0.001 && abs(title.maxY - 60) < 0.001)
        // Each sits on the bottom edge, however tall the other is.
        #expect(abs(button.imageRect(forContentRect: button.bounds).maxY - 60) < 0.001)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        // A filled title takes every point the image leaves.
        let filled = button.titleRect(forContentRect: button.bounds)
        #expect(filled == CGRect(x: 20, y: 0, width: 180, height: 60))
    }

    @Test func edgeInsetsMoveTheTitleAndImageAsUIKitDoes() {
        UIApplication.replaceShared()
        let button = button()
        let before = button.titleRect(forContentRect: button.bounds)
        // Centred: by half of left less right, and half of top less bottom.
        button.titleEdgeInsets = UIEdgeInsets(top: 10, left: 8, bottom: 0, right: 0)
        let centred = button.titleRect(forContentRect: button.bounds)
        #expect(abs(centred.minX - (before.minX + 4)) < 0.001 && abs(centred.minY - (before.minY + 5)) < 0.001)
        // Left-aligned: by the whole left inset.
        button.contentHorizontalAlignment = .left
        let leftBefore = button.imageRect(forContentRect: button.bounds)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        #expect(abs(button.imageRect(forContentRect: button.bounds).minX - (leftBefore.minX + 8)) < 0.001)
        // The content insets shrink the rectangle both are placed in.
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 12, y: 5, width: 176, height: 50))
    }

    @Test func aButtonsContentFollowsItsAlignment() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.contentHorizontalAlignment = .left
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.minX == 0)
            button.contentHorizontalAlignment = .right
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.maxX == 200)
            button.contentHorizontalAlignment = .center
            button.contentVerticalAlignment = .top
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.minY == 0)
        }
    }
}
