#!/bin/sh
# Lists the engine's source files that have no test file of their own name (Foo+Bar.swift -> Foo+BarTests.swift
# anywhere under Tests/), largest first, then how many have one. The generated optional-call shims are left out:
# their calls are tested through the delegates that use them.
cd "$(dirname "$0")/.." || exit 1
files=$(find Sources/Tapestry -name '*.swift' -not -path '*/OptionalCalls/*' | sort)
without=$(for file in $files; do
    name=$(basename "$file" .swift)
    [ -z "$(find Tests -name "${name}Tests.swift" -print -quit)" ] && echo "$(wc -l < "$file") $file"
done | sort -rn)
echo "$without"
total=$(echo "$files" | wc -l)
missing=$(echo "$without" | grep -c .)
echo "$((total - missing)) of $total engine files have a test file of their own"
