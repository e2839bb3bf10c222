#!/usr/bin/env bash
# Every module a Swift file imports is declared for its target in Package.swift (or comes with the toolchain):
# the arrows docs/architecture.md draws are the ones the build enforces.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/declared-imports.py .
# Within Blog, the folders form layers: no two use each other's types (docs/architecture.md, "The folders of Blog").
python3 scripts/folder-arrows.py Sources/Blog
