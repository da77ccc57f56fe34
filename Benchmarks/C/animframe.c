// The C floor for an animation frame: N rounded rectangles moving (position interpolated along an ease
// curve) and fading (alpha), filled at 1280×800, with no toolkit: per frame, the positions and alphas are
// computed and the same Cairo fills issued that Tapestry's renderer issues for the same frame.
// Usage: animframe N FRAMES → prints milliseconds per frame. Frame f of FRAMES is at f / (FRAMES + 1) of the
// animation, as on our side (tapestry-bench --worker animate), after one untimed frame at its start.
#include "common.h"
#include "rounded.h"
#include <cairo.h>
#include <math.h>
#include <stdlib.h>

/// Core Animation's ease-in-out (0.42, 0, 0.58, 1) at x, by bisection on the Bézier.
static double ease(double x) {
    double lo = 0, hi = 1, t = x;
    for (int i = 0; i < 30; i++) {
        t = (lo + hi) / 2;
        double u = 1 - t, bx = 3 * u * u * t * 0.42 + 3 * u * t * t * 0.58 + t * t * t;
        if (bx < x) lo = t; else hi = t;
    }
    double u = 1 - t;
    return 3 * u * t * t + t * t * t;
}

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 1000;
    int frames = argc > 2 ? atoi(argv[2]) : 30;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800);
    cairo_t *cr = cairo_create(surface);
    static double from[2000][2], to[2000][2], size[2000][2];
    for (int i = 0; i < count; i++) {
        from[i][0] = rng_unit() * 1200; from[i][1] = rng_unit() * 740;
        to[i][0] = rng_unit() * 1200; to[i][1] = rng_unit() * 740;
        size[i][0] = 40 + rng_unit() * 60; size[i][1] = 30 + rng_unit() * 40;
    }
    double start = 0;
    for (int f = -1; f < frames; f++) {
        if (f == 0) start = now_seconds();
        double p = ease((f + 1) / (double)(frames + 1));
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        for (int i = 0; i < count; i++) {
            double x = from[i][0] + (to[i][0] - from[i][0]) * p, y = from[i][1] + (to[i][1] - from[i][1]) * p;
            double alpha = 1 - 0.5 * p;
            cairo_new_path(cr);
            rounded(cr, x, y, size[i][0], size[i][1], 8);
            cairo_set_source_rgba(cr, 0.3, 0.5, 0.9, alpha);
            cairo_fill(cr);
        }
        cairo_surface_flush(surface);
    }
    double elapsed = now_seconds() - start;
    printf("%.3f\n", elapsed / frames * 1000);
    return 0;
}
