// CSWM: boards are sound and the same for the same seed; the ids change
// with every opening; an agent that remembers where it opened and found
// succeeds without an error on every board, one that remembers nothing
// makes errors; errors are counted as the cognitive-science task counts
// them; refused actions are steps that change nothing.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "base/rng.h"
#include "packs/space/cswm.h"
#include "tests/space/space_test_util.h"

using namespace mm;
using namespace mm::space;

namespace {

Json open_box(int id) { return {{"action", "open"}, {"box", id}}; }

// The id shown at a cell of an observation's board (0 for kTreasure).
int id_at(const Json& obs, Cell c) {
  char ch = obs["board"][c.row].get<std::string>()[c.col];
  return ch == kTreasure ? 0 : ch - '0';
}

// Plays `ep` remembering, by cell, the boxes that held a treasure and those
// opened in the current search; opens the first other box in reading order.
void play_perfect(CswmEpisode& ep) {
  Json obs = ep.start()["observation"];
  std::vector<char> held(ep.board().boxes.size(), 0), searched(held.size(), 0);
  while (!ep.over()) {
    size_t pick = 0;
    while (held[pick] || searched[pick]) ++pick;
    obs = ep.act(open_box(id_at(obs, ep.board().boxes[pick]))).observation;
    if (id_at(obs, ep.board().boxes[pick]) == 0) {
      held[pick] = 1;
      std::fill(searched.begin(), searched.end(), 0);
    } else {
      searched[pick] = 1;
    }
  }
}

}  // namespace

TEST_CASE("cswm: boards are sound and deterministic, the limit follows N") {
  CHECK(cswm_limit(3) == 8);
  CHECK(cswm_limit(7) == 36);
  for (int n = kCswmMinBoxes; n <= kCswmMaxBoxes; ++n) CHECK(n * (n + 1) / 2 <= cswm_limit(n));
  int by_n[kCswmMaxBoxes + 1] = {};
  for (int i = 0; i < test::kPopulation; ++i) {
    CAPTURE(i);
    CswmBoard b = make_cswm(test::kSeed, i);
    int n = static_cast<int>(b.boxes.size());
    REQUIRE(n >= kCswmMinBoxes);
    REQUIRE(n <= kCswmMaxBoxes);
    ++by_n[n];
    CHECK(b.size == n + 3);
    for (int x = 0; x < n; ++x)
      for (int y = x + 1; y < n; ++y)
        CHECK((std::abs(b.boxes[x].row - b.boxes[y].row) > 1 || std::abs(b.boxes[x].col - b.boxes[y].col) > 1));
    std::vector<int> order = b.treasures;
    std::sort(order.begin(), order.end());
    for (int k = 0; k < n; ++k) CHECK(order[k] == k);
    CswmBoard again = make_cswm(test::kSeed, i);
    CHECK(again.boxes == b.boxes);
    CHECK(again.treasures == b.treasures);
    CswmEpisode ep(test::kSeed, i);
    Json obs = ep.start()["observation"];
    CHECK(is_token_safe(CharGrid(obs["board"].begin(), obs["board"].end())));
    CHECK(obs["treasures"] == n);
  }
  for (int n = kCswmMinBoxes; n <= kCswmMaxBoxes; ++n) CHECK(by_n[n] > test::kPopulation / 10);
}

TEST_CASE("cswm: an agent that remembers places succeeds without errors, one that remembers nothing errs") {
  Rng rng(test::kSeed);
  int random_success = 0, random_errors = 0, relabelled = 0;
  for (int i = 0; i < test::kPopulation; ++i) {
    CAPTURE(i);
    CswmEpisode perfect(test::kSeed, i);
    play_perfect(perfect);
    Json r = perfect.result();
    CHECK(r["success"] == true);
    CHECK(r["errors"] == 0);
    CHECK(r["refused"] == 0);
    CHECK(r["steps"].get<int>() <= r["limit"].get<int>());

    CswmEpisode blind(test::kSeed, i);
    int n = static_cast<int>(blind.board().boxes.size());
    Json before = blind.start()["observation"];
    Json after = blind.act(open_box(static_cast<int>(rng.between(1, n)))).observation;
    relabelled += id_at(before, blind.board().boxes[0]) != id_at(after, blind.board().boxes[0]);
    while (!blind.over()) blind.act(open_box(static_cast<int>(rng.between(1, n))));
    random_success += blind.result()["success"] == true;
    random_errors += blind.result()["errors"].get<int>();
  }
  MESSAGE(fmt::format("no-memory agent over {} boards: {:.1f} % success, {:.2f} errors a board", test::kPopulation,
                      100.0 * random_success / test::kPopulation, double(random_errors) / test::kPopulation));
  CHECK(random_errors > test::kPopulation);
  CHECK(random_success < test::kPopulation / 2);
  CHECK(relabelled > test::kPopulation / 3);  // the first box's id changed after one opening
}

TEST_CASE("cswm: between, within and double errors, and refused actions") {
  int index = 0;  // a board with room for ten actions
  while (cswm_limit(static_cast<int>(make_cswm(test::kSeed, index).boxes.size())) < 12) ++index;
  CswmEpisode ep(test::kSeed, index);
  const CswmBoard& b = ep.board();
  Cell first = b.boxes[b.treasures[0]], other = b.boxes[b.treasures[1]];
  Json obs = ep.start()["observation"];
  obs = ep.act(open_box(id_at(obs, other))).observation;  // empty for now
  // A within-search error; ids may come as strings too.
  obs = ep.act(Json{{"action", "open"}, {"box", std::to_string(id_at(obs, other))}}).observation;
  CHECK(ep.result()["within_errors"] == 1);
  obs = ep.act(open_box(id_at(obs, first))).observation;  // found
  CHECK(id_at(obs, first) == 0);
  CHECK(obs["collected"] == 1);
  // The box showing the treasure has no id on the board: it is the missing
  // one. Opening it is a between-search error; opening it again is both.
  int hidden = 0;
  for (int id = 1; id <= static_cast<int>(b.boxes.size()); ++id) {
    bool shown = false;
    for (Cell c : b.boxes) shown = shown || id_at(obs, c) == id;
    if (!shown) hidden = id;
  }
  REQUIRE(hidden > 0);
  obs = ep.act(open_box(hidden)).observation;
  CHECK(ep.result()["between_errors"] == 1);
  obs = ep.act(open_box(id_at(obs, first))).observation;
  Json r = ep.result();
  CHECK(r["between_errors"] == 2);
  CHECK(r["within_errors"] == 2);
  CHECK(r["double_errors"] == 1);
  CHECK(r["errors"] == 3);
  CHECK(r["steps"] == 5);

  StepResult unknown = ep.act(open_box(99));
  CHECK(unknown.error == fmt::format("no box has id 99; the ids now are 1 to {}", b.boxes.size()));
  CHECK(unknown.observation == obs);  // the ids stay as they were
  CHECK(ep.act(Json{{"action", "close"}}).error.find("unknown action \"close\"; expected one of open") == 0);
  CHECK(ep.act(Json{{"action", "open"}}).error.find("/box: expected a box id from 1 to") == 0);
  CHECK(ep.act(Json{{"action", "open"}, {"box", "x"}}).error.find("found string \"x\"") != std::string::npos);
  CHECK(ep.act(Json{{"action", "open"}, {"box", 2.5}}).error.find("found number 2.5") != std::string::npos);
  r = ep.result();
  CHECK(r["steps"] == 10);
  CHECK(r["refused"] == 5);
  CHECK(r["errors"] == 3);
  CHECK(ep.id() == fmt::format("space-cswm-{}-{}", test::kSeed, index));
}

TEST_CASE("cswm: the limit ends the episode, and nothing after it counts") {
  CswmEpisode ep(test::kSeed, 2);
  int limit = cswm_limit(static_cast<int>(ep.board().boxes.size()));
  for (int k = 1; k < limit; ++k) REQUIRE_FALSE(ep.act(open_box(99)).over);
  CHECK(ep.act(open_box(99)).over);
  CHECK(ep.act(open_box(1)).error == "the episode is over");
  CHECK(ep.result()["steps"] == limit);
  CHECK(ep.result()["success"] == false);
}
