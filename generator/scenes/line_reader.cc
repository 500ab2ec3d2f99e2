#include "generator/scenes/line_reader.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fmt/format.h>

namespace mm {
namespace {

constexpr size_t kRawChunk = size_t{256} << 10;
constexpr size_t kOutChunk = size_t{256} << 10;
constexpr size_t kHeadBytes = 64;

bool gzip_magic(std::string_view b) {
  return b.size() >= 2 && static_cast<unsigned char>(b[0]) == 0x1f &&
         static_cast<unsigned char>(b[1]) == 0x8b;
}

void strip_cr(std::string& line) {
  if (!line.empty() && line.back() == '\r') line.pop_back();
}

}  // namespace

LineReader::LineReader(std::string name, size_t max_line)
    : name_(std::move(name)), max_line_(max_line) {}

LineReader::~LineReader() {
  if (file_) std::fclose(file_);
  if (zs_open_) inflateEnd(&zs_);
}

Result<std::unique_ptr<LineReader>> LineReader::open_file(const std::string& path,
                                                          size_t max_line) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return Error{fmt::format("{}: cannot open: {}", path, std::strerror(errno))};
  std::unique_ptr<LineReader> r(new LineReader(path, max_line));
  r->file_ = f;
  struct stat st {};
  if (::fstat(::fileno(f), &st) == 0 && st.st_size > 0) r->raw_size_ = size_t(st.st_size);
  r->start();
  return r;
}

std::unique_ptr<LineReader> LineReader::from_memory(std::string_view bytes, std::string name,
                                                    size_t max_line) {
  std::unique_ptr<LineReader> r(new LineReader(std::move(name), max_line));
  r->memory_ = bytes;
  r->raw_size_ = bytes.size();
  r->start();
  return r;
}

void LineReader::start() {
  // Small inputs get small buffers; big ones stream in kRawChunk pieces.
  raw_cap_ = (file_ && raw_size_ == 0) ? kRawChunk
                                       : std::clamp<size_t>(raw_size_, 1, kRawChunk);
  raw_.reset(new char[raw_cap_]);
  refill_raw();
  head_.assign(raw_.get(), std::min(raw_len_, kHeadBytes));
  gzip_ = gzip_magic(head_);
  if (gzip_) {
    // 16 + MAX_WBITS: expect a gzip header; later members are handled by reset.
    zs_open_ = inflateInit2(&zs_, 16 + MAX_WBITS) == Z_OK;
    if (!zs_open_) fail(name_ + ": cannot start the gzip decoder");
    out_.reset(new char[kOutChunk]);
  } else {
    buf_.assign(raw_.get(), raw_len_);
    raw_pos_ = raw_len_;
  }
}

bool LineReader::refill_raw() {
  raw_pos_ = 0;
  raw_len_ = raw_eof_ ? 0 : read_raw(raw_.get(), raw_cap_);
  return raw_len_ > 0;
}

size_t LineReader::read_raw(char* buf, size_t n) {
  size_t got = 0;
  if (file_) {
    got = std::fread(buf, 1, n, file_);
    if (got < n) {
      if (std::ferror(file_))
        fail(fmt::format("{}: read error after {} bytes: {}", name_, raw_read_ + got,
                         std::strerror(errno)));
      raw_eof_ = true;
    }
  } else {
    got = std::min(n, memory_.size() - memory_pos_);
    if (got > 0) std::memcpy(buf, memory_.data() + memory_pos_, got);
    memory_pos_ += got;
    if (memory_pos_ == memory_.size()) raw_eof_ = true;
  }
  raw_read_ += got;
  return got;
}

void LineReader::fail(std::string message) {
  if (status_.ok()) status_ = Error{std::move(message)};
  done_ = true;
}

bool LineReader::fill() {
  if (done_) return false;
  if (gzip_) return inflate_chunk();
  if (!refill_raw()) return false;
  buf_.append(raw_.get(), raw_len_);
  raw_pos_ = raw_len_;
  return true;
}

bool LineReader::inflate_chunk() {
  while (raw_pos_ == raw_len_) {
    if (!refill_raw()) {
      // Input ended inside a member: the end marker and CRC never came.
      if (in_member_) {
        size_t partial = buf_.size() - pos_;
        fail(fmt::format(
            "{}: truncated gzip file: the compressed stream ends after {} bytes without its "
            "end marker (the download or copy was probably cut short); {} complete lines were "
            "read before the cut{}",
            name_, raw_read_, line_no_,
            partial ? fmt::format(" and a partial line of {} bytes after them was dropped",
                                  partial)
                    : std::string()));
      }
      return false;
    }
  }
  if (!in_member_) {
    inflateReset(&zs_);  // the first member, or another one concatenated after it
    in_member_ = true;
  }
  zs_.next_in = reinterpret_cast<Bytef*>(raw_.get() + raw_pos_);
  zs_.avail_in = static_cast<uInt>(raw_len_ - raw_pos_);
  zs_.next_out = reinterpret_cast<Bytef*>(out_.get());
  zs_.avail_out = static_cast<uInt>(kOutChunk);
  int rc = inflate(&zs_, Z_NO_FLUSH);
  buf_.append(out_.get(), kOutChunk - zs_.avail_out);
  raw_pos_ = raw_len_ - zs_.avail_in;
  if (rc == Z_STREAM_END) {
    in_member_ = false;
  } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
    size_t at = raw_read_ - (raw_len_ - raw_pos_);
    fail(fmt::format("{}: corrupt gzip data at compressed byte {}: {}; {} complete lines were "
                     "read before it",
                     name_, at, zs_.msg ? zs_.msg : "inflate failed", line_no_));
    return false;
  }
  return true;
}

LineReader::Next LineReader::next(std::string& line) {
  size_t from = pos_;
  while (true) {
    size_t nl = buf_.find('\n', from);
    if (nl != std::string::npos) {
      size_t start = pos_;
      pos_ = nl + 1;
      if (skipping_) {  // the tail of a line already reported as too long
        skipping_ = false;
        from = pos_;
        continue;
      }
      ++line_no_;
      if (nl - start > max_line_) return Next::TooLong;
      line.assign(buf_, start, nl - start);
      strip_cr(line);
      return Next::Line;
    }
    // No newline in what is buffered: keep only the partial line, then read on.
    buf_.erase(0, pos_);
    pos_ = 0;
    if (skipping_) buf_.clear();
    if (!skipping_ && buf_.size() > max_line_) {
      ++line_no_;
      skipping_ = true;
      buf_.clear();
      return Next::TooLong;
    }
    from = buf_.size();
    if (!fill()) break;
  }
  done_ = true;
  if (buf_.empty() || skipping_ || !status_.ok()) return Next::End;
  // A last line without a final newline is still a complete line.
  ++line_no_;
  line.swap(buf_);
  buf_.clear();
  strip_cr(line);
  return Next::Line;
}

}  // namespace mm
