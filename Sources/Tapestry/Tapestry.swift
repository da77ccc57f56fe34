// `import Tapestry` brings Foundation (CGPoint, CGSize, CGRect, CGFloat, Date…) along, as `import UIKit` does.
@_exported import Foundation
