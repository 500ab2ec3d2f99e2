#include "base/resources.h"

#include <algorithm>
#include <filesystem>
#include <map>

#include "base/file_io.h"
#include "base/sha256.h"

namespace mm {

// Generated at build time by embed.cmake.
struct EmbeddedResource {
  const char* path;
  const char* data;
  unsigned long size;
};
extern const EmbeddedResource kEmbeddedResources[];
extern const unsigned long kEmbeddedResourceCount;

namespace {

std::string& root() {
  static std::string r;
  return r;
}

// Top folders that hold resources; the on-disk listing scans only these.
constexpr const char* kResourceDirs[] = {"schemas", "lexicons", "templates", "generator/data"};

}  // namespace

void set_resource_root(const std::string& dir) { root() = dir; }
const std::string& resource_root() { return root(); }

Result<std::string> resource(std::string_view path) {
  if (!root().empty()) {
    std::string full = root() + "/" + std::string(path);
    return read_file(full);
  }
  for (unsigned long i = 0; i < kEmbeddedResourceCount; ++i)
    if (path == kEmbeddedResources[i].path)
      return std::string(kEmbeddedResources[i].data, kEmbeddedResources[i].size);
  return Error{"no built-in resource '" + std::string(path) + "'"};
}

std::vector<std::string> resource_list(std::string_view prefix) {
  std::vector<std::string> out;
  if (!root().empty()) {
    namespace fs = std::filesystem;
    for (const char* dir : kResourceDirs) {
      fs::path base = fs::path(root()) / dir;
      std::error_code ec;
      if (!fs::is_directory(base, ec)) continue;
      for (auto it = fs::recursive_directory_iterator(base, ec); !ec && it != fs::end(it);
           it.increment(ec)) {
        if (!it->is_regular_file()) continue;
        std::string rel = fs::relative(it->path(), root()).generic_string();
        if (rel.rfind(prefix, 0) == 0) out.push_back(rel);
      }
    }
  } else {
    for (unsigned long i = 0; i < kEmbeddedResourceCount; ++i) {
      std::string_view p = kEmbeddedResources[i].path;
      if (p.substr(0, prefix.size()) == prefix) out.emplace_back(p);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string resources_digest() {
  Sha256 h;
  for (const auto& path : resource_list("")) {
    auto content = resource(path);
    h.update(path);
    h.update(std::string_view("\0", 1));
    if (content) h.update(*content);
    h.update(std::string_view("\0", 1));
  }
  return h.hex();
}

}  // namespace mm
