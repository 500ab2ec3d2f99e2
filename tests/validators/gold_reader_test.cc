// The two gold readers agree: the RapidJSON fast path (gold_from_line) and
// the Json path (gold_from_json) build the same item from every line of a
// generated release in every condition, and unusual lines go to the Json
// path with its located messages.
#include <doctest/doctest.h>

#include "base/file_io.h"
#include "generator/release/writer.h"
#include "tests/test_util.h"
#include "validators/reading/gold.h"
#include "format/text_norm.h"

using namespace mm;
using namespace mm::score;

namespace {

void check_same(const GoldItem& a, const GoldItem& b) {
  CHECK(a.id == b.id);
  CHECK(a.base_id == b.base_id);
  CHECK(a.scene == b.scene);
  CHECK(a.family == b.family);
  CHECK(a.language == b.language);
  CHECK(a.mode == b.mode);
  CHECK(a.regime == b.regime);
  CHECK(a.frame == b.frame);
  CHECK(a.order == b.order);
  CHECK(a.level == b.level);
  CHECK(a.format == b.format);
  CHECK(a.evaluator == b.evaluator);
  CHECK(a.answer == b.answer);
  CHECK(a.choices == b.choices);
  CHECK(a.scoring == b.scoring);
  CHECK(a.vocab.grouped == b.vocab.grouped);
  CHECK(a.vocab.type_of == b.vocab.type_of);
  CHECK(a.vocab.labels_of == b.vocab.labels_of);
  CHECK(a.type_answers == b.type_answers);
  CHECK(bool(a.graph) == bool(b.graph));
  CHECK(bool(a.reference) == bool(b.reference));
  if (a.reference && b.reference) CHECK(a.reference->edges == b.reference->edges);
}

}  // namespace

TEST_CASE("gold readers: the fast path builds the same item as the Json path on a whole release") {
  test::TempDir dir;
  GenerateOptions opt;
  opt.scenes = "builtin:8";
  opt.seed = 4;
  opt.profile = Profile::Small;
  opt.languages = {"all"};
  opt.out = dir.file("r");
  auto r = generate_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  auto text = read_file(opt.out + "/gold.jsonl");
  REQUIRE(text);
  int n = 0, graphs = 0, references = 0;
  for (std::string_view line : split_lines(*text)) {
    if (trim(line).empty()) continue;
    auto fast = gold_from_line(line, "gold.jsonl");
    auto json = parse_json(line, "gold.jsonl");
    REQUIRE(fast);
    REQUIRE(json);
    auto slow = gold_from_json(*json, "gold.jsonl");
    REQUIRE(slow);
    CAPTURE(fast->id);
    check_same(*fast, *slow);
    ++n;
    graphs += bool(fast->graph);
    references += bool(fast->reference);
  }
  CHECK(n > 300);
  CHECK(graphs > 0);
  CHECK(references > 0);
}

TEST_CASE("gold readers: unusual lines take the Json path and its messages") {
  // \u escapes are read by Json, and give the same item.
  auto esc = gold_from_line(
      R"({"id":"mm-1","base_id":"b-1","family":"f","level":0,"language":"en","mode":"balanced","regime":"direct",)"
      R"("frame":"none","order":"none","format":"label","evaluator":"exact","answer":"\u0041pple","scoring":{}})",
      "g:1");
  REQUIRE(esc);
  CHECK(esc->answer == "Apple");
  auto bad = gold_from_line(R"({"id":"mm-1","level":"zero"})", "gold.jsonl:7");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("gold.jsonl:7") == 0);
  auto labels = gold_from_line(
      R"({"id":"mm-1","base_id":"b-1","family":"f","level":0,"language":"en","mode":"balanced","regime":"direct",)"
      R"("frame":"none","order":"none","format":"label","evaluator":"exact","answer":"A","scoring":{"labels":{"A":3}}})",
      "gold.jsonl:9");
  REQUIRE_FALSE(labels);
  CHECK(labels.error().message == "gold.jsonl:9: /scoring/labels/A: expected a type name, found number");
}

TEST_CASE("gold readers: word groups are read by both readers, and a malformed one is named") {
  const std::string head =
      R"({"id":"mm-1","base_id":"b-1","family":"f","level":0,"language":"es","mode":"balanced","regime":"direct",)"
      R"("frame":"none","order":"none","format":"label","evaluator":"exact",)";
  const std::string tail = R"("answer":"Sink_2","scoring":{"labels":{"Sink_1":"Sink","Sink_2":"Sink"}}})";
  auto ok = gold_from_line(
      head + R"("names":{"Sink_1":{"word":"fregadero","n":0},"Sink_2":{"word":"lavabo","n":0}},)" + tail, "g:1");
  REQUIRE(ok);
  CHECK(ok->vocab.grouped.at("Sink_2") == std::pair<std::string, int>{"lavabo", 0});
  CHECK(ok->vocab.in_group("Sink", {"lavabo"}, -1) == "Sink_2");
  CHECK(ok->vocab.in_group("Sink", {"lavabo"}, 1) == "Sink_2");  // "lavabo 1": the group's only one
  CHECK(ok->vocab.in_group("Sink", {"lavabo"}, 2).empty());
  CHECK(ok->vocab.in_group("Sink", {"lavabo", "fregadero"}, -1).empty());  // names one in each: neither
  auto json = parse_json(head + R"("names":{"Sink_1":{"word":"fregadero","n":0}},)" + tail, "g:2");
  REQUIRE(json);
  auto slow = gold_from_json(*json, "g:2");
  REQUIRE(slow);
  CHECK(slow->vocab.grouped.size() == 1);
  auto bad = gold_from_line(head + R"("names":{"Sink_1":{"word":"fregadero","n":-1}},)" + tail, "gold.jsonl:4");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().message.find("gold.jsonl:4: /names/Sink_1: expected {\"word\": a word, \"n\": a number from 0}") == 0);
  auto list = gold_from_line(head + R"("names":[],)" + tail, "gold.jsonl:5");
  REQUIRE_FALSE(list);
  CHECK(list.error().message == "gold.jsonl:5: /names: expected an object, found array");
}
