// fuzz-link: mm_release
//
// libFuzzer target for the release manifest reader (the body of
// load_manifest: parse_json, then manifest_from_json). Each input is one
// manifest.json. Besides crashes, leaks, hangs, uncaught exceptions and
// sanitizer reports it aborts when:
//   - an error message does not start with the name of its input;
//   - an accepted manifest, written back with manifest_dump (as `merge`
//     writes the manifests it read), is refused when read again, or reads
//     back as a different manifest.
//
// The bugs it found are listed in docs/fuzzing.md; their inputs are the
// corpus's bug_*.json.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "base/json_util.h"
#include "format/manifest.h"

namespace {

constexpr const char* kSource = "fuzz/manifest.json";

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_manifest: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void check_error(const std::string& message, std::string_view name) {
  if (message.compare(0, name.size(), name) != 0) fail("error does not name its input", message);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto j = mm::parse_json(bytes, kSource);
  if (!j) {
    check_error(j.error().message, kSource);
    return 0;
  }
  auto m = mm::manifest_from_json(*j, kSource);
  if (!m) {
    check_error(m.error().message, kSource);
    return 0;
  }
  std::string text = mm::manifest_dump(*m);
  auto j2 = mm::parse_json(text, "rewritten");
  if (!j2) fail("a rewritten manifest is not JSON", j2.error().message + "\n" + text);
  auto m2 = mm::manifest_from_json(*j2, "rewritten");
  if (!m2) fail("a rewritten manifest is refused", m2.error().message + "\n" + text);
  if (mm::manifest_dump(*m2) != text) fail("the rewritten manifest reads back differently", text);
  return 0;
}
