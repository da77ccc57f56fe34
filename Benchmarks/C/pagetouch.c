// Preloaded into an app (LD_PRELOAD, with TOUCH_OUT naming a file) to record which pages of the executable's
// data it reads or writes: every data page starts inaccessible, the first access faults, the handler writes the
// page's address to TOUCH_OUT and opens the page again. startup-order.sh turns the pages into the data symbols
// to link next to each other. (For profiling only: a system call handed a pointer into a page not yet touched
// fails with EFAULT instead of faulting.) Build with -Wl,-z,now, so that the handler never enters the dynamic
// linker, which reads the executable's protected symbol tables.
#define _GNU_SOURCE
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

enum { maximumRanges = 16, pageSize = 4096 };
static struct {
    unsigned long start, end;
    int protection;
} ranges[maximumRanges];
static int rangeCount, output = -1;

static void touched(int signal, siginfo_t *info, void *context) {
    (void)signal, (void)context;
    unsigned long page = (unsigned long)info->si_addr & ~(unsigned long)(pageSize - 1);
    for (int i = 0; i < rangeCount; i++) {
        if (page >= ranges[i].start && page < ranges[i].end) {
            char line[20];
            int length = 0;
            for (int shift = 60; shift >= 0; shift -= 4) line[length++] = "0123456789abcdef"[(page >> shift) & 15];
            line[length++] = '\n';
            if (write(output, line, length) < 0) _exit(3);
            mprotect((void *)page, pageSize, ranges[i].protection);
            return;
        }
    }
    // A real crash: let it happen.
    struct sigaction fallback = {.sa_handler = SIG_DFL};
    sigaction(SIGSEGV, &fallback, NULL);
}

__attribute__((constructor)) static void protectData(void) {
    const char *path = getenv("TOUCH_OUT");
    if (!path) return;
    unsetenv("LD_PRELOAD");  // not into the app's children
    output = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    char executable[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", executable, sizeof executable - 1);
    if (output < 0 || length < 0) return;
    executable[length] = 0;
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return;
    char line[PATH_MAX + 128];
    while (fgets(line, sizeof line, maps) && rangeCount < maximumRanges) {
        unsigned long start, end;
        char permissions[8], file[PATH_MAX] = "";
        if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %4095s", &start, &end, permissions, file) < 3) continue;
        // The executable's own mappings, and the zero-filled rest of its data that follows them unnamed.
        int bss = file[0] == 0 && rangeCount > 0 && ranges[rangeCount - 1].end == start;
        if ((strcmp(file, executable) != 0 && !bss) || permissions[2] == 'x') continue;
        ranges[rangeCount].start = start;
        ranges[rangeCount].end = end;
        ranges[rangeCount].protection =
            (permissions[0] == 'r' ? PROT_READ : 0) | (permissions[1] == 'w' ? PROT_WRITE : 0);
        rangeCount++;
    }
    fclose(maps);
    struct sigaction action = {.sa_sigaction = touched, .sa_flags = SA_SIGINFO | SA_NODEFER};
    sigaction(SIGSEGV, &action, NULL);
    for (int i = 0; i < rangeCount; i++) mprotect((void *)ranges[i].start, ranges[i].end - ranges[i].start, PROT_NONE);
}
