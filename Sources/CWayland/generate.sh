#!/bin/sh
# Generates the Wayland protocols' C glue (interface tables and client stubs) with wayland-scanner from the
# protocol descriptions Debian's wayland-protocols installs. SwiftPM 6.3 does not compile C sources that a
# build plugin generates ("C source file generation not enabled"), so the output is committed, and
# `make wayland-protocols` regenerates it; a test checks that the committed files are what wayland-scanner makes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
share=${WAYLAND_PROTOCOLS_DIR:-/usr/share/wayland-protocols}
out=${1:-$here}
for xml in \
    stable/xdg-shell/xdg-shell.xml \
    stable/viewporter/viewporter.xml \
    unstable/xdg-decoration/xdg-decoration-unstable-v1.xml \
    staging/fractional-scale/fractional-scale-v1.xml \
    unstable/pointer-gestures/pointer-gestures-unstable-v1.xml \
    unstable/text-input/text-input-unstable-v3.xml \
    unstable/primary-selection/primary-selection-unstable-v1.xml; do
    name=$(basename "$xml" .xml)
    wayland-scanner private-code "$share/$xml" "$out/protocols/$name-protocol.c"
    wayland-scanner client-header "$share/$xml" "$out/include/$name-client-protocol.h"
done
