import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Attaching recognizers: one view at a time, in order, and replacing the whole list.
@MainActor
@Suite struct UIViewGestureRecognizersTests {
    @Test func aRecognizerBelongsToOneViewAtATime() {
        UIApplication.replaceShared()  // a fresh application for each test
        let a = UIView(), b = UIView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        #expect(a.gestureRecognizers == nil)
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(pan)
        #expect(a.gestureRecognizers?.count == 2 && tap.view === a)
        b.addGestureRecognizer(tap)  // moves it
        #expect(tap.view === b && a.gestureRecognizers?.count == 1)
        a.gestureRecognizers = [tap]
        #expect(pan.view == nil && tap.view === a && b.gestureRecognizers == nil)
        a.removeGestureRecognizer(pan)  // not attached there: nothing happens
        a.removeGestureRecognizer(tap)
        #expect(tap.view == nil && a.gestureRecognizers == nil)
    }
}
