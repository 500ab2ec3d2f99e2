#include "harness/export/export_files.h"

#include <filesystem>

#include <fmt/format.h>

namespace mm::harness {

Result<HashedWriter*> ExportFiles::open(const std::string& rel) {
  if (open_.count(rel) || done_.count(rel)) return Error{fmt::format("{}: written twice by one export", rel)};
  std::filesystem::path path = std::filesystem::path(root_) / rel;
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  if (ec) return Error{fmt::format("{}: cannot create: {}", path.parent_path().string(), ec.message())};
  auto w = std::make_unique<HashedWriter>();
  MM_CHECK(w->open(path.string()));
  return open_.emplace(rel, std::move(w)).first->second.get();
}

Status ExportFiles::close(const std::string& rel) {
  auto it = open_.find(rel);
  if (it == open_.end()) return Error{fmt::format("{}: not open", rel)};
  MM_CHECK(it->second->close());
  done_[rel] = FileEntry{rel, it->second->bytes(), it->second->sha256()};
  open_.erase(it);
  return Status::Ok();
}

Status ExportFiles::write(const std::string& rel, std::string_view text) {
  MM_TRY(w, open(rel));
  (*w)->write(text);
  return close(rel);
}

Status ExportFiles::close_all() {
  while (!open_.empty()) MM_CHECK(close(open_.begin()->first));
  return Status::Ok();
}

std::vector<FileEntry> ExportFiles::entries() const {
  std::vector<FileEntry> out;
  for (const auto& [rel, e] : done_) out.push_back(e);
  return out;
}

}  // namespace mm::harness
