#!/usr/bin/env python3
"""kiwisolver on the chain of bench/LayoutBenchmarks/ConstraintBenchmark.swift: for each of 1,000
views, top[i] == bottom[i-1] + 8 (top[0] == 0), bottom[i] == top[i] + height[i] (required),
height[i] == 20 (strong). Prints the same figures: build+solve (best and median of 5) and the
re-solve after one edit (median and p95 of 200 suggestions). The edit is strong with weight 1000
in both engines, so it beats the strong `height == 20`."""
import time

import kiwisolver as kiwi


def build(count):
    solver = kiwi.Solver()
    tops, previous = [], None
    for index in range(count):
        top, bottom, height = kiwi.Variable(f"top{index}"), kiwi.Variable(f"bottom{index}"), kiwi.Variable(f"height{index}")
        solver.addConstraint(top == (previous + 8 if previous is not None else 0))
        solver.addConstraint(bottom == top + height)
        solver.addConstraint((height == 20) | "strong")
        tops.append(top)
        previous = bottom
    solver.updateVariables()
    return solver, tops


times = []
for _ in range(5):
    start = time.perf_counter()
    solver, tops = build(1000)
    times.append((time.perf_counter() - start) * 1000)
assert tops[999].value() == 999 * 28
edit = kiwi.Variable("height-edit")
solver.addConstraint(edit == tops[1] - tops[0] - 8)
solver.addEditVariable(edit, kiwi.strength.create(1000, 0, 0))
edits = []
for round_ in range(200):
    value = 20 + round_ % 50
    start = time.perf_counter()
    solver.suggestValue(edit, value)
    solver.updateVariables()
    edits.append((time.perf_counter() - start) * 1000)
    assert abs(tops[999].value() - (999 * 28 + value - 20)) < 1e-6
times.sort()
edits.sort()
print(f"build+solve ms: best {times[0]:.3f}, median {times[2]:.3f}")
print(f"edit re-solve ms: median {edits[100]:.3f}, p95 {edits[190]:.3f}")
