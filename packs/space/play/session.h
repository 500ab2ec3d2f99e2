// A SPACE episode (packs/space/episode.h) as a protocol session
// (protocol/session.h): the lines `play` and `serve` exchange with an agent.
//   out  {"type": "start", "task", "id", "observation", "actions", ...}
//   in   {"action": "<name>", ...task fields}
//   out  {"type": "step", "step", "observation", "error"?, "over"}
//   out  {"type": "end", ...the episode's result}       (after the step that ends it)
// A line that is not JSON, not an object or has no "action" is answered
// {"type": "error", "line", "error"} and uses no step, as is every line
// after the end. An action the episode refuses (unknown, into a wall, an
// unknown box) is a step with "error" set.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/error.h"
#include "packs/space/episode.h"
#include "protocol/session.h"

namespace mm::space {

class StepSession : public protocol::Session {
 public:
  StepSession(std::unique_ptr<Episode> episode, uint64_t seed, uint64_t index);
  /// {"episode": {"pack": "space", "task", "seed", "index"}}.
  Json log_header() const override;
  Json start() const override { return start_; }
  std::vector<Json> handle(const std::string& line, int number) override;
  const Episode& episode() const { return *episode_; }

 private:
  std::unique_ptr<Episode> episode_;
  uint64_t seed_ = 0, index_ = 0;
  Json start_;
  std::string example_;  // a good line, for errors
  int steps_ = 0;
};

/// The session of `task` at (seed, index); an unknown task is an error.
Result<std::unique_ptr<StepSession>> open_session(const std::string& task, uint64_t seed, uint64_t index);

}  // namespace mm::space
