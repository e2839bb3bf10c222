// The C API of cmark-gfm and its GFM extensions, exposed to Swift as the module CCmarkGFM.
// Only Blog's Markdown wrapper imports it.
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
