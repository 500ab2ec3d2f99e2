#include "base/file_io.h"

#include "base/durable.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

namespace mm {
namespace {

bool is_gzip(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f &&
         static_cast<unsigned char>(bytes[1]) == 0x8b;
}

Result<std::string> gunzip(const std::string& path, std::string_view in, std::string* damage) {
  z_stream zs{};
  // 16 + MAX_WBITS: expect a gzip header; concatenated members are handled below.
  if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) return Error{path + ": cannot start gzip decoder"};
  std::string out;
  zs.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  zs.avail_in = static_cast<uInt>(in.size());
  char buf[1 << 16];
  int rc = Z_OK;
  while (true) {
    zs.next_out = reinterpret_cast<Bytef*>(buf);
    zs.avail_out = sizeof buf;
    rc = inflate(&zs, Z_NO_FLUSH);
    out.append(buf, sizeof buf - zs.avail_out);
    if (rc == Z_STREAM_END) {
      if (zs.avail_in == 0) break;
      inflateReset(&zs);  // another gzip member follows
      continue;
    }
    if (rc == Z_BUF_ERROR && zs.avail_in == 0) break;  // input ended mid-stream
    if (rc != Z_OK) break;
  }
  std::string msg = zs.msg ? zs.msg : "";
  size_t consumed = in.size() - zs.avail_in;
  inflateEnd(&zs);
  if (rc == Z_STREAM_END) return out;
  std::string why =
      rc == Z_BUF_ERROR || rc == Z_OK
          ? fmt::format("{}: truncated gzip file: the compressed stream ends after {} bytes without its end "
                        "marker ({} bytes decompressed); the download or copy was probably cut short",
                        path, consumed, out.size())
          : fmt::format("{}: corrupt gzip data at compressed byte {}: {}", path, consumed,
                        msg.empty() ? "inflate failed" : msg);
  if (!damage) return Error{why};
  // Kept: the complete lines before the damage.
  size_t keep = out.rfind('\n');
  size_t dropped = out.size() - (keep == std::string::npos ? 0 : keep + 1);
  out.resize(keep == std::string::npos ? 0 : keep + 1);
  *damage = dropped ? fmt::format("{}; a partial last line of {} bytes was dropped", why, dropped) : why;
  return out;
}

}  // namespace

bool is_lfs_pointer(std::string_view text) {
  return text.substr(0, 40).find("version https://git-lfs.github.com/spec/") == 0;
}

Result<std::string> read_file(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return Error{fmt::format("{}: cannot open: {}", path, std::strerror(errno))};
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd);
    return Error{fmt::format("{}: is a directory; expected a file", path)};
  }
  // Sized once for a regular file; pipes and the like grow as they come.
  std::string out;
  size_t used = 0;
  out.resize(S_ISREG(st.st_mode) && st.st_size > 0 ? size_t(st.st_size) + 1 : 65536);
  for (;;) {
    if (used == out.size()) out.resize(out.size() * 2);
    ssize_t n = ::read(fd, out.data() + used, out.size() - used);
    if (n < 0) {
      if (errno == EINTR) continue;
      int err = errno;
      ::close(fd);
      return Error{fmt::format("{}: read error: {}", path, std::strerror(err))};
    }
    if (n == 0) break;
    used += size_t(n);
  }
  ::close(fd);
  out.resize(used);
  return out;
}

Result<std::string> read_input_file(const std::string& path, std::string* damage) {
  auto raw = read_file(path);
  if (!raw) return raw;
  if (is_lfs_pointer(*raw))
    return Error{fmt::format(
        "{}: this is a Git-LFS pointer file, not the data itself. Fetch the real file with "
        "`git lfs install && git lfs pull` in the repository it came from (or download it "
        "from the dataset hub) and try again",
        path)};
  if (is_gzip(*raw)) {
    auto text = gunzip(path, *raw, damage);
    if (text && is_lfs_pointer(*text))
      return Error{path + ": the decompressed content is a Git-LFS pointer; fetch the real file "
                          "with `git lfs pull`"};
    return text;
  }
  return raw;
}

Status write_file_atomic(const std::string& path, std::string_view bytes) {
  namespace fs = std::filesystem;
  std::string tmp = fmt::format("{}.tmp-{}", path, ::getpid());
  Status st = fault_point("write", tmp);
  if (!st) return st;
  std::FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f) return Error{fmt::format("{}: cannot create: {}", tmp, std::strerror(errno))};
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  ok = (std::fflush(f) == 0) && ok;
  int err = errno;
  if (ok) {
    st = sync_fd(::fileno(f), tmp);
    ok = bool(st);
  }
  ok = (std::fclose(f) == 0) && ok;
  if (!ok) {
    std::error_code ec;
    fs::remove(tmp, ec);
    return st ? Error{fmt::format("{}: write failed: {}", path, std::strerror(err ? err : errno))} : st;
  }
  st = durable_rename(tmp, path);
  if (!st) {
    std::error_code ec;
    fs::remove(tmp, ec);
  }
  return st;
}

Status write_file(const std::string& path, std::string_view bytes) {
  MM_CHECK(fault_point("write", path));
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return Error{fmt::format("{}: cannot create: {}", path, std::strerror(errno))};
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
  int err = errno;
  ok = (std::fclose(f) == 0) && ok;
  if (!ok) return Error{fmt::format("{}: write failed: {}", path, std::strerror(err ? err : errno))};
  return Status::Ok();
}

TextPos text_position(std::string_view text, size_t offset) {
  TextPos pos;
  if (offset > text.size()) offset = text.size();
  for (size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++pos.line;
      pos.column = 1;
    } else {
      ++pos.column;
    }
  }
  return pos;
}

}  // namespace mm
