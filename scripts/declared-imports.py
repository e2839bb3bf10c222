#!/usr/bin/env python3
"""Fails when a Swift file imports a module its target does not declare in Package.swift.

Reads the targets from `swift package dump-package` (with BLOG_FUZZ=1, so the fuzz target is included), then the
import lines at the top of every Swift file of each target (before its first declaration, so code quoted in
strings is not read as imports). Modules of the toolchain (Foundation, Glibc, Testing, ...) need no declaration;
every other module must be the target itself, a target it depends on, or a product it names.
Usage: scripts/declared-imports.py [PACKAGE_DIR]
"""
import json
import os
import re
import subprocess
import sys

TOOLCHAIN = {"Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc",
             "Musl", "Darwin", "Dispatch", "Synchronization", "Testing", "XCTest", "_Concurrency", "os"}
IMPORT = re.compile(r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def top_imports(path):
    """(line number, module) of each import before the file's first declaration."""
    found = []
    in_comment = False
    with open(path, encoding="utf-8") as source:
        for number, line in enumerate(source, 1):
            text = line.strip()
            if in_comment:
                in_comment = "*/" not in text
                continue
            if text.startswith("/*"):
                in_comment = "*/" not in text
                continue
            if not text or text.startswith("//") or text.startswith("#if") or text.startswith("#else") \
                    or text.startswith("#elseif") or text.startswith("#endif"):
                continue
            match = IMPORT.match(text)
            if not match:
                break
            found.append((number, match.group(1)))
    return found


def main():
    package = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    environment = dict(os.environ, BLOG_FUZZ="1")
    manifest = json.loads(subprocess.run(["swift", "package", "--package-path", package, "dump-package"],
                                         check=True, capture_output=True, text=True, env=environment).stdout)
    problems = []
    files_read = 0
    for target in manifest["targets"]:
        if target["type"] == "system":
            continue
        name = target["name"]
        default = {"test": "Tests/", "executable": "Sources/"}.get(target["type"], "Sources/") + name
        folder = os.path.join(package, target.get("path") or default)
        allowed = {name} | TOOLCHAIN
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            allowed.add(value[0])   # byName, target or product: the name, which is the module's name here
        excluded = {os.path.normpath(os.path.join(folder, e)) for e in target.get("exclude", [])}
        for root, folders, files in os.walk(folder):
            folders[:] = sorted(f for f in folders if os.path.normpath(os.path.join(root, f)) not in excluded)
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(root, file)
                files_read += 1
                for number, module in top_imports(path):
                    if module not in allowed:
                        problems.append(f"{os.path.relpath(path, package)}:{number}:1: error: target {name} imports "
                                        f"{module}, which Package.swift does not declare for it")
    for problem in problems:
        print(problem)
    print(f"declared-imports: {files_read} Swift files of {len(manifest['targets'])} targets read, "
          f"{len(problems)} undeclared imports")
    if files_read == 0:
        print("declared-imports: no Swift file read")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
