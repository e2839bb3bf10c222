#!/usr/bin/env bash
# Runs every fuzz target for a bounded time (FUZZ_SECONDS, default 45 s each); any finding fails (Fuzz/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/fuzz "${FUZZ_SECONDS:-45}"
