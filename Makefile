# Tapestry — UIKit's event model on the Linux desktop.
#   make test   install missing system packages, build, run every test suite
#   make demo   (the demo gallery; see README)
#   make bench  (benchmarks; see README)

SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# System packages the build and the tests need (Debian names).
APT_PACKAGES := pkg-config

.PHONY: all deps build test demo bench clean

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

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: deps
	@echo "The demo gallery arrives with the demo issue; run 'make test' meanwhile."

bench: deps
	@echo "Benchmarks arrive with the benchmark issue."

clean:
	rm -rf .build out
