#include "harness/import/zip_reader.h"

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <memory>

#include <fmt/format.h>

namespace mm::harness {
namespace {

constexpr uint32_t kEndSig = 0x06054b50, kEnd64Sig = 0x06064b50, kLocator64Sig = 0x07064b50,
                   kCentralSig = 0x02014b50, kLocalSig = 0x04034b50;

// Little-endian reads that fail instead of running past the end.
struct Cursor {
  const std::string& s;
  uint64_t pos;
  bool ok = true;
  uint64_t take(int n) {
    if (!ok || pos > s.size() || s.size() - pos < uint64_t(n)) {
      ok = false;
      return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= uint64_t(uint8_t(s[pos + i])) << (8 * i);
    pos += n;
    return v;
  }
  void skip(uint64_t n) {
    if (!ok || pos > s.size() || s.size() - pos < n) ok = false;
    else pos += n;
  }
};

// The zip64 extended-information extra field: the 64-bit values of the
// fields saturated in the central entry, in that order.
bool apply_zip64_extra(const std::string& extra, ZipMember& m, bool size64, bool comp64, bool off64) {
  Cursor c{extra, 0};
  while (c.ok && c.pos + 4 <= extra.size()) {
    uint64_t id = c.take(2), len = c.take(2), end = c.pos + len;
    if (id == 0x0001) {
      if (size64) m.size = c.take(8);
      if (comp64) m.compressed = c.take(8);
      if (off64) m.offset = c.take(8);
      return c.ok && c.pos <= end;
    }
    c.skip(len);
  }
  return !(size64 || comp64 || off64);
}

// The output buffer of a member: it grows as data arrives, up to one byte
// more than the entry declares (to see data that runs long), so a small
// archive that declares a huge member costs no more memory than its data
// really expands to.
struct Output {
  std::string bytes;
  uint64_t limit;
  size_t used = 0;
  Output(uint64_t size, size_t compressed)
      : bytes(size_t(std::min<uint64_t>(size + 1, std::max<uint64_t>(64 << 10, uint64_t(compressed) * 8))), '\0'),
        limit(size + 1) {}
  /// Room for more output; false at the limit.
  bool grow() {
    if (bytes.size() >= limit) return false;
    bytes.resize(size_t(std::min<uint64_t>(limit, uint64_t(bytes.size()) * 2)));
    return true;
  }
  std::string take() {
    bytes.resize(used);
    return std::move(bytes);
  }
};

Result<std::string> inflate_raw(std::string_view in, uint64_t size, const std::string& where) {
  Output out(size, in.size());
  z_stream z{};
  if (inflateInit2(&z, -MAX_WBITS) != Z_OK) return Error{where + ": cannot start inflating"};
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
  z.avail_in = uInt(std::min<size_t>(in.size(), UINT32_MAX));
  int rc = Z_OK;
  for (;;) {
    z.next_out = reinterpret_cast<Bytef*>(out.bytes.data() + out.used);
    z.avail_out = uInt(out.bytes.size() - out.used);
    rc = inflate(&z, Z_NO_FLUSH);
    out.used = size_t(z.total_out);
    if (rc != Z_OK || z.avail_out != 0 || !out.grow()) break;
  }
  inflateEnd(&z);
  if (rc != Z_STREAM_END || out.used != size)
    return Error{fmt::format("{}: corrupt deflate data (zlib status {}, {} of {} bytes)", where, rc, out.used, size)};
  return out.take();
}

Result<std::string> zstd_frames(std::string_view in, uint64_t size, const std::string& where) {
  Output out(size, in.size());
  std::unique_ptr<ZSTD_DStream, size_t (*)(ZSTD_DStream*)> d(ZSTD_createDStream(), ZSTD_freeDStream);
  if (!d) return Error{where + ": cannot start Zstandard decompression"};
  ZSTD_inBuffer ib{in.data(), in.size(), 0};
  size_t rc = 0;
  for (;;) {  // one frame after another
    ZSTD_outBuffer ob{out.bytes.data(), out.bytes.size(), out.used};
    rc = ZSTD_decompressStream(d.get(), &ob, &ib);
    out.used = ob.pos;
    if (ZSTD_isError(rc))
      return Error{fmt::format("{}: corrupt Zstandard data: {}", where, ZSTD_getErrorName(rc))};
    if (ob.pos == ob.size) {
      if (rc == 0 && ib.pos == ib.size) break;  // the last frame ended at the buffer's end
      if (!out.grow()) break;                   // more output than the entry says
      continue;
    }
    if (ib.pos == ib.size) break;
  }
  if (rc != 0 || out.used != size || ib.pos != ib.size)
    return Error{fmt::format("{}: Zstandard data ends early or runs long ({} of {} bytes)", where, out.used, size)};
  return out.take();
}

}  // namespace

bool looks_like_zip(const std::string& bytes) { return bytes.size() >= 4 && bytes.compare(0, 4, "PK\x03\x04") == 0; }

Result<ZipArchive> ZipArchive::open(std::string bytes, const std::string& path) {
  ZipArchive z;
  z.bytes_ = std::move(bytes);
  z.path_ = path;
  const std::string& s = z.bytes_;
  auto bad = [&](const std::string& what) { return Error{fmt::format("{}: not a readable ZIP archive: {}", path, what)}; };
  // The end record: the last signature within the 64 KiB comment limit.
  if (s.size() < 22) return bad("too short for an end-of-central-directory record");
  uint64_t end = std::string::npos;
  for (uint64_t i = s.size() - 22 + 1; i-- > 0 && s.size() - i <= 22 + 65535;)
    if (Cursor{s, i}.take(4) == kEndSig) {
      end = i;
      break;
    }
  if (end == std::string::npos) return bad("no end-of-central-directory record");
  Cursor e{s, end + 4};
  e.skip(6);
  uint64_t entries = e.take(2), cd_size = e.take(4), cd_offset = e.take(4);
  if (entries == 0xFFFF || cd_size == 0xFFFFFFFF || cd_offset == 0xFFFFFFFF) {
    if (end < 20 || Cursor{s, end - 20}.take(4) != kLocator64Sig) return bad("zip64 locator missing");
    Cursor l{s, end - 20 + 8};
    uint64_t rec = l.take(8);
    Cursor r{s, rec};
    if (r.take(4) != kEnd64Sig) return bad("zip64 end record missing");
    r.skip(8 + 2 + 2 + 4 + 4 + 8);  // record size, versions, disk numbers, entries on this disk
    entries = r.take(8);
    cd_size = r.take(8);
    cd_offset = r.take(8);
    if (!r.ok) return bad("zip64 end record truncated");
  }
  if (cd_offset > s.size() || s.size() - cd_offset < cd_size) return bad("central directory outside the file");
  Cursor c{s, cd_offset};
  for (uint64_t i = 0; i < entries; ++i) {
    if (c.take(4) != kCentralSig) return bad(fmt::format("central entry {} has no signature", i + 1));
    c.skip(6);
    ZipMember m;
    m.method = uint16_t(c.take(2));
    c.skip(4);
    m.crc32 = uint32_t(c.take(4));
    m.compressed = c.take(4);
    m.size = c.take(4);
    uint64_t name_len = c.take(2), extra_len = c.take(2), comment_len = c.take(2);
    c.skip(8);
    m.offset = c.take(4);
    if (!c.ok || s.size() - c.pos < name_len + extra_len + comment_len)
      return bad(fmt::format("central entry {} truncated", i + 1));
    m.name = s.substr(c.pos, name_len);
    std::string extra = s.substr(c.pos + name_len, extra_len);
    c.skip(name_len + extra_len + comment_len);
    if (!apply_zip64_extra(extra, m, m.size == 0xFFFFFFFF, m.compressed == 0xFFFFFFFF, m.offset == 0xFFFFFFFF))
      return bad(fmt::format("{}: zip64 sizes missing", m.name));
    z.members_.push_back(std::move(m));
  }
  return z;
}

const ZipMember* ZipArchive::find(const std::string& name) const {
  for (auto it = members_.rbegin(); it != members_.rend(); ++it)
    if (it->name == name) return &*it;
  return nullptr;
}

Result<std::string> ZipArchive::read(const ZipMember& m) const {
  std::string where = fmt::format("{}: {}", path_, m.name);
  if (m.size > kMaxZipMemberBytes)
    return Error{fmt::format("{}: {} bytes decompressed, more than the {} MiB read", where, m.size,
                             kMaxZipMemberBytes >> 20)};
  Cursor l{bytes_, m.offset};
  if (l.take(4) != kLocalSig) return Error{where + ": local header missing"};
  l.skip(22);
  uint64_t name_len = l.take(2), extra_len = l.take(2);
  l.skip(name_len + extra_len);
  if (!l.ok || bytes_.size() - l.pos < m.compressed) return Error{where + ": data runs past the end of the file"};
  std::string_view data(bytes_.data() + l.pos, m.compressed);
  Result<std::string> out = Error{""};
  switch (m.method) {
    case 0:
      if (m.compressed != m.size) return Error{where + ": stored member's sizes differ"};
      out = std::string(data);
      break;
    case 8: out = inflate_raw(data, m.size, where); break;
    case 93: out = zstd_frames(data, m.size, where); break;
    default:
      return Error{fmt::format("{}: compression method {} is not read (stored, deflate and Zstandard are)", where,
                               m.method)};
  }
  if (!out) return out;
  uLong crc = crc32(0L, reinterpret_cast<const Bytef*>(out->data()), uInt(out->size()));
  if (uint32_t(crc) != m.crc32) return Error{where + ": CRC-32 does not match (damaged archive)"};
  return out;
}

}  // namespace mm::harness
