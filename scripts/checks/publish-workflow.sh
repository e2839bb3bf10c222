#!/usr/bin/env bash
# The publish workflow (.github/workflows/pages.yml, which `blog init` writes as publish.yml) is valid against
# GitHub's workflow schema, a broken copy is not, and every `run:` step of its build job works in a clean clone
# of this repository (scripts/workflow_dry_run.py; actions are skipped, the cache step is stood in for by the
# release build folder scripts/package uses, and configure-pages' base URL by a fixed one).
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$PWD
command -v check-jsonschema >/dev/null || pip install -q check-jsonschema
python3 -c "import yaml" 2>/dev/null || pip install -q pyyaml
swift build --product blog 2>&1 | grep -E "error:" || true
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# What blog init writes is the repository's own workflow, and both pass the schema.
.build/debug/blog init "$work/new" --title "Dry run" --time-zone UTC --format toml </dev/null >/dev/null
cmp .github/workflows/pages.yml "$work/new/.github/workflows/publish.yml"
check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/pages.yml "$work/new/.github/workflows/publish.yml"
# The schema check does catch a mistake.
sed 's/^    runs-on:/    run-on:/' .github/workflows/pages.yml > "$work/broken.yml"
if check-jsonschema --builtin-schema vendor.github-workflows "$work/broken.yml" >/dev/null 2>&1; then
    echo "the schema check accepted a workflow whose job has no runs-on"; exit 1
fi

# Every run: step of the build job, in a clean clone, as the runner would run them.
git clone --quiet --no-hardlinks "$repo" "$work/clone"
python3 scripts/workflow_dry_run.py .github/workflows/pages.yml build "$work/clone" \
    --env BLOG_BUILD_DIR="$repo/.build-release" \
    --expr "steps.pages.outputs.base_url=https://example.invalid/blog"
grep -q 'https://example.invalid/blog/' "$work/clone/site/feed.xml"
echo "publish-workflow: schema valid, every run step passed"
