#include "protocol/session.h"

#include <istream>
#include <ostream>

namespace mm::protocol {

std::string dump_line(const Json& j) { return j.dump(-1, ' ', false, Json::error_handler_t::replace); }

namespace {

bool valid_utf8(const std::string& s) {
  try {
    (void)Json(s).dump();  // the strict handler throws on invalid UTF-8
    return true;
  } catch (const Json::type_error&) {
    return false;
  }
}

}  // namespace

std::string hex_bytes(std::string_view bytes) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : bytes) {
    out += kHex[c >> 4];
    out += kHex[c & 15];
  }
  return out;
}

std::optional<std::string> from_hex(std::string_view hex) {
  auto nibble = [](char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
  };
  if (hex.size() % 2) return std::nullopt;
  std::string out;
  for (size_t i = 0; i < hex.size(); i += 2) {
    int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out += static_cast<char>(hi * 16 + lo);
  }
  return out;
}

Json log_in(const std::string& line, int number) {
  Json parsed = Json::parse(line, nullptr, false);
  // A replay feeds a string "in" back as the line itself: a line that is a
  // JSON string ("\"up\"") is logged as its text, quotes and all.
  Json j = {{"in", parsed.is_discarded() || parsed.is_string() ? Json(line) : parsed}, {"line", number}};
  // The text is written with U+FFFD for bytes that are not UTF-8, which
  // may parse where the bytes did not: the bytes themselves go along.
  if (!valid_utf8(line)) j["bytes"] = hex_bytes(line);
  return j;
}

void play(Session& s, std::istream& in, std::ostream& out, std::ostream* log) {
  auto send = [&](const Json& j) {
    out << dump_line(j) << '\n' << std::flush;
    if (log) *log << dump_line(Json{{"out", j}}) << '\n' << std::flush;
  };
  if (log) *log << dump_line(s.log_header()) << '\n';
  send(s.start());
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (log) *log << dump_line(log_in(line, number)) << '\n';
    for (const Json& j : s.handle(line, number)) send(j);
  }
}

}  // namespace mm::protocol
