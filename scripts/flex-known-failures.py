#!/usr/bin/env python3
"""Rewrites Tests/LayoutTests/Fixtures/flex-known-failures.txt (../shared/fixtures/flexbox, Yoga's
profile) and flex-web-known-failures.txt (../shared/fixtures/flexbox-web, CSS's defaults) from the engine's
current results: every fixture case that does not match the browser, with its first mismatch. Run after
`swift build` when the engine changed, and review the diff (a case that appears is a regression)."""
import glob
import json
import os
import re
import math
import subprocess

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
blog = os.path.join(root, ".build", "debug", "blog")


def first_mismatch(actual, expected, path):
    for key in ("left", "top", "width", "height"):
        # The expected frame rounded to whole points, as the fixtures' README says every value is (one recording kept
        # Chrome's 1/64 px units); half away from zero, as Swift's rounded() in the conformance test.
        if abs(actual[key] - math.copysign(math.floor(abs(expected[key]) + 0.5), expected[key])) > 0.01:
            return f"{path}.{key} is {actual[key]:g}, the browser's is {expected[key]:g}"
    for index, (a, e) in enumerate(zip(actual.get("children", []), expected.get("children", []))):
        found = first_mismatch(a, e, f"{path}[{index}]")
        if found:
            return found
    return None


# Cases whose fixture dropped a property of the page they were recorded from: their listed line says so.
DROPPED_DIRECTION = ("the fixture dropped the page's direction: rtl on the root; with it restored, "
                     "FlexDirectionConformanceTests passes the case")
NOTES = {name: DROPPED_DIRECTION for name in (
    "flex_absolute_direction_rtl", "flex_direction_row_direction_rtl", "flex_direction_row_reverse_direction_rtl",
    "flex_justify_content_center_direction_rtl", "flex_justify_content_end_direction_rtl", "flex_nested_direction_rtl",
    "flex_wrap_direction_rtl")}

# Why the engine fails a case, where that is known: the line gives the reason instead of the first mismatch.
REASONS = {
    "max_content_flex_basis_row": (
        "the browser shrink-wrapped the unsized absolutely positioned row-wrap root to its min-content width (100, its "
        "widest item: one item per line, 600 tall), as in a containing block no wider than that; the case offers no width, "
        "which the engine, as CSS, takes as unbounded space, where shrink-to-fit gives the max-content width (175, one line). "
        "flex-basis: max-content does nothing on a box that is not a flex item. Shrink-wrapping every root offered no width "
        "to its min-content width passes this case and all others, but would wrap unsized diagrams at every word (Yoga fails it too)"),
}

SETS = [("flexbox", "flex-known-failures.txt", "Flexbox fixtures", "Yoga"),
        ("flexbox-web", "flex-web-known-failures.txt", "Flexbox fixtures with CSS's own defaults", "Taffy")]
for folder, listing, title, upstream in SETS:
    fixtures = os.path.join(root, "..", "shared", "fixtures", folder)
    lines = [f"# {title} the engine does not match yet, one per line: NAME — why (the behaviour the engine lacks) where known, "
             f"else the first mismatch (and whether {upstream} itself fails it).",
             "# The conformance test fails for a failing case missing here and for a listed case that passes: keep it exact.",
             "# Regenerate with scripts/flex-known-failures.py and review the diff."]
    for path in sorted(glob.glob(os.path.join(fixtures, "*.json"))):
        run = subprocess.run([blog, "layout", "frames", path], capture_output=True, text=True)
        # A case the engine cannot read is listed with the reason; any other error stops the script.
        for line in run.stderr.splitlines():
            found = re.match(r".*: error: case '([^']+)': (.*)$", line)
            if not found:
                raise SystemExit(run.stderr)
            lines.append(f"{found.group(1)} — not read: {found.group(2)} (issue 46: CSS Box Alignment keywords and balanced wrapping)")
        for case in json.loads(run.stdout):
            for direction in ("ltr", "rtl"):
                if direction not in case.get("expected", {}):
                    continue
                found = first_mismatch(case["actual"][direction], case["expected"][direction], "root")
                if found and case["name"] in REASONS:
                    lines.append(f"{case['name']} — {REASONS[case['name']]}")
                    break
                if found:
                    note = f" ({NOTES[case['name']]})" if case["name"] in NOTES else ""
                    lines.append(f"{case['name']} — {direction}: {found}" + (f" ({upstream} fails it too)" if case.get("upstreamSkipped") else "") + note)
                    break
    with open(os.path.join(root, "Tests", "LayoutTests", "Fixtures", listing), "w") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"{folder}: {len(lines) - 3} known failures")
