import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
@Suite struct TextViewInLayoutTests {
    @Test func aTextViewBelowANavigationBarRestsAtItsTop() {
        withEstimatedText {
            UIApplication.replaceShared()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 720))
            let content = UIViewController()
            let stack = UIStackView()
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            content.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: content.view.leadingAnchor, constant: 16),
            ])
            let text = UITextView()
            text.text = "Some text in a text view below a navigation bar."
            text.widthAnchor.constraint(equalToConstant: 300).isActive = true
            text.heightAnchor.constraint(equalToConstant: 120).isActive = true
            let selfSizing = UITextView()
            selfSizing.isScrollEnabled = false
            selfSizing.text = "A self-sizing text view."
            selfSizing.widthAnchor.constraint(equalToConstant: 300).isActive = true
            stack.addArrangedSubview(text)
            stack.addArrangedSubview(selfSizing)
            window.rootViewController = UINavigationController(rootViewController: content)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            #expect(
                text.contentOffset.y == -text.adjustedContentInset.top, "\(text.contentOffset) \(text.safeAreaInsets)")
            #expect(text.adjustedContentInset.top == 0, "the view sits below the bar")
            #expect(selfSizing.contentOffset.y == 0)
            #expect(
                selfSizing.frame.height == (16 + selfSizing.resolvedFont.lineHeight).rounded(.up), "\(selfSizing.frame)"
            )
        }
    }
}
