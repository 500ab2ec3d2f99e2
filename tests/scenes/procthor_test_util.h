// Helpers shared by the ProcTHOR importer tests: gzip in memory, files in a
// temp folder, and an ImportSink that records everything it is given.
#pragma once

#include <zlib.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "generator/core/scene.h"
#include "generator/scenes/procthor_import.h"

namespace mm::test {

/// gzip-compresses `s` as one member.
inline std::string gzip_bytes(const std::string& s) {
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

inline void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Records scenes, errors and progress calls of an import.
struct Recorder {
  std::vector<Scene> scenes;
  std::vector<std::string> errors;
  std::vector<std::pair<size_t, size_t>> progress;
  ImportSink sink() {
    ImportSink s;
    s.on_scene = [this](Scene&& sc) { scenes.push_back(std::move(sc)); };
    s.on_error = [this](const Error& e) { errors.push_back(e.message); };
    s.on_progress = [this](size_t d, size_t t) { progress.emplace_back(d, t); };
    return s;
  }
};

}  // namespace mm::test
