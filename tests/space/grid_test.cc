// Character-array helpers: turns, mirror, crop, token safety, and the
// four-trial answer rotation of the multiple-choice protocol.
#include <doctest/doctest.h>

#include "packs/space/grid.h"
#include "packs/space/mcq.h"

using namespace mm::space;

TEST_CASE("a quarter turn is clockwise and four turns are the identity") {
  CharGrid g = {"ab.", "..c"};
  CHECK(rotated_cw(g, 1) == CharGrid{".a", ".b", "c."});
  CHECK(rotated_cw(g, 2) == CharGrid{"c..", ".ba"});
  CHECK(rotated_cw(g, -1) == rotated_cw(g, 3));
  CHECK(rotated_cw(g, 4) == g);
  CHECK(mirrored(g) == CharGrid{".ba", "c.."});
  CHECK(cropped(CharGrid{"....", ".a..", "..b.", "...."}) == CharGrid{"a.", ".b"});
  CHECK(cropped(blank_grid(3, 3)).empty());
}

TEST_CASE("token safety rejects ragged rows, spaces and separators") {
  CHECK(is_token_safe(CharGrid{"ab", "#."}));
  CHECK_FALSE(is_token_safe(CharGrid{"ab", "a"}));
  CHECK_FALSE(is_token_safe(CharGrid{"a b"}));
  CHECK_FALSE(is_token_safe(CharGrid{"a,b"}));
  CHECK_FALSE(is_token_safe(CharGrid{}));
}

TEST_CASE("item streams differ by task and index and repeat for the same ones") {
  CHECK(item_rng(7, "mrt", 3).next() == item_rng(7, "mrt", 3).next());
  CHECK(item_rng(7, "mrt", 3).next() != item_rng(7, "mrt", 4).next());
  CHECK(item_rng(7, "mrt", 3).next() != item_rng(7, "ptt", 3).next());
}

TEST_CASE("the four trials move only the gold option through A to D") {
  for (int gold = 0; gold < kOptions; ++gold) {
    auto trials = mcq_trials(gold);
    REQUIRE(trials.size() == 4);
    for (int t = 0; t < 4; ++t) {
      CHECK(trials[t].gold_position == t);
      CHECK(trials[t].order[t] == gold);
      std::vector<int> rest;
      for (int p = 0; p < 4; ++p)
        if (p != t) rest.push_back(trials[t].order[p]);
      std::vector<int> expected;
      for (int i = 0; i < 4; ++i)
        if (i != gold) expected.push_back(i);
      CHECK(rest == expected);  // distractors in the item's order
    }
  }
  std::vector<std::string> opts = {"w", "x", "y", "z"};
  CHECK(arranged(opts, mcq_trials(2)[0]) == std::vector<std::string>{"y", "w", "x", "z"});
  CHECK(position_letter(3) == "D");
  CHECK_THROWS(mcq_trials(4));
}
