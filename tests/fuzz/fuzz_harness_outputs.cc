// fuzz-link: mm_harness_import
//
// libFuzzer target for reading what the model-running tools write: one file
// in every shape (detected, then each named: native, OpenAI Batch output,
// lm-eval samples with a model given, inspect logs in JSON or .eval ZIP
// form, generic JSONL). Besides crashes, hangs and sanitizer reports it
// aborts when a refusal or a line error does not name the file.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "harness/import/harness_outputs.h"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_harness_outputs: %s\n%s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mm::harness;
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (OutputFormat f : {OutputFormat::Auto, OutputFormat::Native, OutputFormat::OpenAIBatch, OutputFormat::LmEval,
                         OutputFormat::Inspect, OutputFormat::Generic}) {
    ImportOptions opt;
    opt.format = f;
    opt.model = f == OutputFormat::Native ? "" : "m";
    if (f == OutputFormat::Generic) {
      opt.id_field = "a.0";
      opt.output_field = "b";
    }
    mm::score::PredictionSet set;
    mm::Status st = read_harness_output("f.out", text, opt, set);
    if (!st && st.error().message.rfind("f.out", 0) != 0) fail("refusal does not name the file", st.error().message);
    for (const auto& e : set.errors)
      if (e.file.rfind("f.out", 0) != 0) fail("error does not name the file", e.text());
  }
  return 0;
}
