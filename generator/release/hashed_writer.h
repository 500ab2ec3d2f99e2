// An output file that hashes and counts what it writes, so the manifest's
// SHA-256 and sizes come for free.
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

#include "base/error.h"
#include "base/sha256.h"

namespace mm {

class HashedWriter {
 public:
  HashedWriter() = default;
  HashedWriter(const HashedWriter&) = delete;
  HashedWriter& operator=(const HashedWriter&) = delete;
  ~HashedWriter();

  Status open(const std::string& path);
  void write(std::string_view bytes);
  /// Flushes and closes; reports any write error that happened.
  Status close();
  const std::string& path() const { return path_; }
  uint64_t bytes() const { return bytes_; }
  /// Valid after close().
  const std::string& sha256() const { return digest_; }

 private:
  std::FILE* f_ = nullptr;
  std::string path_, digest_;
  Sha256 sha_;
  uint64_t bytes_ = 0;
  bool failed_ = false;
};

}  // namespace mm
