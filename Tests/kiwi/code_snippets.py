#!/usr/bin/env python3
"""Real layout code from public repositories, drawn by `blog layout solve`, against frames worked out by hand.

Each case names a file of a public repository (read from a bare git mirror: the search tool's `fetch`, or
`git clone --bare URL DIR/owner+name/repo`), and the constraints a reader of that code writes down by hand
with UIKit's rules, solved here with kiwisolver: views get x, y, width, height in the root's coordinates.
Nothing of the repositories is kept here, only where the code is and what its layout means.

The environment of every case: the root view is a view controller's view (or the view class's `self`) on a
375x667 iPhone 8 in portrait, with a 20-point status bar and no navigation bar: safe area (20, 0, 0, 0),
root layout margins (20, 16, 0, 16), other views' margins 8 unless the code sets them.

A case passes when every view the hand model names has the same frame (relative to its superview) within
0.5 pt. A case whose code the reader must refuse (baselines, a switch, a name the code never defines) lists
the error it expects instead.

Usage: code_snippets.py BLOG_BINARY MIRRORS_DIR   (prints one line per case and the counts per form)
"""
import json
import os
import subprocess
import sys
import tempfile

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required


class View:
    def __init__(self, name, parent=None):
        self.name, self.parent = name, parent
        self.x, self.y = kiwi.Variable(name + ".x"), kiwi.Variable(name + ".y")
        self.w, self.h = kiwi.Variable(name + ".w"), kiwi.Variable(name + ".h")

    left = property(lambda s: s.x)
    top = property(lambda s: s.y)
    right = property(lambda s: s.x + s.w)
    bottom = property(lambda s: s.y + s.h)
    cx = property(lambda s: s.x + s.w / 2)
    cy = property(lambda s: s.y + s.h / 2)


class Model:
    """A root and views, constraints added with `req` (required) or `opt` (a kiwi strength for a UIKit priority)."""

    def __init__(self, width=375, height=667):
        self.solver = kiwi.Solver()
        self.root = View("screen")
        self.views = [self.root]
        self.req(self.root.x == 0, self.root.y == 0, self.root.w == width, self.root.h == height)

    def view(self, name, parent=None):
        view = View(name, parent or self.root)
        self.views.append(view)
        return view

    def req(self, *constraints):
        for c in constraints:
            self.solver.addConstraint(c | REQUIRED)

    def opt(self, priority, *constraints):
        # UIKit priority p maps to a kiwi strength the way the engine and kiwi's own examples do.
        strength = kiwi.strength.create(0, 0, priority)
        for c in constraints:
            self.solver.addConstraint(c | strength)

    def frames(self):
        self.solver.updateVariables()
        result = {}
        for v in self.views:
            px = v.parent.x.value() if v.parent else 0
            py = v.parent.y.value() if v.parent else 0
            result[v.name] = (v.x.value() - px, v.y.value() - py, v.w.value(), v.h.value())
        return result


def size(m, v, w, h):
    m.req(v.w == w, v.h == h)


# ---------------------------------------------------------------------------------------------------------------------
# The cases. Each function builds the hand model of one file.

def masonry_basic(m):
    # MASExampleBasicView: padding 10; green | red on top, blue below; equal widths of green and red, equal heights.
    g, r, b, s = m.view("greenView"), m.view("redView"), m.view("blueView"), m.root
    m.req(g.top >= s.top + 10, g.left == s.left + 10, g.bottom == b.top - 10, g.right == r.left - 10, g.w == r.w,
          g.h == r.h, g.h == b.h)
    m.req(r.top == s.top + 10, r.left == g.right + 10, r.bottom == b.top - 10, r.right == s.right - 10, r.w == g.w,
          r.h == g.h, r.h == b.h)
    m.req(b.top == g.bottom + 10, b.left == s.left + 10, b.bottom == s.bottom - 10, b.right == s.right - 10,
          b.h == g.h, b.h == r.h)


def masonry_constants(m):
    # MASExampleConstantsView: @20 on edges means the superview's edge + 20 (bottom, right: + -20).
    p, o, s = m.view("purpleView"), m.view("orangeView"), m.root
    m.req(p.top == s.top + 20, p.left == s.left + 20, p.bottom == s.bottom - 20, p.right == s.right - 20)
    m.req(o.cx == s.cx + 0, o.cy == s.cy + 50)
    size(m, o, 200, 100)


def masonry_sides(m):
    # MASExampleSidesView: ten views, each inset (5, 10, 15, 20) inside the previous one; all subviews of the root.
    last = m.root
    for i in range(10):
        v = m.view("view" if i == 0 else "view%d" % (i + 1))
        m.req(v.top == last.top + 5, v.left == last.left + 10, v.bottom == last.bottom - 15, v.right == last.right - 20)
        last = v


def masonry_attribute_chaining(m):
    # MASExampleAttributeChainingView: insets (15, 10, 15, 10) applied per edge (Masonry: left/top +, right/bottom -).
    g, r, b, s = m.view("greenView"), m.view("redView"), m.view("blueView"), m.root
    m.req(g.top == s.top + 15, g.left == s.left + 10, g.bottom == b.top - 15, g.right == r.left - 10, g.w == r.w,
          g.h == r.h, g.h == b.h)
    m.req(r.top == s.top + 15, r.right == s.right - 10, r.left == g.right + 10, r.bottom == b.top - 15, r.w == g.w)
    m.req(b.top == g.bottom + 15, b.left == s.left + 10, b.right == s.right - 10, b.bottom == s.bottom - 15)


def masonry_aspect_fit(m):
    # MASExampleAspectFitView: two halves; in each an inner view with a 3:1 (top) or 1:3 (bottom) aspect ratio,
    # centred, as large as fits (edges <= the half's, size == the half's at high priority).
    top, bottom, s = m.view("topView"), m.view("bottomView"), m.root
    m.req(top.left == s.left, top.right == s.right, top.top == s.top)
    m.req(bottom.left == s.left, bottom.right == s.right, bottom.bottom == s.bottom, bottom.top == top.bottom, bottom.h == top.h)
    for inner, outer, ratio in ((m.view("topInnerView", top), top, 3.0), (m.view("bottomInnerView", bottom), bottom, 1 / 3.0)):
        m.req(inner.w == inner.h * ratio, inner.w <= outer.w, inner.h <= outer.h, inner.cx == outer.cx, inner.cy == outer.cy)
        m.opt(750, inner.w == outer.w, inner.h == outer.h)


def masonry_scroll(m):
    # MASExampleScrollView: a content view pinned to the scroll view's content and as wide as it; ten views
    # stacked from the top, 25, 50, ... 250 high, full width; the content's bottom is the last view's bottom.
    sv, s = m.view("scrollView"), m.root
    m.req(sv.left == s.left, sv.top == s.top, sv.right == s.right, sv.bottom == s.bottom)
    content = m.view("contentView", sv)
    # Content coordinates: the content view at the content origin (= the scroll view's origin, offset 0).
    m.req(content.left == sv.left, content.top == sv.top, content.w == sv.w)
    last, height = None, 25
    for i in range(10):
        v = m.view("view" if i == 0 else "view%d" % (i + 1), content)
        m.req(v.top == (last.bottom if last else content.top), v.left == content.left, v.w == content.w, v.h == height)
        height += 25
        last = v
    m.req(content.bottom == last.bottom)


def masonry_margin(m):
    # MASExampleMarginView: each view's edges are the previous view's margins; the first's are the root's
    # (20, 16, 0, 16: safe area top, system minimum sides); every later view sets layoutMargins (5, 10, 15, 20).
    last, margins = m.root, (20, 16, 0, 16)
    for i in range(10):
        v = m.view("view" if i == 0 else "view%d" % (i + 1))
        t, l, b, r = margins
        m.req(v.top == last.top + t, v.bottom == last.bottom - b, v.left == last.left + l, v.right == last.right - r)
        last, margins = v, (5, 10, 15, 20)


def masonry_remake(m):
    # MASExampleRemakeView: 100 x 100, 10 from the top left while `topLeft` is YES (its initial value).
    b, s = m.view("movingButton"), m.root
    size(m, b, 100, 100)
    m.req(b.left == s.left + 10, b.top == s.top + 10)


def masonry_layout_guide(m):
    # MASExampleLayoutGuideViewController: a bar under the top layout guide (the status bar), a 20 x 20 square in it
    # also under the guide and centred (@0 on centerX: the superview's centre), a bar on the bottom guide.
    s = m.root
    top, bottom = m.view("topView"), m.view("bottomView")
    sub = m.view("topSubview", top)
    m.req(top.top == s.top + 20, top.left == s.left, top.right == s.right, top.h == 40)
    m.req(sub.top == s.top + 20, sub.cx == top.cx, sub.w == 20, sub.h == 20)
    m.req(bottom.bottom == s.bottom, bottom.left == s.left, bottom.right == s.right, bottom.h == 40)


def masonry_safe_area(m):
    # MASExampleSafeAreaLayoutGuideViewController: three views inset in the safe area (0, 20, 375, 647) and nine
    # 50 x 50 labels at its corners, sides and centre (made by -viewWithName:, in this order: LY RY TX BX LT RT LB RB XY).
    s = m.root
    sx, sy, sw, sh = 0, 20, 375, 647
    v1, v2, v3 = m.view("view1"), m.view("view2"), m.view("view3")
    m.req(v1.left == sx + 10, v1.top == sy + 10, v1.right == sx + sw - 10, v1.bottom == sy + sh - 10)
    m.req(v2.cx == sx + sw / 2, v2.cy == sy + sh / 2, v2.w == sw - 40, v2.h == sh - 40)
    m.req(v3.cx == sx + sw / 2, v3.cy == sy + sh / 2, v3.w == sw - 60, v3.h == sh - 60)
    places = {"label": ("left", "cy"), "label2": ("right", "cy"), "label3": ("cx", "top"), "label4": ("cx", "bottom"),
              "label5": ("left", "top"), "label6": ("right", "top"), "label7": ("left", "bottom"),
              "label8": ("right", "bottom"), "label9": ("cx", "cy")}
    for name, (h, v) in places.items():
        l = m.view(name)
        size(m, l, 50, 50)
        m.req({"left": l.left == sx, "right": l.right == sx + sw, "cx": l.cx == sx + sw / 2}[h])
        m.req({"top": l.top == sy, "bottom": l.bottom == sy + sh, "cy": l.cy == sy + sh / 2}[v])


def snapkit_simple(m):
    # SnapKit's SimpleLayoutViewController: a 100 x 100 black square centred, four more 20 points off its corners.
    s = m.root
    black = m.view("blackView")
    m.req(black.cx == s.cx, black.cy == s.cy)
    size(m, black, 100, 100)
    for name, vertical, horizontal in (("redView", "below", "left"), ("yellowView", "below", "right"),
                                       ("blueView", "above", "right"), ("greenView", "above", "left")):
        v = m.view(name)
        size(m, v, 100, 100)
        m.req(v.top == black.bottom + 20 if vertical == "below" else v.bottom == black.top - 20)
        m.req(v.right == black.left - 20 if horizontal == "left" else v.left == black.right + 20)


def snapkit_playground(m):
    # SnapKit's playground: `self.view = view` in loadView; a label 150, 200 from the superview's origin, 200 x 20.
    label = m.view("label")
    m.req(label.left == m.root.left + 150, label.top == m.root.top + 200, label.w == 200, label.h == 20)


CASES = [
    # (form, repository, path, model or expected error)
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleBasicView.m", masonry_basic),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleConstantsView.m", masonry_constants),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleSidesView.m", masonry_sides),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleAttributeChainingView.m", masonry_attribute_chaining),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleAspectFitView.m", masonry_aspect_fit),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleScrollView.m", masonry_scroll),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleMarginView.m", masonry_margin),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleRemakeView.m", masonry_remake),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleLayoutGuideViewController.m", masonry_layout_guide),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleSafeAreaLayoutGuideViewController.m", masonry_safe_area),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleLabelView.m", "baselines are not drawn"),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleArrayView.m", "baselines are not drawn"),
    ("Masonry", "SnapKit/Masonry", "Examples/Masonry iOS Examples/MASExampleDistributeView.m", "cases of a switch"),
    ("SnapKit", "SnapKit/SnapKit", "Example-iOS/demos/SimpleLayoutViewController.swift", snapkit_simple),
    ("SnapKit", "SnapKit/SnapKit", "SnapKitPlayground.playground/Contents.swift", snapkit_playground),
]


def run(binary, mirrors):
    counts = {}
    failures = 0
    for form, repo, path, model in CASES:
        git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        tally = counts.setdefault(form, {"cases": 0, "passed": 0, "skipped": 0})
        tally["cases"] += 1
        if not os.path.isdir(git_dir):
            tally["skipped"] += 1
            print("SKIP %s %s (no mirror at %s)" % (repo, path, git_dir))
            continue
        source = subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + path], capture_output=True).stdout
        suffix = os.path.splitext(path)[1]
        with tempfile.NamedTemporaryFile(suffix=suffix) as f:
            f.write(source)
            f.flush()
            result = subprocess.run([binary, "layout", "solve", f.name], capture_output=True, text=True)
        name = "%s:%s" % (repo, path)
        if isinstance(model, str):
            ok = result.returncode != 0 and model in result.stderr
            print("%s %s (expects an error: %s)" % ("PASS" if ok else "FAIL", name, model))
            if not ok:
                print("   got: " + (result.stderr.strip() or result.stdout[:200]))
        else:
            m = Model()
            model(m)
            expected = m.frames()
            ok = result.returncode == 0
            if ok:
                got = json.loads(result.stdout)["views"]
                for view, (x, y, w, h) in expected.items():
                    frame = got.get(view)
                    if frame is None or any(abs(a - b) > 0.5 for a, b in zip((frame["x"], frame["y"], frame["width"], frame["height"]), (x, y, w, h))):
                        ok = False
                        print("   %s: expected %s, got %s" % (view, (x, y, w, h), frame))
            else:
                print("   error: " + result.stderr.strip())
            print("%s %s (%d views)" % ("PASS" if ok else "FAIL", name, len(expected)))
        if ok:
            tally["passed"] += 1
        else:
            failures += 1
    for form, tally in counts.items():
        print("%s: %d of %d cases pass (%d skipped: no mirror)" % (form, tally["passed"], tally["cases"] - tally["skipped"], tally["skipped"]))
    return failures


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(1 if run(sys.argv[1], sys.argv[2]) else 0)
