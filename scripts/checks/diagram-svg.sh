#!/usr/bin/env bash
# Renders every golden diagram SVG with rsvg-convert: each must be valid SVG that a real renderer draws.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v rsvg-convert >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-bin >/dev/null
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
count=0
for svg in Tests/DiagramTests/Snapshots/*.svg; do
    [ -e "$svg" ] || continue
    if ! rsvg-convert -o "$out/$(basename "$svg" .svg).png" "$svg"; then
        echo "rsvg-convert could not render $svg" >&2
        exit 1
    fi
    count=$((count + 1))
done
[ "$count" -gt 0 ] || { echo "no golden SVGs found in Tests/DiagramTests/Snapshots" >&2; exit 1; }
echo "rsvg-convert rendered $count diagram SVGs"
