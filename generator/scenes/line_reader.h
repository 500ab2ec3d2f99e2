// Streaming line reader for big text inputs (ProcTHOR-10K JSONL.gz files are
// hundreds of megabytes): reads a file or a memory buffer in chunks,
// inflating gzip on the fly when the content starts with the gzip magic
// bytes, and hands out one line at a time. Memory use is bounded by the
// longest line, never by the file.
#pragma once

#include <zlib.h>

#include <cstdio>
#include <memory>
#include <string>
#include <string_view>

#include "base/error.h"

namespace mm {

class LineReader {
 public:
  /// Lines longer than this are skipped with Next::TooLong: a house is well
  /// under a megabyte, so such a line is damage, not data.
  static constexpr size_t kDefaultMaxLine = size_t{64} << 20;

  /// Opens a file. Errors name the path and the OS reason.
  static Result<std::unique_ptr<LineReader>> open_file(const std::string& path,
                                                       size_t max_line = kDefaultMaxLine);
  /// Reads from bytes that outlive the reader; `name` labels errors.
  static std::unique_ptr<LineReader> from_memory(std::string_view bytes, std::string name,
                                                 size_t max_line = kDefaultMaxLine);
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  enum class Next {
    Line,     // `line` holds the next line, without "\n" or "\r\n"
    TooLong,  // line line_number() exceeded the limit and was skipped
    End       // no more lines: input exhausted or stopped (see status())
  };
  /// Advances by one line. A last line without a final newline counts as a
  /// line, except when the gzip stream was cut off: a partial line is then
  /// dropped and reported by status().
  Next next(std::string& line);

  /// The longest line handed out; longer ones give Next::TooLong.
  size_t max_line() const { return max_line_; }
  /// 1-based number of the line last returned (0 before the first).
  size_t line_number() const { return line_no_; }
  /// Raw (compressed) bytes consumed so far, and the raw size (0 if unknown).
  size_t raw_bytes_read() const { return raw_read_; }
  size_t raw_size() const { return raw_size_; }
  bool is_gzip() const { return gzip_; }
  /// The first raw bytes of the input (up to 64), for format sniffing.
  std::string_view head() const { return head_; }
  /// After End: Ok for a clean end; otherwise why reading stopped early
  /// (truncated or corrupt gzip, read error), naming the input, the
  /// compressed byte offset and how many complete lines were read.
  const Status& status() const { return status_; }

 private:
  LineReader(std::string name, size_t max_line);
  void start();
  size_t read_raw(char* buf, size_t n);
  bool refill_raw();  // next raw chunk into raw_; false at the end of input
  bool fill();  // appends decoded bytes to buf_; false when no more will come
  bool inflate_chunk();
  void fail(std::string message);

  std::string name_;
  size_t max_line_;
  std::FILE* file_ = nullptr;
  std::string_view memory_;
  size_t memory_pos_ = 0;
  bool raw_eof_ = false;
  size_t raw_read_ = 0, raw_size_ = 0;
  std::string head_;

  bool gzip_ = false;
  z_stream zs_{};
  bool zs_open_ = false;
  bool in_member_ = false;  // inside a gzip member whose end marker is not seen yet
  // Scratch buffers, allocated once and never zero-filled: a reader is made
  // per file (and per fuzz input), and clearing big buffers dominated small
  // inputs.
  std::unique_ptr<char[]> raw_;  // raw bytes read but not yet consumed
  size_t raw_cap_ = 0, raw_len_ = 0, raw_pos_ = 0;
  std::unique_ptr<char[]> out_;  // inflate output before it joins buf_

  std::string buf_;  // decoded bytes not yet handed out
  size_t pos_ = 0;
  bool skipping_ = false;  // inside a too-long line, dropping bytes up to its newline
  bool done_ = false;
  size_t line_no_ = 0;
  Status status_;
};

}  // namespace mm
