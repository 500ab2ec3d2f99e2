// fuzz-link: mm_validators
//
// libFuzzer target for a release's scoring vocabulary (vocabulary/<c>.json,
// read by format::vocabulary_parse, then built into a phrase index). Each
// input is one vocabulary file. Besides crashes, leaks, hangs, uncaught
// exceptions and sanitizer reports it aborts when:
//   - an error message does not start with the name of its input;
//   - an accepted condition is not plain letters a-z (it names a file);
//   - an accepted vocabulary, written back with vocabulary_dump, is refused
//     when read again or reads back as a different vocabulary.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "format/vocabulary.h"
#include "validators/reading/phrase_index.h"
#include "format/text_norm.h"

namespace {

constexpr const char* kSource = "fuzz/vocabulary/en.json";

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_vocabulary: %s\n%s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto v = mm::format::vocabulary_parse(bytes, kSource);
  if (!v) {
    if (v.error().message.rfind(kSource, 0) != 0) fail("error does not name its input", v.error().message);
    return 0;
  }
  for (char c : v->condition)
    if (c < 'a' || c > 'z') fail("an accepted condition is not plain letters a-z", v->condition);
  std::string again = mm::format::vocabulary_dump(*v);
  auto back = mm::format::vocabulary_parse(again, kSource);
  if (!back) fail("a vocabulary written back is refused", back.error().message + "\n" + again);
  if (!(*back == *v)) fail("a vocabulary written back reads differently", again);
  // The index builds from anything the schema admits, and scans.
  auto index = mm::score::PhraseIndex::from(*v);
  for (const auto& p : v->phrases)
    (void)index->scan(mm::score::normalise_text(p.text), ~mm::score::KindMask(0));
  return 0;
}
