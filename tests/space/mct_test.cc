// MCT: the mazes are perfect, sized as the paper's, the same for the same
// seed; a breadth-first agent solves every one on the shortest path (SPL 1);
// random agents mostly fail; the episode refuses wall moves and unknown
// actions (each a step), ends on stop and after 250 actions.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "base/rng.h"
#include "packs/space/large/navigate.h"
#include "packs/space/mct.h"
#include "tests/space/space_test_util.h"

using namespace mm;
using namespace mm::space;

namespace {

Json act(const std::string& name) { return {{"action", name}}; }

// Cells that are not wall.
int count_open(const CharGrid& g) {
  int n = 0;
  for (const std::string& row : g) n += static_cast<int>(row.size() - std::count(row.begin(), row.end(), kObstacle));
  return n;
}

}  // namespace

TEST_CASE("mct: mazes are perfect, bordered, token-safe, of the paper's sizes, and deterministic") {
  int by_size[3] = {0, 0, 0};
  for (int i = 0; i < test::kPopulation; ++i) {
    CAPTURE(i);
    Maze m = make_maze(test::kSeed, i);
    const Layout& l = m.layout;
    int size = l.rows();
    int k = static_cast<int>(std::find(std::begin(kMctSizes), std::end(kMctSizes), size) - std::begin(kMctSizes));
    REQUIRE(k < 3);
    ++by_size[k];
    CHECK(is_token_safe(render_maze(m, l.start)));
    CHECK(l.map[l.goal.row][l.goal.col] == kGoal);
    for (int j = 0; j < size; ++j) {
      CHECK(l.map[0][j] == kObstacle);
      CHECK(l.map[size - 1][j] == kObstacle);
      CHECK(l.map[j][0] == kObstacle);
      CHECK(l.map[j][size - 1] == kObstacle);
    }
    // A perfect maze on c x c cells: every cell free, exactly c * c - 1 walls opened.
    int cells = (size - 1) / 2;
    CHECK(count_open(l.map) == cells * cells + cells * cells - 1);
    std::vector<int> d = bfs_distances(l, l.start);
    for (int r = 1; r < size; r += 2)
      for (int c = 1; c < size; c += 2) CHECK(d[r * size + c] >= 0);
    CHECK(l.start.row % 2 == 1);
    CHECK(l.goal.col % 2 == 1);
    CHECK(l.start != l.goal);
    CHECK(m.shortest == d[l.goal.row * size + l.goal.col]);
    CHECK(m.shortest < kMctActionLimit);
    Maze again = make_maze(test::kSeed, i);
    CHECK(again.layout.map == l.map);
    CHECK(again.layout.start == l.start);
  }
  for (int n : by_size) CHECK(n > test::kPopulation / 5);
}

TEST_CASE("mct: a breadth-first agent solves every maze with SPL 1") {
  for (int i = 0; i < test::kPopulation; ++i) {
    CAPTURE(i);
    MctEpisode ep(test::kSeed, i);
    Json start = ep.start();
    CHECK(start["actions"].size() == 5);
    CHECK(start["limit"] == kMctActionLimit);
    const Layout& l = ep.maze().layout;
    std::vector<std::string> path = path_moves(shortest_path(l, l.start, l.goal));
    REQUIRE(static_cast<int>(path.size()) == ep.maze().shortest);
    for (const std::string& m : path) {
      StepResult r = ep.act(act(m));
      REQUIRE(r.error.empty());
      REQUIRE_FALSE(r.over);
    }
    CHECK(start["observation"]["here"] == "");
    StepResult end = ep.act(act("stop"));
    CHECK(end.over);
    CHECK(end.observation["here"] == "goal");
    Json res = ep.result();
    CHECK(res["success"] == true);
    CHECK(res["spl"] == 1.0);
    CHECK(res["steps"] == ep.maze().shortest + 1);
    CHECK(res["refused"] == 0);
  }
}

TEST_CASE("mct: random agents rarely reach the goal") {
  // Two random agents over the same mazes: one draws any of the five actions
  // (so it stops wherever it happens to be), one walks at random and says
  // stop only on the goal (it sees the array).
  Rng rng(test::kSeed);
  const std::vector<std::string> names = {"up", "down", "left", "right", "stop"};
  int uniform = 0, walker = 0;
  double walker_spl = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    MctEpisode a(test::kSeed, i), b(test::kSeed, i);
    while (!a.over()) a.act(act(rng.pick(names)));
    uniform += a.result()["success"] == true;
    while (!b.over()) b.act(act(b.agent() == b.maze().layout.goal ? "stop" : names[rng.below(4)]));
    walker += b.result()["success"] == true;
    walker_spl += b.result()["spl"].get<double>();
  }
  MESSAGE(fmt::format("random agents over {} mazes: uniform over five actions {:.1f} % success; random walk "
                      "stopping on the goal {:.1f} % (mean SPL {:.3f})",
                      test::kPopulation, 100.0 * uniform / test::kPopulation, 100.0 * walker / test::kPopulation,
                      walker_spl / test::kPopulation));
  CHECK(uniform < test::kPopulation / 20);
  CHECK(walker < test::kPopulation / 2);
}

TEST_CASE("mct: refused actions count, stop ends, and 250 actions end the episode") {
  MctEpisode ep(test::kSeed, 0);
  const Layout& m = ep.maze().layout;
  // A wall beside the start (maze 0 of the seed has one).
  std::string blocked;
  for (auto [name, dr, dc] : {std::tuple{"up", -1, 0}, {"down", 1, 0}, {"left", 0, -1}, {"right", 0, 1}})
    if (m.map[m.start.row + dr][m.start.col + dc] == kObstacle) blocked = name;
  REQUIRE(!blocked.empty());
  Json before = ep.start()["observation"];
  StepResult wall = ep.act(act(blocked));
  CHECK(wall.error == "cannot move " + blocked + ": a wall is in the way");
  CHECK(wall.observation == before);
  StepResult unknown = ep.act(act("jump"));
  CHECK(unknown.error.find("unknown action \"jump\"") != std::string::npos);
  StepResult typo = ep.act(act("rigth"));
  CHECK(typo.error.find("did you mean 'right'") != std::string::npos);
  CHECK(ep.act(Json{{"action", 3}}).error.find("/action: expected one of up") != std::string::npos);
  CHECK(ep.act(Json::array()).error.find("found nothing") != std::string::npos);
  CHECK(ep.result()["steps"] == 5);
  CHECK(ep.result()["refused"] == 5);
  CHECK(ep.result()["moves"] == 0);
  for (int k = 5; k < kMctActionLimit - 1; ++k) REQUIRE_FALSE(ep.act(act(blocked)).over);
  StepResult last = ep.act(act(blocked));
  CHECK(last.over);
  CHECK(ep.result()["steps"] == kMctActionLimit);
  CHECK(ep.result()["success"] == false);
  StepResult after = ep.act(act("up"));
  CHECK(after.error == "the episode is over");
  CHECK(ep.result()["steps"] == kMctActionLimit);

  MctEpisode early(test::kSeed, 1);
  CHECK(early.act(act("stop")).over);
  CHECK(early.result()["success"] == false);
  CHECK(early.result()["spl"] == 0.0);
  CHECK(early.id() == fmt::format("space-mct-{}-1", test::kSeed));
}
