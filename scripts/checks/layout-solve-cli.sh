#!/usr/bin/env bash
# `blog layout solve`: JSON on stdout with exit 0 for a good file; FILE:LINE:COL errors on stderr
# with exit 1 for syntax errors, conflicts and ambiguity.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "layout-solve-cli: $*"; exit 1; }

printf 'screen 375x667\nscroll s in screen\nview c in s\ns.edges == screen.edges\nc.edges == s.content.edges\nc.width == s.frame.width\nc.height == screen.height * 1.5\n' > "$work/good.layout"
"$blog" layout solve "$work/good.layout" > "$work/out.json" || fail "good file exited non-zero"
python3 - "$work/out.json" <<'PY' || fail "unexpected JSON"
import json, sys
data = json.load(open(sys.argv[1]))
assert data["contentSize"] == {"s": {"height": 1000.5, "width": 375}}, data
assert data["views"]["c"] == {"height": 1000.5, "width": 375, "x": 0, "y": 0}, data
assert list(data) == ["contentSize", "views"]
PY
"$blog" layout solve "$work/good.layout" | cmp -s - "$work/out.json" || fail "output is not deterministic"

check_error() { # FILE-CONTENT EXPECTED-FIRST-LINE
    printf "$1" > "$work/bad.layout"
    if "$blog" layout solve "$work/bad.layout" > "$work/stdout" 2> "$work/stderr"; then fail "bad file exited 0"; fi
    [ ! -s "$work/stdout" ] || fail "bad file wrote to stdout"
    first=$(head -1 "$work/stderr")
    [ "$first" = "$work/bad.layout:$2" ] || fail "expected '$work/bad.layout:$2', got '$first'"
}
check_error 'screen 375x667\nview header in screen\nhaeder.top == screen.top\n' "3:1: error: unknown view 'haeder'; did you mean 'header'?"
check_error 'screen 375x667\nview a in screen\nH:|[a(==100)]|\nV:|[a(==10)]\n' "3:14: error: unable to simultaneously satisfy constraints: 'screen.width == 375 (the screen size)' (line 1), 'a.leading == screen.leading in H:|[a(==100)]|' (line 3), 'a.width == 100 in H:|[a(==100)]|' (line 3), 'screen.trailing == a.trailing in H:|[a(==100)]|' (line 3); will attempt to recover by breaking constraint 'screen.trailing == a.trailing in H:|[a(==100)]|' (line 3)"
check_error 'screen 375x667\nview a in screen\na.top == screen.top\na.size == (10, 10)\n' "2:6: error: layout is ambiguous: the x of 'a' is not uniquely determined; add constraints that fix it"

# Layout code (.m, .swift): the same JSON, `--screen`, `--define`, `--intrinsic`; errors at the code's line and column.
cat > "$work/seed.m" <<'OBJC'
[self.view addSubview:self.scrollView];
[self.scrollView addSubview:self.container];
[self.scrollView mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
[self.container mas_makeConstraints:^(MASConstraintMaker *make) {
    make.left.right.top.equalTo(self.scrollView);
    make.height.mas_equalTo(kContentHeight);
}];
self.scrollView.contentSize = CGSizeMake(SCREEN_WIDTH, kContentHeight);
- (UIScrollView *)scrollView { if (!_scrollView) { _scrollView = [UIScrollView new]; } return _scrollView; }
- (UIView *)container { if (!_container) { _container = [UIView new]; } return _container; }
OBJC
"$blog" layout solve "$work/seed.m" --screen 320x568 --define kContentHeight=1000 > "$work/code.json" || fail "good code exited non-zero"
python3 - "$work/code.json" <<'PY' || fail "unexpected JSON for code"
import json, sys
data = json.load(open(sys.argv[1]))
assert data["contentSize"] == {"scrollView": {"height": 1000, "width": 320}}, data
assert data["views"]["container"] == {"height": 1000, "width": 320, "x": 0, "y": 0}, data
assert data["views"]["screen"] == {"height": 568, "width": 320, "x": 0, "y": 0}, data
PY
printf 'let label = UILabel()
view.addSubview(label)
label.snp.makeConstraints { $0.center.equalToSuperview() }
' > "$work/label.swift"
"$blog" layout solve "$work/label.swift" --intrinsic label=100x20 | python3 -c 'import json,sys; v=json.load(sys.stdin)["views"]["label"]; assert v == {"height": 20, "width": 100, "x": 137.5, "y": 323.5}, v' \
    || fail "--intrinsic was not applied"
printf 'let box = UIView()
view.addSubview(box)
box.snp.makeConstraints { make in
    make.top.equalTo(header.snp.bottom)
}
' > "$work/bad.swift"
if "$blog" layout solve "$work/bad.swift" > "$work/stdout" 2> "$work/stderr"; then fail "bad code exited 0"; fi
[ "$(head -1 "$work/stderr")" = "$work/bad.swift:4:22: error: the target of this constraint is 'header', which this code never sets, not a view, an attribute or a number" ] \
    || fail "unexpected code error: $(head -1 "$work/stderr")"
"$blog" layout render "$work/seed.m" --define kContentHeight=1000 -o "$work/seed.svg" || fail "render of code failed"
grep -q 'class="layout-diagram"' "$work/seed.svg" || fail "render of code wrote no diagram"

# `blog layout frames`: a case it cannot read is an error line naming it; the others are still laid out and
# printed; the exit status is 1 at the end.
printf '[{"name": "one", "root": {"style": {"width": 10, "height": 10}}},\n {"name": "bad", "root": {"style": {"aspectRatio": -2}}},\n {"name": "three", "root": {"style": {"width": 30, "aspectRatio": 0}}}]\n' > "$work/cases.json"
if "$blog" layout frames "$work/cases.json" > "$work/frames.json" 2> "$work/frames.err"; then fail "a file with a bad case exited 0"; fi
[ "$(cat "$work/frames.err")" = "$work/cases.json: error: case 'bad': root.style.aspectRatio: must be a non-negative number of at most 10^9, not -2" ] \
    || fail "unexpected frames error: $(cat "$work/frames.err")"
python3 - "$work/frames.json" <<'PY'
import json, sys
cases = json.load(open(sys.argv[1]))
assert [c["name"] for c in cases] == ["one", "three"], cases
assert cases[1]["actual"]["ltr"]["width"] == 30 and cases[1]["actual"]["ltr"]["height"] == 0, cases[1]
PY
echo "layout-solve-cli: ok"
