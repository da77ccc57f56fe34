// Shared by the C baselines: a clock, the random points both sides use, and JSON output.
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static inline double now_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

// xorshift64*, the same sequence as the Swift harness's BenchRandom.
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static inline uint64_t rng_next(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}
static inline double rng_unit(void) { return (rng_next() >> 11) * (1.0 / 9007199254740992.0); }
