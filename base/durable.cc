#include "base/durable.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <filesystem>
#include <mutex>
#include <vector>

#include <fmt/format.h>

namespace mm {
namespace {

namespace fs = std::filesystem;

struct Injection {
  long at = 0;        // 1-based operation to fault, 0 = none
  bool kill = true;   // kill (SIGKILL) or fail with an error
  std::string log;    // file to append "op path" lines to
};

const Injection& injection() {
  static const Injection inj = [] {
    Injection i;
    if (const char* f = std::getenv("MENTALMAP_FAULT")) {
      std::string s = f;
      i.at = std::atol(s.c_str());
      i.kill = s.find(":fail") == std::string::npos;
    }
    if (const char* l = std::getenv("MENTALMAP_FAULT_LOG")) i.log = l;
    return i;
  }();
  return inj;
}

std::atomic<long> operations{0};

std::string parent_of(const std::string& path) {
  fs::path p = fs::path(path).parent_path();
  return p.empty() ? std::string(".") : p.string();
}

}  // namespace

Status fault_point(std::string_view op, const std::string& path) {
  long n = operations.fetch_add(1, std::memory_order_relaxed) + 1;
  const Injection& inj = injection();
  if (!inj.log.empty()) {
    static std::mutex m;
    std::lock_guard<std::mutex> lock(m);
    if (std::FILE* f = std::fopen(inj.log.c_str(), "a")) {
      std::fprintf(f, "%ld %.*s %s\n", n, int(op.size()), op.data(), path.c_str());
      std::fclose(f);
    }
  }
  if (inj.at != n) return Status::Ok();
  if (inj.kill) ::raise(SIGKILL);
  return Error{fmt::format("{}: injected fault at operation {} ({})", path, n, op)};
}

void start_writeback(int fd) { ::sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE); }

Status sync_fd(int fd, const std::string& path) {
  MM_CHECK(fault_point("fsync", path));
  if (::fsync(fd) != 0) return Error{fmt::format("{}: cannot flush to disk: {}", path, std::strerror(errno))};
  return Status::Ok();
}

Status sync_dir(const std::string& dir) {
  int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return Error{fmt::format("{}: cannot open folder: {}", dir, std::strerror(errno))};
  Status st = sync_fd(fd, dir);
  ::close(fd);
  return st;
}

Status durable_rename(const std::string& from, const std::string& to) {
  MM_CHECK(fault_point("rename", to));
  if (::rename(from.c_str(), to.c_str()) != 0)
    return Error{fmt::format("{}: cannot move into place: {}", to, std::strerror(errno))};
  return sync_dir(parent_of(to));
}

Status exchange_paths(const std::string& a, const std::string& b) {
  MM_CHECK(fault_point("exchange", b));
  if (::renameat2(AT_FDCWD, a.c_str(), AT_FDCWD, b.c_str(), RENAME_EXCHANGE) == 0) return sync_dir(parent_of(b));
  if (errno != EINVAL && errno != ENOSYS)
    return Error{fmt::format("{}: cannot swap in {}: {}", b, a, std::strerror(errno))};
  // No atomic swap on this file system: b moves aside under a third name,
  // then a takes its place. Between the two, b's tree is complete under
  // the third name (Staging::begin of the next run puts it back).
  std::string aside = fmt::format("{}.old-{}", b, ::getpid());
  if (::rename(b.c_str(), aside.c_str()) != 0)
    return Error{fmt::format("{}: cannot move aside: {}", b, std::strerror(errno))};
  if (::rename(a.c_str(), b.c_str()) != 0) {
    int err = errno;
    ::rename(aside.c_str(), b.c_str());
    return Error{fmt::format("{}: cannot move into place: {}", b, std::strerror(err))};
  }
  if (::rename(aside.c_str(), a.c_str()) != 0)
    return Error{fmt::format("{}: cannot move the old tree to {}: {}", aside, a, std::strerror(errno))};
  return sync_dir(parent_of(b));
}

Status remove_tree(const std::string& path) {
  MM_CHECK(fault_point("remove", path));
  std::error_code ec;
  fs::remove_all(path, ec);
  if (ec) return Error{fmt::format("{}: cannot remove: {}", path, ec.message())};
  return Status::Ok();
}

bool process_gone(long pid) { return pid > 0 && ::kill(pid_t(pid), 0) != 0 && errno == ESRCH; }

namespace {

// The pid of a leftover "<name>.<tag>-<pid>" sibling, or -1.
long leftover_pid(const std::string& entry, const std::string& name, const std::string& tag) {
  std::string prefix = name + "." + tag + "-";
  if (entry.rfind(prefix, 0) != 0) return -1;
  std::string digits = entry.substr(prefix.size());
  if (digits.empty() || !std::all_of(digits.begin(), digits.end(), ::isdigit)) return -1;
  return std::atol(digits.c_str());
}

}  // namespace

Status clear_leftovers(const std::string& path, std::vector<std::string>* notes) {
  fs::path p(path);
  std::error_code ec;
  std::string name = p.filename().string();
  for (const auto& e : fs::directory_iterator(p.parent_path(), ec)) {
    std::string entry = e.path().filename().string();
    long tmp = leftover_pid(entry, name, "tmp"), old = leftover_pid(entry, name, "old");
    if ((tmp < 0 && old < 0) || !process_gone(tmp >= 0 ? tmp : old)) continue;
    if (old >= 0 && !fs::exists(p)) {
      MM_CHECK(durable_rename(e.path().string(), p.string()));
      if (notes) notes->push_back(fmt::format("{}: put back from {}, left by an interrupted run", p.string(), entry));
      continue;
    }
    MM_CHECK(remove_tree(e.path().string()));
    if (notes) notes->push_back(fmt::format("removed {}, left by an interrupted run", e.path().string()));
  }
  return Status::Ok();
}

}  // namespace mm
