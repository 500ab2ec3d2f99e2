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
// FUZZ_MANIFEST_SKIP_KNOWN=1 in the environment skips the inputs that hit
// the bugs found by the first run (docs/fuzzing.md, "fuzz_manifest"), so a
// long run can go past them; without it (and in the seed replay) they
// crash. Drop each test below once its bug is fixed.
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "generator/core/json_util.h"
#include "generator/release/manifest.h"

namespace {

constexpr const char* kSource = "fuzz/manifest.json";

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_manifest: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void check_error(const std::string& message, std::string_view name) {
  if (message.compare(0, name.size(), name) != 0) fail("error does not name its input", message);
}

const bool skip_known = [] {
  const char* v = std::getenv("FUZZ_MANIFEST_SKIP_KNOWN");
  return v && *v && std::string_view(v) != "0";
}();

// Known bug 1: manifest_from_json reads "version" with j.value(..., 0)
// before the schema check: a non-integer version throws (string, null,
// object, array) or overflows the cast to int (1e300).
bool known_version_bug(const mm::Json& j) {
  if (!j.is_object()) return false;
  auto it = j.find("version");
  return it != j.end() && !it->is_number_integer();
}

bool fits_int(const mm::Json& v) {
  if (v.is_number_unsigned()) return v.get<uint64_t>() <= uint64_t(INT_MAX);
  if (v.is_number_integer()) return v.get<int64_t>() >= INT_MIN && v.get<int64_t>() <= INT_MAX;
  return true;
}

// Known bugs 2-4, all in accepted manifests that cannot be written back:
// integers beyond int (houses, per_cell, shard) or int64 (counts) wrap when
// read; counts whose sums overflow int64 in manifest_to_json; profile
// "full" without per_cell (read as 0, written as 0, which the schema
// refuses).
bool known_round_trip_bug(const mm::Json& j, const mm::Manifest& m) {
  for (const char* key : {"houses", "per_cell"})
    if (j.contains(key) && !fits_int(j[key])) return true;
  if (j.contains("shard")) {
    const auto& s = j["shard"];
    if (!fits_int(s["k"]) || !fits_int(s["n"]) || !fits_int(s["houses"][0]) || !fits_int(s["houses"][1]))
      return true;
  }
  unsigned __int128 total = 0;
  for (const auto& [level, row] : j["counts"].items())
    for (const auto& [lang, n] : row.items())
      if (n.get<uint64_t>() > uint64_t(INT64_MAX)) return true;
  for (const auto& [level, row] : m.counts)
    for (const auto& lang : m.languages)  // repeated languages count again
      if (auto it = row.find(lang); it != row.end()) total += uint64_t(it->second);
  if (total > uint64_t(INT64_MAX)) return true;
  return m.profile == "full" && !j.contains("per_cell");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  auto j = mm::parse_json(bytes, kSource);
  if (!j) {
    check_error(j.error().message, kSource);
    return 0;
  }
  if (skip_known && known_version_bug(*j)) return 0;
  auto m = mm::manifest_from_json(*j, kSource);
  if (!m) {
    check_error(m.error().message, kSource);
    return 0;
  }
  if (skip_known && known_round_trip_bug(*j, *m)) return 0;
  std::string text = mm::manifest_dump(*m);
  auto j2 = mm::parse_json(text, "rewritten");
  if (!j2) fail("a rewritten manifest is not JSON", j2.error().message + "\n" + text);
  auto m2 = mm::manifest_from_json(*j2, "rewritten");
  if (!m2) fail("a rewritten manifest is refused", m2.error().message + "\n" + text);
  if (mm::manifest_dump(*m2) != text) fail("the rewritten manifest reads back differently", text);
  return 0;
}
