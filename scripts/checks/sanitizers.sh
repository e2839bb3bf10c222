#!/usr/bin/env bash
# Runs the test suites of the code that uses threads under ThreadSanitizer, in a build folder of its own; a report
# fails the run. (scripts/test runs every suite under AddressSanitizer.) The build, the site model, the search
# index and the preview server share work between threads, partly through types the compiler cannot check
# (`@unchecked Sendable`, `nonisolated(unsafe)`); Layout, Diagram and Highlight run on the caller's thread only,
# so their suites are left out here.
set -euo pipefail
cd "$(dirname "$0")/../.."
log=.build-thread-test.log
echo "== swift test --sanitize=thread"
TSAN_OPTIONS=halt_on_error=1 SWIFT_BACKTRACE=enable=no \
    swift test --sanitize=thread --scratch-path .build-thread --skip 'LayoutTests|DiagramTests|HighlightTests' >"$log" 2>&1 || true
if grep -qE 'WARNING: ThreadSanitizer|ERROR: ThreadSanitizer' "$log"; then
    grep -E -A30 'WARNING: ThreadSanitizer|ERROR: ThreadSanitizer' "$log" | head -80
    echo "ThreadSanitizer reported a problem (full log: $log)"
    exit 1
fi
grep -E 'Test run with [0-9]+ tests?' "$log" | tail -1
grep -qE 'Test run with [0-9]+ tests? .*passed' "$log" && ! grep -qE 'Test run with .* failed' "$log" \
    || { grep -E '✘' "$log" | head -20; echo "swift test --sanitize=thread failed (full log: $log)"; exit 1; }
