#!/usr/bin/env python3
"""Measures `blog serve`: edits one post at a time and times the SSE reload event and the new page being served.

Prints the first build's time, then the median and 90th percentile over the edits, against the 100 ms target.
"""
import argparse, glob, http.client, os, socket, statistics, sys, time

def wait_ready(log, timeout=600):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if os.path.exists(log):
            text = open(log).read()
            if "Serving at" in text:
                return text
            if "error" in text.lower() and "Built" not in text:
                sys.exit(f"server failed:\n{text}")
        time.sleep(0.1)
    sys.exit("server did not start")

class Events:
    """A Server-Sent Events connection read with a raw socket."""
    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(b"GET /__blog/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.buffer = b""
    def wait_reload(self, timeout=30):
        self.sock.settimeout(timeout)
        while b"event: reload" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                sys.exit("event stream closed")
            self.buffer += chunk
        self.buffer = self.buffer[self.buffer.index(b"event: reload") + len(b"event: reload"):]

def fetch(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace")
    connection.close()
    return response.status, body

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--site", required=True)
    parser.add_argument("--preview", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--edits", type=int, default=20)
    args = parser.parse_args()
    start = time.time()
    log = wait_ready(args.log)
    print(f"first build and start: {time.time() - start:.1f} s ({log.splitlines()[0]})")
    posts = sorted(glob.glob(os.path.join(args.site, "content/posts/*/*.md")))
    # Each post's page, found once by its <title> (the escaping matches the theme's for these titles).
    pages = {}
    for candidate in glob.glob(os.path.join(args.preview, "blog", "*", "*", "*.html")):
        head = open(candidate, encoding="utf-8").read(2000)
        if "<title>" in head:
            pages[head.split("<title>", 1)[1].split(" · ", 1)[0]] = "/" + os.path.relpath(candidate, args.preview)
    events = Events(args.port)
    time.sleep(0.5)
    to_event, to_page = [], []
    for number in range(args.edits):
        post = posts[(number * 7919) % len(posts)]
        text = open(post).read()
        title = text.split("title: ", 1)[1].split("\n", 1)[0].strip('"')
        marker = f"Edited for the benchmark, round {number}."
        saved = time.perf_counter()
        with open(post, "w") as handle:
            handle.write(text.replace("<!-- more -->", marker + "\n\n<!-- more -->", 1))
        events.wait_reload()
        evented = time.perf_counter()
        page = pages[title]
        while True:
            status, body = fetch(args.port, page)
            if marker in body:
                break
            if time.perf_counter() - saved > 30:
                sys.exit(f"the edit of {post} never showed on {page}")
        served = time.perf_counter()
        to_event.append((evented - saved) * 1000)
        to_page.append((served - saved) * 1000)
        time.sleep(0.3)
    def summary(values):
        values = sorted(values)
        return f"median {statistics.median(values):7.1f} ms   p90 {values[int(len(values) * 0.9) - 1]:7.1f} ms   max {values[-1]:7.1f} ms"
    print(f"save -> reload event ({args.edits} edits): {summary(to_event)}")
    print(f"save -> new page     ({args.edits} edits): {summary(to_page)}")
    print(f"target: median under 100 ms; ratio {statistics.median(to_page) / 100:.2f}x of the target")
    rebuilt = [line for line in open(args.log).read().splitlines() if line.startswith("Rebuilt")]
    print(f"server's own rebuild times: {', '.join(line.split(' in ')[1].split(':')[0] for line in rebuilt[-5:])} (last 5)")

if __name__ == "__main__":
    main()
