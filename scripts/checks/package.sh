#!/usr/bin/env bash
# The one-file `blog` of scripts/package runs where no Swift toolchain library can be found: it starts, makes a
# site with `blog init`, builds and checks it with the toolchain's folder hidden; what ldd says it still needs
# is printed, must hold nothing of Swift's, and every library it links against directly must be named in the README.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/package
# The libraries it names itself (ldd adds what those need in turn: libcurl's TLS and compression libraries).
needs=$(readelf -d dist/blog | sed -nE 's/.*Shared library: \[(.*)\]/\1/p' | sed -E 's/\.so.*//' | sort -u)
echo "dist/blog links against: $(echo $needs)"
if ldd dist/blog | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|lib_Foundation|not found'; then
    echo "dist/blog still needs the Swift toolchain's libraries (above)"; exit 1
fi
for lib in $needs; do
    grep -qF "\`$lib\`" README.md || { echo "README.md does not name \`$lib\`, which dist/blog needs"; exit 1; }
done
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")   # /opt/swift/usr
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp dist/blog "$work/blog"
cat > "$work/run.sh" <<SCRIPT
set -euo pipefail
cd "$work"
[ ! -e "$toolchain/lib/swift" ] || { echo "the toolchain is still visible"; exit 1; }
./blog --version
# jemalloc is linked in and is the allocator in use (it prints its statistics at exit when asked to).
allocator_report=\$(MALLOC_CONF=stats_print:true ./blog --version 2>&1)
grep -q "Begin jemalloc statistics" <<< "\$allocator_report" || { echo "dist/blog does not allocate with jemalloc"; exit 1; }
./blog init new-site --title "Packaged" --time-zone UTC </dev/null
./blog build --source new-site
./blog check --source new-site --output new-site/site
# A broken link fails the check, reported at its line in the page's Markdown.
printf '\nA [broken link](/no/such/page.html).\n' >> new-site/content/pages/about.md
if ./blog check --source new-site 2> check.err; then echo "blog check passed a broken link"; exit 1; fi
cat check.err
grep -qx "content/pages/about.md:\$(grep -c '' new-site/content/pages/about.md):3: error: link to /no/such/page.html does not resolve" check.err
SCRIPT
# No library path, and the toolchain's folder hidden under an empty one in a mount namespace of its own.
if unshare --mount sh -c "mount -t tmpfs none '$toolchain'" 2>/dev/null; then
    env -u LD_LIBRARY_PATH unshare --mount bash -c "mount -t tmpfs none '$toolchain' && bash '$work/run.sh'"
else
    echo "SKIPPED: hiding the toolchain needs unshare --mount and mount (root); running with no library path only"
    env -u LD_LIBRARY_PATH bash "$work/run.sh"
fi
echo "package: dist/blog ($(du -h dist/blog | cut -f1)) runs without the Swift toolchain"
