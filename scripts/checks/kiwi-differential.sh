#!/usr/bin/env bash
# Randomized differential test of the constraint solver against kiwisolver: builds `blog`,
# installs kiwisolver when missing, and compares every solved value (fixed seed, bounded count).
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c 'import kiwisolver' 2>/dev/null || python3 -m pip install -q kiwisolver
source scripts/checks/lib/blog-binary.bash
python3 Tests/kiwi/differential.py "$blog" --seed 20261122 --count 120
