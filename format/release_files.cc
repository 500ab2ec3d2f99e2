#include "format/release_files.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

#include <fmt/format.h>

#include "base/parallel.h"
#include "base/sha256.h"

namespace mm {
namespace {

namespace fs = std::filesystem;

// One listed file's problems: missing, wrong size, wrong digest.
std::vector<std::string> check_file(const std::string& dir, const FileEntry& f) {
  std::ifstream in(dir + "/" + f.path, std::ios::binary);
  if (!in) return {fmt::format("{}: listed in the manifest but missing", f.path)};
  Sha256 h;
  uint64_t bytes = 0;
  std::string buf(1 << 16, '\0');
  while (in.read(buf.data(), buf.size()) || in.gcount() > 0) {
    h.update(std::string_view(buf.data(), size_t(in.gcount())));
    bytes += uint64_t(in.gcount());
  }
  std::vector<std::string> out;
  std::string got = h.hex();
  if (bytes != f.bytes) out.push_back(fmt::format("{}: size {} bytes, manifest says {}", f.path, bytes, f.bytes));
  if (got != f.sha256) out.push_back(fmt::format("{}: SHA-256 {} does not match the manifest's {}", f.path, got, f.sha256));
  return out;
}

}  // namespace

std::vector<std::string> check_release_files(const std::string& dir, const Manifest& m) {
  // The items files of a paper release are 130 MB: hashed on the machine's
  // cores, reported in manifest order.
  const auto& files = m.files;
  std::vector<std::vector<std::string>> problems(files.size());
  const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
  parallel_for(files.size(), threads, [&](size_t i, int) { problems[i] = check_file(dir, files[i]); });
  std::vector<std::string> out;
  std::set<std::string> listed;
  for (size_t i = 0; i < files.size(); ++i) {
    listed.insert(files[i].path);
    for (auto& p : problems[i]) out.push_back(std::move(p));
  }
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it); it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    std::string rel = fs::relative(it->path(), dir).generic_string();
    if (rel != "manifest.json" && !listed.count(rel)) out.push_back(fmt::format("{}: not listed in the manifest", rel));
  }
  return out;
}

}  // namespace mm
