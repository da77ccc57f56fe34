import Foundation

/// Objective-C's integer type as Apple's Foundation names it for Swift: `Int` (Linux's Foundation lacks the
/// name; UIKit code uses it in older signatures such as `func numberOfItems() -> NSInteger`).
public typealias NSInteger = Int

/// Objective-C's unsigned integer type as Apple's Foundation names it for Swift: `UInt`.
public typealias NSUInteger = UInt
