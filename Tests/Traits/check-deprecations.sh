#!/usr/bin/env bash
# Builds `DeprecatedSpellings` with TCA 1.25's traits on (and warnings as errors, the flags CI's
# other builds of this package use, so nothing is rebuilt) and checks that the compiler reports
# a deprecation on exactly the lines marked `// warns`, and nothing else.
set -uo pipefail
cd "$(dirname "$0")"
file=Sources/DeprecatedSpellings/DeprecatedSpellings.swift
log=$(swift build -Xswiftc -warnings-as-errors --target DeprecatedSpellings 2>&1)
expected=$(grep -nE '\S.*  // warns$' "$file" | cut -d: -f1 | sort -n | uniq)
reported=$(printf '%s\n' "$log" | grep -E "DeprecatedSpellings.swift:[0-9]+:[0-9]+: error: .*deprecated" \
  | sed -E 's/.*DeprecatedSpellings.swift:([0-9]+):.*/\1/' | sort -n | uniq)
others=$(printf '%s\n' "$log" | grep -E "(error|warning): " | grep -v "deprecated" | grep -v "emit-module command failed\|compile command failed\|fatalError" || true)
if [ "$expected" != "$reported" ] || [ -n "$others" ]; then
  echo "expected deprecations on lines:"; echo "$expected" | tr '\n' ' '; echo
  echo "reported on lines:"; echo "$reported" | tr '\n' ' '; echo
  [ -n "$others" ] && { echo "other diagnostics:"; echo "$others"; }
  exit 1
fi
echo "each of the $(echo "$expected" | wc -l) deprecated spellings warns with the traits on"
