// The part of Pango (and its Cairo binding) the renderer uses, bound on first use.
//
// Pango is not linked: linking it maps Pango, HarfBuzz, GLib, GObject and GIO (about 2.5 MiB resident) into
// every app at start-up, and GObject's type system initialises before `main`, though an app that draws no
// text never calls them. Instead the first call of any function below opens libpangocairo-1.0.so.0 and looks
// the function up; later calls go straight through the kept pointer. The declarations follow Pango 1.x's
// stable C interface (the types the renderer only passes around are incomplete, as in Pango's own headers).
#ifndef TAPESTRY_CPANGO_SHIM_H
#define TAPESTRY_CPANGO_SHIM_H

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
struct _cairo;

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

/// One line of a laid-out paragraph; the renderer reads where it starts and how long it is, in UTF-8 bytes.
typedef struct {
    PangoLayout *layout;
    int start_index;
    int length;
    void *runs;
    unsigned int is_paragraph_start : 1;
    unsigned int resolved_dir : 3;
} PangoLayoutLine;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum {
    PANGO_WEIGHT_THIN = 100,
    PANGO_WEIGHT_ULTRALIGHT = 200,
    PANGO_WEIGHT_LIGHT = 300,
    PANGO_WEIGHT_NORMAL = 400,
    PANGO_WEIGHT_MEDIUM = 500,
    PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700,
    PANGO_WEIGHT_ULTRABOLD = 800,
    PANGO_WEIGHT_HEAVY = 900
} PangoWeight;

enum { PANGO_SCALE = 1024 };

/// Styled runs: a list of attributes, each over a range of the text's UTF-8 bytes.
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct {
    const PangoAttrClass *klass;
    unsigned int start_index;
    unsigned int end_index;
} PangoAttribute;
typedef enum {
    PANGO_UNDERLINE_NONE,
    PANGO_UNDERLINE_SINGLE,
    PANGO_UNDERLINE_DOUBLE,
    PANGO_UNDERLINE_LOW,
    PANGO_UNDERLINE_ERROR
} PangoUnderline;

/// Looks `name` up in libpangocairo-1.0.so.0 (or the library TAPESTRY_PANGO_LIBRARY names) and the libraries
/// it needs, opening it the first time. A missing library or function ends the program with a message naming
/// the Debian package to install.
static inline void *tapestry_pango_symbol(const char *name) {
    static void *library;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (!handle) {
        const char *file = getenv("TAPESTRY_PANGO_LIBRARY");
        if (!file || !*file) file = "libpangocairo-1.0.so.0";
        handle = dlopen(file, RTLD_NOW | RTLD_GLOBAL);
        if (!handle) {
            fprintf(stderr,
                    "Tapestry: drawing text needs Pango, but %s could not be opened (%s). "
                    "Install it with: apt-get install libpangocairo-1.0-0\n",
                    file, dlerror());
            abort();
        }
        __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    }
    void *symbol = dlsym(handle, name);
    if (!symbol) {
        fprintf(stderr, "Tapestry: the installed Pango has no %s (Pango 1.20 or later is needed).\n", name);
        abort();
    }
    return symbol;
}

// Defines `name` as a function that calls Pango's `name`, found on the first call.
#define TAPESTRY_PANGO_FUNCTION(result, name, parameters, arguments)                                          \
    static inline result name parameters {                                                                    \
        static result(*function) parameters;                                                                  \
        result(*bound) parameters = __atomic_load_n(&function, __ATOMIC_ACQUIRE);                               \
        if (!bound) {                                                                                         \
            bound = (result(*) parameters)tapestry_pango_symbol(#name);                                        \
            __atomic_store_n(&function, bound, __ATOMIC_RELEASE);                                             \
        }                                                                                                     \
        return bound arguments;                                                                               \
    }

TAPESTRY_PANGO_FUNCTION(void, g_object_unref, (void *object), (object))

TAPESTRY_PANGO_FUNCTION(PangoLayout *, pango_cairo_create_layout, (struct _cairo * cr), (cr))
TAPESTRY_PANGO_FUNCTION(void, pango_cairo_show_layout, (struct _cairo * cr, PangoLayout *layout), (cr, layout))

TAPESTRY_PANGO_FUNCTION(PangoFontDescription *, pango_font_description_new, (void), ())
TAPESTRY_PANGO_FUNCTION(void, pango_font_description_set_family, (PangoFontDescription * d, const char *family),
                        (d, family))
TAPESTRY_PANGO_FUNCTION(void, pango_font_description_set_absolute_size, (PangoFontDescription * d, double size),
                        (d, size))
TAPESTRY_PANGO_FUNCTION(void, pango_font_description_set_weight, (PangoFontDescription * d, PangoWeight weight),
                        (d, weight))
typedef enum { PANGO_STYLE_NORMAL, PANGO_STYLE_OBLIQUE, PANGO_STYLE_ITALIC } PangoStyle;
TAPESTRY_PANGO_FUNCTION(void, pango_font_description_set_style, (PangoFontDescription * d, PangoStyle style),
                        (d, style))
typedef enum {
    PANGO_STRETCH_ULTRA_CONDENSED,
    PANGO_STRETCH_EXTRA_CONDENSED,
    PANGO_STRETCH_CONDENSED,
    PANGO_STRETCH_SEMI_CONDENSED,
    PANGO_STRETCH_NORMAL,
    PANGO_STRETCH_SEMI_EXPANDED,
    PANGO_STRETCH_EXPANDED,
    PANGO_STRETCH_EXTRA_EXPANDED,
    PANGO_STRETCH_ULTRA_EXPANDED
} PangoStretch;
TAPESTRY_PANGO_FUNCTION(void, pango_font_description_set_stretch, (PangoFontDescription * d, PangoStretch stretch),
                        (d, stretch))

TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_font_description,
                        (PangoLayout * layout, const PangoFontDescription *d), (layout, d))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_text, (PangoLayout * layout, const char *text, int length),
                        (layout, text, length))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_width, (PangoLayout * layout, int width), (layout, width))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_height, (PangoLayout * layout, int height), (layout, height))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_wrap, (PangoLayout * layout, PangoWrapMode wrap), (layout, wrap))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_ellipsize, (PangoLayout * layout, PangoEllipsizeMode mode),
                        (layout, mode))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_single_paragraph_mode, (PangoLayout * layout, int setting),
                        (layout, setting))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_alignment, (PangoLayout * layout, PangoAlignment alignment),
                        (layout, alignment))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_justify, (PangoLayout * layout, int justify), (layout, justify))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_get_extents,
                        (PangoLayout * layout, PangoRectangle *ink, PangoRectangle *logical), (layout, ink, logical))
TAPESTRY_PANGO_FUNCTION(int, pango_layout_get_baseline, (PangoLayout * layout), (layout))
TAPESTRY_PANGO_FUNCTION(PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout * layout, int line),
                        (layout, line))
TAPESTRY_PANGO_FUNCTION(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout * layout), (layout))

TAPESTRY_PANGO_FUNCTION(void, pango_layout_iter_free, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(int, pango_layout_iter_next_line, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_iter_get_line_yrange, (PangoLayoutIter * iter, int *y0, int *y1),
                        (iter, y0, y1))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_iter_get_line_extents,
                        (PangoLayoutIter * iter, PangoRectangle *ink, PangoRectangle *logical), (iter, ink, logical))

TAPESTRY_PANGO_FUNCTION(void, pango_layout_line_index_to_x, (PangoLayoutLine * line, int index, int trailing, int *x),
                        (line, index, trailing, x))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_line_x_to_index,
                        (PangoLayoutLine * line, int x, int *index, int *trailing), (line, x, index, trailing))

typedef struct _PangoTabArray PangoTabArray;
typedef enum { PANGO_TAB_LEFT, PANGO_TAB_RIGHT, PANGO_TAB_CENTER, PANGO_TAB_DECIMAL } PangoTabAlign;
TAPESTRY_PANGO_FUNCTION(PangoTabArray *, pango_tab_array_new, (int initial_size, int positions_in_pixels),
                        (initial_size, positions_in_pixels))
TAPESTRY_PANGO_FUNCTION(void, pango_tab_array_set_tab,
                        (PangoTabArray * tabs, int index, PangoTabAlign alignment, int location),
                        (tabs, index, alignment, location))
TAPESTRY_PANGO_FUNCTION(void, pango_tab_array_free, (PangoTabArray * tabs), (tabs))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_tabs, (PangoLayout * layout, PangoTabArray *tabs), (layout, tabs))
TAPESTRY_PANGO_FUNCTION(int, pango_layout_get_line_count, (PangoLayout * layout), (layout))

TAPESTRY_PANGO_FUNCTION(PangoAttrList *, pango_attr_list_new, (void), ())
TAPESTRY_PANGO_FUNCTION(void, pango_attr_list_unref, (PangoAttrList * list), (list))
TAPESTRY_PANGO_FUNCTION(void, pango_attr_list_insert, (PangoAttrList * list, PangoAttribute *attr), (list, attr))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_attributes, (PangoLayout * layout, PangoAttrList *list),
                        (layout, list))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *d), (d))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_foreground_new,
                        (unsigned short red, unsigned short green, unsigned short blue), (red, green, blue))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_foreground_alpha_new, (unsigned short alpha), (alpha))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_background_new,
                        (unsigned short red, unsigned short green, unsigned short blue), (red, green, blue))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_background_alpha_new, (unsigned short alpha), (alpha))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_letter_spacing_new, (int spacing), (spacing))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_underline_new, (PangoUnderline underline), (underline))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_underline_color_new,
                        (unsigned short red, unsigned short green, unsigned short blue), (red, green, blue))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_strikethrough_new, (int strikethrough), (strikethrough))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_strikethrough_color_new,
                        (unsigned short red, unsigned short green, unsigned short blue), (red, green, blue))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_rise_new, (int rise), (rise))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_shape_new,
                        (const PangoRectangle *ink_rect, const PangoRectangle *logical_rect), (ink_rect, logical_rect))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_index_to_pos, (PangoLayout * layout, int index, PangoRectangle *pos),
                        (layout, index, pos))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_index_to_line_x,
                        (PangoLayout * layout, int index, int trailing, int *line, int *x_pos),
                        (layout, index, trailing, line, x_pos))
TAPESTRY_PANGO_FUNCTION(int, pango_layout_iter_get_baseline, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_spacing, (PangoLayout * layout, int spacing), (layout, spacing))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_line_spacing, (PangoLayout * layout, float factor), (layout, factor))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_set_indent, (PangoLayout * layout, int indent), (layout, indent))

// Fonts an app registers (`CTFontManagerRegisterFontsForURL`): fontconfig's, reached through Pango's libraries.
typedef struct _FcPattern FcPattern;
typedef struct _FcConfig FcConfig;
typedef struct _PangoFontMap PangoFontMap;
TAPESTRY_PANGO_FUNCTION(int, FcConfigAppFontAddFile, (FcConfig * config, const unsigned char *file), (config, file))
TAPESTRY_PANGO_FUNCTION(FcPattern *, FcFreeTypeQuery, (const unsigned char *file, int id, void *blanks, int *count),
                        (file, id, blanks, count))
TAPESTRY_PANGO_FUNCTION(int, FcPatternGetString, (const FcPattern *p, const char *object, int n, unsigned char **s),
                        (p, object, n, s))
TAPESTRY_PANGO_FUNCTION(int, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i),
                        (p, object, n, i))
TAPESTRY_PANGO_FUNCTION(void, FcPatternDestroy, (FcPattern * p), (p))
// Listing the installed fonts (`UIFont.familyNames`): a pattern matching every font, the properties wanted.
typedef struct _FcObjectSet FcObjectSet;
typedef struct {
    int nfont;
    int sfont;
    FcPattern **fonts;
} FcFontSet;
TAPESTRY_PANGO_FUNCTION(FcPattern *, FcPatternCreate, (void), ())
TAPESTRY_PANGO_FUNCTION(FcObjectSet *, FcObjectSetCreate, (void), ())
TAPESTRY_PANGO_FUNCTION(int, FcObjectSetAdd, (FcObjectSet * set, const char *object), (set, object))
TAPESTRY_PANGO_FUNCTION(void, FcObjectSetDestroy, (FcObjectSet * set), (set))
TAPESTRY_PANGO_FUNCTION(FcFontSet *, FcFontList, (FcConfig * config, FcPattern *pattern, FcObjectSet *objects),
                        (config, pattern, objects))
TAPESTRY_PANGO_FUNCTION(void, FcFontSetDestroy, (FcFontSet * set), (set))
TAPESTRY_PANGO_FUNCTION(PangoFontMap *, pango_cairo_font_map_get_default, (void), ())
TAPESTRY_PANGO_FUNCTION(void, pango_fc_font_map_config_changed, (PangoFontMap * fontmap), (fontmap))


// Outlined text: each glyph run of a layout, turned into a path where it was drawn. Only the leading fields
// the renderer reads are declared (the structures are Pango's, passed by pointer).
typedef struct _PangoFont PangoFont;
typedef struct _PangoGlyphString PangoGlyphString;
typedef struct {
    void *shape_engine;
    void *lang_engine;
    PangoFont *font;
    unsigned char level;
    unsigned char gravity;
    unsigned char flags;
    unsigned char script;
    void *language;
    void *extra_attrs;
} PangoAnalysis;
typedef struct {
    int offset;
    int length;
    int num_chars;
    PangoAnalysis analysis;
} PangoItem;
typedef struct {
    PangoItem *item;
    PangoGlyphString *glyphs;
} PangoGlyphItem;
TAPESTRY_PANGO_FUNCTION(PangoGlyphItem *, pango_layout_iter_get_run_readonly, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(int, pango_layout_iter_next_run, (PangoLayoutIter * iter), (iter))
TAPESTRY_PANGO_FUNCTION(void, pango_layout_iter_get_run_extents,
                        (PangoLayoutIter * iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect),
                        (iter, ink_rect, logical_rect))
TAPESTRY_PANGO_FUNCTION(void, pango_cairo_glyph_string_path,
                        (struct _cairo * cr, PangoFont *font, PangoGlyphString *glyphs), (cr, font, glyphs))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_style_new, (PangoStyle style), (style))
TAPESTRY_PANGO_FUNCTION(PangoAttribute *, pango_attr_font_features_new, (const char *features), (features))

#endif
