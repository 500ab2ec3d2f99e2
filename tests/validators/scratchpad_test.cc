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

TEST_CASE("an answer marker written as a heading on its own line, without its colon, opens the answer") {
  // A model's style seen in review round 17 (ja): the notes block, a bold
  // heading, then the list; the heading is not part of the list.
  GoldItem item = test::make_item({{"format", "label-list"}, {"evaluator", "label-set"},
                                   {"answer", Json::array({"Kitchen", "Fridge"})}, {"regime", "scratchpad"},
                                   {"language", "ja"}});
  Parsed p = parse_output("<scratchpad>\nメモ\n</scratchpad>\n\n\n**答え**\n\nキッチン、冷蔵庫\n", item,
                          test::index_for("ja"));
  CHECK(p.status == ParseStatus::Ok);
  CHECK(p.answer == Json::array({"Kitchen", "Fridge"}));
  GoldItem en = test::make_item({{"format", "boolean"}, {"evaluator", "boolean"}, {"answer", true}});
  Parsed q = parse_output("The fridge is closed, so no light.\n\n## Answer\n\nYes", en, test::index_for("en"));
  CHECK(q.status == ParseStatus::Ok);
  CHECK(q.answer == true);
}

}  // namespace
}  // namespace mm::score
