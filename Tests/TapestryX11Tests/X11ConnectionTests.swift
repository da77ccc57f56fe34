import CX11
import Foundation
import Tapestry
import TapestryX11
import Testing

/// The connection: the screen scale from the X resources.
@Suite struct X11ConnectionTests {
    @Test func scaleFromXftDPI() {
        #expect(X11Connection.scale(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 2)
        #expect(X11Connection.scale(fromResources: "Xft.dpi: 96") == 1)
        #expect(X11Connection.scale(fromResources: "") == 1)
    }
}
