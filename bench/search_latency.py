#!/usr/bin/env python3
"""Times site search in headless Chromium on real time (not the virtual time of --dump-dom): serves a built
site over HTTP on 127.0.0.1, opens its search.html through the DevTools protocol, types each query into the
box and waits for the results to be drawn. Prints, per query, the time from the last keystroke to the results
on screen minus the box's debounce, first with the index files still to fetch ("cold") and then again with
them fetched ("warm", the figure the target is about: at most 100 ms).

Usage: search_latency.py SITE_DIR QUERY [QUERY ...]   (needs chromium and the websocket-client package)"""
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websocket

DEBOUNCE_MS = 120  # templates/static/search.js waits this long after the last keystroke

TYPE_AND_WAIT = """
async (queries, debounce) => {
  const form = document.querySelector('form.search-page');
  const input = form.querySelector('input[type=search]');
  input.focus();
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function type(query) {
    form.removeAttribute('data-searched');
    const start = performance.now();
    input.value = query;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const deadline = start + 20000;
    while (form.getAttribute('data-searched') !== query) {
      if (performance.now() > deadline) return null;
      await sleep(1);
    }
    await frame();   // drawn, not only in the DOM
    return { ms: performance.now() - start - debounce, shown: form.querySelectorAll('.search-results li').length };
  }
  const results = [];
  for (const query of queries) {
    const cold = await type(query);
    input.value = ''; input.dispatchEvent(new Event('input', { bubbles: true }));
    await sleep(debounce + 50);
    const warm = await type(query);
    results.push({ query, cold, warm });
  }
  return results;
}
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    site, queries = sys.argv[1], sys.argv[2:]
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=site, **k)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    profile = tempfile.mkdtemp()
    devtools = free_port()
    browser = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                                f"--remote-debugging-port={devtools}", "--window-size=1280,1000", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(200):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{devtools}/json/list", timeout=1))
                pages = [t for t in targets if t["type"] == "page"]
                if pages:
                    break
            except OSError:
                pass
            time.sleep(0.1)
        ws = websocket.create_connection(pages[0]["webSocketDebuggerUrl"], timeout=120)
        counter = iter(range(1, 1 << 30))

        def call(method, **params):
            ident = next(counter)
            ws.send(json.dumps({"id": ident, "method": method, "params": params}))
            while True:
                message = json.loads(ws.recv())
                if message.get("id") == ident:
                    if "error" in message:
                        raise RuntimeError(message["error"])
                    return message["result"]

        call("Page.enable")
        call("Page.navigate", url=f"http://127.0.0.1:{server.server_address[1]}/search.html")
        while True:
            message = json.loads(ws.recv())
            if message.get("method") == "Page.loadEventFired":
                break
        expression = f"({TYPE_AND_WAIT})({json.dumps(queries)}, {DEBOUNCE_MS})"
        result = call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        rows = result["result"]["value"]
        print(f"{'query':<24} {'cold ms':>8} {'warm ms':>8} {'shown':>6}   (after the {DEBOUNCE_MS} ms debounce)")
        worst = 0.0
        for row in rows:
            cold, warm = row["cold"], row["warm"]
            if cold is None or warm is None:
                print(f"{row['query']!r:<24} no results drawn within 20 s")
                sys.exit(1)
            worst = max(worst, warm["ms"])
            print(f"{row['query']!r:<24} {cold['ms']:8.1f} {warm['ms']:8.1f} {warm['shown']:6d}")
        print(f"slowest warm query: {worst:.1f} ms (target: at most 100 ms)")
    finally:
        browser.terminate()
        browser.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
