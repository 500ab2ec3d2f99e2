// The environment protocol over HTTP on localhost (docs/tos.md,
// "Protocol over HTTP"), so a harness can run many agents at once:
//   POST /episodes               {"world": 3, "budget": 20}  -> 201 {"episode": "e1", "start": {...}}
//        (also "probes", "false_belief", "questions": true, as play's options)
//   POST /episodes/<id>/turn     {"actions": [...]}          -> 200 {"replies": [...]}
//   GET  /episodes/<id>/log                                   -> 200 the episode's lines in and out (JSON lines)
//   GET  /health                                              -> 200 {"ok": true}
//   POST /shutdown                                            -> 200, then the server stops
// A turn's replies are exactly what `play` prints for that line. Unknown
// episodes and paths get 404, a bad /episodes body 400, each with
// {"error": ...}. Each connection has its own thread; episodes are
// independent. With `log_dir`, each episode's lines also go to
// <log_dir>/<id>.jsonl as they happen. The server is the shared protocol's
// (protocol/http.h); this file makes its Theory of Space episodes.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "base/error.h"
#include "packs/tos/protocol.h"
#include "packs/tos/world_gen.h"
#include "protocol/http.h"

namespace mm::tos {

/// The port, log folder and listening callback (protocol::Listen), and the
/// worlds to serve.
struct ServeOptions : protocol::Listen {
  uint64_t seed = 0;
  Layout layout;
  int budget = 20;
  QuestionText text;  // words the questions of episodes that ask them
};

/// Serves until POST /shutdown. Fails when the port cannot be bound.
Status serve(const ServeOptions& opt);

}  // namespace mm::tos
