// A read-only ZIP archive in memory: the central directory (zip64 too) and
// members stored, deflated (method 8) or Zstandard-compressed (method 93,
// one or more frames), each checked against its size and CRC-32. What
// inspect_ai's .eval logs need; every offset and size is bounds-checked, as
// for any outside input (fuzz_zip_reader).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"

namespace mm::harness {

/// Members larger than this, decompressed, are refused.
inline constexpr uint64_t kMaxZipMemberBytes = uint64_t(1) << 30;

struct ZipMember {
  std::string name;
  uint16_t method = 0;
  uint32_t crc32 = 0;
  uint64_t compressed = 0, size = 0, offset = 0;  // offset: of the local header
};

class ZipArchive {
 public:
  /// Parses the central directory of `bytes` (named `path` in messages).
  static Result<ZipArchive> open(std::string bytes, const std::string& path);
  /// Every central-directory entry, in archive order (a name may repeat).
  const std::vector<ZipMember>& members() const { return members_; }
  /// The last entry named `name` (later entries replace earlier ones), or null.
  const ZipMember* find(const std::string& name) const;
  /// The member's bytes, decompressed and checked.
  Result<std::string> read(const ZipMember& m) const;

 private:
  std::string bytes_, path_;
  std::vector<ZipMember> members_;
};

/// True when `bytes` begin like a ZIP archive.
bool looks_like_zip(const std::string& bytes);

}  // namespace mm::harness
