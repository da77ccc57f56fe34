import Foundation
import Tapestry
import TapestryTesting
import Testing

/// First and last baselines of text views, and `exerciseAmbiguityInLayout` (SEMANTICS §11.2). Headless, text is
/// measured by the engine's estimate: a line of an n-point font is ⌈1.2 n⌉ high with its baseline at 0.8 of it.
@MainActor
@Suite struct BaselineAnchorTests {
    func label(_ text: String, size: CGFloat, in parent: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        return label
    }

    @Test func labelsOfTwoSizesLineUpOnTheirFirstBaselines() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
            let small = label("small", size: 17, in: parent)  // 21 pt high, baseline 16.8 pt down
            let big = label("Big", size: 34, in: parent)  // 41 pt high, baseline 32.8 pt down
            NSLayoutConstraint.activate([
                big.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                big.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            ])
            parent.layoutIfNeeded()
            #expect(big.frame.minY == 10)
            #expect(abs(small.frame.minY - 26) < 1e-9)  // 10 + 32.8 - 16.8
            #expect(small.frame.height == 21)

            // A new font moves the baseline, and the constraint follows it.
            small.font = .systemFont(ofSize: 34)
            parent.layoutIfNeeded()
            #expect(abs(small.frame.minY - 10) < 1e-9)
        }
    }

    @Test func theLastBaselineOfAWrappedLabelIsOnItsLastLine() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let para = label("line one\nline two\nline three", size: 17, in: parent)  // 3 × 21 pt
            para.numberOfLines = 0
            let marker = UIView()
            marker.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(marker)
            NSLayoutConstraint.activate([
                para.topAnchor.constraint(equalTo: parent.topAnchor),
                para.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                marker.topAnchor.constraint(equalTo: para.lastBaselineAnchor),
                marker.topAnchor.constraint(equalTo: para.firstBaselineAnchor, constant: 42),  // two lines further
                marker.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalToConstant: 10),
            ])
            parent.layoutIfNeeded()
            #expect(para.frame.height == 63)
            #expect(abs(marker.frame.minY - 58.8) < 1e-9)  // 63 - 4.2: the last line's baseline
            #expect(!parent.hasAmbiguousLayout)
        }
    }

    @Test func aStackViewsBaselinesAreItsArrangedSubviews() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let first = UILabel(), second = UILabel()
            first.text = "Title"
            first.font = .systemFont(ofSize: 34)
            second.text = "Subtitle"
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(stack)
            let side = label("Side", size: 17, in: parent)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                side.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
                side.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            ])
            #expect(stack.viewForFirstBaselineLayout === first)
            #expect(stack.viewForLastBaselineLayout === second)
            parent.layoutIfNeeded()
            #expect(abs(side.frame.minY - 36) < 1e-9)  // 20 + 32.8 - 16.8
            // The first arranged subview hidden: the second one gives the baseline.
            first.isHidden = true
            parent.layoutIfNeeded()
            #expect(stack.viewForFirstBaselineLayout === second)
        }
    }

    @Test func exercisingAmbiguityMovesOnlyAmbiguousViewsAndAlternates() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let loose = UIView(), fixed = UIView()
        for view in [loose, fixed] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
            // `loose` has no height: any height is as good as another.
            loose.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            loose.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            loose.widthAnchor.constraint(equalToConstant: 50),
            fixed.topAnchor.constraint(equalTo: parent.topAnchor),
            fixed.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 20),
            fixed.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(loose.hasAmbiguousLayout)
        #expect(!fixed.hasAmbiguousLayout)
        let before = loose.frame
        loose.exerciseAmbiguityInLayout()
        let first = loose.frame
        #expect(first != before)
        #expect(first.origin == before.origin && first.width == 50)  // only the free height moved
        #expect(loose.hasAmbiguousLayout)  // still ambiguous after being exercised
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame != first)
        fixed.exerciseAmbiguityInLayout()
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }
}
