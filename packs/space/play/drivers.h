// The drivers of the interactive SPACE tasks (docs/space.md, "Interactive
// tasks"): `mentalmap play --pack space` over standard input and output,
// `mentalmap serve --pack space` over localhost HTTP, and the replay that
// `mentalmap score LOG` scores a logged episode with. Each is the shared
// protocol's (protocol/) driven with StepSession.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "base/error.h"
#include "base/json_util.h"
#include "protocol/http.h"

namespace mm::space {

struct PlayOptions {
  std::string task;  // "mct", "cswm", "route" or "shortcut" (env/episodes.h)
  uint64_t seed = 0;
  uint64_t index = 0;
  std::ostream* log = nullptr;  // the header and every line in and out
};

/// Plays one episode over the streams until the input ends. Fails only on
/// an unknown task (before anything is written).
Status play(const PlayOptions& opt, std::istream& in, std::ostream& out);

/// The port, log folder and listening callback (protocol::Listen), and the
/// seed of the episodes.
struct ServeOptions : protocol::Listen {
  uint64_t seed = 0;
};

/// Serves episodes until POST /shutdown: POST /episodes {"task": "mct",
/// "index": 3} (index 0 when left out) opens one, POST /episodes/<id>/act
/// sends it one line. Fails when the port cannot be bound.
Status serve(const ServeOptions& opt);

/// Replays a logged episode (play --log, serve --log-dir, GET .../log) on a
/// fresh episode and returns {"log", "task", "id", "over", ...its result}.
/// A log that is not one, or whose recorded replies differ from the
/// replay's, is an error naming the log's line.
Result<Json> score_log(std::istream& in, const std::string& source);

}  // namespace mm::space
