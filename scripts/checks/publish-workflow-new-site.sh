#!/usr/bin/env bash
# The publish workflow as a new user has it: `blog init` makes a site in a git repository of its own, and every
# `run:` step of the workflow's build job runs in a clean clone of that site, fetching blog from a clean clone of
# this repository (BLOG_REPOSITORY, BLOG_REF at this commit) and building it into scripts/package's build folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
python3 -c "import yaml" 2>/dev/null || pip install -q pyyaml
swift build --product blog 2>&1 | grep -E "error:" || true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks "$repo" "$work/generator"
.build/debug/blog init "$work/my-blog" --title "New user" --time-zone UTC \
    --generator-repository "$work/generator" --generator-ref "$(git rev-parse HEAD)" </dev/null >/dev/null
git -C "$work/my-blog" init --quiet
git -C "$work/my-blog" add -A
git -C "$work/my-blog" -c user.name=check -c user.email=check@example.invalid commit --quiet -m "blog init"
git clone --quiet "$work/my-blog" "$work/checkout"
python3 scripts/workflow_dry_run.py "$work/checkout/.github/workflows/publish.yml" build "$work/checkout" \
    --env BLOG_BUILD_DIR="$repo/.build-release" \
    --expr "steps.pages.outputs.base_url=https://example.invalid/my-blog"
test -d "$work/checkout/.blog-source/.git"                       # blog was fetched, not taken from the site
ls "$work/checkout/site/blog/"*/*/welcome.html >/dev/null       # the first post, dated when init ran
grep -q 'https://example.invalid/my-blog/' "$work/checkout/site/feed.xml"
[ -z "$(git -C "$work/checkout" status --porcelain --ignored=no)" ] || { echo "the workflow left untracked files that .gitignore does not cover:"; git -C "$work/checkout" status --short; exit 1; }
echo "publish-workflow-new-site: every run step passed on a site made by blog init"
