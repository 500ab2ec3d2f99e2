#include "protocol/replay.h"

#include <algorithm>
#include <fstream>
#include <istream>

#include <fmt/format.h>

namespace mm::protocol {

Result<Replay> replay_log(std::istream& in, const std::string& source, const ReplayOptions& opt) {
  std::string text;
  int number = 0;
  auto where = [&] { return fmt::format("{}:{}", source, number); };
  if (!std::getline(in, text)) return Error{source + ": empty log; expected an {\"episode\": ...} line first"};
  ++number;
  Json head = Json::parse(text, nullptr, false);
  if (head.is_discarded() || !head.is_object() || !head.contains("episode") || !head["episode"].is_object())
    return Error{where() + ": expected the log's first line " + opt.header_hint};
  MM_TRY(session, opt.open(head["episode"], where()));
  Replay r{std::move(*session), ""};
  std::vector<Json> expected{r.session->start()};
  size_t next = 0;
  while (std::getline(in, text)) {
    ++number;
    if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
    Json j = Json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return Error{where() + ": expected an {\"in\": ...} or {\"out\": ...} line"};
    if (j.contains("out")) {
      Json out = opt.normalise ? opt.normalise(j["out"]) : j["out"];
      if (r.mismatch.empty() && (next >= expected.size() || expected[next] != out))
        r.mismatch = fmt::format("{}: the logged reply differs from the replay", where());
      ++next;
      continue;
    }
    if (!j.contains("in") || !j.contains("line") || !j["line"].is_number_integer())
      return Error{where() + ": expected {\"in\": ..., \"line\": N} or {\"out\": ...}"};
    if (r.mismatch.empty() && next != expected.size()) r.mismatch = fmt::format("{}: replies missing before this line", where());
    std::string line = j["in"].is_string() ? j["in"].get<std::string>() : j["in"].dump();
    if (j.contains("bytes")) {
      auto bytes = j["bytes"].is_string() ? from_hex(j["bytes"].get<std::string>()) : std::nullopt;
      if (!bytes) return Error{where() + ": /bytes: expected the line's bytes in lowercase hex"};
      line = std::move(*bytes);
    }
    expected = r.session->handle(line, static_cast<int>(std::clamp<int64_t>(j["line"].get<int64_t>(), 1, 1 << 30)));
    next = 0;
    if (opt.on_replies) opt.on_replies(expected);
  }
  if (r.mismatch.empty() && next != expected.size()) r.mismatch = source + ": the log ends before the replay's last replies";
  return r;
}

std::optional<Json> log_episode(const std::string& path) {
  std::ifstream in(path);
  std::string first;
  if (!in || !std::getline(in, first)) return std::nullopt;
  Json j = Json::parse(first, nullptr, false);
  if (!j.is_object() || !j.contains("episode")) return std::nullopt;
  return j["episode"];
}

}  // namespace mm::protocol
