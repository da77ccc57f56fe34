// `import os`: the Swift API is in the overlay (Sources/os); the C part is `os_unfair_lock`.
#ifndef TAPESTRY_OS_H
#define TAPESTRY_OS_H

#include <stdbool.h>
#include <stdint.h>
#include <sched.h>

/// A lock without fairness, as Apple's: a word that is 0 when free. A waiter spins, then yields its time slice.
typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

static inline bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t expected = 0;
    return __atomic_compare_exchange_n(&lock->_os_unfair_lock_opaque, &expected, 1, false, __ATOMIC_ACQUIRE,
                                       __ATOMIC_RELAXED);
}

static inline void os_unfair_lock_lock(os_unfair_lock_t lock) {
    unsigned spins = 0;
    while (!os_unfair_lock_trylock(lock)) {
        if (++spins > 64) {
            sched_yield();
            spins = 0;
        }
    }
}

static inline void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    __atomic_store_n(&lock->_os_unfair_lock_opaque, 0, __ATOMIC_RELEASE);
}

/// Stops the program when the lock is not held (Apple checks the owner; this checks that it is held at all).
static inline void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if (__atomic_load_n(&lock->_os_unfair_lock_opaque, __ATOMIC_RELAXED) == 0) __builtin_trap();
}

static inline void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) { (void)lock; }

#endif
