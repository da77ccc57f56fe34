// The C floor for dispatch: a touch down/move/up delivered to three recognizer callbacks and then to a view
// whose handler forwards up a 20-deep chain of function pointers, with no allocation.
// Usage: dispatch EVENTS → prints events per second.
#include "common.h"
#include <stdlib.h>

typedef struct Responder { struct Responder *next; int handles; long count; } Responder;
typedef struct Recognizer { int state; double x0, y0; long seen; } Recognizer;

static void deliver(Responder *r, int phase) {
    while (r) { r->count += phase; if (r->handles) return; r = r->next; }
}

static void recognize(Recognizer *g, int phase, double x, double y) {
    g->seen++;
    if (phase == 0) { g->x0 = x; g->y0 = y; g->state = 0; }
    else if (g->state == 0 && (x - g->x0) * (x - g->x0) + (y - g->y0) * (y - g->y0) > 1e12) g->state = 1;
}

int main(int argc, char **argv) {
    long events = argc > 1 ? atol(argv[1]) : 2000000;
    Responder chain[21];
    for (int i = 0; i < 21; i++) { chain[i].next = i < 20 ? &chain[i + 1] : NULL; chain[i].handles = i == 20; chain[i].count = 0; }
    Recognizer recognizers[3] = {{0}};
    double start = now_seconds();
    for (long e = 0; e < events; e++) {
        int phase = e % 100 == 0 ? 0 : (e % 100 == 99 ? 2 : 1);
        double x = (double)(e % 100), y = 10;
        for (int i = 0; i < 3; i++) recognize(&recognizers[i], phase, x, y);
        deliver(&chain[0], phase);
    }
    double elapsed = now_seconds() - start;
    printf("%.0f\n", events / elapsed);
    return chain[20].count == 42;
}
