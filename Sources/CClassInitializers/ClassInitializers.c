// See include/ClassInitializers.h. The descriptors named here are the ones Swift emits for each vtable entry
// ("method descriptor", mangling suffix `Tq`) and for each class ("nominal type descriptor", `Mn`); the
// initializers are those of the class that first declares the vtable slot.
#include "ClassInitializers.h"

extern void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *description);

extern const char NSObjectInit __asm__("$s10Foundation8NSObjectCACycfCTq");
extern const char NSObjectClass __asm__("$s10Foundation8NSObjectCMn");
extern const char CALayerInitLayer __asm__("$s8Tapestry7CALayerC5layerACyp_tcfCTq");
extern const char CALayerClass __asm__("$s8Tapestry7CALayerCMn");
extern const char UIViewInitFrame __asm__("$s8Tapestry6UIViewC5frameAC10Foundation6CGRectV_tcfCTq");
extern const char UIViewClass __asm__("$s8Tapestry6UIViewCMn");
extern const char CellInitStyle __asm__(
    "$s8Tapestry15UITableViewCellC5style15reuseIdentifierA2C0D5StyleO_SSSgtcfCTq");
extern const char CellClass __asm__("$s8Tapestry15UITableViewCellCMn");
extern const char HeaderFooterInit __asm__(
    "$s8Tapestry023UITableViewHeaderFooterC0C15reuseIdentifierACSSSg_tcfCTq");
extern const char HeaderFooterClass __asm__("$s8Tapestry023UITableViewHeaderFooterC0CMn");

#define SWIFT_CALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

typedef void *(*AllocInit)(const void *SWIFT_SELF) SWIFT_CALL;
typedef void *(*AllocInitAddress)(void *, const void *SWIFT_SELF) SWIFT_CALL;
typedef void *(*AllocInitRect)(double, double, double, double, const void *SWIFT_SELF) SWIFT_CALL;
typedef void *(*AllocInitStyleString)(uint8_t, uint64_t, void *, const void *SWIFT_SELF) SWIFT_CALL;
typedef void *(*AllocInitString)(uint64_t, void *, const void *SWIFT_SELF) SWIFT_CALL;

void *tapestry_alloc_init(const void *metatype) {
    AllocInit init = (AllocInit)swift_lookUpClassMethod(metatype, &NSObjectInit, &NSObjectClass);
    return init(metatype);
}

void *tapestry_alloc_init_layer(const void *metatype, void *layer) {
    AllocInitAddress init = (AllocInitAddress)swift_lookUpClassMethod(metatype, &CALayerInitLayer, &CALayerClass);
    return init(layer, metatype);
}

void *tapestry_alloc_init_frame(const void *metatype, double x, double y, double width, double height) {
    AllocInitRect init = (AllocInitRect)swift_lookUpClassMethod(metatype, &UIViewInitFrame, &UIViewClass);
    return init(x, y, width, height, metatype);
}

void *tapestry_alloc_init_style_reuse_identifier(
    const void *metatype, uint8_t style, uint64_t identifier0, void *identifier1) {
    AllocInitStyleString init = (AllocInitStyleString)swift_lookUpClassMethod(metatype, &CellInitStyle, &CellClass);
    return init(style, identifier0, identifier1, metatype);
}

void *tapestry_alloc_init_reuse_identifier(const void *metatype, uint64_t identifier0, void *identifier1) {
    AllocInitString init = (AllocInitString)swift_lookUpClassMethod(metatype, &HeaderFooterInit, &HeaderFooterClass);
    return init(identifier0, identifier1, metatype);
}
