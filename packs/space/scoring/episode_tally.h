// The interactive tasks' measures over the lines `mentalmap score LOG`
// writes (docs/space.md, "Scoring logs"): per model and task, the episodes
// played (a replayed episode counts once per log: the paper's three trials
// are three logs), the share won and the mean SPL where the task has one.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "base/error.h"
#include "base/json_util.h"

namespace mm::space {

/// Is this results line an episode log's (it names its "log")?
bool is_episode_result(const Json& line);

struct EpisodeCell {
  size_t runs = 0, won = 0;
  double spl = 0;  ///< summed; the mean is spl / runs
  bool has_spl = false;
  /// One play: won or not, and its SPL where the task has one.
  void add(bool success, std::optional<double> play_spl) {
    ++runs;
    won += success;
    if (play_spl) spl += *play_spl, has_spl = true;
  }
  double success_rate() const { return runs ? double(won) / runs : 0; }
  double mean_spl() const { return runs ? spl / runs : 0; }
};

/// model -> task -> cell. A line without "model" counts for kUnnamedModel.
using EpisodeCells = std::map<std::string, std::map<std::string, EpisodeCell>>;
inline constexpr const char* kUnnamedModel = "(logs without --model)";

class EpisodeTally {
 public:
  /// Adds one log's line (fields task, success and, for navigation, spl);
  /// `where` names a line that lacks one.
  Status add(const Json& line, const std::string& where);
  const EpisodeCells& cells() const { return cells_; }

 private:
  EpisodeCells cells_;
};

/// model -> task -> {runs, success, spl?}.
Json episode_json(const EpisodeCells& cells);

}  // namespace mm::space
