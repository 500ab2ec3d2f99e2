// CBTT: the board and frames are well formed (N in [5, 8] separate blocks,
// K in [4, N] distinct taps), only the gold option is the sequence read off
// the frames, options are distinct, and items repeat byte for byte.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/cbtt.h"
#include "packs/space/mcq.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("CBTT gold is the only sequence read off the tap frames") {
  std::set<std::string> kinds;
  std::set<int> block_counts, tap_counts;
  for (int i = 0; i < kPopulation; ++i) {
    CbttItem item = make_cbtt(kSeed, i);
    CAPTURE(i);
    CHECK(is_token_safe(item.board));
    std::string labels;
    int n = static_cast<int>(item.board.size());
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        char ch = item.board[r][c];
        if (ch == kEmpty) continue;
        labels.push_back(ch);
        CHECK(ch >= 'A');
        CHECK(ch <= 'Z');
        for (int dr = -1; dr <= 1; ++dr)  // no two blocks touch, even at a corner
          for (int dc = -1; dc <= 1; ++dc) {
            int rr = r + dr, cc = c + dc;
            if ((dr || dc) && rr >= 0 && cc >= 0 && rr < n && cc < n) CHECK(item.board[rr][cc] == kEmpty);
          }
      }
    int blocks = static_cast<int>(labels.size()), k = static_cast<int>(item.taps.size());
    block_counts.insert(blocks);
    tap_counts.insert(k);
    CHECK(std::set<char>(labels.begin(), labels.end()).size() == labels.size());
    CHECK(blocks >= 5);
    CHECK(blocks <= 8);
    CHECK(k >= 4);
    CHECK(k <= blocks);
    for (const auto& f : item.taps) CHECK(is_token_safe(f));
    REQUIRE(item.options.size() == 4);
    for (const auto& o : item.options) {
      CHECK(static_cast<int>(o.size()) == k);
      CHECK(std::set<char>(o.begin(), o.end()).size() == o.size());  // each block tapped at most once
      for (char ch : o) CHECK(labels.find(ch) != std::string::npos);
    }
    CHECK(std::set<std::string>(item.options.begin(), item.options.end()).size() == 4);
    CHECK(cbtt_solve(item) == std::vector<int>{item.gold});
    for (int o = 0; o < 4; ++o)
      if (o != item.gold) mm::space::test::add_slips(item.kinds[o], kinds);
  }
  CHECK(block_counts == std::set<int>{5, 6, 7, 8});
  CHECK(tap_counts == std::set<int>{4, 5, 6, 7, 8});
  CHECK(kinds == std::set<std::string>{"swap-adjacent", "swap-distant", "reversed", "shifted", "nearest-block"});
}

TEST_CASE("CBTT checker rejects a frame with two marks") {
  CbttItem item = make_cbtt(kSeed, 0);
  REQUIRE(cbtt_solve(item).size() == 1);
  for (auto& row : item.taps[0])
    for (char& ch : row)
      if (ch == kBlock) ch = kTapped;
  CHECK(cbtt_solve(item).empty());
}

TEST_CASE("CBTT items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_cbtt(kSeed, i)).dump() == to_json(make_cbtt(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_cbtt(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
