#!/usr/bin/env python3
"""The kiwisolver peer for make bench's layout cases: the same chain-and-grid system the Swift harness builds
(N views in rows of 25; each view's left is the previous view's right + 4 or the container's left, its top the
view above's bottom + 4 or the container's top, width 30, height 20), built and solved, then one constant
changed and re-solved. Prints: build-and-solve milliseconds, then change-one-constant microseconds.

The constant that changes is the middle view's width. kiwisolver's way to change a value in place is an edit
variable (addEditVariable once, then suggestValue and updateVariables, as Enaml and Matplotlib drive it), so that
width is an edit variable at strength "strong" from the start instead of a required constraint: the like-for-like
peer of our changing `NSLayoutConstraint.constant`, which also re-solves in place."""
import sys
import time

import kiwisolver as kiwi


def build(n, middle):
    solver = kiwi.Solver()
    left = [kiwi.Variable(f"l{i}") for i in range(n)]
    top = [kiwi.Variable(f"t{i}") for i in range(n)]
    width = [kiwi.Variable(f"w{i}") for i in range(n)]
    height = [kiwi.Variable(f"h{i}") for i in range(n)]
    widths = []
    for i in range(n):
        column, row = i % 25, i // 25
        if column == 0:
            solver.addConstraint(left[i] == 0)
        else:
            solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 4)
        if row == 0:
            solver.addConstraint(top[i] == 0)
        else:
            solver.addConstraint(top[i] == top[i - 25] + height[i - 25] + 4)
        if i == middle:
            solver.addEditVariable(width[i], "strong")
            solver.suggestValue(width[i], 30)
        else:
            solver.addConstraint(width[i] == 30)
        solver.addConstraint(height[i] == 20)
    solver.updateVariables()
    return solver, width


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    builds = []
    middle = n // 2
    for _ in range(rounds):
        start = time.perf_counter()
        solver, width = build(n, middle)
        builds.append(time.perf_counter() - start)
    builds.sort()
    changes = []
    for k in range(200):
        start = time.perf_counter()
        solver.suggestValue(width[middle], 30 + (k % 2))
        solver.updateVariables()
        changes.append(time.perf_counter() - start)
    assert abs(width[middle].value() - (30 + 199 % 2)) < 1e-6
    changes.sort()
    print(f"{builds[len(builds) // 2] * 1000:.3f} {changes[len(changes) // 2] * 1e6:.3f}")


main()
