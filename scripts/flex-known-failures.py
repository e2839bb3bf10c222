#!/usr/bin/env python3
"""Rewrites Tests/LayoutTests/Fixtures/flex-known-failures.txt from the engine's current results:
every fixture case that does not match the browser, with its first mismatch. Run after `swift build`
when the engine changed, and review the diff (a case that appears is a regression)."""
import glob
import json
import os
import subprocess

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
fixtures = os.path.join(root, "..", "shared", "fixtures", "flexbox")
blog = os.path.join(root, ".build", "debug", "blog")


def first_mismatch(actual, expected, path):
    for key in ("left", "top", "width", "height"):
        if abs(actual[key] - expected[key]) > 0.01:
            return f"{path}.{key} is {actual[key]:g}, the browser's is {expected[key]:g}"
    for index, (a, e) in enumerate(zip(actual.get("children", []), expected.get("children", []))):
        found = first_mismatch(a, e, f"{path}[{index}]")
        if found:
            return found
    return None


lines = ["# Flexbox fixtures the engine does not match yet, one per line: NAME — the first mismatch (and whether Yoga itself fails it).",
         "# The conformance test fails for a failing case missing here and for a listed case that passes: keep it exact.",
         "# Regenerate with scripts/flex-known-failures.py and review the diff."]
for path in sorted(glob.glob(os.path.join(fixtures, "*.json"))):
    cases = json.loads(subprocess.run([blog, "layout", "frames", path], capture_output=True, text=True, check=True).stdout)
    for case in cases:
        for direction in ("ltr", "rtl"):
            found = first_mismatch(case["actual"][direction], case["expected"][direction], "root")
            if found:
                lines.append(f"{case['name']} — {direction}: {found}" + (" (Yoga fails it too)" if case["upstreamSkipped"] else ""))
                break
with open(os.path.join(root, "Tests", "LayoutTests", "Fixtures", "flex-known-failures.txt"), "w") as handle:
    handle.write("\n".join(lines) + "\n")
print(f"{len(lines) - 3} known failures")
