#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (FUZZ_SECONDS, default 45 s each) from the seed corpus with a fixed
# seed, so the run is a regression gate that retraces a known path; any finding fails (Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SEED=${FUZZ_SEED:-1} bash scripts/fuzz "${FUZZ_SECONDS:-45}"
