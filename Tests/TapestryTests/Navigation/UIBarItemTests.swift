import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UIBarItemTests {
    @Test func anItemsViewOnTheBarIsFoundByKey() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, _) = makeWindow()
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Share")
        content.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let view = try #require(item.value(forKey: "view") as? UIView)
        #expect(view.window === window)
        #expect(view.isDescendant(of: navigation.navigationBar))
        #expect(item.value(forKey: "title") as? String == "Share")
        #expect((item.value(forKey: "enabled") as? NSNumber)?.boolValue == true)
        let barItem: UIBarItem = item
        #expect(barItem.value(forKey: "view") as? UIView === view, "through the base class, as iOS code asks")
    }
}
