#!/usr/bin/env bash
# The publish workflow (.github/workflows/pages.yml, which `blog init` writes as publish.yml) is valid against
# GitHub's workflow schema, a broken copy is not, and every `run:` step of its build job works (scripts/
# workflow_dry_run.py; actions are skipped, the cache step is stood in for by the release build folder
# scripts/package uses, and configure-pages' base URL by a fixed one) in both places it runs:
# - as a new user has it: `blog init` makes a site in a git repository of its own, and the steps run in a clean
#   clone of that site, fetching blog from a clean clone of this repository (BLOG_REPOSITORY, BLOG_REF at this
#   commit) and building it;
# - in this repository itself, which builds its own source: the steps run again in the clean clone of it that
#   the first run fetched (the same source at the same place, so its build is not made twice).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
command -v check-jsonschema >/dev/null || pip install -q check-jsonschema
python3 -c "import yaml" 2>/dev/null || pip install -q pyyaml
source scripts/checks/lib/blog-binary.bash
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What blog init writes is the repository's own workflow, and both pass the schema.
"$blog" init "$work/new" --title "Dry run" --time-zone UTC --format toml </dev/null >/dev/null
cmp .github/workflows/pages.yml "$work/new/.github/workflows/publish.yml"
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/pages.yml "$work/new/.github/workflows/publish.yml"
# The schema check does catch a mistake.
sed 's/^    runs-on:/    run-on:/' .github/workflows/pages.yml > "$work/broken.yml"
if check-jsonschema --builtin-schema vendor.github-workflows "$work/broken.yml" >/dev/null 2>&1; then
    echo "the schema check accepted a workflow whose job has no runs-on"; exit 1
fi

# A new user's site: every run: step in a clean clone of it, as the runner would run them.
git clone --quiet --no-hardlinks "$repo" "$work/generator"
"$blog" init "$work/my-blog" --title "New user" --time-zone UTC \
    --generator-repository "$work/generator" --generator-ref "$(git rev-parse HEAD)" </dev/null >/dev/null
git -C "$work/my-blog" init --quiet
git -C "$work/my-blog" add -A
git -C "$work/my-blog" -c user.name=check -c user.email=check@example.invalid commit --quiet -m "blog init"
git clone --quiet "$work/my-blog" "$work/checkout"
python3 scripts/workflow_dry_run.py "$work/checkout/.github/workflows/publish.yml" build "$work/checkout" \
    --env BLOG_BUILD_DIR="$repo/.build-release" \
    --expr "steps.pages.outputs.base_url=https://example.invalid/my-blog"
source_clone=$work/checkout/.blog-source
test -d "$source_clone/.git"                                     # blog was fetched, not taken from the site
ls "$work/checkout/site/blog/"*/*/welcome.html >/dev/null       # the first post, dated when init ran
grep -q 'https://example.invalid/my-blog/' "$work/checkout/site/feed.xml"
[ -z "$(git -C "$work/checkout" status --porcelain --ignored=no)" ] || { echo "the workflow left untracked files that .gitignore does not cover:"; git -C "$work/checkout" status --short; exit 1; }

# This repository: the fetched clone is a clean clone of it at this commit; the steps build its own source.
[ "$(git -C "$source_clone" rev-parse HEAD)" = "$(git rev-parse HEAD)" ] && [ -z "$(git -C "$source_clone" status --porcelain)" ]
python3 scripts/workflow_dry_run.py .github/workflows/pages.yml build "$source_clone" \
    --env BLOG_BUILD_DIR="$repo/.build-release" \
    --expr "steps.pages.outputs.base_url=https://example.invalid/blog"
test ! -e "$source_clone/.blog-source"                           # it built itself, fetching nothing
grep -q 'https://example.invalid/blog/' "$source_clone/site/feed.xml"
echo "publish-workflow: schema valid, every run step passed on a new user's site and in this repository"
