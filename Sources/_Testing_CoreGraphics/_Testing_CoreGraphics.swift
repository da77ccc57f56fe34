// Swift Testing declares a cross-import overlay for CoreGraphics: a file that imports both `Testing` and
// `CoreGraphics` looks for this module. It adds nothing; it only has to exist.
