# Tapestry — UIKit's event model on the Linux desktop.
#   make test   install missing system packages, build, run every test suite
#   make demo   (the demo gallery; see README)
#   make bench  (benchmarks; see README)

SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# System packages the build and the tests need (Debian names).
APT_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-liberation2 fonts-wqy-microhei \
	libx11-dev libxext-dev libxtst-dev libxi-dev libxrandr-dev xvfb adwaita-icon-theme \
	libxcursor-dev libxfixes-dev libxdamage-dev ibus ibus-libpinyin dbus-x11 xsettingsd fonts-noto-color-emoji libgtk-4-dev \
	at-spi2-core python3-pyatspi gir1.2-atspi-2.0 procps \
	libwayland-dev wayland-protocols libxkbcommon-dev sway grim wtype wl-clipboard fcitx5 fcitx5-hangul \
	libdecor-0-0 libdecor-0-plugin-1-cairo weston libgdk-pixbuf-2.0-0 webp-pixbuf-loader hunspell-en-us gnome-keyring

.PHONY: all deps build lint format test fuzz demo tour catalog catalog-tour bench bench-docs static-hello guide-png clean docs api-table sample wayland-protocols

all: build

deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

# The house style, checked with the toolchain's formatter (fix with: make format).
LINT_PATHS := Sources Tests Demos Benchmarks Package.swift Samples
lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive $(LINT_PATHS)

# Every suite, the X11 ones in a private Xvfb (the engine's run without any display).
test: deps lint
	$(SWIFT) build --build-tests
	.ci/with-xvfb $(SWIFT) test --skip-build
	$(MAKE) docs
	$(MAKE) sample

# The Wayland protocols' C glue, made again by wayland-scanner from Debian's wayland-protocols (committed, since
# SwiftPM does not compile C that a build plugin generates; a test checks the committed files match).
wayland-protocols: deps
	Sources/CWayland/generate.sh

# The DocC catalog (Sources/Tapestry/Tapestry.docc), through swift-docc-plugin:
# .build/plugins/Swift-DocC/outputs/Tapestry.doccarchive. `swift package --disable-sandbox preview-documentation
# --target Tapestry` serves it.
docs:
	$(SWIFT) package generate-documentation --target Tapestry

# Writes the API availability page again from the sources (a test fails until it is committed).
api-table:
	$(SWIFT) build --build-tests
	TAPESTRY_WRITE_API_TABLE=1 $(SWIFT) test --skip-build --filter APIAvailabilityTests

# A long soak of the chaos fuzzer (release build, with testing enabled for the suites that test internals):
# make fuzz SEEDS=1,2,3 EVENTS=10000000. A break prints its seed and step; run the same command with that seed
# and step (and TAPESTRY_FUZZ_TRACE=K to print every step from K on) to replay it.
SEEDS ?= 1,2,3,4
EVENTS ?= 10000000
# Each seed runs in a process of its own, with deterministic hashing, no address randomization, and an
# environment of the same size whatever the numbers (padded to a fixed width): the order of some sets follows
# object addresses. Short runs replay exactly; a long soak's heap can still drift (see the README).
fuzz: deps
	$(SWIFT) build -c release -Xswiftc -enable-testing --scratch-path .build-release --build-tests
	@set -e; for seed in $$(echo "$(SEEDS)" | tr ',' ' '); do \
	  echo "chaos fuzzer: seed $$seed, $(EVENTS) events"; \
	  SWIFT_DETERMINISTIC_HASHING=1 TAPESTRY_FUZZ_SEEDS="$$(printf '%-20s' $$seed)" \
	    TAPESTRY_FUZZ_EVENTS=$$(printf '%012d' $(EVENTS)) \
	    TAPESTRY_FUZZ_TRACE=$$(printf '%012d' $${TAPESTRY_FUZZ_TRACE:-0}) \
	    setarch $$(uname -m) -R $(SWIFT) test -c release -Xswiftc -enable-testing --scratch-path .build-release \
	    --skip-build --filter ChaosFuzzTests; \
	done

# The gallery on your display; with no DISPLAY, the headless tour instead.
demo: deps
	$(SWIFT) build --product tapestry-demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
	  "$$($(SWIFT) build --show-bin-path)/tapestry-demo"; \
	else \
	  echo "No DISPLAY: playing the headless tour in a private Xvfb instead (make tour)."; \
	  $(MAKE) --no-print-directory tour; \
	fi

# The UIKit catalog: a navigation controller over a table of the kit's parts; with no DISPLAY, its tour.
catalog: deps
	$(SWIFT) build --product tapestry-demo
	@if [ -n "$$DISPLAY" ] || [ -n "$$WAYLAND_DISPLAY" ]; then \
	  "$$($(SWIFT) build --show-bin-path)/tapestry-demo" --catalog; \
	else \
	  echo "No DISPLAY: playing the catalog's tour in a private Xvfb instead (make catalog-tour)."; \
	  $(MAKE) --no-print-directory catalog-tour; \
	fi

# Every catalog screen opened by a real click, screenshotted into out/catalog.
catalog-tour: deps
	$(SWIFT) build --product tapestry-demo
	rm -rf out/catalog
	.ci/with-xvfb "$$($(SWIFT) build --show-bin-path)/tapestry-demo" --catalog-tour out/catalog

# A scripted tour through every scenario with real X input; screenshots and the inspector's log in out/tour.
tour: deps
	$(SWIFT) build --product tapestry-demo
	rm -rf out/tour
	.ci/with-xvfb "$$($(SWIFT) build --show-bin-path)/tapestry-demo" --tour out/tour

# Release builds of the Swift harness and the C baselines, then BENCH_RUNS full runs in a private Xvfb (each one
# table and out/bench-run-N.json), put together by Benchmarks/report.py: out/bench.json, out/bench.md (min /
# median / max of each ratio over the runs, and whether its target was met in each) and out/bench.svg.
# `make bench-docs` then copies them to docs/bench and writes the table into the README.
BENCH_BIN := Benchmarks/bin
BENCH_RUNS ?= 3
STATIC_HELLO_FLAGS := --static-swift-stdlib --scratch-path .build-static-ordered -Xswiftc -use-ld=lld -Xlinker -no-pie \
	-Xlinker --no-export-dynamic -Xlinker --symbol-ordering-file=$(CURDIR)/.build-static-ordered/startup.order \
	-Xlinker --no-warn-symbol-ordering
bench: deps
	@# The layout cases' peer: kiwisolver (C++ Cassowary) through its Python binding.
	@python3 -c 'import kiwisolver' 2>/dev/null || { \
	  command -v pip3 >/dev/null 2>&1 || python3 -m pip --version >/dev/null 2>&1 || \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends python3-pip; \
	  python3 -m pip install --quiet kiwisolver 2>/dev/null || \
	    python3 -m pip install --quiet --break-system-packages kiwisolver; }
	$(SWIFT) build -c release --product tapestry-bench
	$(SWIFT) build -c release --product tapestry-hello
	$(SWIFT) build -c release --product tapestry-demo
	$(SWIFT) build -c release --product tapestry-wl-input
	@# The hello app as the README says to ship one: the Swift runtime and Foundation linked in.
	$(SWIFT) build -c release --product tapestry-hello --static-swift-stdlib --scratch-path .build-static
	mkdir -p "$$($(SWIFT) build -c release --show-bin-path)/static"
	cp .build-static/release/tapestry-hello "$$($(SWIFT) build -c release --show-bin-path)/static/tapestry-hello"
	mkdir -p $(BENCH_BIN)
	cc -O2 -o $(BENCH_BIN)/hittest Benchmarks/C/hittest.c -lm
	cc -O2 -o $(BENCH_BIN)/dispatch Benchmarks/C/dispatch.c
	cc -O2 -o $(BENCH_BIN)/frame Benchmarks/C/frame.c $$(pkg-config --cflags --libs pangocairo) -lm
	cc -O2 -o $(BENCH_BIN)/screen Benchmarks/C/screen.c $$(pkg-config --cflags --libs pangocairo) -lm
	cc -O2 -o $(BENCH_BIN)/scroll Benchmarks/C/scroll.c $$(pkg-config --cflags --libs cairo) -lm
	cc -O2 -o $(BENCH_BIN)/animframe Benchmarks/C/animframe.c $$(pkg-config --cflags --libs cairo) -lm
	cc -O2 -o $(BENCH_BIN)/xapp Benchmarks/C/xapp.c $$(pkg-config --cflags --libs cairo x11 xext) -lm
	cc -O2 -I Sources/CWayland/include -o $(BENCH_BIN)/wlapp Benchmarks/C/wlapp.c \
	  Sources/CWayland/protocols/xdg-shell-protocol.c $$(pkg-config --cflags --libs cairo wayland-client) -lm
	cc -O2 -o $(BENCH_BIN)/gtktext Benchmarks/C/gtktext.c $$(pkg-config --cflags --libs gtk4)
	cc -O2 -o $(BENCH_BIN)/gtkclick Benchmarks/C/gtkclick.c $$(pkg-config --cflags --libs gtk4) -lm
	cc -O2 -shared -fPIC -o $(BENCH_BIN)/libmalloccount.so Benchmarks/C/malloccount.c -ldl
	rm -f out/bench-run-*.json
	for run in $$(seq 1 $(BENCH_RUNS)); do \
	  echo "== make bench: run $$run of $(BENCH_RUNS)"; \
	  TAPESTRY_BENCH_BIN=$(BENCH_BIN) TAPESTRY_BENCH_OUT=out/bench-run-$$run.json \
	    LD_PRELOAD=$$PWD/$(BENCH_BIN)/libmalloccount.so \
	    .ci/with-xvfb "$$($(SWIFT) build -c release --show-bin-path)/tapestry-bench" || exit 1; \
	done
	python3 Benchmarks/report.py out out/bench-run-*.json

# The last `make bench` into the README's table and docs/bench (its runs, the combined rows, the plot).
bench-docs:
	mkdir -p docs/bench
	rm -f docs/bench/bench-run-*.json
	cp out/bench-run-*.json docs/bench/
	python3 Benchmarks/report.py docs/bench docs/bench/bench-run-*.json --readme README.md

# tapestry-hello shipped at its smallest (not what `make bench` targets, which is the two builds a user makes;
# when this one exists the bench reports it too, for information): the Swift runtime, Foundation and libstdc++
# linked in (libstdc++.a in the products folder, which the linker searches before the shared one), not
# position-independent (no relocations to apply at start), exporting nothing, and linked a second time with the
# functions start-up runs next to each other (startup-order.sh profiles the first link under callgrind).
static-hello: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES=valgrind
	@dir=$$($(SWIFT) build -c release --scratch-path .build-static-ordered --show-bin-path) && mkdir -p "$$dir" && \
	  ln -sf "$$(cc -print-file-name=libstdc++.a)" "$$dir/libstdc++.a" && rm -f "$$dir/tapestry-hello" && \
	  touch .build-static-ordered/startup.order
	$(SWIFT) build -c release --product tapestry-hello $(STATIC_HELLO_FLAGS)
	mkdir -p $(BENCH_BIN)
	cc -O2 -shared -fPIC -Wl,-z,now -o $(BENCH_BIN)/libpagetouch.so Benchmarks/C/pagetouch.c
	.ci/with-xvfb Benchmarks/startup-order.sh .build-static-ordered/release/tapestry-hello \
	  .build-static-ordered/startup.order $(BENCH_BIN)/libpagetouch.so
	rm -f .build-static-ordered/release/tapestry-hello
	$(SWIFT) build -c release --product tapestry-hello $(STATIC_HELLO_FLAGS)
	mkdir -p "$$($(SWIFT) build -c release --show-bin-path)/ordered"
	cp .build-static-ordered/release/tapestry-hello "$$($(SWIFT) build -c release --show-bin-path)/ordered/tapestry-hello"

guide-png: deps
	$(SWIFT) run tapestry-guide-png docs/guide-overlay.png 2

clean:
	rm -rf .build out

# The sample app (Samples/Counter), copied out of the repository into a package of its own that depends on a
# clone of this commit with one .package line, builds and runs its own tests with TapestryTesting and
# TapestrySnapshotTesting. The two sample packages share one build directory, so the engine they both depend on
# (the same clone, at the same path) is compiled once, not twice.
SAMPLE_DIR ?= /tmp/tapestry-sample
SAMPLE_SWIFT = TAPESTRY_PACKAGE_URL=file://$(SAMPLE_DIR)/Tapestry $(SWIFT)
SAMPLE_SCRATCH = --scratch-path $(SAMPLE_DIR)/.build
sample: deps
	rm -rf $(SAMPLE_DIR) && mkdir -p $(SAMPLE_DIR)
	git clone --quiet . $(SAMPLE_DIR)/Tapestry && git -C $(SAMPLE_DIR)/Tapestry checkout --quiet -B main HEAD
	cp -R Samples/Counter $(SAMPLE_DIR)/Counter
	cd $(SAMPLE_DIR)/Counter && $(SAMPLE_SWIFT) build --build-tests $(SAMPLE_SCRATCH)
	cd $(SAMPLE_DIR)/Counter && $(SAMPLE_SWIFT) test --skip-build $(SAMPLE_SCRATCH)
	@# The sample app, unchanged, on Wayland (a private headless sway): its window maps and a close request ends it.
	.ci/wayland-smoke "$$(cd $(SAMPLE_DIR)/Counter && $(SAMPLE_SWIFT) build --show-bin-path $(SAMPLE_SCRATCH))/Counter"
	@# Client code written as UIKit code is for iOS (Swift 5 and Swift 6 modes, warnings as errors), built with
	@# `import UIKit` unchanged and tested with Swift Testing and XCTest.
	cp -R Samples/UIKitClients $(SAMPLE_DIR)/UIKitClients
	cd $(SAMPLE_DIR)/UIKitClients && $(SAMPLE_SWIFT) build --build-tests $(SAMPLE_SCRATCH)
	cd $(SAMPLE_DIR)/UIKitClients && $(SAMPLE_SWIFT) test --skip-build $(SAMPLE_SCRATCH)
