// Swift Testing declares a cross-import overlay for UIKit: a file that imports both `Testing` and `UIKit`
// looks for this module. It adds nothing; it only has to exist.
