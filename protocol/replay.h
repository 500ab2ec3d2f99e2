// Replaying a logged episode (session.h's log format) in a fresh session:
// the scorers of every pack take their numbers from the replay, not from
// what the log says, and learn where the log and the replay part.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "protocol/session.h"

namespace mm::protocol {

struct ReplayOptions {
  /// The first line the log should have, for the error when it has not,
  /// e.g. {"episode": {"world": ..., "budget": ...}}.
  std::string header_hint;
  /// Rebuilds the session from the header's "episode" object; `where`
  /// ("source:1") starts its errors.
  std::function<Result<std::unique_ptr<Session>>(const Json& episode, const std::string& where)> open;
  /// Optional: a logged reply as the replay can reproduce it (e.g. without
  /// text the player added in its language), before they are compared.
  std::function<Json(Json)> normalise;
  /// Optional: called with the replay's replies to each line in.
  std::function<void(const std::vector<Json>&)> on_replies;
};

struct Replay {
  std::unique_ptr<Session> session;  ///< after every logged line in
  /// Empty when every logged reply equals the replayed one; otherwise
  /// "source:N: ..." naming the first log line where they part.
  std::string mismatch;
};

/// Replays the log read from `in` (named `source` in errors). Fails, naming
/// the log's line, on a log that is not one: empty, a first line that is not
/// {"episode": {...}} or that `open` refuses, a line neither {"in": ...,
/// "line": N} nor {"out": ...}.
Result<Replay> replay_log(std::istream& in, const std::string& source, const ReplayOptions& opt);

/// The "episode" value of the first line of the file at `path` when it is
/// an object holding one (a log's header); nothing when the file cannot be
/// read or does not start like a log.
std::optional<Json> log_episode(const std::string& path);

}  // namespace mm::protocol
