// The environment protocol's core (docs/tos.md, "Protocol"; docs/space.md,
// "Interactive tasks"): a session is one episode seen as JSON lines. Its
// first line out is start(); each line in is answered by handle() with one
// or more lines out; log_header() is the log's first line, never sent, from
// which a replay rebuilds the session. `play` drives a session over
// streams, `serve` (http.h) over localhost HTTP, and replay_log (replay.h)
// checks a logged episode against a fresh one.
//
// Logs are JSON lines: the header, then {"in": the line as parsed (or its
// text when it does not parse or is a JSON string), "line": its number,
// "bytes"?: the line in hex when it is not valid UTF-8} for each line in
// and {"out": ...} for each line out, in the order they happened.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"

namespace mm::protocol {

class Session {
 public:
  virtual ~Session() = default;
  /// The log's first line: what a replay needs to rebuild the session,
  /// {"episode": {...}}.
  virtual Json log_header() const = 0;
  /// The first line out, {"type": "start", ...}.
  virtual Json start() const = 0;
  /// The replies to one line in (`number` names it in errors). Never throws
  /// on what the agent sent: a line that is not JSON, or not what the
  /// session expects, is answered {"type": "error", "line", "error"}.
  virtual std::vector<Json> handle(const std::string& line, int number) = 0;
};

/// One line of output or log: compact JSON whose invalid UTF-8 (a line in
/// that did not parse is logged as its text, which may be any bytes) is
/// written as U+FFFD rather than thrown on. No newline.
std::string dump_line(const Json& j);

/// The log line of one line in: {"in": the parsed line (or the raw text,
/// when it does not parse or parses to a string), "line": number}, and
/// "bytes": the line in hex when it is not valid UTF-8 (its text is then
/// written with U+FFFD), so a replay feeds the session the same bytes.
Json log_in(const std::string& line, int number);

/// Bytes as lowercase hex, and back (nothing when `hex` is not an even
/// number of lowercase hex digits).
std::string hex_bytes(std::string_view bytes);
std::optional<std::string> from_hex(std::string_view hex);

/// Runs `s` over the streams until the input ends: sends start(), then
/// answers each non-blank line. With `log`, writes the header and every
/// line in and out to it.
void play(Session& s, std::istream& in, std::ostream& out, std::ostream* log);

}  // namespace mm::protocol
