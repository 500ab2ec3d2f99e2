#include "generator/release/staging.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <set>

#include <fmt/format.h>

#include "base/durable.h"
#include "base/file_io.h"
#include "base/json_util.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

struct KindName {
  const char* format;
  const char* what;  // "is a non-empty folder that is not <what>"
};

KindName kind_name(OutputKind kind) {
  switch (kind) {
    case OutputKind::Release: return {"mentalmap.release", "a mentalmap release"};
    case OutputKind::Scenes: return {"mentalmap.scenes", "a folder of imported scenes"};
    case OutputKind::Export: return {"mentalmap.export", "a mentalmap export"};
    case OutputKind::Published: return {"mentalmap.published", "a published mentalmap release"};
  }
  return {"", ""};
}

// The absolute path without a trailing separator ("out/" is "out").
Result<fs::path> output_path(const std::string& out) {
  std::error_code ec;
  fs::path p = fs::absolute(out, ec).lexically_normal();
  if (!ec && p.filename().empty()) p = p.parent_path();
  if (ec || p.filename().empty() || p.filename() == "." || p.filename() == "..")
    return Error{fmt::format("--out '{}': not a usable folder name", out)};
  return p;
}

// Every regular file under `dir`, relative, with '/'.
std::set<std::string> files_under(const fs::path& dir) {
  std::set<std::string> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file()) out.insert(fs::relative(it->path(), dir).generic_string());
  return out;
}

// Why `p` must not be replaced, or "" when it may.
std::string refusal(const fs::path& p, OutputKind kind) {
  std::error_code ec;
  if (!fs::is_directory(p, ec)) return "exists and is not a folder";
  if (fs::directory_iterator(p, ec) == fs::directory_iterator()) return "";
  auto text = read_file((p / "manifest.json").string());
  auto j = text ? parse_json(*text, "manifest.json") : Result<Json>(Error{""});
  if (!j || !j->is_object() || string_field(*j, "format") != output_format(kind))
    return fmt::format("is a non-empty folder that is not {}", kind_name(kind).what);
  std::set<std::string> listed{"manifest.json"};
  if (auto files = j->find("files"); files != j->end() && files->is_array())
    for (const auto& f : *files)
      if (f.is_object() && f.contains("path") && f["path"].is_string()) listed.insert(f["path"].get<std::string>());
  std::vector<std::string> extra;
  for (const auto& f : files_under(p))
    if (!listed.count(f)) extra.push_back(f);
  if (extra.empty()) return "";
  extra.resize(std::min<size_t>(extra.size(), 5));
  return fmt::format("holds files its manifest does not list ({}{})", fmt::join(extra, ", "),
                     extra.size() == 5 ? ", ..." : "");
}

}  // namespace

const char* output_format(OutputKind kind) { return kind_name(kind).format; }

Result<Staging> Staging::begin(const std::string& out, OutputKind kind, bool force, std::vector<std::string>* notes) {
  MM_TRY(p, output_path(out));
  std::error_code ec;
  if (!fs::is_directory(p->parent_path(), ec))
    return Error{fmt::format("--out '{}': the parent folder {} does not exist", out, p->parent_path().string())};
  MM_CHECK(clear_leftovers(p->string(), notes));
  if (fs::exists(*p, ec) || fs::is_symlink(*p, ec)) {
    std::string why = refusal(*p, kind);
    if (!why.empty() && (!force || !fs::is_directory(*p, ec)))
      return Error{fmt::format("--out '{}' {}; refusing to replace it{}", out, why,
                               fs::is_directory(*p, ec) ? " (--force replaces it, and everything in it is lost)" : "")};
    if (!why.empty() && notes) notes->push_back(fmt::format("--force: replacing {}, which {}", p->string(), why));
  }
  Staging s;
  s.notes_ = notes;
  s.out_ = p->string();
  s.tmp_ = fmt::format("{}.tmp-{}", s.out_, ::getpid());
  fs::remove_all(s.tmp_, ec);
  if (!fs::create_directories(s.tmp_, ec) || ec)
    return Error{fmt::format("{}: cannot create staging folder: {}", s.tmp_, ec.message())};
  return s;
}

Staging::Staging(Staging&& o) noexcept
    : out_(std::move(o.out_)), tmp_(std::move(o.tmp_)), notes_(o.notes_), done_(o.done_) {
  o.done_ = true;
}

Staging::~Staging() {
  if (done_) return;
  std::error_code ec;
  fs::remove_all(tmp_, ec);
}

Status Staging::commit() {
  // Flush the whole staging tree once, before anything publishes it.
  int fd = ::open(tmp_.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return Error{fmt::format("{}: cannot open: {}", tmp_, std::strerror(errno))};
  Status st = fault_point("fsync", tmp_);
  if (st && ::syncfs(fd) != 0) st = Error{fmt::format("{}: cannot flush to disk: {}", tmp_, std::strerror(errno))};
  ::close(fd);
  if (!st) return st;
  std::error_code ec;
  if (!fs::exists(out_, ec)) {
    st = durable_rename(tmp_, out_);
    if (!st) return st;
    done_ = true;
    return Status::Ok();
  }
  // One atomic swap; the staging name then holds the old output.
  st = exchange_paths(tmp_, out_);
  if (!st) return st;
  done_ = true;
  // Published: an old copy that cannot be removed now is only reported; the
  // next run finds it (its process is gone by then) and removes it.
  st = remove_tree(tmp_);
  if (!st && notes_)
    notes_->push_back(fmt::format("the new output is in place, but the old one (now {}) could not be removed: {}; "
                                  "the next run removes it",
                                  tmp_, st.error().message));
  return Status::Ok();
}

}  // namespace mm
