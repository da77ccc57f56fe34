// `import ObjectiveC` for code that uses the part of the Objective-C runtime Linux can provide: associated
// objects (`objc_setAssociatedObject`, `objc_getAssociatedObject`, `objc_removeAssociatedObjects` and their
// policies). Everything else of the runtime (selectors, messaging, swizzling) has no Linux form.
@_exported import Foundation

@_exported import enum Tapestry.objc_AssociationPolicy
@_exported import func Tapestry.objc_getAssociatedObject
@_exported import func Tapestry.objc_removeAssociatedObjects
@_exported import func Tapestry.objc_setAssociatedObject
