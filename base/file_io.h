// Reading and atomically writing files.
#pragma once

#include <string>
#include <string_view>

#include "base/error.h"

namespace mm {

/// Reads a whole file. Errors name the path and the OS reason.
Result<std::string> read_file(const std::string& path);

/// Reads a file, inflating it when it is gzip-compressed (by magic bytes,
/// not by name). A truncated or corrupt gzip stream is an error that says so.
/// A Git-LFS pointer file is reported with advice on fetching the real file.
/// With `damage` (--allow-partial), a damaged gzip stream gives the complete
/// lines before the damage and `damage` says what was lost.
Result<std::string> read_input_file(const std::string& path, std::string* damage = nullptr);

/// True when the text is a Git-LFS pointer rather than the file's content.
bool is_lfs_pointer(std::string_view text);

/// Writes bytes to `path` atomically: a temporary file in the same folder,
/// flushed to disk, then renamed over the target (and the folder flushed).
/// A crash leaves the old file intact (and at most a "<path>.tmp-<pid>").
Status write_file_atomic(const std::string& path, std::string_view bytes);

/// Writes bytes to `path` (no fsync): for files inside a staging folder that
/// is flushed and published as a whole (see release/staging.h).
Status write_file(const std::string& path, std::string_view bytes);

/// Byte offset -> 1-based (line, column) in text; column counts bytes.
struct TextPos {
  size_t line = 1;
  size_t column = 1;
};
TextPos text_position(std::string_view text, size_t offset);

}  // namespace mm
