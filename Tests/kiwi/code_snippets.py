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
        self.partial = {}
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

    def only(self, view, *fields):
        """Compare only these of the view's fields (`x`, `y`, `w`, `h`): the rest depend on text metrics."""
        self.partial[view.name] = fields

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




# --- Snippets of other public repositories (collected with the search tool; environment as above) ---

def clarknt_labels(m):
    # Five labels across the safe area, each 0.2 x its height - 10 high, the first at its top, 10 apart.
    prev = None
    for i in range(1, 6):
        l = m.view("label%d" % i)
        m.req(l.left == 0, l.right == 375, l.h == 0.2 * 647 - 10, l.top == (prev.bottom + 10 if prev else 20))
        prev = l


def daolq_anchor(m):
    r = m.view("redView")
    m.req(r.top == 20, r.left == 10, r.w == 375 / 3, r.h == 667 / 2)


def icehouse_two_boxes(m):
    # Two 100 x 100 views centred, 100 from the top and 100 apart; the button's size is its title's (not compared).
    v1, v2 = m.view("view1"), m.view("view2")
    m.req(v1.w == 100, v1.h == 100, v1.top == 100, v1.cx == 187.5)
    m.req(v2.w == 100, v2.h == 100, v2.top == v1.bottom + 100, v2.cx == 187.5)


def icehouse_banner(m):
    v = m.view("view1")
    m.req(v.top == 20, v.w == 300, v.h == 100, v.cx == 187.5)


def krazyjames_square(m):
    v = m.view("myView")
    m.req(v.w == 128, v.h == 128, v.left == 16, v.top == 20 + 32)


def kharrison_rtl(m):
    # A label between the root's layout margins, 20 below the top layout guide; its height is its text's.
    l = m.view("cherryLabel")
    m.req(l.left == 16, l.right == 375 - 16, l.top == 20 + 20)
    m.only(l, "x", "y", "w")


def mattneub_v123(m):
    # v1 keeps its frame (100, 111, 132, 194); v2 a 10-high strip across its top; v3 20 x 20 in its bottom right corner.
    v1 = m.view("v1")
    m.req(v1.x == 100, v1.y == 111, v1.w == 132, v1.h == 194)
    v2, v3 = m.view("v2", v1), m.view("v3", v1)
    m.req(v2.left == v1.left, v2.right == v1.right, v2.top == v1.top, v2.h == 10)
    m.req(v3.w == 20, v3.h == 20, v3.right == v1.right, v3.bottom == v1.bottom)


def chenqbin_square(m):
    v = m.view("imageView")
    m.req(v.cx == 187.5, v.cy == 333.5, v.w == 375, v.h == 375)


def daolq_item(m):
    r = m.view("redView")
    m.req(r.top == 20, r.left == 20, r.w == 375 - 40, r.h == 667 / 2)


def dreamssummer_half(m):
    b = m.view("blueView")
    m.req(b.w == 375 / 2, b.h == 667 / 2, b.cx == 187.5, b.cy == 333.5)


def dreamssummer_two_bars(m):
    b, r = m.view("blueView"), m.view("redView")
    m.req(b.h == 40, b.left == 20, b.right == 355, b.top == 20)
    m.req(r.h == b.h, r.left == 187.5, r.top == b.bottom + 20, r.right == b.right)


def centred(name, w, h):
    def model(m):
        v = m.view(name)
        m.req(v.w == w, v.h == h, v.cx == 187.5, v.cy == 333.5)
    return model


def nhatminh_four_boxes(m):
    r, y, b, g = m.view("redView"), m.view("yellowView"), m.view("blueView"), m.view("greyView")
    m.req(r.w == 100, r.h == 100, r.cx == 187.5, r.cy == 333.5)
    m.req(y.w == 100, y.h == 100, y.cx == 187.5, y.top == 20)
    m.req(b.w == 100, b.h == 100, b.bottom == 667, b.left == 0)
    m.req(g.h == 100, g.w == 375 / 2, g.bottom == 667, g.right == 375)


def sergioperm_table(m):
    t = m.view("tableView")
    m.req(t.left == 0, t.right == 375, t.top == 20, t.bottom == 667)


def sharonhu_label(m):
    # A label 100 below the top margin (20) and 20 inside the leading margin (16); its size, and so the button's
    # place beside it, come from its text: only the label's origin and the button's size are compared.
    l, b = m.view("label"), m.view("button")
    m.req(l.top == 20 + 100, l.left == 16 + 20, b.w == 50, b.h == 40, b.left == l.right + 10, b.cy == l.cy)
    m.req(l.w == 0, l.h == 0)  # placeholders, not compared
    m.only(l, "x", "y")
    m.only(b, "w", "h")


def webrtc_call(m):
    # Root layout margins (20, 16, 0, 16); the remote view fills them; the preview and buttons 8 off their edges.
    remote, local, call, hang = m.view("remoteVideoView"), m.view("localVideoView"), m.view("callButton"), m.view("hangUpButton")
    m.req(remote.left == 16, remote.top == 20, remote.right == 359, remote.bottom == 667)
    m.req(local.left == 24, local.top == 28, local.w == 60, local.h == 60)
    m.req(call.left == 24, call.bottom == 667 + 8, call.w == 100, call.h == 40)
    m.req(hang.right == 359 + 8, hang.bottom == 667 + 8, hang.w == 100, hang.h == 40)


def dreamssummer_vfl_pair(m):
    # H:|-20-[blue]-20-[red(==blue)]-20-|, V:[blue(40)]-20-|, red's top and bottom are blue's.
    b, r = m.view("blueView"), m.view("redView")
    m.req(b.left == 20, r.left == b.right + 20, r.right == 355, r.w == b.w, b.h == 40, b.bottom == 647, r.top == b.top, r.bottom == b.bottom)


def dreamssummer_vfl_top(m):
    b = m.view("blueView")
    m.req(b.left == 20, b.right == 355, b.top == 20, b.h == 40)


def icehouse_vfl_five(m):
    # H:|-40-[view1(40)]-10@250-[view2(40)]-[view3(20)]-20-|: the low-priority gap gives way; V: all 40 from the top.
    # H:|-20-[view4]-20-|; V:[view4(40)]-20-[view5(40)]-100-| with alignAllCenterX; view5 40 wide.
    v1, v2, v3, v4, v5 = (m.view("view%d" % i) for i in range(1, 6))
    m.req(v1.left == 40, v1.w == 40, v2.w == 40, v3.left == v2.right + 8, v3.w == 20, v3.right == 355)
    m.opt(250, v2.left == v1.right + 10)
    m.req(v1.top == 40, v2.top == 40, v3.top == 40, v1.h == 40, v2.h == 40, v3.h == 20)
    m.req(v4.left == 20, v4.right == 355, v4.h == 40, v5.top == v4.bottom + 20, v5.h == 40, v5.bottom == 667 - 100,
          v5.cx == v4.cx, v5.w == 40)


def mattneub_drawing(m):
    v = m.view("mv")
    m.req(v.left == 25, v.right == 350, v.h == 150, v.cy == 333.5)


def mattneub_webview(m):
    wv = m.view("wv")
    m.req(wv.left == 0, wv.top == 0, wv.w == 375, wv.h == 667)
    act = m.view("activity", wv)
    m.req(act.cx == wv.cx, act.cy == wv.cy, act.w == 37, act.h == 37)


def petrpavlik_corner(m):
    # |-[button] and V:|-[button]: UIKit's standard 20 points to the superview; the size is the title's.
    b = m.view("button")
    m.req(b.left == 20, b.top == 20, b.w == 0, b.h == 0)
    m.only(b, "x", "y")


def petrpavlik_label_button(m):
    # |-[label]-| and V:|-[label]: 20 from the sides and the top; the button centred (its size is its title's).
    l = m.view("label")
    m.req(l.left == 20, l.right == 355, l.top == 20)
    m.only(l, "x", "y", "w")


def petrpavlik_two_buttons(m):
    # |-[button0(44)]->=8-[button1(button0)]-| aligned on their centres, V:|-[button0].
    b0, b1 = m.view("button0"), m.view("button1")
    m.req(b0.left == 20, b0.w == 44, b1.w == 44, b1.right == 355, b0.top == 20, b1.top == 20, b0.h == 0, b1.h == 0)
    m.only(b0, "x", "y", "w")
    m.only(b1, "x", "y", "w")


def tranthuanuit_panels(m):
    r, b, g = m.view("redView"), m.view("blueView"), m.view("greenView")
    m.req(r.left == 16, b.left == r.right + 5, b.right == 359, r.w == b.w)
    m.req(g.left == 5, g.right == 370, g.h == 44, g.bottom == 651)
    m.req(r.top == 16, r.bottom == g.top - 5, b.top == 16, b.bottom == g.top - 5)


def xiaocai_button(m):
    b = m.view("button")
    m.req(b.left == 130, b.right == 245, b.top == 50, b.h == 50)


def appcoda_login(m):
    # The LoginView is the root here (its own `self`); the container 295 wide (40 inset at priority 750, <= 500),
    # 192 high, centred.
    c = m.view("viewContainer")
    m.req(c.w <= 500, c.cx == 187.5, c.cy == 333.5, c.h == 192)
    m.opt(750, c.left == 40, c.right == 335)
    top = m.view("viewTop", c)
    m.req(top.left == c.left, top.top == c.top, top.right == c.right, top.h == 24)
    title = m.view("lblTitle", top)
    m.req(title.left == top.left + 16, title.top == top.top, title.right == top.right, title.bottom == top.bottom)
    email = m.view("txtEmail", c)
    m.req(email.top == top.bottom + 16, email.left == c.left + 8, email.right == c.right - 8, email.h == 44)
    password = m.view("txtPassword", c)
    m.req(password.top == email.bottom + 8, password.left == email.left, password.right == email.right, password.h == 44)
    bottom = m.view("viewBottom", c)
    m.req(bottom.left == c.left, bottom.right == c.right, bottom.bottom == c.bottom, bottom.h == 36)
    button = m.view("btnConnect", bottom)
    m.req(button.top == bottom.top, button.right == bottom.right, button.bottom == bottom.bottom, button.w == 120)
    act = m.view("activityIndicator", c)
    m.req(act.cx == c.cx, act.cy == c.cy - 192 / 2 - 20, act.w == 40, act.h == 40)


def dreamssummer_masonry_pair(m):
    b, r = m.view("blueView"), m.view("redView")
    m.req(b.left == 20, b.right == r.left - 20, b.bottom == 647, b.h == 50, b.top == r.top, b.bottom == r.bottom, b.w == r.w, r.right == 355)


def gnayils_box(m):
    b = m.view("box")
    m.req(b.left == 20, b.top == 20, b.right == 355, b.bottom == 647)


def jun134_label_bar(m):
    # A label centred (its size is its text's) and a 40-high bar 15 from the sides, 5 below it: only the bar's
    # x and width do not depend on the text.
    v = m.view("view")
    m.req(v.left == 15, v.right == 360, v.h == 40, v.top == 0)
    m.only(v, "x", "w", "h")


def laclys_screen(m):
    # Screen (a view class): two labels inset 10, each half its height - 10; input at the bottom, history at the top.
    inp, hist = m.view("inputLabel"), m.view("historyLabel")
    for l in (inp, hist):
        m.req(l.left == 10, l.right == 365, l.h == 667 / 2 - 10)
    m.req(inp.bottom == 657, hist.top == 10)


def laclys_split(m):
    board, screen = m.view("board"), m.view("screen2")
    m.req(board.left == 0, board.right == 375, board.bottom == 667, board.h == 667 * 2 / 3)
    m.req(screen.left == 0, screen.right == 375, screen.top == 0, screen.bottom == board.top)


def nested_insets(top, left, bottom, right):
    def model(m):
        last = m.root
        for i in range(10):
            v = m.view("view" if i == 0 else "view%d" % (i + 1))
            m.req(v.top == last.top + top, v.left == last.left + left, v.bottom == last.bottom - bottom, v.right == last.right - right)
            last = v
    return model


def littlesquad_header(m):
    v = m.view("view")
    m.req(v.left == 0, v.right == 375, v.top == 0, v.h == v.w * 9 / 16)


def littlesquad_scroll_grid(m):
    sv = m.view("scrollView")
    m.req(sv.left == 20, sv.top == 50, sv.right == 355, sv.bottom == 617)
    c = m.view("contentView", sv)
    r, b, y, o = (m.view(n, c) for n in ("redView", "blueView", "yellowView", "orangeView"))
    m.req(c.left == sv.left, c.top == sv.top)
    for v in (r, b, y, o):
        m.req(v.w == 200, v.h == 200)
    m.req(r.left == c.left, r.top == c.top, b.top == c.top, b.right == c.right, b.left == r.right + 50)
    m.req(y.left == c.left, y.bottom == c.bottom, y.top == r.bottom + 150)
    m.req(o.right == c.right, o.bottom == c.bottom, o.top == b.bottom + 150, o.left == y.right + 50)


def littlesquad_scroll_stack(m):
    sv = m.view("scrollView")
    m.req(sv.left == 20, sv.top == 50, sv.right == 355, sv.bottom == 617)
    prev = None
    for n in ("redView", "yellowView", "greenView"):
        v = m.view(n, sv)
        m.req(v.left == sv.left, v.w == sv.w, v.h == 250, v.top == (prev.bottom if prev else sv.top))
        prev = v


def mojiaqi_update(m):
    v, v2 = m.view("view"), m.view("view2")
    m.req(v.w == 200, v.h == 200, v.left == 20, v.top == 20)
    m.req(v2.w == 100, v2.h == 100, v2.top == v.top, v2.right == 355)


def necfol_pair(m):
    # Like dreamssummer_masonry_pair; the first view is unnamed (`view`).
    b, r = m.view("view"), m.view("redView")
    m.req(b.left == 20, r.left == b.right + 20, r.right == 355, b.w == r.w, b.h == 50, r.h == 50, b.bottom == 647, r.bottom == 647)


def nhatminh_snapkit_box(m):
    v = m.view("redView")
    m.req(v.w == 100, v.h == 100, v.top == 20, v.cx == 187.5)


def xinglin_action_sheet(m):
    # ActionSheet (a view class): a full-bleed background; a 300-high container whose bottom is 240 below the view's;
    # an item filling it under a 60-point strip.
    bg, c = m.view("backgroundView"), m.view("container")
    m.req(bg.left == 0, bg.top == 0, bg.w == 375, bg.h == 667)
    m.req(c.left == 0, c.right == 375, c.h == 300, c.bottom == 667 + 240)
    item = m.view("item", c)
    m.req(item.left == c.left, item.right == c.right, item.bottom == c.bottom, item.top == c.top + 60)


def xinglin_board(m):
    seg, tool, board = m.view("segmentControl"), m.view("toolBar"), m.view("board")
    m.req(seg.top == 64, seg.left == 20, seg.right == 355, seg.h == 36)
    m.req(tool.left == 0, tool.right == 375, tool.bottom == 667, tool.h == 44)
    m.req(board.left == 0, board.right == 375, board.top == seg.bottom + 1, board.bottom == tool.top)


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

OTHER_CASES = [
    ("anchors", "clarknt/100-days-of-swift", "08a1e6f8c872d4fcb3e61fa2a077053a37616357", "07-Project6/Project6b/Project6b/ViewController.swift", [(8, 95)], clarknt_labels),
    ("anchors", "daolq3012/IOSTraining", "000824db6fb6e9c430418e96708c74e1a2ff69a2", "3.AutoLayout/3.AutoLayout/3.AutoLayout/NSLayoutAnchorViewController.swift", [(11, 27)], daolq_anchor),
    ("anchors", "Ice-House-Engineering/academy-curriculum", "ac6ff819a03f8eb01055ebbb2bf08a95f011e09b", "iOS/Beginner/Animation/code/HelloAnimation2/HelloAnimation2/ViewController.swift", [(11, 59)], icehouse_two_boxes),
    ("anchors", "Ice-House-Engineering/academy-curriculum", "ac6ff819a03f8eb01055ebbb2bf08a95f011e09b", "iOS/Beginner/Layout/code/HelloLayoutSafeArea/HelloSafeArea/ViewController.swift", [(11, 30)], icehouse_banner),
    ("anchors", "kharrison/CodeExamples", "5a2f47fdb4596a3b0850850469931a86b35ba27d", "Container/Container-code/Container/MasterViewController.swift", [(36, 98)], "is 'viewController', which this code never sets"),
    ("anchors", "kharrison/CodeExamples", "5a2f47fdb4596a3b0850850469931a86b35ba27d", "AutoLayout/AutoLayout/RTLViewController.swift", [(36, 69)], kharrison_rtl),
    ("anchors", "KrazyJames/SwiftPractices", "881ec331731e9729397e5d040e651660091cd428", "UIKit/AutoLayout/AutoLayout/ViewController.swift", [(11, 28)], krazyjames_square),
    ("anchors", "mattneub/Programming-iOS-Book-Examples", "4f785bf15f622d363c9334c696be0241512e4091", "bk2ch01p031newAnchorMethods/NewAnchorMethods/ViewController.swift", [(5, 60)], "anchorWithOffset"),
    ("anchors", "mattneub/Programming-iOS-Book-Examples", "4f785bf15f622d363c9334c696be0241512e4091", "bk2ch01p031constraints/ch14p382autoresizing/ViewController.swift", [(46, 59), (161, 175)], mattneub_v123),
    ("anchors", "chenqbin/Gesture-train", "afd08d030254ffacb1ba932285573285390c2328", "Gesture-train/ViewController.m", [(11, 31)], chenqbin_square),
    ("anchors", "daolq3012/IOSTraining", "000824db6fb6e9c430418e96708c74e1a2ff69a2", "3.AutoLayout/3.AutoLayout/3.AutoLayout/NSLayoutConstraintsViewController.swift", [(11, 28)], daolq_item),
    ("anchors", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "01-代码实现自动布局/01-代码实现自动布局/ViewController.m", [(122, 155)], dreamssummer_half),
    ("anchors", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "01-代码实现自动布局/01-代码实现自动布局/ViewController.m", [(15, 77)], dreamssummer_two_bars),
    ("anchors", "Ice-House-Engineering/academy-curriculum", "ac6ff819a03f8eb01055ebbb2bf08a95f011e09b", "iOS/Beginner/Layout/code/HelloLayout/HelloLayout/ViewController.swift", [(11, 175)], "layout is ambiguous"),
    ("anchors", "jackdevgo/swift_selfstudy", "129055104bdee1af53b89f381170f70b1e271b0d", "04_AutoLayout/HelloPutInCenter/HelloPutInCenter/ViewController.swift", [(11, 28)], centred("redView", 100, 100)),
    ("anchors", "mattneub/Programming-iOS-Book-Examples", "4f785bf15f622d363c9334c696be0241512e4091", "bk2ch01p031constraints/ch14p382autoresizing/ViewController.swift", [(46, 59), (63, 128)], mattneub_v123),
    ("anchors", "nhatminh27/IOS-D005", "9b643db758d6ec8df7333a5d54d72190b024ac25", "AutoLayout_Programmaticaly/AutoLayout_Programmaticaly/ViewController.swift", [(11, 30)], centred("square", 64, 64)),
    ("anchors", "nhatminh27/IOS-D005", "9b643db758d6ec8df7333a5d54d72190b024ac25", "Day15/Day15/ViewController.swift", [(11, 93)], nhatminh_four_boxes),
    ("anchors", "SergioPerm/objC_UITableViewEditPart1", "bdfa539bc00bd4627fcb3db81bda22ef467b09d2", "UITableViewEdit1/UITableViewEdit1/ViewController.m", [(11, 61)], sergioperm_table),
    ("anchors", "SharonHu1990/MyDemos", "c09cd80c2ebf13760d7ece7f0ff08aa16360696f", "AutoLayout/AddConstraintWithCode/AddConstraintWithCode/ViewController.m", [(15, 50)], sharonhu_label),
    ("Visual Format", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "02-代码实现Autolayout-VFL/02-代码实现Autolayout-VFL/ViewController.m", [(15, 59)], dreamssummer_vfl_pair),
    ("Visual Format", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "02-代码实现Autolayout-VFL/02-代码实现Autolayout-VFL/ViewController.m", [(90, 119)], dreamssummer_vfl_top),
    ("Visual Format", "Ice-House-Engineering/academy-curriculum", "ac6ff819a03f8eb01055ebbb2bf08a95f011e09b", "iOS/Beginner/Layout/code/HelloLayoutVisualFormatLayout/HelloVisualFormatLayout/ViewController.swift", [(11, 78)], icehouse_vfl_five),
    ("Visual Format", "mattneub/Programming-iOS-Book-Examples", "4f785bf15f622d363c9334c696be0241512e4091", "bk2ch02p086drawingInUIView2/ch15p427drawingInUIView/ViewController.swift", [(4, 26)], mattneub_drawing),
    ("Visual Format", "mattneub/Programming-iOS-Book-Examples", "4f785bf15f622d363c9334c696be0241512e4091", "bk2ch11p553webkit2/ch24p825webview/WebViewController.swift", [(50, 78)], mattneub_webview),
    ("Visual Format", "petrpavlik/AutolayoutExamples", "3c8e4a3480c9fc8b8e26369e47e2cfe1595937bd", "AutolayoutExamples/FourthViewController.m", [(11, 68)], petrpavlik_corner),
    ("Visual Format", "petrpavlik/AutolayoutExamples", "3c8e4a3480c9fc8b8e26369e47e2cfe1595937bd", "AutolayoutExamples/FirstViewController.m", [(15, 44)], petrpavlik_label_button),
    ("Visual Format", "petrpavlik/AutolayoutExamples", "3c8e4a3480c9fc8b8e26369e47e2cfe1595937bd", "AutolayoutExamples/SecondViewController.m", [(15, 46)], petrpavlik_two_buttons),
    ("Visual Format", "tranthuanuit/Visual-Format-Language-With-Swift", "674e1b2464ccd45b3aa1e6e4f39fb866aac07269", "Visual-Format-Language-With-Swift/Visual-Format-Language-With-Swift/ViewController.swift", [(11, 55)], tranthuanuit_panels),
    ("Visual Format", "xiaocai33/AlertController", "3d6cabc00d06613aa93e4c58f311e33bf19f14e8", "UIAlertController/UIAlertController/ViewController.m", [(16, 35)], xiaocai_button),
    ("SnapKit", "appcoda/SnapKitDemo", "72021e4302821eca66fed7a660a31d7d6c328d31", "SnapKitDemo/LoginView.swift", [(12, 259)], appcoda_login),
    ("Masonry", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "03-Masnory使用02/03-Masnory使用/ViewController.m", [(12, 21), (73, 93)], centred("blueView", 187.5, 333.5)),
    ("Masonry", "DreamsSummer/IOS-Study-Program", "5730307de13ecbeea726aa28d650c39738e3a75d", "03-Masnory使用02/03-Masnory使用/ViewController.m", [(9, 69)], dreamssummer_masonry_pair),
    ("SnapKit", "gnayils/SwiftLearning", "db3ce451ff9ed74bca223f5aa338fb31c03fb390", "CarthageDemo/CarthageDemo/ViewController.swift", [(12, 28)], gnayils_box),
    ("Masonry", "jun134/urban-waddle", "a12ed2352f9d2beb300f761340f6caccb14843e0", "urban-waddle/urban-waddle/ViewController.m", [(17, 51)], jun134_label_bar),
    ("SnapKit", "laclys/swift_practice", "5299d13bf40417574cb889da3f9296aacf72976c", "Calculator/Calculator/Screen.swift", [(11, 66)], laclys_screen),
    ("SnapKit", "laclys/swift_practice", "5299d13bf40417574cb889da3f9296aacf72976c", "Calculator/Calculator/ViewController.swift", [(19, 49)], laclys_split),
    ("SnapKit", "laclys/swift_practice", "5299d13bf40417574cb889da3f9296aacf72976c", "snapKitTest/snapKitTest/ViewController.swift", [(12, 25)], centred("testView", 100, 100)),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo1Controller.m", [(11, 25)], littlesquad_header),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo10Controller.m", [(11, 52)], "layout is ambiguous"),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo6Controller.m", [(11, 43)], nested_insets(10, 5, 15, 20)),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo4Controller.m", [(11, 77)], littlesquad_scroll_grid),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo3Controller.m", [(11, 68)], littlesquad_scroll_stack),
    ("Masonry", "iOSLittleSquad/Autolayout-MasonryDemo", "8445c7aae02091030a6eb4e1fef34f9ea6a67fbd", "Autolayout+MasonryDemo/Autolayout+MasonryDemo/Demo2Controller.m", [(12, 45)], "layout is ambiguous"),
    ("Masonry", "mojiaqi123/Demo4_Masonry", "745fa54b86164a41abb30e816706f45c7598ccf0", "Demo4_Masonry/ViewController.m", [(15, 39)], centred("view", 150, 150)),
    ("Masonry", "mojiaqi123/Demo4_Masonry", "745fa54b86164a41abb30e816706f45c7598ccf0", "Demo4_Masonry/ViewController2.m", [(15, 46)], mojiaqi_update),
    ("Masonry", "necfol/masonryLearn", "dcc5a418336c6451486a300531e5fd2530946f7b", "masonryLearn/ViewController.m", [(16, 53)], necfol_pair),
    ("SnapKit", "nhatminh27/IOS-D005", "9b643db758d6ec8df7333a5d54d72190b024ac25", "SnapKit_Demo/SnapKit_Demo/ViewController.swift", [(12, 40)], nhatminh_snapkit_box),
    ("SnapKit", "Xinglin0529/SnapKitDemo", "2b2af9f82390c052ddbf255b3be2afb6faf59919", "SnapKitDemo1/Pan/ActionSheet.swift", [(11, 45)], xinglin_action_sheet),
    ("SnapKit", "Xinglin0529/SnapKitDemo", "2b2af9f82390c052ddbf255b3be2afb6faf59919", "SnapKitDemo1/BoardViewController.swift", [(11, 65)], xinglin_board),
]


def run(binary, mirrors):
    counts = {}
    failures = 0
    cases = [(form, repo, path, model, "HEAD", None) for form, repo, path, model in CASES] + \
        [(form, repo, path, model, commit, ranges) for form, repo, commit, path, ranges, model in OTHER_CASES]
    for form, repo, path, model, commit, ranges in cases:
        git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(git_dir, ".git")):
            git_dir = os.path.join(git_dir, ".git")   # a clone with a work tree
        tally = counts.setdefault(form, {"cases": 0, "passed": 0, "skipped": 0})
        tally["cases"] += 1
        if not os.path.isdir(git_dir):
            tally["skipped"] += 1
            print("SKIP %s %s (no mirror at %s)" % (repo, path, git_dir))
            continue
        source = subprocess.run(["git", "--git-dir", git_dir, "show", commit + ":" + path], capture_output=True).stdout
        if ranges:
            # The lines a post would quote: the ranges, joined by a `// ...` line.
            lines = source.split(b"\n")
            source = b"\n// ...\n".join(b"\n".join(lines[a - 1:b]) for a, b in ranges) + b"\n"
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
                    fields = m.partial.get(view, ("x", "y", "w", "h"))
                    wanted = {"x": x, "y": y, "w": w, "h": h}
                    keys = {"x": "x", "y": "y", "w": "width", "h": "height"}
                    if frame is None or any(abs(frame[keys[f]] - wanted[f]) > 0.5 for f in fields):
                        ok = False
                        print("   %s: expected %s, got %s" % (view, (x, y, w, h), frame))
            else:
                print("   error: " + result.stderr.strip())
            print("%s %s (%d views)" % ("PASS" if ok else "FAIL", name, len(expected) - 1))
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
