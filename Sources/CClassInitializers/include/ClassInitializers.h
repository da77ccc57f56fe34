// Objective-C's `[[aClass alloc] initWith…]` for Swift class values, which Swift itself builds only through a
// `required` initializer. The Swift runtime keeps every designated initializer of an open class in the class's
// vtable: a subclass's slot holds its own override, or, when it does not inherit the initializer, a stub that
// stops with "Use of unimplemented initializer", which is exactly what Objective-C does. Each function looks the
// slot up for the class value it is given (`swift_lookUpClassMethod`) and calls it with Swift's calling
// convention. The result is returned retained (+1); an argument passed by address is consumed.
#ifndef TAPESTRY_CLASS_INITIALIZERS_H
#define TAPESTRY_CLASS_INITIALIZERS_H

#include <stdint.h>

/// `NSObject.init()` of `metatype`'s class.
void *tapestry_alloc_init(const void *metatype);
/// `CALayer.init(layer:)`: `layer` is the address of an initialized `Any`, which the initializer consumes.
void *tapestry_alloc_init_layer(const void *metatype, void *layer);
/// `UIView.init(frame:)`.
void *tapestry_alloc_init_frame(const void *metatype, double x, double y, double width, double height);
/// `UITableViewCell.init(style:reuseIdentifier:)`: `style` is the enum's tag, `identifier0`/`identifier1` the
/// two words of a `String?` the initializer consumes.
void *tapestry_alloc_init_style_reuse_identifier(
    const void *metatype, uint8_t style, uint64_t identifier0, void *identifier1);
/// `UITableViewHeaderFooterView.init(reuseIdentifier:)`, the identifier as above.
void *tapestry_alloc_init_reuse_identifier(const void *metatype, uint64_t identifier0, void *identifier1);

#endif
