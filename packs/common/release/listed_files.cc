#include "packs/common/release/listed_files.h"

#include <algorithm>
#include <filesystem>

#include "generator/release/hashed_writer.h"

namespace mm::pack {

Status ListedFiles::write(const std::string& rel, std::string_view bytes) {
  return write(rel, [bytes](HashedWriter& w) {
    w.write(bytes);
    return Status::Ok();
  });
}

Status ListedFiles::write(const std::string& rel, const std::function<Status(HashedWriter&)>& fill) {
  std::error_code ec;
  std::filesystem::create_directories(std::filesystem::path(dir_ + "/" + rel).parent_path(), ec);
  HashedWriter w;
  if (Status st = w.open(dir_ + "/" + rel); !st) return st;
  if (Status st = fill(w); !st) return st;
  if (Status st = w.close(); !st) return st;
  std::lock_guard lock(mu_);
  listed_.push_back({{"path", rel}, {"bytes", w.bytes()}, {"sha256", w.sha256()}});
  return {};
}

Json ListedFiles::listed() const {
  std::lock_guard lock(mu_);
  Json l = listed_;
  std::sort(l.begin(), l.end(), [](const Json& a, const Json& b) { return a["path"] < b["path"]; });
  return l;
}

}  // namespace mm::pack
