// `import UIKit`: the Swift overlay (Sources/UIKit) holds the whole API; this header is empty.
