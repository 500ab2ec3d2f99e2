// fuzz-link: mm_harness_import
//
// libFuzzer target for the ZIP reader of inspect_ai .eval logs: opens the
// input as an archive and reads every member. Besides crashes, hangs and
// sanitizer reports it aborts when a member is returned with another size
// than its central entry says.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "harness/import/zip_reader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto zip = mm::harness::ZipArchive::open(std::string(reinterpret_cast<const char*>(data), size), "f.eval");
  if (!zip) return 0;
  for (const auto& m : zip->members()) {
    auto bytes = zip->read(m);
    if (bytes && bytes->size() != m.size) {
      std::fprintf(stderr, "fuzz_zip_reader: %s: %zu bytes, entry says %llu\n", m.name.c_str(), bytes->size(),
                   static_cast<unsigned long long>(m.size));
      std::abort();
    }
  }
  return 0;
}
