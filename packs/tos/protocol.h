// The environment protocol of the active setting (docs/tos.md,
// "Protocol"): JSON lines in, JSON lines out. The first line out is
// {"type": "start", ...}: the world's id, its rooms, the names of its
// objects and doors, the budget. Each line in is one turn,
//   {"actions": ["Rotate(90)", "Goto(Sofa)", "Observe()"]}
// and is answered by one line {"type": "turn", "step", "observation" |
// "query" | "error", "cost", "steps_left", "over"}. A line that is not such
// a turn (bad JSON, no "actions", an action that does not parse) is answered
// {"type": "error", "line", "error"} and uses no step; a turn the world
// refuses (unknown or unseen object, no final action, past the budget) uses
// its step and says why. After Terminate or the last step: {"type": "end",
// "steps", "cost", "information_gain"}. Nothing the agent sends can crash
// the episode. `play` speaks it over streams, `serve` over HTTP.
//
// Probes (docs/tos.md, "Cognitive-map probes"): a turn line may also carry
// "map" (the agent's cognitive map before this turn's actions,
// schemas/tos-map.schema.json) and "unobserved" (the cells, among the
// candidates the previous reply offered, it has not seen). The reply scores
// them under "probe". With probes on, every turn reply offers the next
// "candidates", and the end line carries the probes' means and the final
// map's correctness over every object.
//
// False belief (docs/tos.md, "False belief"): with it on, the first end
// line is followed by {"type": "shift"}: four objects were moved or turned
// unseen, and the agent explores again from where it stands, with a fresh
// budget. Its Terminate line then carries "changed" (the names it thinks
// changed) and "map"; the second end line carries "false_belief" (the
// scores of false_belief.h).
//
// Questions (docs/tos.md, "Questions after exploring"): with them on, the
// last end line is followed by {"type": "questions", "questions": [{"id",
// "task", "ask", "text"?}], "reply": ...}: the nine tasks' questions about
// the world as it is (three per task, as the passive release asks them).
// The agent answers them all in one line {"answers": {"<id>": "<answer>",
// ...}}, each answer written as for the passive release, and the reply
// {"type": "scores", "scores", "tasks", "mean"} scores them as `score`
// does. A question left out scores 0; a line that is not such an answers
// object is answered with an error and the questions stay open.
//
// The line loop, the log and its replay are the shared protocol's
// (protocol/session.h, protocol/replay.h); this file is the Theory of Space
// session.
#pragma once

#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "base/json_util.h"
#include "packs/tos/domains.h"
#include "packs/tos/false_belief.h"
#include "packs/tos/env.h"
#include "packs/tos/tasks.h"
#include "protocol/session.h"

namespace mm::tos {

/// A question's text in a language (the protocol itself is language-free;
/// `tos play --lang` words the questions through the release's prompter).
using QuestionText = std::function<std::string(const World&, const Question&)>;

struct EpisodeOptions {
  int budget = 20;
  bool probes = false;
  bool false_belief = false;
  bool questions = false;
  QuestionText text;  // optional; a replayed log compares replies without it
};

/// One episode of the protocol: the state behind a stream or an HTTP session.
class Episode : public protocol::Session {
 public:
  explicit Episode(World w, EpisodeOptions opt = {});
  Episode(const Episode&) = delete;  // the environment points at world_
  Episode& operator=(const Episode&) = delete;
  /// The first line out.
  Json start() const override;
  /// The replies to one line in (`number` names it in errors): one line,
  /// or two when the turn ends the episode (the turn and the end line).
  std::vector<Json> handle(const std::string& line, int number) override;
  const Env& env() const { return *env_; }
  /// The first line of the episode's log (never sent to the agent): the
  /// world and the options, so `score_log` can replay the episode.
  Json log_header() const override;
  /// The world as it is now (shifted in the second phase of false belief).
  const World& world() const { return phase_ == 2 ? shifted_ : world_; }
  /// Information gain after each turn of the first phase (the report's curve).
  const std::vector<double>& gain_per_step() const { return gain_steps_; }
  /// Each global map probe of the first phase: the steps taken before it
  /// and its correctness (the report's correctness curve).
  const std::vector<std::pair<int, double>>& map_correctness() const { return map_steps_; }

 private:
  World world_, shifted_;
  std::unique_ptr<Env> env_;
  Domains domains_;
  bool ended_ = false;
  bool probes_ = false;
  std::vector<Cell> candidates_;  // offered with the last reply
  // Probe sums for the end line.
  double global_sum_ = 0, local_sum_ = 0, uncertainty_sum_ = 0;
  int globals_ = 0, locals_ = 0, uncertainties_ = 0;
  Json final_map_;  // the last map received
  std::vector<double> gain_steps_;
  std::vector<std::pair<int, double>> map_steps_;
  bool false_belief_ = false;
  bool questions_ = false;
  QuestionText text_;
  std::vector<Question> asked_;  // the questions offered at the end
  bool answering_ = false, answered_ = false;
  int phase_ = 1;
  int budget_ = 0;
  std::vector<Change> changes_;
  Json map_before_;  // the last map of the first phase

  Json score_probes(const Json& line);
  Json probe_summary() const;
  Json begin_shift();
  Json false_belief_end(const Json& line) const;
  Json offer_questions();
  Json score_answers(const std::string& line, int number);
};

struct PlayOptions {
  EpisodeOptions episode;
  std::ostream* log = nullptr;  // every line in and out, as {"in": ...} / {"out": ...}
};

/// Runs one episode over the streams until the input ends. Returns the
/// number of steps taken.
int play(const World& w, std::istream& in, std::ostream& out, const PlayOptions& opt);

/// Replays a logged episode (play --log, serve --log-dir, GET .../log) in a
/// fresh environment and scores it from the replay, not from the numbers the
/// log holds: {"log", "world", "steps", "cost", "information_gain",
/// "information_gain_per_step", "map_correctness_per_step"? ([[steps taken,
/// correctness], ...]), "probes"?, "false_belief"?, "questions"?,
/// "consistent", "mismatch"?}. "consistent" is
/// false when a logged reply differs from the replayed one (a log edited, or
/// written by another version); "mismatch" names the first such line. Errors
/// name the log's line.
Result<Json> score_log(std::istream& in, const std::string& source);

}  // namespace mm::tos
