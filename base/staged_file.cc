#include "base/staged_file.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>

#include "base/durable.h"

namespace mm {

namespace fs = std::filesystem;

Result<StagedFile> StagedFile::begin(const std::string& path, std::vector<std::string>* notes) {
  std::error_code ec;
  if (path.empty() || path.back() == '/' || fs::is_directory(path, ec))
    return Error{fmt::format("{}: is a folder; a file name is expected here", path)};
  fs::path parent = fs::absolute(path, ec).parent_path();
  if (!fs::is_directory(parent, ec))
    return Error{fmt::format("{}: its folder {} does not exist", path, parent.string())};
  Status st = clear_leftovers(fs::absolute(path, ec).string(), notes);
  if (!st) return st.error();
  StagedFile s;
  s.path_ = path;
  s.tmp_ = fmt::format("{}.tmp-{}", path, ::getpid());
  st = fault_point("write", s.tmp_);
  if (!st) return st.error();
  s.f_ = std::fopen(s.tmp_.c_str(), "wb");
  if (!s.f_) return Error{fmt::format("{}: cannot create: {}", s.tmp_, std::strerror(errno))};
  return s;
}

StagedFile::StagedFile(StagedFile&& o) noexcept
    : path_(std::move(o.path_)), tmp_(std::move(o.tmp_)), f_(o.f_), err_(o.err_), finished_(o.finished_),
      done_(o.done_) {
  o.f_ = nullptr;
  o.done_ = true;
}

StagedFile::~StagedFile() {
  if (!done_) discard();
}

void StagedFile::discard() {
  if (f_) std::fclose(f_);
  f_ = nullptr;
  std::error_code ec;
  if (!tmp_.empty()) fs::remove(tmp_, ec);
  done_ = true;
}

void StagedFile::write(std::string_view bytes) {
  if (err_ || !f_ || bytes.empty()) return;
  if (std::fwrite(bytes.data(), 1, bytes.size(), f_) != bytes.size()) err_ = errno ? errno : EIO;
}

Status StagedFile::finish() {
  if (done_ || finished_) return Error{fmt::format("{}: already written", path_)};
  if (!err_ && std::fflush(f_) != 0) err_ = errno ? errno : EIO;
  Status st = Status::Ok();
  if (!err_) st = sync_fd(::fileno(f_), tmp_);
  if (std::fclose(f_) != 0 && !err_) err_ = errno ? errno : EIO;
  f_ = nullptr;
  if (err_ || !st) {
    Status out = st ? Status(Error{fmt::format("{}: write failed: {}", tmp_, std::strerror(err_))}) : st;
    discard();
    return out;
  }
  finished_ = true;
  return Status::Ok();
}

Status StagedFile::publish() {
  if (!finished_ || done_) return Error{fmt::format("{}: not finished", path_)};
  Status st = durable_rename(tmp_, path_);
  if (!st) {
    discard();
    return st;
  }
  done_ = true;
  return Status::Ok();
}

Status StagedFile::commit() {
  Status st = finish();
  return st ? publish() : st;
}

}  // namespace mm
