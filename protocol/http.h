// The environment protocol over HTTP on localhost, so a harness can run
// many agents at once (docs/tos.md, "Over HTTP"; docs/space.md,
// "Interactive tasks"):
//   POST /episodes               {...pack's fields}  -> 201 {"episode": "e1", "start": {...}}
//   POST /episodes/<id>/<step>   one line in         -> 200 {"replies": [...]}
//   GET  /episodes/<id>/log                          -> 200 the episode's log (JSON lines, session.h)
//   GET  /health                                     -> 200 {"ok": true}
//   POST /shutdown                                   -> 200, then the server stops
// A step's replies are exactly what `play` prints for that line. Unknown
// episodes and paths get 404, a body the pack refuses 400 (or what the pack
// says), each with {"error": ...}. Each connection has its own thread;
// episodes are independent. With `log_dir`, each episode's log also goes to
// <log_dir>/<id>.jsonl as it happens.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "base/error.h"
#include "protocol/session.h"

namespace mm::protocol {

/// Why POST /episodes was refused: the HTTP status and the message.
struct Refusal {
  int status = 400;
  std::string error;
};

/// Makes the session of a POST /episodes body (an object; {} for an empty
/// body), or says why not (a null session and `*why` set).
using Opener = std::function<std::unique_ptr<Session>(const Json& body, Refusal* why)>;

/// Where a server listens and logs: the options every pack's serve shares.
struct Listen {
  uint16_t port = 8765;  // 0: any free port (reported through on_listen)
  std::string log_dir;   // when set, each episode's log also goes to <log_dir>/<id>.jsonl
  std::function<void(uint16_t)> on_listen;  // called once the socket listens
};

/// The pack's part: how its episodes are opened and stepped.
struct Episodes {
  std::string step;     // the path of a line in: POST /episodes/<id>/<step>
  std::string example;  // a good /episodes body, quoted when a body is not an object
  Opener open;
};

/// Serves until POST /shutdown. Fails when the port cannot be bound.
Status serve(const Listen& listen, const Episodes& episodes);

}  // namespace mm::protocol
