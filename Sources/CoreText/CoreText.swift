// `import CoreText` as on Apple's platforms: the engine's Core Text names (`CTFontManagerRegisterFontsForURL`
// and its scope and errors), with Foundation and the rest of the engine.
@_exported import Foundation
@_exported import Tapestry
