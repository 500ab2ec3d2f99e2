#include "packs/space/large/layout.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include "packs/space/large/navigate.h"

namespace mm::space {
namespace {

int chebyshev(Cell a, Cell b) { return std::max(std::abs(a.row - b.row), std::abs(a.col - b.col)); }

bool is_landmark_letter(char ch) { return kLandmarkLetters.find(ch) != std::string_view::npos; }

// Draws `count` distinct landmark letters, returned in kLandmarkLetters order.
std::string draw_letters(Rng& rng, int count) {
  std::vector<char> pool(kLandmarkLetters.begin(), kLandmarkLetters.end());
  rng.shuffle(pool);
  std::string letters(pool.begin(), pool.begin() + count);
  std::sort(letters.begin(), letters.end());
  return letters;
}

void write_marks(Layout& layout) {
  layout.map[layout.start.row][layout.start.col] = kStart;
  layout.map[layout.goal.row][layout.goal.col] = kGoal;
  for (const Landmark& l : layout.landmarks) layout.map[l.cell.row][l.cell.col] = l.letter;
}

// Picks `count` cells from `pool` (in its order) at Chebyshev distance >= 2
// from `taken` and from each other, then relaxes to >= 1 if too few.
std::vector<Cell> spread_cells(const std::vector<Cell>& pool, std::vector<Cell> taken, int count) {
  std::vector<Cell> chosen;
  for (int gap : {2, 1}) {
    for (Cell c : pool) {
      if (static_cast<int>(chosen.size()) == count) break;
      bool ok = true;
      for (Cell t : taken) ok = ok && chebyshev(c, t) >= gap;
      if (!ok) continue;
      chosen.push_back(c);
      taken.push_back(c);
    }
  }
  return chosen;
}

}  // namespace

const Landmark* Layout::landmark(char letter) const {
  for (const Landmark& l : landmarks)
    if (l.letter == letter) return &l;
  return nullptr;
}

const std::vector<std::string_view>& layout_kinds() {
  static const std::vector<std::string_view> kKinds = {"maze", "town", "arena"};
  return kKinds;
}

std::string_view layout_kind_for(uint64_t index) { return layout_kinds()[index % layout_kinds().size()]; }

bool place_marks(Layout& layout, Rng& rng, int count, int min_gap, const std::vector<Cell>& candidates) {
  std::vector<Cell> pool = candidates;
  if (pool.empty())
    for (int r = 0; r < layout.rows(); ++r)
      for (int c = 0; c < layout.cols(); ++c)
        if (layout.map[r][c] == kFree) pool.push_back({r, c});
  if (static_cast<int>(pool.size()) < count + 2) return false;
  rng.shuffle(pool);
  layout.start = pool[0];
  std::vector<int> dist = bfs_distances(layout, layout.start);
  auto d = [&](Cell c) { return dist[c.row * layout.cols() + c.col]; };
  int far = 0;
  for (Cell c : pool) far = std::max(far, d(c));
  std::vector<Cell> goals;
  for (Cell c : pool)
    if (d(c) >= std::max(min_gap, far / 2)) goals.push_back(c);
  if (goals.empty()) return false;
  layout.goal = rng.pick(goals);
  std::vector<Cell> reachable;
  for (Cell c : pool)
    if (d(c) > 0 && c != layout.goal) reachable.push_back(c);
  std::vector<Cell> cells = spread_cells(reachable, {layout.start, layout.goal}, count);
  if (static_cast<int>(cells.size()) < count) return false;
  std::string letters = draw_letters(rng, count);
  layout.landmarks.clear();
  for (int i = 0; i < count; ++i) layout.landmarks.push_back({letters[i], cells[i], ""});
  write_marks(layout);
  return true;
}

std::string layout_problem(const Layout& layout) {
  if (!is_token_safe(layout.map)) return "map is ragged or not token-safe";
  int rows = layout.rows(), cols = layout.cols();
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      char ch = layout.map[r][c];
      bool ring = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
      if (ring && ch != kObstacle) return "outer ring open at " + std::to_string(r) + "," + std::to_string(c);
      if (ch == kObstacle || ch == kFree) continue;
      Cell cell{r, c};
      if (ch == kStart && cell == layout.start) continue;
      if (ch == kGoal && cell == layout.goal) continue;
      const Landmark* l = layout.landmark(ch);
      if (l == nullptr || l->cell != cell) return std::string("stray mark '") + ch + "'";
    }
  if (!layout.inside(layout.start) || layout.map[layout.start.row][layout.start.col] != kStart) return "no start mark";
  if (!layout.inside(layout.goal) || layout.map[layout.goal.row][layout.goal.col] != kGoal) return "no goal mark";
  int n = static_cast<int>(layout.landmarks.size());
  if (n < kMinLandmarks || n > kMaxLandmarks) return "landmark count " + std::to_string(n);
  for (int i = 0; i < n; ++i) {
    const Landmark& l = layout.landmarks[i];
    if (!is_landmark_letter(l.letter)) return std::string("bad landmark letter '") + l.letter + "'";
    if (i > 0 && layout.landmarks[i - 1].letter >= l.letter) return "landmarks not in letter order";
    if (!layout.inside(l.cell) || layout.map[l.cell.row][l.cell.col] != l.letter)
      return std::string("landmark '") + l.letter + "' not on its mark";
  }
  std::vector<int> dist = bfs_distances(layout, layout.start);
  if (dist[layout.goal.row * cols + layout.goal.col] <= 0) return "goal unreachable";
  for (const Landmark& l : layout.landmarks)
    if (dist[l.cell.row * cols + l.cell.col] <= 0) return std::string("landmark '") + l.letter + "' unreachable";
  return "";
}

Json layout_json(const Layout& layout) {
  Json names = Json::object();
  for (const Landmark& l : layout.landmarks) names[std::string(1, l.letter)] = l.name;
  Json out = {{"id", layout.id}, {"kind", layout.kind}, {"seed", layout.seed}, {"index", layout.index}};
  if (!layout.source.empty()) out["source"] = layout.source;
  out["map"] = grid_json(layout.map);
  out["landmarks"] = names;
  return out;
}

Layout layout_from_house(const HousePlan& plan, uint64_t seed, uint64_t index) {
  Rng rng = Rng::derive(seed, {"space", "large", "house"}, index);
  Layout layout;
  layout.seed = seed;
  layout.index = index;
  layout.kind = "house";
  layout.id = "space-large-house-" + std::to_string(seed) + "-" + std::to_string(index);
  layout.map = blank_grid(plan.rows, plan.cols, kObstacle);
  std::vector<int> room_of(static_cast<size_t>(plan.rows * plan.cols), -1);
  auto interior = [&](Cell c) { return c.row > 0 && c.col > 0 && c.row < plan.rows - 1 && c.col < plan.cols - 1; };
  for (int i = 0; i < static_cast<int>(plan.rooms.size()); ++i) {
    const HousePlan::Room& room = plan.rooms[i];
    for (int r = room.row; r < room.row + room.rows; ++r)
      for (int c = room.col; c < room.col + room.cols; ++c)
        if (interior({r, c})) {
          layout.map[r][c] = kFree;
          room_of[r * plan.cols + c] = i;
        }
  }
  for (Cell d : plan.doors)
    if (interior(d)) layout.map[d.row][d.col] = kFree;

  std::vector<const HousePlan::Furniture*> usable;
  for (const HousePlan::Furniture& f : plan.furniture) {
    bool dup = false;
    for (const auto* u : usable) dup = dup || u->cell == f.cell;
    if (interior(f.cell) && room_of[f.cell.row * plan.cols + f.cell.col] >= 0 && !dup) usable.push_back(&f);
  }
  if (usable.size() < static_cast<size_t>(kMinLandmarks))
    throw std::invalid_argument("layout_from_house: fewer than 4 furniture cells inside rooms");
  int count = static_cast<int>(rng.between(kMinLandmarks, std::min<int>(kMaxLandmarks, usable.size())));
  rng.shuffle(usable);
  usable.resize(static_cast<size_t>(count));
  std::stable_sort(usable.begin(), usable.end(), [](auto* a, auto* b) { return a->cell < b->cell; });
  std::string letters = draw_letters(rng, count);
  for (int i = 0; i < count; ++i) layout.landmarks.push_back({letters[i], usable[i]->cell, usable[i]->name});

  // Start and goal: room cells off the furniture, in different rooms when
  // the house has two, the goal in the farther half of what is reachable.
  std::vector<Cell> floor;
  for (int r = 0; r < plan.rows; ++r)
    for (int c = 0; c < plan.cols; ++c) {
      bool furnished = false;
      for (const Landmark& l : layout.landmarks) furnished = furnished || l.cell == Cell{r, c};
      if (room_of[r * plan.cols + c] >= 0 && !furnished) floor.push_back({r, c});
    }
  if (floor.size() < 2) throw std::invalid_argument("layout_from_house: no room for a start and a goal");
  rng.shuffle(floor);
  layout.start = floor[0];
  std::vector<int> dist = bfs_distances(layout, layout.start);
  int far = 0;
  for (Cell c : floor) far = std::max(far, dist[c.row * plan.cols + c.col]);
  auto room = [&](Cell c) { return room_of[c.row * plan.cols + c.col]; };
  std::vector<Cell> goals, other_room;
  for (Cell c : floor)
    if (dist[c.row * plan.cols + c.col] > 0 && dist[c.row * plan.cols + c.col] >= far / 2) {
      goals.push_back(c);
      if (room(c) != room(layout.start)) other_room.push_back(c);
    }
  if (goals.empty()) throw std::invalid_argument("layout_from_house: nothing reachable from the start");
  layout.goal = rng.pick(other_room.empty() ? goals : other_room);
  write_marks(layout);
  std::string problem = layout_problem(layout);
  if (!problem.empty()) throw std::invalid_argument("layout_from_house: " + problem);
  return layout;
}

}  // namespace mm::space
