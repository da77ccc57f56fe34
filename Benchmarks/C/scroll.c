// The C floor for scrolling: 200 cards (4 columns × 50 rows, 288×126, corner radius 12) with soft shadows
// (black, opacity 0.3, radius 6, offset 0,3) in a 1280×800 viewport scrolled 9 points a frame. Each frame
// draws the viewport: white, then for every card in view its shadow (the same A8 mask and three box blurs
// Tapestry uses, made once per card size and reused, as a careful hand-written program would) and its
// rounded body. Usage: scroll FRAMES → prints milliseconds per frame.
#include "common.h"
#include "rounded.h"
#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void box_pass(unsigned char *start, int step, int count, int radius, unsigned short *scratch) {
    if (radius <= 0) return;
    for (int i = 0; i < count; i++) scratch[i] = start[i * step];
    int window = 2 * radius + 1, sum = 0;
    for (int i = 0; i <= (radius < count - 1 ? radius : count - 1); i++) sum += scratch[i];
    for (int i = 0; i < count; i++) {
        int v = (sum + window / 2) / window;
        start[i * step] = v > 255 ? 255 : v;
        int incoming = i + radius + 1, outgoing = i - radius;
        if (incoming < count) sum += scratch[incoming];
        if (outgoing >= 0) sum -= scratch[outgoing];
    }
}

static void blur(unsigned char *data, int width, int height, int stride, double sigma) {
    double ideal = sqrt(12 * sigma * sigma / 3 + 1);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower -= 1;
    if (lower < 1) lower = 1;
    int upper = lower + 2;
    int m = (int)round((12 * sigma * sigma - 3.0 * lower * lower - 12.0 * lower - 9) / (-4.0 * lower - 4));
    unsigned short *line = malloc(sizeof(unsigned short) * (width > height ? width : height));
    for (int b = 0; b < 3; b++) {
        int r = ((b < m ? lower : upper) - 1) / 2;
        for (int y = 0; y < height; y++) box_pass(data + y * stride, 1, width, r, line);
        for (int x = 0; x < width; x++) box_pass(data + x, stride, height, r, line);
    }
    free(line);
}

int main(int argc, char **argv) {
    int frames = argc > 1 ? atoi(argv[1]) : 300;
    const double W = 288, H = 126, R = 12, sigma = 3, offsetY = 3;
    const int pad = (int)ceil(sigma * 3) + 1;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800);
    cairo_t *cr = cairo_create(surface);
    // The blurred shadow mask of one card, made once.
    int mw = (int)W + 2 * pad, mh = (int)H + 2 * pad;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, mw, mh);
    cairo_t *mc = cairo_create(mask);
    rounded(mc, pad, pad, W, H, R);
    cairo_set_source_rgba(mc, 0, 0, 0, 1);
    cairo_fill(mc);
    cairo_destroy(mc);
    cairo_surface_flush(mask);
    blur(cairo_image_surface_get_data(mask), mw, mh, cairo_image_surface_get_stride(mask), sigma);
    cairo_surface_mark_dirty(mask);
    double contentHeight = 24 + 50 * 150;
    double start = now_seconds();
    for (int f = 1; f <= frames; f++) {
        double scroll = fmod(f * 9.0, contentHeight - 800);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        for (int i = 0; i < 200; i++) {
            double x = 24 + (i % 4) * 312, y = 24 + (i / 4) * 150 - scroll;
            if (y + H + offsetY + pad < 0 || y - pad > 800) continue;
            cairo_set_source_rgba(cr, 0, 0, 0, 0.3);
            cairo_mask_surface(cr, mask, x - pad, y + offsetY - pad);
            rounded(cr, x, y, W, H, R);
            cairo_set_source_rgb(cr, 0.3, 0.5, 0.9);
            cairo_fill(cr);
        }
        cairo_surface_flush(surface);
    }
    printf("%.4f\n", (now_seconds() - start) / frames * 1000);
    return 0;
}
