// The C floor for a full frame: the same Cairo and Pango calls Tapestry's renderer issues for N
// filled-and-stroked rounded rectangles and 50 text labels at 1280×800 points, with no toolkit.
// Usage: frame N FRAMES [SCALE] [image] → prints milliseconds per frame. SCALE is device pixels per point (a
// 2560×1600 surface at 2). With "image", each frame is a new ARGB32 image surface (what an offscreen render
// produces: an image that keeps its pixels), as UIGraphicsImageRenderer.image(actions:) makes one.
// As our side (tapestry-bench --worker frame): one untimed frame first (Pango, fontconfig and FreeType opened,
// the labels laid out), the labels' layouts kept across frames as our labels keep their recordings, and the
// timer started after that first frame.
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
    double scale = argc > 3 ? atof(argv[3]) : 1;
    int image = argc > 4 && strcmp(argv[4], "image") == 0;
    if (scale <= 0) scale = 1;
    int width = (int)(1280 * scale), height = (int)(800 * scale);
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    PangoFontDescription *font = pango_font_description_from_string("Liberation Sans,Sans");
    pango_font_description_set_absolute_size(font, 14 * PANGO_SCALE);
    double rects[1000][4];
    for (int i = 0; i < count; i++) {
        rects[i][0] = rng_unit() * 1200; rects[i][1] = rng_unit() * 740; rects[i][2] = 40 + rng_unit() * 60; rects[i][3] = 30 + rng_unit() * 40;
    }
    char labels[50][32];
    for (int i = 0; i < 50; i++) snprintf(labels[i], sizeof labels[i], "Label number %d", i);
    PangoLayout *layouts[50] = {0};
    double start = 0;
    for (int f = -1; f < frames; f++) {
        if (f == 0) start = now_seconds();
        if (image) {
            cairo_destroy(cr);
            cairo_surface_destroy(surface);
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
            cr = cairo_create(surface);
            cairo_scale(cr, scale, scale);
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
            if (!layouts[i]) {
                layouts[i] = pango_cairo_create_layout(cr);
                pango_layout_set_font_description(layouts[i], font);
                pango_layout_set_text(layouts[i], labels[i], -1);
                pango_layout_set_width(layouts[i], 150 * PANGO_SCALE);
                pango_layout_set_ellipsize(layouts[i], PANGO_ELLIPSIZE_END);
            } else {
                pango_cairo_update_layout(cr, layouts[i]);
            }
            cairo_set_source_rgba(cr, 0, 0, 0, 1);
            cairo_move_to(cr, (i % 8) * 160, 20 + (i / 8) * 30);
            pango_cairo_show_layout(cr, layouts[i]);
        }
        cairo_surface_flush(surface);
    }
    double elapsed = now_seconds() - start;
    printf("%.3f\n", elapsed / frames * 1000);
    return 0;
}
