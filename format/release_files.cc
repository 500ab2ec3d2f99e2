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
std::vector<std::string> check_file(const std::string& path, const FileEntry& f) {
  std::ifstream in(path, std::ios::binary);
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

// Files under `dir` that the manifest does not list.
void unlisted(const std::string& dir, const std::set<std::string>& listed, std::vector<std::string>& out) {
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it); it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    std::string rel = fs::relative(it->path(), dir).generic_string();
    if (rel != "manifest.json" && rel != kPublicLinkFile && !listed.count(rel))
      out.push_back(fmt::format("{}: not listed in the manifest", rel));
  }
}

}  // namespace

std::vector<std::string> check_release_files(const ReleaseLocation& loc, const Manifest& m) {
  // The items files of a paper release are 130 MB: hashed on the machine's
  // cores, reported in manifest order.
  // A split release's public half is checked against its own list too (the
  // public card is there and nowhere in the full manifest).
  struct Check {
    std::string path;
    const FileEntry* entry;
  };
  std::vector<Check> checks;
  for (const auto& f : m.files) checks.push_back({loc.path(f.path), &f});
  for (const auto& f : loc.public_files) {
    auto same = std::find_if(m.files.begin(), m.files.end(),
                             [&](const FileEntry& e) { return e.path == f.path && e.sha256 == f.sha256; });
    if (same == m.files.end()) checks.push_back({loc.public_dir + "/" + f.path, &f});
  }
  std::vector<std::vector<std::string>> problems(checks.size());
  const int threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
  parallel_for(checks.size(), threads,
               [&](size_t i, int) { problems[i] = check_file(checks[i].path, *checks[i].entry); });
  std::vector<std::string> out;
  for (auto& list : problems)
    for (auto& p : list) out.push_back(std::move(p));
  std::set<std::string> listed;
  for (const auto& f : m.files) listed.insert(f.path);
  unlisted(loc.dir, listed, out);
  if (loc.split()) {
    for (const auto& f : loc.public_files) listed.insert(f.path);
    unlisted(loc.public_dir, listed, out);
  }
  return out;
}

}  // namespace mm
