#!/usr/bin/env bash
# `blog serve` end to end with the real binary: pages over HTTP, live reload, then a 10 s load run (wrk, loopback)
# while posts are being saved; no request may fail, and the preview must equal a `blog build` of the same sources.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
command -v curl >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq curl; }
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"' EXIT
mkdir "$work/src"
cp -R blog.yml content "$work/src/"
[ -d templates ] && cp -R templates "$work/src/"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$blog" serve --source "$work/src" --output "$work/preview" --port "$port" >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 1 300); do grep -q "Serving at" "$work/serve.log" && break; sleep 0.2; done
grep -q "Serving at http://127.0.0.1:$port/" "$work/serve.log" || { cat "$work/serve.log"; echo "serve did not start"; exit 1; }
base="http://127.0.0.1:$port"
fail() { echo "serve check: $*"; cat "$work/serve.log"; exit 1; }

# Pages, types, 404, 405, traversal.
[ "$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/")" = "200 text/html; charset=utf-8" ] || fail "index"
[ "$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/style.css")" = "200 text/css; charset=utf-8" ] || fail "css"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/no-such-page")" = "404" ] || fail "404"
[ "$(curl -s -o /dev/null -w '%{http_code}' -X POST "$base/")" = "405" ] || fail "405"
[ "$(curl -s -o /dev/null -w '%{http_code}' --path-as-is "$base/../blog.yml")" = "404" ] || fail "traversal"
[ "$(curl -s -o /dev/null -w '%{http_code}' --path-as-is "$base/%2e%2e/blog.yml")" = "404" ] || fail "encoded traversal"
etag=$(curl -s -D - -o /dev/null "$base/" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}')
[ "$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "$base/")" = "304" ] || fail "304"
curl -s "$base/" | grep -q "/__blog/events" || fail "no live-reload script"

# Live reload: an edit is announced on the event stream.
post=$(ls content/posts/*/*.md | head -1)
curl -sN --max-time 8 "$base/__blog/events" >"$work/events" &
events=$!
sleep 0.5
printf '\nA line added by the serve check.\n' >>"$work/src/$post"
for _ in $(seq 1 40); do grep -q "event: reload" "$work/events" && break; sleep 0.2; done
kill "$events" 2>/dev/null || true
grep -q "event: reload" "$work/events" || fail "no reload event after an edit"

# Load: 10 s of requests over several pages while a post is saved (by rename) every 300 ms.
python3 - "$work/preview" >"$work/paths.lua" <<'LUA'
import os, sys, urllib.parse
root = sys.argv[1]
pages = sorted(urllib.parse.quote("/" + os.path.relpath(os.path.join(folder, name), root))
               for folder, _, names in os.walk(root) for name in names if name.endswith(".html") and name != "404.html")[:40]
print("local paths = {" + ", ".join(f'"{page}"' for page in pages) + "}")
print("request = function() return wrk.format('GET', paths[math.random(#paths)]) end")
LUA
(
    for round in $(seq 1 30); do
        sed "s/A line added by the serve check\.\( Round [0-9]*\.\)\?/A line added by the serve check. Round $round./" \
            "$work/src/$post" >"$work/src/$post.tmp"
        mv "$work/src/$post.tmp" "$work/src/$post"
        sleep 0.3
    done
) &
editor=$!
wrk -t2 -c16 -d10s -s "$work/paths.lua" "$base" >"$work/wrk.txt" 2>&1
wait "$editor"
cat "$work/wrk.txt"
grep -q "Socket errors" "$work/wrk.txt" && fail "socket errors under load"
grep -q "Non-2xx or 3xx" "$work/wrk.txt" && fail "failed requests under load"
grep -Eq "^ +[0-9]+ requests in" "$work/wrk.txt" || fail "wrk did not run"
rebuilds=$(grep -c "^Rebuilt" "$work/serve.log" || true)
echo "rebuilds during the load run: $rebuilds"
[ "$rebuilds" -ge 2 ] || fail "the edits did not cause rebuilds"

# One client that opens 300 idle connections (from 127.0.0.2) keeps at most 64 (ConnectionLimiter); another client
# is still served at once.
python3 - "$port" <<'PY' || fail "a client holding many idle connections was not capped, or blocked another"
import socket, sys, time, urllib.request
port = int(sys.argv[1])
held = []
for _ in range(300):
    s = socket.socket()
    s.bind(("127.0.0.2", 0))
    s.connect(("127.0.0.1", port))
    held.append(s)
time.sleep(1)
still_open = 0
for s in held:
    s.setblocking(False)
    try:
        s.recv(1)
    except BlockingIOError:
        still_open += 1
    except OSError:
        pass
print("idle connections of one client left open:", still_open)
assert 0 < still_open <= 64, still_open
with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5) as response:
    assert response.status == 200
PY

# The preview equals a full build of the same sources with the same base URL.
sleep 1
"$blog" build --source "$work/src" --output "$work/full" --base-url "$base/" >/dev/null
diff -r "$work/full" "$work/preview" >/dev/null || { diff -rq "$work/full" "$work/preview" | head; fail "the preview differs from a full build"; }
kill -INT "$server"
wait "$server" || true
server=""
echo "serve check: ok"
