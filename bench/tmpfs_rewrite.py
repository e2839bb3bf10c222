#!/usr/bin/env python3
"""Rewrites every file of a built site in place with its own bytes (pwrite, then ftruncate, as `blog build` writes
a kept tree): the kernel's cost of copying a site's bytes into existing pages, with none of blog's work. Run it on
a 10,000- and a 100,000-post site built from bench/gen_corpus.py's corpora, to compare the cost per GB.
Usage: bench/tmpfs_rewrite.py SITE_FOLDER"""
import os, sys, time, resource
root = sys.argv[1]
files = []
for d, _, names in os.walk(root):
    for n in names:
        p = os.path.join(d, n)
        with open(p, 'rb') as f: files.append((p, f.read()))
total = sum(len(b) for _, b in files)
r0 = resource.getrusage(resource.RUSAGE_SELF); t0 = time.time()
for p, b in files:
    fd = os.open(p, os.O_RDWR)
    os.pwrite(fd, b, 0); os.ftruncate(fd, len(b)); os.close(fd)
r1 = resource.getrusage(resource.RUSAGE_SELF); t1 = time.time()
sys_s = r1.ru_stime - r0.ru_stime
print(f"{root}: {len(files)} files, {total/1e6:.1f} MB, wall {t1-t0:.2f} s, sys {sys_s:.2f} s, sys per GB {sys_s/(total/1e9):.2f} s, sys per file {sys_s/len(files)*1e6:.1f} us")
