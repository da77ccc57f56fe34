#!/bin/bash
# Writes the functions an app runs from start-up to its first seconds of idling, then the data it reads or writes
# in that time, as a linker symbol-ordering file: `startup-order.sh APP OUT PAGETOUCH`. For the functions the app
# runs under callgrind on $DISPLAY for SECONDS_TO_PROFILE (default 20: under callgrind the first frame takes a
# few seconds); for the data it runs for 2 s with PAGETOUCH (Benchmarks/C/pagetouch.c, built as a shared
# library) preloaded, which records each data page of the executable touched.
#
# Why: a statically linked Swift app spreads the few hundred kilobytes of code and data it uses at start-up
# over megabytes of runtime, Foundation and engine, and the kernel maps 64 KiB around each page touched.
# Linking them next to each other (lld's --symbol-ordering-file) keeps them in fewer pages.
set -euo pipefail
app=$1 out=$2 pagetouch=$3 seconds=${SECONDS_TO_PROFILE:-20}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$profile/callgrind" "$app" >/dev/null 2>"$profile/log" &
pid=$!
sleep "$seconds"
callgrind_control -d "$pid" >/dev/null 2>&1
for _ in $(seq 50); do compgen -G "$profile/callgrind.*" >/dev/null && break; sleep 0.2; done
kill -9 "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
dump=$(compgen -G "$profile/callgrind.*" | head -1) || { echo "startup-order: no profile" >&2; cat "$profile/log" >&2; exit 1; }
# Callgrind names each object (ob=) and function (fn=, cfn=) once with "(id) name" and later by "(id)" alone;
# a function's own costs follow its fn= line, under the object last named by ob=.
awk -v app="$(readlink -f "$app")" '
    function define(kind, text,    id, name) {
        id = text; sub(/\).*/, "", id); sub(/^\(/, "", id)
        name = text; if (sub(/^\([0-9]+\) /, "", name)) { names[kind, id] = name } else { name = names[kind, id] }
        return name
    }
    /^ob=/ { object = define("ob", substr($0, 4)); next }
    /^cob=/ { define("ob", substr($0, 5)); next }
    /^cfn=/ { define("fn", substr($0, 5)); next }
    /^fn=/ { name = define("fn", substr($0, 4)); sub(/\047[0-9]+$/, "", name); if (object == app && !(name in seen)) { seen[name] = 1; print name } }
' "$dump" >"$out"
functions=$(wc -l <"$out")

TOUCH_OUT="$profile/pages" LD_PRELOAD="$(readlink -f "$pagetouch")" "$app" >/dev/null 2>&1 &
pid=$!
sleep 2
kill -9 "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
# The data symbols (nm types d, r, b, v) that lie on a touched page.
nm -n -S --defined-only "$app" | awk '
    function number(hex,    i, value) {
        value = 0
        for (i = 1; i <= length(hex); i++) value = value * 16 + index("0123456789abcdef", substr(hex, i, 1)) - 1
        return value
    }
    FILENAME != "-" { touched[int(number($1) / 4096)] = 1; next }
    NF == 4 && $3 ~ /^[dDrRbBvV]$/ {
        start = number($1); end = start + (number($2) > 0 ? number($2) - 1 : 0)
        for (page = int(start / 4096); page <= int(end / 4096); page++) if (page in touched) { print $4; break }
    }
' "$profile/pages" - >>"$out"
echo "startup-order: $functions functions run and $(($(wc -l <"$out") - functions)) data symbols touched at start-up" >&2
