// libcurl's easy API for `blog check --external`, with typed wrappers for its variadic calls Swift can't make.
// Only Blog's HTTPStatusProbe imports it.
#include <curl/curl.h>

static inline CURLcode blog_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode blog_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

/// Makes the transfer end at the first byte of a body: only the status is wanted, so no body is ever read past
/// what arrived with the headers, whatever its length (curl reports CURLE_WRITE_ERROR, and the status stays known).
static inline size_t blog_curl_refuse_body(char *bytes, size_t size, size_t count, void *context) {
    (void)bytes; (void)size; (void)count; (void)context;
    return 0;
}

static inline CURLcode blog_curl_refuse_bodies(CURL *handle) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, blog_curl_refuse_body);
}

static inline long blog_curl_response_code(CURL *handle) {
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
