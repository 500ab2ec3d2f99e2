// ProcTHOR import throughput: the fixture house repeated N times (default
// 1000) as JSONL, plain and gzip-compressed, imported through
// import_procthor_file. Prints houses/second and MB/second of JSONL text.
//
//   bench_import [N]
//
// Measure in a Release build; the first run warms the type table and the
// page cache, so each variant is timed over the best of three runs.
#include <zlib.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

#include "base/json_util.h"
#include "generator/scenes/procthor_import.h"

namespace {

namespace fs = std::filesystem;

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string gzip(const std::string& s) {
  std::string out(compressBound(uLong(s.size())) + 64, '\0');
  z_stream zs{};
  deflateInit2(&zs, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(s.data()));
  zs.avail_in = uInt(s.size());
  zs.next_out = reinterpret_cast<Bytef*>(out.data());
  zs.avail_out = uInt(out.size());
  deflate(&zs, Z_FINISH);
  out.resize(zs.total_out);
  deflateEnd(&zs);
  return out;
}

struct Run {
  double seconds = 0;
  size_t houses = 0, objects = 0, errors = 0;
};

Run import_once(const std::string& path) {
  Run r;
  mm::ImportSink sink;
  sink.on_scene = [&](mm::Scene&& s) {
    ++r.houses;
    r.objects += s.objects.size();
  };
  sink.on_error = [&](const mm::Error& e) {
    if (r.errors++ == 0) std::fprintf(stderr, "error: %s\n", e.message.c_str());
  };
  auto t0 = std::chrono::steady_clock::now();
  mm::Status st = mm::import_procthor_file(path, sink);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!st) {
    std::fprintf(stderr, "import failed: %s\n", st.error().message.c_str());
    std::exit(1);
  }
  return r;
}

void report(const char* label, const std::string& path, size_t text_bytes, size_t expect) {
  Run best;
  for (int i = 0; i < 3; ++i) {
    Run r = import_once(path);
    if (i == 0 || r.seconds < best.seconds) best = r;
  }
  if (best.houses != expect || best.errors) {
    std::fprintf(stderr, "%s: expected %zu houses, got %zu (%zu errors)\n", label, expect,
                 best.houses, best.errors);
    std::exit(1);
  }
  std::printf("%-6s %6zu houses %8zu objects  %7.3f s  %8.1f houses/s  %6.1f MB/s (text)  "
              "file %.1f MB\n",
              label, best.houses, best.objects, best.seconds, best.houses / best.seconds,
              text_bytes / 1e6 / best.seconds, fs::file_size(path) / 1e6);
}

}  // namespace

int main(int argc, char** argv) {
  size_t n = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 1000;
  if (n == 0) n = 1000;
  std::string fixture = std::string(MM_SOURCE_DIR) + "/tests/data/procthor/house_multiroom.json";
  auto house = mm::parse_json(read_all(fixture), fixture);
  if (!house) {
    std::fprintf(stderr, "%s\n", house.error().message.c_str());
    return 1;
  }
  std::string line = house->dump() + "\n";
  std::string text;
  text.reserve(line.size() * n);
  for (size_t i = 0; i < n; ++i) text += line;

  fs::path dir = fs::temp_directory_path() / ("mentalmap-bench-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string plain = (dir / "houses.jsonl").string(), packed = (dir / "houses.jsonl.gz").string();
  std::ofstream(plain, std::ios::binary) << text;
  std::ofstream(packed, std::ios::binary) << gzip(text);

  std::printf("ProcTHOR import: %zu copies of house_multiroom.json (%zu bytes per line)\n", n,
              line.size());
  report("plain", plain, text.size(), n);
  report("gzip", packed, text.size(), n);
  fs::remove_all(dir);
  return 0;
}
