#!/usr/bin/env python3
"""Randomized differential test of `blog layout solve` against kiwisolver (PyPI `kiwisolver`).

Generates constraint layouts whose solution is unique by construction, solves each with kiwi
(anchors translated to the same linear expressions, priorities to kiwi strengths) and with
`blog layout solve`, and compares every x, y, width and height. It also checks both against the
values the generator derived while building the system.

Each view's width (height) is pinned by one of:
  * a required equality to an earlier view's size times a multiplier plus a constant;
  * required bounds and a preferred size at strong/medium/weak priority (solution: clamped), with
    an optional weaker competing preference that must lose;
  * a required upper bound and a high-priority equality to a size fixed by required constraints
    (solution: the minimum).
Each view's x (y) by one of:
  * a required equality of its left/centre to an earlier view's right/centre plus a constant;
  * required lower and upper bounds and a preferred offset at some priority (clamped);
  * a centre multiplier (`centerX == other.centerX * m + c`), which mixes four variables.

Usage: differential.py BLOG_BINARY [--seed N] [--count N]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import kiwisolver as kiwi

STRENGTHS = {1000: kiwi.strength.required, 750: kiwi.strength.strong, 500: kiwi.strength.medium, 250: kiwi.strength.weak}
SOFT = [750, 500, 250]


def generate(rng, count, rtl):
    """Returns (lines, constraints as (lhs, op, rhs, priority) over variable names, expected values).

    In a right-to-left system (`direction rtl`) the horizontal anchors are written `leading` and
    `trailing` and everything horizontal is generated in mirrored coordinates: the variable
    `NAME.x` then stands for u = -(x + width), the leading edge read right to left, so a view
    spans [u, u + width] exactly as in a left-to-right system. Constraints with leading/trailing
    read the same in u; a `centerX` constraint (not directional, so not mirrored by UIKit) keeps
    its meaning in x, which in u flips the sign of its constant. `to_frame` maps u back to x.
    """
    lines = ["screen 1000x800"] + (["direction rtl"] if rtl else [])
    cons = []  # each: (lhs terms dict, constant, op, priority) meaning sum(lhs) + constant op 0
    values = {"screen.x": -1000.0 if rtl else 0.0, "screen.y": 0.0, "screen.w": 1000.0, "screen.h": 800.0}
    names = ["screen"]
    # Sizes fixed by required constraints alone. A soft constraint that couples two sizes must only
    # refer to these: otherwise the solver may rightly trade the other view's weaker preference
    # for this stronger one, and the generator's clamped value would not be the optimum.
    rigid = {"H": {"screen"}, "V": {"screen"}}

    def term(view, anchor, axis):
        """Linear terms of an anchor: dict var -> coefficient."""
        pos, size = (f"{view}.x", f"{view}.w") if axis == "H" else (f"{view}.y", f"{view}.h")
        return {
            "start": {pos: 1.0}, "end": {pos: 1.0, size: 1.0},
            "center": {pos: 1.0, size: 0.5}, "size": {size: 1.0},
        }[anchor]

    def value_of(terms):
        return sum(c * values[v] for v, c in terms.items())

    anchor_names = {"H": {"start": "leading" if rtl else "left", "end": "trailing" if rtl else "right",
                          "center": "centerX", "size": "width"},
                    "V": {"start": "top", "end": "bottom", "center": "centerY", "size": "height"}}

    def center_sign(axis):
        """+1, or -1 where a centre constraint's constant flips in mirrored coordinates."""
        return -1 if rtl and axis == "H" else 1

    def emit(view, anchor, axis, op, other, other_anchor, mult, const, prio):
        a = anchor_names[axis]
        rhs = f"{other}.{a[other_anchor]}" if other else None
        text = f"{view}.{a[anchor]} {op} "
        if rhs:
            text += rhs + (f" * {mult:g}" if mult != 1 else "")
            text += f" + {const:g}" if const >= 0 else f" - {-const:g}"
        else:
            text += f"{const:g}"
        if prio != 1000:
            text += f" @{prio}"
        lines.append(text)
        lhs = dict(term(view, anchor, axis))
        if other:
            for v, c in term(other, other_anchor, axis).items():
                lhs[v] = lhs.get(v, 0.0) - mult * c
        sign = center_sign(axis) if anchor == "center" else 1
        cons.append((lhs, -const * sign, op, prio))

    for index in range(count):
        view = f"v{index}"
        lines.append(f"view {view} in screen")
        for axis in ("H", "V"):
            size_var = f"{view}.w" if axis == "H" else f"{view}.h"
            pos_var = f"{view}.x" if axis == "H" else f"{view}.y"
            # --- size
            kind = rng.choice(["equal", "clamp", "min"])
            other = rng.choice(names if kind != "min" else sorted(rigid[axis]))
            other_size = values[f"{other}.w" if axis == "H" else f"{other}.h"]
            if kind == "equal":
                mult = rng.choice([0.5, 1, 1.5, 2]) if other != "screen" else rng.choice([0.1, 0.25, 0.5])
                const = rng.randint(-10, 40)
                size = mult * other_size + const
                emit(view, "size", axis, "==", other, "size", mult, const, 1000)
                if other in rigid[axis]:
                    rigid[axis].add(view)
            elif kind == "clamp":
                lo, hi = sorted(rng.sample(range(5, 300), 2))
                target = rng.randint(0, 320)
                prio = rng.choice(SOFT)
                emit(view, "size", axis, ">=", None, None, 1, lo, 1000)
                emit(view, "size", axis, "<=", None, None, 1, hi, 1000)
                emit(view, "size", axis, "==", None, None, 1, target, prio)
                if prio != 250 and rng.random() < 0.5:
                    emit(view, "size", axis, "==", None, None, 1, rng.randint(0, 320), SOFT[SOFT.index(prio) + 1])
                size = min(max(target, lo), hi)
            else:
                cap = rng.randint(10, 300)
                mult = rng.choice([0.5, 1, 2]) if other != "screen" else 0.25
                const = rng.randint(0, 30)
                emit(view, "size", axis, "<=", None, None, 1, cap, 1000)
                emit(view, "size", axis, "==", other, "size", mult, const, 750)
                emit(view, "size", axis, "==", None, None, 1, rng.randint(0, 300), 250)
                size = min(mult * other_size + const, cap)
            values[size_var] = size
            # --- position
            kind = rng.choice(["after", "clamp", "center"])
            other = rng.choice(names)
            if kind == "after":
                anchor, other_anchor = rng.choice([("start", "end"), ("start", "start"), ("end", "end"), ("center", "center")])
                const = rng.randint(-20, 50)
                target = value_of(term(other, other_anchor, axis)) + const * (center_sign(axis) if anchor == "center" else 1)
                offset = {"start": 0, "end": size, "center": size / 2}[anchor]
                values[pos_var] = target - offset
                emit(view, anchor, axis, "==", other, other_anchor, 1, const, 1000)
            elif kind == "clamp":
                base = value_of(term(other, "start", axis))
                lo, hi = sorted(rng.sample(range(-50, 400), 2))
                target = rng.randint(-80, 450)
                prio = rng.choice(SOFT)
                emit(view, "start", axis, ">=", other, "start", 1, lo, 1000)
                emit(view, "start", axis, "<=", other, "start", 1, hi, 1000)
                emit(view, "start", axis, "==", other, "start", 1, target, prio)
                values[pos_var] = base + min(max(target, lo), hi)
            else:
                mult = rng.choice([0.5, 1, 1.5])
                const = rng.randint(-30, 30)
                target = mult * value_of(term(other, "center", axis)) + const * center_sign(axis)
                values[pos_var] = target - size / 2
                emit(view, "center", axis, "==", other, "center", mult, const, 1000)
        names.append(view)
    return lines, cons, values


def to_frame(values, rtl):
    """Maps generated coordinates back to x (see `generate`)."""
    if not rtl:
        return dict(values)
    result = dict(values)
    for name, value in values.items():
        if name.endswith(".x"):
            result[name] = -value - values[name[:-2] + ".w"]
    return result


def solve_kiwi(cons, variables, rtl):
    solver = kiwi.Solver()
    kv = {name: kiwi.Variable(name) for name in variables}
    solver.addConstraint(kv["screen.x"] == (-1000 if rtl else 0))
    solver.addConstraint(kv["screen.y"] == 0)
    solver.addConstraint(kv["screen.w"] == 1000)
    solver.addConstraint(kv["screen.h"] == 800)
    for lhs, constant, op, prio in cons:
        expr = sum((c * kv[v] for v, c in lhs.items()), kiwi.Expression([], constant)) if lhs else kiwi.Expression([], constant)
        constraint = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[op]
        solver.addConstraint(constraint | STRENGTHS[prio])
    solver.updateVariables()
    return to_frame({name: var.value() for name, var in kv.items()}, rtl)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("blog")
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--count", type=int, default=120)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    compared = 0
    failures = 0
    render_mismatches = 0
    with tempfile.TemporaryDirectory() as folder:
        for case in range(args.count):
            rtl = rng.random() < 0.5
            lines, cons, generated = generate(rng, rng.randint(2, 25), rtl)
            reference = solve_kiwi(cons, generated.keys(), rtl)
            expected = to_frame(generated, rtl)
            path = os.path.join(folder, f"case{case}.layout")
            with open(path, "w") as handle:
                handle.write("\n".join(lines) + "\n")
            run = subprocess.run([args.blog, "layout", "solve", path], capture_output=True, text=True)
            if run.returncode != 0:
                print(f"case {case}: blog failed:\n{run.stderr}\n" + "\n".join(lines))
                failures += 1
                continue
            # The same file is a valid layout block and must give byte-identical frames (issue 5).
            rendered = subprocess.run([args.blog, "layout", "render", path, "--format", "json"], capture_output=True, text=True)
            if rendered.returncode != 0 or rendered.stdout != run.stdout:
                print(f"case {case}: blog layout render --format json differs from blog layout solve:\n{rendered.stderr}")
                failures += 1
                render_mismatches += 1
            views = json.loads(run.stdout)["views"]
            for name, frame in views.items():
                for key, var in (("x", "x"), ("y", "y"), ("width", "w"), ("height", "h")):
                    full = f"{name}.{var}"
                    ours, theirs, derived = frame[key], reference[full], expected[full]
                    compared += 1
                    if abs(ours - theirs) > 1e-6 * max(1, abs(theirs)) or abs(theirs - derived) > 1e-6 * max(1, abs(derived)):
                        failures += 1
                        print(f"case {case}: {full}: blog {ours}, kiwi {theirs}, derived {derived}")
            if failures > 20:
                break
    print(f"kiwi differential: {args.count} systems, {compared} values compared, {failures} mismatches (seed {args.seed}); "
          f"layout render --format json differed from layout solve in {render_mismatches}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
