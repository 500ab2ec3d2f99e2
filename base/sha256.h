// SHA-256 for release manifests and content-derived ids.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace mm {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  /// Finishes the digest; the object must not be updated afterwards.
  std::array<uint8_t, 32> digest();
  /// Finishes and returns lowercase hex.
  std::string hex();

 private:
  void block(const uint8_t* p);
  uint32_t h_[8];
  uint8_t buf_[64];
  size_t buf_len_ = 0;
  uint64_t total_ = 0;
};

/// Uses the CPU's SHA instructions when it has them (the default) or the
/// portable code; returns whether the instructions are now in use. For
/// tests and benchmarks: both give the same digests.
bool sha256_hardware(bool enable);

/// Lowercase hex SHA-256 of bytes.
std::string sha256_hex(std::string_view bytes);

}  // namespace mm
