// Swift Testing declares a cross-import overlay for CoreImage: a file that imports both `Testing` and
// `CoreImage` looks for this module. It adds nothing; it only has to exist.
