#!/usr/bin/env bash
# `blog serve` latency on a synthetic blog: time from saving a post to the live-reload event, and to the new
# page being served. Usage: bench/serve.sh [POSTS=10000] [EDITS=20]. Release build; loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."
posts=${1:-10000}
edits=${2:-20}
# BLOG=path/to/blog times another build of blog (an older commit's, for a before/after); by default this one's.
blog=${BLOG:-.build/release/blog}
[ -n "${BLOG:-}" ] || swift build -c release --product blog 2>&1 | grep -E "error:|complete" | tail -1
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
python3 bench/gen_corpus.py "$posts" "$work" >/dev/null
echo "corpus: $posts posts; $(nproc) cores; ${BLOG:+binary $BLOG, }commit $(git rev-parse --short HEAD)"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$blog" serve --source "$work/blog" --output "$work/preview" --port "$port" >"$work/serve.log" 2>&1 &
server=$!
python3 bench/serve_latency.py --port "$port" --site "$work/blog" --preview "$work/preview" --log "$work/serve.log" --edits "$edits"
