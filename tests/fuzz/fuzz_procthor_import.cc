// fuzz-link: mm_scenes ZLIB::ZLIB
//
// libFuzzer target for the ProcTHOR importer. Each input is tried
//   1. as one house: parse_json, then import_procthor_house;
//   2. as a JSONL stream, plain;
//   3. gzip-compressed, whole and cut at an input-dependent point, so the
//      inflate, member and truncation paths see valid streams every run
//      (the corpus stays text: no binaries in the repository).
// Besides crashes, hangs and sanitizer reports, it aborts when an imported
// scene fails the canonical round trip (schema + check_scene) or when an
// error message does not start with the name of its input.
#include <zlib.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "base/json_util.h"
#include "generator/core/scene_json.h"
#include "generator/scenes/line_reader.h"
#include "generator/scenes/procthor_import.h"
#include "generator/scenes/procthor_stream.h"

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_procthor_import: %s\n%s\n", what, detail.c_str());
  std::abort();
}

void check_round_trip(const mm::Scene& s) {
  std::string text = mm::scene_dump(s);
  auto back = mm::scene_from_json(mm::Json::parse(text), "fuzz", {.strict_receptacles = false});
  if (!back) fail("imported scene fails the canonical checks", back.error().message);
  if (mm::scene_dump(*back) != text) fail("round trip changed the scene", text);
}

void check_error(const std::string& message, std::string_view name) {
  if (message.compare(0, name.size(), name) != 0) fail("error does not name its input", message);
}

// `round_trip` is off for the gzip passes: they import the same lines again.
void import_stream(std::string_view bytes, bool round_trip) {
  auto in = mm::LineReader::from_memory(bytes, "fuzz.jsonl", size_t{1} << 20);
  mm::ImportSink sink;
  sink.on_scene = [round_trip](mm::Scene&& s) {
    if (round_trip) check_round_trip(s);
  };
  sink.on_error = [](const mm::Error& e) { check_error(e.message, "fuzz.jsonl"); };
  mm::Status st = mm::import_procthor_lines(*in, mm::procthor_input_name("fuzz.jsonl"), sink);
  if (!st) check_error(st.error().message, "fuzz.jsonl");
}

std::string gzip(std::string_view s) {
  std::string out(compressBound(uLong(s.size())) + 64, '\0');
  z_stream zs{};
  // A small window and little memory: valid gzip, cheap to set up per input.
  deflateInit2(&zs, 1, Z_DEFLATED, 16 + 9, 1, Z_DEFAULT_STRATEGY);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(s.data()));
  zs.avail_in = uInt(s.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = uInt(out.size());
  deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (auto house = mm::parse_json(bytes, "fuzz.json")) {
    auto s = mm::import_procthor_house(*house, "fuzz.json", "procthor-fuzz");
    if (s) check_round_trip(*s);
    else check_error(s.error().message, "fuzz.json");
  }
  import_stream(bytes, true);
  std::string z = gzip(bytes);
  import_stream(z, false);
  import_stream(std::string_view(z).substr(0, z.size() * (size % 8) / 8), false);
  return 0;
}
