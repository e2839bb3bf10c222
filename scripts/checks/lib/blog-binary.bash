# Sourced by the checks (not a check itself): sets $blog to the `blog` they run. scripts/test sets BLOG_BINARY to
# the one-file release build that CI publishes (dist/blog, made once by package.sh); a check run alone builds
# and runs the debug build.
if [ -n "${BLOG_BINARY:-}" ]; then
    blog=$BLOG_BINARY
else
    swift build --product blog 2>&1 | grep -E "error|warning: unre" || true
    blog="$(swift build --show-bin-path)/blog"
fi
[ -x "$blog" ] || { echo "no blog binary at $blog"; exit 1; }
