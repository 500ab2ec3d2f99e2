#include "generator/release/hashed_writer.h"

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

#include "base/durable.h"

namespace mm {

HashedWriter::~HashedWriter() {
  if (f_) std::fclose(f_);
}

Status HashedWriter::open(const std::string& path) {
  path_ = path;
  MM_CHECK(fault_point("write", path));
  f_ = std::fopen(path.c_str(), "wb");
  if (!f_) return Error{fmt::format("{}: cannot create: {}", path, std::strerror(errno))};
  return Status::Ok();
}

void HashedWriter::write(std::string_view bytes) {
  sha_.update(bytes);
  bytes_ += bytes.size();
  if (std::fwrite(bytes.data(), 1, bytes.size(), f_) != bytes.size()) failed_ = true;
}

Status HashedWriter::close() {
  if (!f_) return Error{path_ + ": not open"};
  bool ok = std::fflush(f_) == 0 && !failed_;
  // An output folder is flushed to disk as a whole before it is published
  // (Staging::commit); each file starts on its way once it is complete,
  // while the next one is made.
  if (ok) start_writeback(fileno(f_));
  ok = std::fclose(f_) == 0 && ok;
  f_ = nullptr;
  digest_ = sha_.hex();
  if (!ok) return Error{fmt::format("{}: write failed: {}", path_, std::strerror(errno))};
  return Status::Ok();
}

}  // namespace mm
