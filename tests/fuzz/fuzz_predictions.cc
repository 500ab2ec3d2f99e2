// fuzz-link: mm_validators
//
// libFuzzer target for the predictions reader. The input is one predictions
// file; it is read whole and, as a second file, again (every valid line is
// then a duplicate). Besides crashes, hangs and sanitizer reports it aborts
// when a line is lost (every non-blank line must become a prediction, an
// error or a duplicate), when an error does not name "<file>:<line>: ", or
// when a prediction keeps a wrong line number.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "validators/reading/predictions.h"
#include "format/text_norm.h"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_predictions: %s\n%s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mm::score;
  std::string text(reinterpret_cast<const char*>(data), size);
  size_t lines = 0;
  for (std::string_view l : split_lines(text)) lines += !trim(l).empty();
  PredictionSet set;
  add_predictions(text, "a.jsonl", set);
  if (set.predictions.size() + set.errors.size() + set.duplicates.size() != lines)
    fail("a line was lost", std::to_string(lines));
  for (const auto& e : set.errors) {
    std::string want = "a.jsonl:" + std::to_string(e.line) + ": ";
    if (e.text().compare(0, want.size(), want) != 0) fail("error does not name its place", e.text());
  }
  size_t valid = set.predictions.size();
  add_predictions(text, "b.jsonl", set);
  if (set.predictions.size() != valid) fail("a repeated file added predictions", "");
  if (set.duplicates.size() < valid) fail("repeats were not all duplicates", "");
  for (const auto& p : set.predictions)
    if (p.line == 0 || p.line > split_lines(text).size()) fail("bad line number", std::to_string(p.line));
  return 0;
}
