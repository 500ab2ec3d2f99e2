// Cambridge spatial working memory test (CSWM), text presentation (SPACE
// section 3.2, appendix A.2): N boxes (N in [3, 7]) stand at fixed cells of
// a board. A treasure hides in one box; the agent opens boxes one at a time
// until it finds it, then the next treasure hides in a box that has not held
// one, until every box has. Before every observation the boxes get fresh ids
// (a random permutation of 1..N), so the agent must remember boxes by where
// they stand. The box where a treasure was just found shows kTreasure for
// that observation instead of its id. All N treasures must be found within T
// actions; the paper says only that T depends on N, and the authors'
// released environment uses T = 8, 12, 18, 25, 36 for N = 3..7, as here.
//
// Errors, as the cognitive-science task counts them (Sahakian et al. 1988;
// CANTAB SWM): a between-search error opens a box that held an earlier
// treasure (it can never hold another); a within-search error opens a box
// already opened in the current search. One opening can be both (a double
// error).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "packs/space/episode.h"
#include "packs/space/grid.h"

namespace mm::space {

inline constexpr char kTreasure = 'T';
inline constexpr int kCswmMinBoxes = 3;
inline constexpr int kCswmMaxBoxes = 7;

/// The action limit T for N boxes (kCswmMinBoxes..kCswmMaxBoxes). Every
/// search without errors takes at most N(N+1)/2 openings, within T.
int cswm_limit(int boxes);

struct CswmBoard {
  uint64_t seed = 0;
  uint64_t index = 0;
  int size = 0;                 ///< the board is size x size, size = N + 3
  std::vector<Cell> boxes;      ///< N cells, row-major order, no two touching (diagonals included)
  std::vector<int> treasures;   ///< the boxes (indices into `boxes`) in the order treasures hide in them
};

/// The board `index` of the CSWM stream of `seed` (item_rng(seed, "cswm",
/// index)): N drawn from [3, 7], the boxes' cells and the treasures' order
/// drawn. Deterministic.
CswmBoard make_cswm(uint64_t seed, uint64_t index);

/// A CSWM episode over make_cswm(seed, index). Actions {"action": "open",
/// "box": id} with an id as the last observation shows it (an integer, or a
/// string of digits). The observation is {"board": rows ('.' empty, each box
/// its id digit, kTreasure where a treasure was just found), "collected",
/// "treasures"}; start() adds "actions" (["open"]) and "limit". An unknown
/// id, a missing or mistyped "box" or another action is refused: a step
/// used, the ids unchanged. result() is {"success", "steps", "limit",
/// "collected", "treasures", "refused", "between_errors", "within_errors",
/// "double_errors", "errors"} where "errors" counts openings that were an
/// error of either kind (between + within - double).
class CswmEpisode : public Episode {
 public:
  CswmEpisode(uint64_t seed, uint64_t index);
  std::string task() const override { return "cswm"; }
  std::string id() const override;
  Json start() override;
  StepResult act(const Json& action) override;
  bool over() const override { return over_; }
  Json result() const override;
  const CswmBoard& board() const { return board_; }

 private:
  Json observation() const;
  void relabel();
  void open(int box);  // counts its errors, finds a treasure or marks it searched
  CswmBoard board_;
  Rng rng_;                      // the relabelling stream, after the board's draws
  std::vector<int> id_of_;       // per box: its id now, 1..N
  std::vector<char> held_;       // per box: held an earlier treasure
  std::vector<char> searched_;   // per box: opened in this search
  int just_found_ = -1;          // the box shown as kTreasure, or -1
  int collected_ = 0, steps_ = 0, refused_ = 0;
  int between_ = 0, within_ = 0, double_ = 0;
  bool over_ = false;
};

}  // namespace mm::space
