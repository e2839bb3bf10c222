#!/usr/bin/env bash
# Runs the test suite once under AddressSanitizer and once under ThreadSanitizer (the code uses unsafe pointers,
# `@exclusivity(unchecked)` and threads). Each has its own build folder; a sanitizer report fails the run.
set -euo pipefail
cd "$(dirname "$0")/../.."
for sanitizer in address thread; do
    log=.build-$sanitizer-test.log
    echo "== swift test --sanitize=$sanitizer"
    # Leak checking is off: LeakSanitizer takes the pointers Swift keeps in enums' spare bits for lost memory.
    ASAN_OPTIONS=detect_leaks=0 TSAN_OPTIONS=halt_on_error=1 SWIFT_BACKTRACE=enable=no \
        swift test --sanitize=$sanitizer --scratch-path .build-$sanitizer >"$log" 2>&1 || true
    if grep -qE 'ERROR: (AddressSanitizer|ThreadSanitizer)|WARNING: ThreadSanitizer' "$log"; then
        grep -E -A30 'ERROR: (AddressSanitizer|ThreadSanitizer)|WARNING: ThreadSanitizer' "$log" | head -80
        echo "the $sanitizer sanitizer reported a problem (full log: $log)"
        exit 1
    fi
    grep -E 'Test run with [0-9]+ tests?' "$log" | tail -1
    grep -qE 'Test run with [0-9]+ tests? .*passed' "$log" && ! grep -qE 'Test run with .* failed' "$log" \
        || { grep -E '✘' "$log" | head -20; echo "swift test --sanitize=$sanitizer failed (full log: $log)"; exit 1; }
done
