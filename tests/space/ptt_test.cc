// PTT: C's bin, found by brute force on the board with cross products, is
// the gold and no other option, even with the bins shrunk by the 1-degree
// margin; options are distinct; items repeat byte for byte.
#include <doctest/doctest.h>

#include <set>

#include "packs/space/mcq.h"
#include "packs/space/ptt.h"
#include "tests/space/space_test_util.h"

using namespace mm::space;
using mm::space::test::kPopulation;
using mm::space::test::kSeed;

TEST_CASE("PTT gold is the only option holding C, clear of every bin border") {
  int bins_seen[8] = {};
  for (int i = 0; i < kPopulation; ++i) {
    PttItem item = make_ptt(kSeed, i);
    CAPTURE(i);
    CHECK(is_token_safe(item.board));
    std::set<char> letters;
    int objects = 0;
    for (const auto& row : item.board)
      for (char ch : row)
        if (ch != kEmpty) letters.insert(ch), ++objects;
    CHECK(static_cast<int>(letters.size()) == objects);  // distinct labels
    CHECK(objects >= 4);
    CHECK(letters.count(item.stand) + letters.count(item.face) + letters.count(item.target) == 3);
    CHECK(std::set<char>{item.stand, item.face, item.target}.size() == 3);
    REQUIRE(item.options.size() == 4);
    CHECK(std::set<Bin8>(item.options.begin(), item.options.end()).size() == 4);
    CHECK(ptt_solve(item) == std::vector<int>{item.gold});
    CHECK(ptt_solve(item, 0.0) == std::vector<int>{item.gold});
    ++bins_seen[static_cast<int>(item.options[item.gold])];
  }
  for (int b = 0; b < 8; ++b) CHECK(bins_seen[b] > 0);  // every direction is asked
}

TEST_CASE("PTT bins on a hand-made board") {
  PttItem item;
  item.board = {"..B..", ".....", "C.A.D", ".....", "..E.."};
  item.stand = 'A';
  item.face = 'B';
  item.options = {Bin8::Front, Bin8::Right, Bin8::Back, Bin8::Left};
  item.target = 'D';
  CHECK(ptt_solve(item) == std::vector<int>{1});
  item.target = 'C';
  CHECK(ptt_solve(item) == std::vector<int>{3});
  item.face = 'D';  // facing right on the page: B is now on the left, E on the right
  item.target = 'B';
  CHECK(ptt_solve(item) == std::vector<int>{3});
  item.target = 'E';
  CHECK(ptt_solve(item) == std::vector<int>{1});
  CHECK(parse_bin8("back-left") == Bin8::BackLeft);
  CHECK_FALSE(parse_bin8("behind").has_value());
}

TEST_CASE("PTT items repeat byte for byte and the trials spread the gold evenly") {
  int at[4] = {0, 0, 0, 0};
  for (int i = 0; i < kPopulation; ++i) {
    CHECK(to_json(make_ptt(kSeed, i)).dump() == to_json(make_ptt(kSeed, i)).dump());
    for (const Trial& t : mcq_trials(make_ptt(kSeed, i).gold)) ++at[t.gold_position];
  }
  for (int p = 0; p < 4; ++p) CHECK(at[p] == kPopulation);
}
