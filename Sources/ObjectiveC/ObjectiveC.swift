// `import ObjectiveC` for code that uses the part of the Objective-C runtime Linux can provide: associated objects
// (`objc_setAssociatedObject`, `objc_getAssociatedObject`, `objc_removeAssociatedObjects` and their policies),
// `objc_sync_enter`/`objc_sync_exit`, `autoreleasepool`, `class_getInstanceSize`, and `Selector` (made from a method
// reference, as `#selector` is written here). Everything else of the runtime (selectors by name, messaging, swizzling)
// has no Linux form.
@_exported import Foundation

@_exported import let Tapestry.OBJC_SYNC_NOT_OWNING_THREAD_ERROR
@_exported import let Tapestry.OBJC_SYNC_SUCCESS
@_exported import struct Tapestry.Selector
@_exported import func Tapestry.autoreleasepool
@_exported import func Tapestry.class_getInstanceSize
@_exported import enum Tapestry.objc_AssociationPolicy
@_exported import func Tapestry.objc_getAssociatedObject
@_exported import func Tapestry.objc_removeAssociatedObjects
@_exported import func Tapestry.objc_setAssociatedObject
@_exported import func Tapestry.objc_sync_enter
@_exported import func Tapestry.objc_sync_exit
