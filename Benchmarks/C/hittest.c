// The C floor for hit-testing: the same balanced trees (fan-out 4, each child a quadrant of its parent,
// inset by 1) as plain structs, walked the UIKit way: skip hidden/transparent/non-interactive, test the
// bounds, try children front to back with the point converted, else the view itself.
// Usage: hittest DEPTH POINTS  → prints nanoseconds per hit-test.
#include "common.h"
#include <stdlib.h>

typedef struct Node {
    double x, y, w, h;  // frame in the parent's coordinates
    int hidden, interactive;
    double alpha;
    int count;
    struct Node *children;
} Node;

static void build(Node *node, double x, double y, double w, double h, int depth) {
    node->x = x; node->y = y; node->w = w; node->h = h;
    node->hidden = 0; node->interactive = 1; node->alpha = 1;
    node->count = depth > 0 ? 4 : 0;
    node->children = depth > 0 ? calloc(4, sizeof(Node)) : NULL;
    for (int i = 0; i < node->count; i++) {
        double cw = w / 2, ch = h / 2;
        build(&node->children[i], (i % 2) * cw + 1, (i / 2) * ch + 1, cw - 2, ch - 2, depth - 1);
    }
}

static const Node *hit(const Node *node, double px, double py) {
    if (node->hidden || !node->interactive || node->alpha <= 0.01) return NULL;
    if (!(px >= 0 && py >= 0 && px < node->w && py < node->h)) return NULL;
    for (int i = node->count - 1; i >= 0; i--) {
        const Node *child = &node->children[i];
        const Node *found = hit(child, px - child->x, py - child->y);
        if (found) return found;
    }
    return node;
}

int main(int argc, char **argv) {
    int depth = argc > 1 ? atoi(argv[1]) : 6;
    int points = argc > 2 ? atoi(argv[2]) : 200000;
    Node root;
    if (depth < 0) {
        // A flat container of 300 × 300 children, walked linearly (the C floor has no index).
        root.x = 0; root.y = 0; root.w = 1280; root.h = 800; root.hidden = 0; root.interactive = 1; root.alpha = 1;
        root.count = 90000;
        root.children = calloc(90000, sizeof(Node));
        for (int i = 0; i < 90000; i++) {
            Node *c = &root.children[i];
            c->w = 1280.0 / 300; c->h = 800.0 / 300; c->x = (i % 300) * c->w; c->y = (i / 300) * c->h;
            c->interactive = 1; c->alpha = 1;
        }
    } else {
        build(&root, 0, 0, 1280, 800, depth);
    }
    double *xs = malloc(points * sizeof(double)), *ys = malloc(points * sizeof(double));
    for (int i = 0; i < points; i++) { xs[i] = rng_unit() * 1280; ys[i] = rng_unit() * 800; }
    uintptr_t sink = 0;
    double start = now_seconds();
    for (int i = 0; i < points; i++) sink ^= (uintptr_t)hit(&root, xs[i], ys[i]);
    double elapsed = now_seconds() - start;
    printf("%.1f\n", elapsed / points * 1e9);
    return sink == 42;
}
