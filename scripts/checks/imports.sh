#!/usr/bin/env bash
# The arrows docs/architecture.md draws are the ones the code keeps: every module a Swift file imports is declared for
# its target in Package.swift (or comes with the toolchain), Blog's folders form layers, output paths have one home.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 scripts/declared-imports.py .
# Within Blog, the folders form layers: no two use each other's types (docs/architecture.md, "The folders of Blog").
python3 scripts/folder-arrows.py Sources/Blog
# Every output path rule and fixed file name has one home, SitePaths (docs/architecture.md, "Page kinds and paths");
# Import/ spells the paths of the generators it reads.
if grep -rnE '"[^"]*\b(index|archive|categories|search|404)\.html"|"(feed|sitemap)\.xml"|"robots\.txt"|"blog/' Sources --include='*.swift' \
        | grep -v '^Sources/Blog/Model/SitePaths.swift:' | grep -v '^Sources/Blog/Import/' | grep -vE '^[^:]+:[0-9]+:[[:space:]]*///'; then
    echo "imports.sh: an output path spelled outside SitePaths (above)"; exit 1
fi
echo "imports.sh: every output path is spelled in SitePaths alone"
