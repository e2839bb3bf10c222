// libxml2's parser, for `blog check` to read the feed and the sitemap as a feed reader would.
// Only Blog's XMLCheck imports it.
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers clash with the copy Foundation carries; nothing of it is used
// here, and only pointers to the structures it changes are.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
