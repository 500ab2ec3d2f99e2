// The scratchpad regime: only the answer after the notes block is read,
// whatever the block says; direction marks copied from a right-to-left
// prompt do not hide the tags; other regimes are read as before.
#include <doctest/doctest.h>

#include "tests/validators/validators_test_util.h"
#include "validators/reading/parse.h"
#include "validators/scoring/evaluate.h"

namespace mm::score {
namespace {

TEST_CASE("scratchpad: the answer part of an output") {
  struct Case {
    const char* output;
    const char* answer;
  } cases[] = {
      {"<scratchpad>\nfridge north, sink east: yes?\n</scratchpad>\nno", "\nno"},
      {"<SCRATCHPAD>a</Scratchpad> yes", " yes"},
      {"Notes first.\n<scratchpad>x</scratchpad>\n<scratchpad>y</scratchpad>\nAnswer: yes", "\nAnswer: yes"},
      {"yes\n<scratchpad>the notes were never closed: no", "yes\n"},
      {"no block at all: yes", "no block at all: yes"},
      {"<\u2068scratchpad\u2069>ملاحظات</\u2068scratchpad\u2069>\nنعم", "\nنعم"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.output);
    CHECK(after_scratchpad(c.output) == c.answer);
  }
}

TEST_CASE("scratchpad: a boolean item reads the answer after the block, not the words in it") {
  for (bool gold : {false, true}) {
    GoldItem item = test::make_item({{"format", "boolean"}, {"evaluator", "boolean"}, {"answer", gold},
                                     {"regime", "scratchpad"}});
    Parsed p = parse_output(std::string("<scratchpad>\nThe mug is in the sink, so yes? Or no?\n</scratchpad>\n") +
                                (gold ? "Yes" : "No"),
                            item, test::index_for("en"));
    CHECK(p.status == ParseStatus::Ok);
    CHECK(p.answer == gold);
    CHECK(evaluate(item, p).correct);
  }
  GoldItem item = test::make_item({{"format", "boolean"}, {"evaluator", "boolean"}, {"answer", true},
                                   {"regime", "scratchpad"}});
  CHECK(parse_output("<scratchpad>only notes</scratchpad>", item, test::index_for("en")).status ==
        ParseStatus::Empty);
}

}  // namespace
}  // namespace mm::score
