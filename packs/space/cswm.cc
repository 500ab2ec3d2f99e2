#include "packs/space/cswm.h"

#include <algorithm>
#include <cstdlib>

#include <fmt/format.h>

#include "packs/space/episode_util.h"

namespace mm::space {
namespace {

bool touching(Cell a, Cell b) { return std::abs(a.row - b.row) <= 1 && std::abs(a.col - b.col) <= 1; }

// The box an action names: "box" as an integer or a string of digits.
// Returns the id, or 0 with `error` set.
int box_id(const Json& action, int boxes, std::string* error) {
  std::string expect = fmt::format("/box: expected a box id from 1 to {}", boxes);
  if (!action.contains("box")) {
    *error = expect + ", found nothing";
    return 0;
  }
  const Json& b = action["box"];
  int64_t id = 0;
  if (b.is_number_integer()) {
    id = b.get<int64_t>();
  } else if (b.is_string() && !b.get<std::string>().empty() && b.get<std::string>().size() <= 9 &&
             b.get<std::string>().find_first_not_of("0123456789") == std::string::npos) {
    id = std::stoll(b.get<std::string>());
  } else {
    *error = expect + ", found " + json_preview(b);
    return 0;
  }
  if (id < 1 || id > boxes) {
    *error = fmt::format("no box has id {}; the ids now are 1 to {}", id, boxes);
    return 0;
  }
  return static_cast<int>(id);
}

}  // namespace

int cswm_limit(int boxes) {
  static constexpr int kLimits[] = {8, 12, 18, 25, 36};  // N = 3..7
  return kLimits[std::clamp(boxes, kCswmMinBoxes, kCswmMaxBoxes) - kCswmMinBoxes];
}

CswmBoard make_cswm(uint64_t seed, uint64_t index) {
  Rng rng = item_rng(seed, "cswm", index);
  CswmBoard b;
  b.seed = seed;
  b.index = index;
  int n = static_cast<int>(rng.between(kCswmMinBoxes, kCswmMaxBoxes));
  b.size = n + 3;
  // Boxes one by one on free cells not touching another; a board that fills
  // up before N fit is drawn again (rare: N + 3 squared cells leave room).
  while (static_cast<int>(b.boxes.size()) < n) {
    b.boxes.clear();
    for (int tries = 0; tries < 200 && static_cast<int>(b.boxes.size()) < n; ++tries) {
      Cell c{static_cast<int>(rng.below(b.size)), static_cast<int>(rng.below(b.size))};
      if (std::none_of(b.boxes.begin(), b.boxes.end(), [&](Cell o) { return touching(o, c); })) b.boxes.push_back(c);
    }
  }
  std::sort(b.boxes.begin(), b.boxes.end(),
            [](Cell x, Cell y) { return x.row != y.row ? x.row < y.row : x.col < y.col; });
  for (int i = 0; i < n; ++i) b.treasures.push_back(i);
  rng.shuffle(b.treasures);
  return b;
}

CswmEpisode::CswmEpisode(uint64_t seed, uint64_t index)
    : board_(make_cswm(seed, index)), rng_(Rng::derive(seed, {"space", "cswm", "ids"}, index)) {
  size_t n = board_.boxes.size();
  id_of_.resize(n);
  held_.assign(n, 0);
  searched_.assign(n, 0);
  relabel();
}

std::string CswmEpisode::id() const { return episode_id("cswm", board_.seed, board_.index); }

void CswmEpisode::relabel() {
  for (size_t i = 0; i < id_of_.size(); ++i) id_of_[i] = static_cast<int>(i) + 1;
  rng_.shuffle(id_of_);
}

Json CswmEpisode::observation() const {
  CharGrid g = blank_grid(board_.size, board_.size);
  for (size_t i = 0; i < board_.boxes.size(); ++i)
    g[board_.boxes[i].row][board_.boxes[i].col] =
        static_cast<int>(i) == just_found_ ? kTreasure : static_cast<char>('0' + id_of_[i]);
  return {{"board", grid_json(g)}, {"collected", collected_}, {"treasures", board_.boxes.size()}};
}

Json CswmEpisode::start() {
  return {{"observation", observation()}, {"actions", {"open"}}, {"limit", cswm_limit(board_.boxes.size())}};
}

void CswmEpisode::open(int box) {
  bool between = held_[box], within = searched_[box];
  between_ += between;
  within_ += within;
  double_ += between && within;
  if (box == board_.treasures[collected_]) {
    held_[box] = 1;
    ++collected_;
    std::fill(searched_.begin(), searched_.end(), 0);  // a new search begins
    just_found_ = box;
  } else {
    searched_[box] = 1;
    just_found_ = -1;
  }
}

StepResult CswmEpisode::act(const Json& action) {
  if (over_) return ended(observation());
  StepResult r;
  ++steps_;
  int n = static_cast<int>(board_.boxes.size());
  if (!action_name(action, {"open"}, &r.error).empty()) {
    int id = box_id(action, n, &r.error);
    if (id) {
      open(static_cast<int>(std::find(id_of_.begin(), id_of_.end(), id) - id_of_.begin()));
      relabel();
    }
  }
  if (!r.error.empty()) ++refused_;
  if (collected_ == n || steps_ >= cswm_limit(n)) over_ = true;
  r.observation = observation();
  r.over = over_;
  return r;
}

Json CswmEpisode::result() const {
  int n = static_cast<int>(board_.boxes.size());
  return {{"success", collected_ == n}, {"steps", steps_}, {"limit", cswm_limit(n)}, {"collected", collected_},
          {"treasures", n}, {"refused", refused_}, {"between_errors", between_}, {"within_errors", within_},
          {"double_errors", double_}, {"errors", between_ + within_ - double_}};
}

}  // namespace mm::space
