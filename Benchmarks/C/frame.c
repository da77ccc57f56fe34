// The C floor for a full frame: the same Cairo and Pango calls Tapestry's renderer issues for N
// filled-and-stroked rounded rectangles and 50 text labels at 1280×800, with no toolkit.
// Usage: frame N FRAMES [image] → prints milliseconds per frame. With "image", each frame is a new ARGB32
// image surface (what an offscreen render produces: an image that keeps its pixels), as
// UIGraphicsImageRenderer.image(actions:) makes one.
#include "common.h"
#include "rounded.h"
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 200;
    int frames = argc > 2 ? atoi(argv[2]) : 30;
    int image = argc > 3 && strcmp(argv[3], "image") == 0;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800);
    cairo_t *cr = cairo_create(surface);
    PangoFontDescription *font = pango_font_description_from_string("Sans");
    pango_font_description_set_absolute_size(font, 14 * PANGO_SCALE);
    double rects[1000][4];
    for (int i = 0; i < count; i++) {
        rects[i][0] = rng_unit() * 1200; rects[i][1] = rng_unit() * 740; rects[i][2] = 40 + rng_unit() * 60; rects[i][3] = 30 + rng_unit() * 40;
    }
    char labels[50][32];
    for (int i = 0; i < 50; i++) snprintf(labels[i], sizeof labels[i], "Label number %d", i);
    double start = now_seconds();
    for (int f = 0; f < frames; f++) {
        if (image) {
            cairo_destroy(cr);
            cairo_surface_destroy(surface);
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1280, 800);
            cr = cairo_create(surface);
        }
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        for (int i = 0; i < count; i++) {
            cairo_new_path(cr);
            rounded(cr, rects[i][0], rects[i][1], rects[i][2], rects[i][3], 8);
            cairo_set_source_rgba(cr, 0.3, 0.5, 0.9, 1);
            cairo_fill(cr);
            rounded(cr, rects[i][0] + 1, rects[i][1] + 1, rects[i][2] - 2, rects[i][3] - 2, 7);
            cairo_set_source_rgba(cr, 0, 0, 0, 1);
            cairo_set_line_width(cr, 2);
            cairo_stroke(cr);
        }
        for (int i = 0; i < 50; i++) {
            PangoLayout *layout = pango_cairo_create_layout(cr);
            pango_layout_set_font_description(layout, font);
            pango_layout_set_text(layout, labels[i], -1);
            pango_layout_set_width(layout, 150 * PANGO_SCALE);
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
            cairo_set_source_rgba(cr, 0, 0, 0, 1);
            cairo_move_to(cr, (i % 8) * 160, 20 + (i / 8) * 30);
            pango_cairo_show_layout(cr, layout);
            g_object_unref(layout);
        }
        cairo_surface_flush(surface);
    }
    double elapsed = now_seconds() - start;
    printf("%.3f\n", elapsed / frames * 1000);
    return 0;
}
