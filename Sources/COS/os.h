// `import os`: the Swift API is in the overlay (Sources/os); the C part is `os_unfair_lock`.
#ifndef TAPESTRY_OS_H
#define TAPESTRY_OS_H

#include <linux/futex.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

/// A lock without fairness, as Apple's: a word that is 0 when free and otherwise holds the owning thread's id
/// (with the top bit set while others wait), so that the owner can be checked as Apple's lock checks it.
/// Waiters sleep in the kernel (a futex) instead of spinning.
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})
#define TAPESTRY_UNFAIR_LOCK_WAITERS 0x80000000u

static inline uint32_t tapestry_unfair_lock_self(void) { return (uint32_t)syscall(SYS_gettid); }

static inline void tapestry_unfair_lock_crash(const char *message) {
    fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: %s\n", message);
    abort();
}

static inline bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t expected = 0;
    return __atomic_compare_exchange_n(&lock->_os_unfair_lock_opaque, &expected, tapestry_unfair_lock_self(), false,
                                       __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

static inline void os_unfair_lock_lock(os_unfair_lock_t lock) {
    uint32_t self = tapestry_unfair_lock_self();
    uint32_t *word = &lock->_os_unfair_lock_opaque;
    for (unsigned spins = 0;; spins++) {
        uint32_t seen = 0;
        if (__atomic_compare_exchange_n(word, &seen, spins < 32 ? self : (self | TAPESTRY_UNFAIR_LOCK_WAITERS),
                                        false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
            return;
        if ((seen & ~TAPESTRY_UNFAIR_LOCK_WAITERS) == self)
            tapestry_unfair_lock_crash("Trying to recursively lock an os_unfair_lock");
        if (spins < 32) continue;
        // Mark that someone waits, then sleep until the word changes. Once marked, the lock is taken with the mark
        // kept, so that an unlock always wakes the next waiter.
        if (!(seen & TAPESTRY_UNFAIR_LOCK_WAITERS) &&
            !__atomic_compare_exchange_n(word, &seen, seen | TAPESTRY_UNFAIR_LOCK_WAITERS, false, __ATOMIC_RELAXED,
                                         __ATOMIC_RELAXED))
            continue;
        syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, seen | TAPESTRY_UNFAIR_LOCK_WAITERS, NULL, NULL, 0);
    }
}

static inline void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    uint32_t *word = &lock->_os_unfair_lock_opaque;
    uint32_t held = __atomic_load_n(word, __ATOMIC_RELAXED);
    if ((held & ~TAPESTRY_UNFAIR_LOCK_WAITERS) != tapestry_unfair_lock_self())
        tapestry_unfair_lock_crash("Unlock of an os_unfair_lock not owned by current thread");
    if (__atomic_exchange_n(word, 0, __ATOMIC_RELEASE) & TAPESTRY_UNFAIR_LOCK_WAITERS)
        syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}

/// Stops the program unless the calling thread holds the lock.
static inline void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    uint32_t held = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
    if ((held & ~TAPESTRY_UNFAIR_LOCK_WAITERS) != tapestry_unfair_lock_self())
        tapestry_unfair_lock_crash("Assertion failed: Lock unexpectedly not owned by current thread");
}

/// Stops the program if the calling thread holds the lock.
static inline void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    uint32_t held = __atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED);
    if ((held & ~TAPESTRY_UNFAIR_LOCK_WAITERS) == tapestry_unfair_lock_self())
        tapestry_unfair_lock_crash("Assertion failed: Lock unexpectedly owned by current thread");
}

#endif
