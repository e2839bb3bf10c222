#!/usr/bin/env bash
# Flex layout benchmark (release build): generated trees of 1k, 10k and 100k nodes, wide and deep, µs per node.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product LayoutBenchmarks >/dev/null 2>&1
echo "machine: $(uname -m), $(nproc) cores; commit $(git rev-parse --short HEAD)"
"$(swift build -c release --show-bin-path 2>/dev/null)/LayoutBenchmarks" flex
