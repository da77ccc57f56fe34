// The C floor for a deep settings-like screen of 10,004 elements (make bench's case 22): the same tree of
// nodes as our views (window-sized scroll content, 122 sections of a header label and a rounded group of 10
// rows; a row holds a content node, an icon with a glyph, a title and a value label, a chevron and a
// separator), each node a malloc'd struct holding what a view holds for drawing (frame, bounds origin,
// background, corner radius, alpha, flags, parent, children, text and its attributes). Built, laid out (every
// frame computed) and its first frame drawn at 1280×800 with Cairo and Pango, only what is on screen.
// Usage: screen → prints "milliseconds bytes-per-node": the time from the first allocation to the flushed
// frame (after one untimed text draw that opens Pango, fontconfig and FreeType, as our side does), and the heap
// bytes in use after building and laying out, divided by the nodes (mallinfo2, as our side measures).
#include "common.h"
#include "rounded.h"
#include <cairo.h>
#include <malloc.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>

typedef struct node {
    double x, y, w, h;   // frame in the parent
    double bx, by;       // bounds origin (the scroll offset for the content's parent)
    float bg[4];         // background colour
    float radius, alpha;
    unsigned char hidden, clips, has_bg;
    struct node *parent;
    struct node **children;
    int count, capacity;
    char *text;          // labels only
    float font_size;
    float text_colour[4];
    int alignment;       // 0 left, 2 right
} node;

static int nodes = 0;

static node *make(node *parent) {
    node *n = calloc(1, sizeof(node));
    n->alpha = 1;
    nodes++;
    if (parent) {
        if (parent->count == parent->capacity) {
            parent->capacity = parent->capacity ? parent->capacity * 2 : 2;
            parent->children = realloc(parent->children, parent->capacity * sizeof(node *));
        }
        parent->children[parent->count++] = n;
        n->parent = parent;
    }
    return n;
}

static void fill(node *n, float r, float g, float b, float a, float radius) {
    n->has_bg = 1;
    n->bg[0] = r; n->bg[1] = g; n->bg[2] = b; n->bg[3] = a;
    n->radius = radius;
}

static node *label(node *parent, const char *text, float size, float grey, float alpha, int alignment) {
    node *n = make(parent);
    n->text = strdup(text);
    n->font_size = size;
    n->text_colour[0] = n->text_colour[1] = grey; n->text_colour[2] = grey + (grey > 0 ? 0.028f : 0);
    n->text_colour[3] = alpha;
    n->alignment = alignment;
    return n;
}

static void set(node *n, double x, double y, double w, double h) { n->x = x; n->y = y; n->w = w; n->h = h; }

static const float icons[6][3] = {
    {0, 0.478f, 1}, {0.204f, 0.780f, 0.349f}, {1, 0.584f, 0}, {1, 0.231f, 0.188f}, {0.686f, 0.322f, 0.871f},
    {0.557f, 0.557f, 0.576f}};

static PangoFontDescription *fonts[2];

static void draw(cairo_t *cr, node *n, double ox, double oy, double top, double bottom) {
    double x = ox + n->x, y = oy + n->y;
    if (n->hidden || n->alpha <= 0 || y >= bottom || y + n->h <= top) return;
    if (n->has_bg) {
        cairo_new_path(cr);
        if (n->radius > 0) rounded(cr, x, y, n->w, n->h, n->radius); else cairo_rectangle(cr, x, y, n->w, n->h);
        cairo_set_source_rgba(cr, n->bg[0], n->bg[1], n->bg[2], n->bg[3]);
        cairo_fill(cr);
    }
    if (n->text) {
        PangoLayout *layout = pango_cairo_create_layout(cr);
        pango_layout_set_font_description(layout, fonts[n->font_size > 15]);
        pango_layout_set_text(layout, n->text, -1);
        pango_layout_set_width(layout, (int)(n->w * PANGO_SCALE));
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
        pango_layout_set_alignment(layout, n->alignment == 2 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT);
        int tw, th;
        pango_layout_get_pixel_size(layout, &tw, &th);
        cairo_set_source_rgba(cr, n->text_colour[0], n->text_colour[1], n->text_colour[2], n->text_colour[3]);
        cairo_move_to(cr, x, y + (n->h - th) / 2);
        pango_cairo_show_layout(cr, layout);
        g_object_unref(layout);
    }
    for (int i = 0; i < n->count; i++) draw(cr, n->children[i], x - n->bx, y - n->by, top, bottom);
}

int main(void) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800);
    cairo_t *cr = cairo_create(surface);
    fonts[0] = pango_font_description_from_string("Liberation Sans,Sans");
    pango_font_description_set_absolute_size(fonts[0], 13 * PANGO_SCALE);
    fonts[1] = pango_font_description_from_string("Liberation Sans,Sans");
    pango_font_description_set_absolute_size(fonts[1], 17 * PANGO_SCALE);
    // Untimed: Pango, fontconfig and FreeType opened by one text draw.
    PangoLayout *warm = pango_cairo_create_layout(cr);
    pango_layout_set_font_description(warm, fonts[1]);
    pango_layout_set_text(warm, "Warm-up", -1);
    pango_cairo_show_layout(cr, warm);
    g_object_unref(warm);
    struct mallinfo2 before = mallinfo2();

    double start = now_seconds();
    node *window = make(NULL);
    fill(window, 0.949f, 0.949f, 0.969f, 1, 0);
    node *scroll = make(window);
    scroll->clips = 1;
    node *content = make(scroll);
    char text[64];
    for (int s = 0; s < 122; s++) {
        snprintf(text, sizeof text, "SECTION %d", s + 1);
        label(content, text, 13, 0.235f, 0.6f, 0);
        node *group = make(content);
        fill(group, 1, 1, 1, 1, 10);
        for (int r = 0; r < 10; r++) {
            node *row = make(group);
            node *cell = make(row);
            node *icon = make(cell);
            const float *c = icons[(s * 10 + r) % 6];
            fill(icon, c[0], c[1], c[2], 1, 7);
            node *glyph = make(icon);
            fill(glyph, 1, 1, 1, 1, 3);
            snprintf(text, sizeof text, "Setting %d", s * 10 + r + 1);
            label(cell, text, 17, 0, 1, 0);
            snprintf(text, sizeof text, "Value %d", s * 10 + r + 1);
            label(cell, text, 17, 0.235f, 0.6f, 2);
            node *chevron = make(cell);
            fill(chevron, 0.769f, 0.769f, 0.78f, 1, 2);
            node *separator = make(cell);
            fill(separator, 0.776f, 0.776f, 0.784f, 1, 0);
            separator->hidden = r == 9;
        }
    }
    // Layout: every frame computed, as the views' layoutSubviews compute them.
    set(window, 0, 0, 1280, 800);
    set(scroll, 0, 0, 1280, 800);
    set(content, 0, 0, 1280, 122 * 498 + 20);
    for (int s = 0; s < 122; s++) {
        double y = s * 498;
        set(content->children[2 * s], 36, y + 14, 1208, 18);
        node *group = content->children[2 * s + 1];
        set(group, 20, y + 38, 1240, 440);
        for (int r = 0; r < 10; r++) {
            node *row = group->children[r];
            set(row, 0, r * 44, 1240, 44);
            node *cell = row->children[0];
            set(cell, 0, 0, 1240, 44);
            set(cell->children[0], 16, 7.5, 29, 29);
            set(cell->children[0]->children[0], 8, 8, 13, 13);
            set(cell->children[1], 61, 11, 600, 22);
            set(cell->children[2], 681, 11, 520, 22);
            set(cell->children[3], 1217, 16, 7, 12);
            set(cell->children[4], 61, 43.5, 1179, 0.5);
        }
    }
    struct mallinfo2 after = mallinfo2();
    // The first frame: only what is on screen.
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    draw(cr, window, 0, 0, 0, 800);
    cairo_surface_flush(surface);
    double elapsed = now_seconds() - start;
    printf("%.3f %.1f\n", elapsed * 1000, (double)(after.uordblks - before.uordblks) / nodes);
    return 0;
}
