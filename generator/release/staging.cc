#include "generator/release/staging.h"

#include <fcntl.h>
#include <unistd.h>

#include <filesystem>

#include <fmt/format.h>

namespace mm {

namespace fs = std::filesystem;

Result<Staging> Staging::begin(const std::string& out) {
  std::error_code ec;
  fs::path p = fs::absolute(out, ec);
  if (ec || p.filename().empty()) return Error{fmt::format("--out '{}': not a usable folder name", out)};
  if (!fs::is_directory(p.parent_path(), ec))
    return Error{fmt::format("--out '{}': the parent folder {} does not exist", out, p.parent_path().string())};
  if (fs::exists(p, ec)) {
    if (!fs::is_directory(p, ec)) return Error{fmt::format("--out '{}' exists and is not a folder", out)};
    bool empty = fs::directory_iterator(p, ec) == fs::directory_iterator();
    if (!empty && !fs::exists(p / "manifest.json", ec))
      return Error{fmt::format("--out '{}' is a non-empty folder that is not a mentalmap release; "
                               "refusing to replace it",
                               out)};
  }
  Staging s;
  s.out_ = p.string();
  s.tmp_ = fmt::format("{}.tmp-{}", s.out_, ::getpid());
  fs::remove_all(s.tmp_, ec);
  if (!fs::create_directories(s.tmp_, ec) || ec)
    return Error{fmt::format("{}: cannot create staging folder: {}", s.tmp_, ec.message())};
  return s;
}

Staging::Staging(Staging&& o) noexcept : out_(std::move(o.out_)), tmp_(std::move(o.tmp_)), done_(o.done_) {
  o.done_ = true;
}

Staging::~Staging() {
  if (done_) return;
  std::error_code ec;
  fs::remove_all(tmp_, ec);
}

Status Staging::commit() {
  // Flush the whole staging tree once, before the renames publish it.
  int fd = ::open(tmp_.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd >= 0) {
    ::syncfs(fd);
    ::close(fd);
  }
  std::error_code ec;
  std::string old = fmt::format("{}.old-{}", out_, ::getpid());
  bool had = fs::exists(out_, ec);
  if (had) {
    fs::rename(out_, old, ec);
    if (ec) return Error{fmt::format("{}: cannot move the previous release aside: {}", out_, ec.message())};
  }
  fs::rename(tmp_, out_, ec);
  if (ec) {
    if (had) fs::rename(old, out_, ec);  // put the old release back
    return Error{fmt::format("{}: cannot publish the release: {}", out_, ec.message())};
  }
  done_ = true;
  if (had) fs::remove_all(old, ec);
  return Status::Ok();
}

}  // namespace mm
