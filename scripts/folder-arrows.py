#!/usr/bin/env python3
"""Fails when two folders of Sources/Blog use each other's types: the folders of the one target form layers too.

A folder uses another when one of its files names a type (struct, enum, class, actor, protocol, typealias) declared
at the top level of a file of the other, outside comments. Prints every folder's arrows, then any pair that points
both ways. Usage: scripts/folder-arrows.py [SOURCES_DIR] (default Sources/Blog)
"""
import collections
import os
import re
import sys

DECLARATION = re.compile(r"^(?:(?:public|package|internal|fileprivate|private)\s+)?(?:final\s+)?"
                         r"(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)", re.M)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "Sources/Blog"
    home = {}
    texts = []
    for folder in sorted(os.listdir(root)):
        path = os.path.join(root, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".swift"):
                text = open(os.path.join(path, name), encoding="utf-8").read()
                # Comments and string literals without interpolation name no types ("Comments" is a word of a table).
                texts.append((folder, re.sub(r'"(?:[^"\\\n]|\\[^(])*"', '""', re.sub(r"//.*", "", text))))
                for match in DECLARATION.finditer(text):
                    home.setdefault(match.group(1), folder)
    uses = collections.defaultdict(lambda: collections.defaultdict(set))
    words = re.compile(r"\b[A-Z]\w*\b")
    for folder, text in texts:
        for word in set(words.findall(text)):
            other = home.get(word)
            if other and other != folder:
                uses[folder][other].add(word)
    for folder in sorted(uses):
        print(f"{folder} -> {', '.join(sorted(uses[folder]))}")
    cycles = [(a, b) for a in sorted(uses) for b in sorted(uses[a]) if a < b and a in uses.get(b, {})]
    for a, b in cycles:
        print(f"error: {a} and {b} use each other: {a} uses {sorted(uses[a][b])}, {b} uses {sorted(uses[b][a])}")
    print(f"folder-arrows: {len(home)} types in {len({f for f, _ in texts})} folders, {len(cycles)} pairs both ways")
    return 1 if cycles else 0


if __name__ == "__main__":
    sys.exit(main())
