// End to end over a generated release (small profile, en + struct):
//  - the gold written the way a model would (English names through the
//    renderer's forms, canonical labels for struct, yes/no words, JSON in
//    fences, reasoning then "Answer:") scores 1 on every item;
//  - golds shuffled between items (same evaluator) score what an independent
//    brute-force reference (tests/validators/reference.h) says;
//  - garbage scores 0 on every item, and every item is still counted;
//  - a tampered release, or predictions for another release, are refused.
#include <doctest/doctest.h>

#include <map>

#include "base/file_io.h"
#include "generator/release/writer.h"
#include "tests/test_util.h"
#include "tests/validators/reference.h"
#include "tests/validators/validators_test_util.h"
#include "validators/scoring/explain.h"
#include "validators/scoring/scorer.h"

using namespace mm;
using namespace mm::score;

namespace {

struct Fixture {
  test::TempDir dir;
  Release release;
  std::vector<GoldItem> gold;  // every item whole, in release order
  Fixture() : release(test::small_release(dir, {"en", "struct"})) {
    auto items = load_items(release);
    REQUIRE_MESSAGE(items, (items ? "" : items.error().message));
    gold = std::move(*items);
  }
};

Fixture& fixture() {
  static Fixture f;
  return f;
}

std::vector<OJson> score_all(const Release& r, const PredictionSet& preds, ScoreReport* report = nullptr) {
  std::vector<OJson> lines;
  auto rep = score_predictions(r, preds, [&](const std::string& l) { lines.push_back(OJson::parse(l)); });
  REQUIRE_MESSAGE(rep, (rep ? "" : rep.error().message));
  if (report) *report = *rep;
  return lines;
}

PredictionSet one_model(const std::string& model, const std::vector<std::pair<std::string, std::string>>& outs) {
  PredictionSet set;
  set.models = {model};
  for (const auto& [id, out] : outs) set.predictions.push_back({id, model, out, "mem", 0});
  return set;
}

}  // namespace

TEST_CASE("end to end: the gold written as a model would write it scores 1 on every item") {
  const Release& r = fixture().release;
  REQUIRE(r.items.size() > 40);
  std::vector<std::pair<std::string, std::string>> outs;
  const auto& gold = fixture().gold;
  for (size_t i = 0; i < gold.size(); ++i) outs.push_back({gold[i].id, test::write_answer(gold[i], gold[i], int(i))});
  auto lines = score_all(r, one_model("oracle", outs));
  REQUIRE(lines.size() == r.items.size());
  std::set<std::string> families;
  for (size_t i = 0; i < lines.size(); ++i) {
    const OJson& l = lines[i];
    families.insert(l["family"].get<std::string>());
    CAPTURE(l.dump());
    CAPTURE(outs[i].second);
    CHECK(l["status"] == "ok");
    CHECK(l["correct"] == true);
    CHECK(l["score"].get<double>() == 1.0);
    CHECK(l["off_language"] == false);
  }
  MESSAGE("families covered: " << families.size());
  CHECK(families.size() >= 30);
}

TEST_CASE("end to end: golds shuffled between items score what the reference says") {
  const Release& r = fixture().release;
  // The small profile has one item per family and language, so golds move
  // between the families that share a language, evaluator and format.
  std::map<std::string, std::vector<size_t>> groups;  // language|evaluator|format -> items
  const auto& gold = fixture().gold;
  for (size_t i = 0; i < gold.size(); ++i) {
    const GoldItem& g = gold[i];
    groups[g.language + "|" + g.evaluator + "|" + std::string(format_name(g.format)) + (g.type_answers ? "|types" : "")]
        .push_back(i);
  }
  std::vector<std::pair<std::string, std::string>> outs;
  std::map<std::string, double> expected;
  for (const auto& [key, members] : groups) {
    for (size_t k = 0; k < members.size(); ++k) {
      const GoldItem& gi = gold[members[k]];
      const GoldItem& gj = gold[members[(k + 1) % members.size()]];
      outs.push_back({gi.id, test::write_answer(gi, gj, 1)});
      if (auto e = test::reference_score(gi, gj)) expected[gi.id] = *e;
    }
  }
  auto lines = score_all(r, one_model("shuffled", outs));
  size_t checked = 0, lower = 0;
  for (const auto& l : lines) {
    auto it = expected.find(l["id"].get<std::string>());
    if (it == expected.end()) continue;
    CAPTURE(l.dump());
    CHECK(l["score"].get<double>() == doctest::Approx(it->second).epsilon(1e-6));
    ++checked;
    lower += it->second < 1.0;
  }
  size_t multi = 0;
  for (const auto& [key, members] : groups) multi += members.size() > 1;
  MESSAGE("items " << r.items.size() << " groups " << groups.size() << " multi " << multi);
  MESSAGE("checked " << checked << " shuffled items, " << lower << " below 1");
  CHECK(checked > r.items.size() / 2);
  CHECK(lower > 0);
}

TEST_CASE("end to end: garbage scores 0 on every item and every item is counted") {
  const Release& r = fixture().release;
  std::vector<std::pair<std::string, std::string>> outs;
  const char* junk[] = {"Lorem ipsum dolor sit amet.", "", "```\n{\"nodes\": [\n```", "I cannot help with that.", "???"};
  for (size_t i = 0; i + 3 < r.items.size(); ++i) outs.push_back({r.items[i].id, junk[i % 5]});  // the last 3 are missing
  ScoreReport report;
  auto lines = score_all(r, one_model("junk", outs), &report);
  REQUIRE(lines.size() == r.items.size());
  for (const auto& l : lines) {
    CAPTURE(l.dump());
    CHECK(l["score"].get<double>() == 0.0);
    CHECK(l["correct"] == false);
  }
  REQUIRE(report.models.size() == 1);
  const ModelSummary& m = report.models[0];
  CHECK(m.items == int64_t(r.items.size()));
  CHECK(m.missing == 3);
  CHECK(m.missing_ids.size() == 3);
  CHECK(m.ok + m.invalid + m.empty + m.refusal + m.missing == m.items);
  CHECK(m.refusal > 0);
  CHECK(m.empty > 0);
}

TEST_CASE("end to end: results come in release order, then model, and are deterministic") {
  const Release& r = fixture().release;
  PredictionSet set;
  set.models = {"a", "b"};
  for (const auto& g : r.items)
    for (const char* m : {"b", "a"}) set.predictions.push_back({g.id, m, "yes", "mem", 0});
  auto first = score_all(r, set), second = score_all(r, set);
  REQUIRE(first.size() == 2 * r.items.size());
  for (size_t i = 0; i < first.size(); ++i) {
    CHECK(first[i].dump() == second[i].dump());
    CHECK(first[i]["id"] == r.items[i / 2].id);
    CHECK(first[i]["model"] == (i % 2 ? "b" : "a"));
  }
}

TEST_CASE("end to end: predictions for another release and tampered releases are refused") {
  const Release& r = fixture().release;
  PredictionSet other = one_model("m", {{"mm-0123456789abcdef0123", "yes"}, {r.items[0].id, "yes"}, {"mm-ffffffffffffffffffff", "no"}});
  other.predictions[0].file = other.predictions[1].file = other.predictions[2].file = "other.jsonl";
  auto rep = score_predictions(r, other, [](const std::string&) {});
  REQUIRE_FALSE(rep);
  CHECK(rep.error().message.find("other.jsonl: 2 of its 3 predictions name ids that release") != std::string::npos);
  CHECK(rep.error().message.find("another release") != std::string::npos);

  test::TempDir copy;
  std::filesystem::copy(r.dir, copy.path(), std::filesystem::copy_options::recursive);
  std::string gold = copy.path() + "/gold.jsonl";
  auto text = read_file(gold);
  REQUIRE(text);
  std::string changed = *text;
  changed.insert(changed.find('\n'), " ");  // still valid JSON, different bytes
  REQUIRE(write_file(gold, changed));
  auto refused = open_release(copy.path());
  REQUIRE_FALSE(refused);
  CHECK(refused.error().message.find("does not match its manifest") != std::string::npos);
  CHECK(refused.error().message.find("gold.jsonl: SHA-256") != std::string::npos);
  CHECK(open_release(copy.path(), {.verify = false}));
  REQUIRE(write_file(gold, changed + *text));  // every id twice
  auto dup = open_release(copy.path(), {.verify = false});
  REQUIRE_FALSE(dup);
  CHECK(dup.error().message.find("duplicate id") != std::string::npos);
}

TEST_CASE("end to end: the direct results writer matches the JSON one byte for byte") {
  const std::string outputs[] = {"yes", "", "I cannot say.", "Answer: \"cabinet 2\"\t\x01", "bad \xff\xfe utf-8 \xe2\x82",
                                 "{\"nodes\": [\"Apple\"], \"edges\": []}", "ταυτότητα 北 ٣"};
  size_t n = 0;
  for (const auto& g : fixture().gold) {
    auto index = PhraseIndex::get(g.language);
    REQUIRE(index);
    for (const auto& out : outputs) {
      ItemResult res = score_item(g, n % 2 ? "model \"x\"" : "m", &out, **index);
      CHECK(result_line(res) == result_json(res).dump(-1, ' ', false, OJson::error_handler_t::replace));
      ++n;
    }
    ItemResult missing = score_item(g, "m", nullptr, **index);
    CHECK(result_line(missing) == result_json(missing).dump(-1, ' ', false, OJson::error_handler_t::replace));
  }
}

TEST_CASE("end to end: results are the same bytes for any number of scoring threads") {
  const Release& r = fixture().release;
  const auto& gold = fixture().gold;
  std::vector<std::pair<std::string, std::string>> outs;
  for (size_t i = 0; i < gold.size(); i += 2) outs.push_back({gold[i].id, test::write_answer(gold[i], gold[i], int(i))});
  PredictionSet preds = one_model("m", outs);
  std::vector<std::string> runs[3];
  int threads[3] = {1, 2, 5};
  for (int k = 0; k < 3; ++k) {
    auto rep = score_predictions(r, preds, [&](const std::string& l) { runs[k].push_back(l); }, threads[k]);
    REQUIRE(rep);
    CHECK(rep->results == int64_t(gold.size()));
  }
  CHECK(runs[0] == runs[1]);
  CHECK(runs[0] == runs[2]);
}

TEST_CASE("end to end: a condition a model did not answer is not scored (n/a), and --languages scores a subset") {
  const Release& r = fixture().release;
  std::vector<std::pair<std::string, std::string>> outs;
  int64_t en = 0, st = 0;
  for (const auto& g : r.items) {
    (g.language == "en" ? en : st)++;
    if (g.language == "en") outs.push_back({g.id, "no"});
  }
  REQUIRE(en > 0);
  REQUIRE(st > 0);
  ScoreReport report;
  auto lines = score_all(r, one_model("en-only", outs), &report);
  CHECK(int64_t(lines.size()) == en);  // no struct line scored 0
  for (const auto& l : lines) CHECK(l["language"] == "en");
  CHECK(report.models[0].missing == 0);
  CHECK(report.models[0].unscored == std::map<std::string, int64_t>{{"struct", st}});

  // Named conditions are scored for every model; their unanswered items are missing.
  auto both = score_predictions(r, one_model("en-only", outs), [](const std::string&) {}, 2,
                                ScoreScope{{"en", "struct"}});
  REQUIRE(both);
  CHECK(both->models[0].missing == st);
  CHECK(both->models[0].unscored.empty());
  auto struct_only = score_predictions(r, one_model("en-only", outs), [](const std::string&) {}, 2,
                                       ScoreScope{{"struct"}});
  REQUIRE(struct_only);
  CHECK(struct_only->models[0].items == st);
  CHECK(struct_only->models[0].outside == en);
  CHECK(struct_only->models[0].unscored == std::map<std::string, int64_t>{{"en", en}});
}

TEST_CASE("end to end: explain walks one answer through the scorer's own steps") {
  const Release& r = fixture().release;
  const GoldItem* list_item = nullptr;
  for (const auto& g : fixture().gold)
    if (g.format == Format::LabelList && g.language == "en" && !g.answer.empty()) list_item = &g;
  REQUIRE(list_item);
  std::string output = "Let me think.\nAnswer: " + list_item->answer[0].get<std::string>();
  auto text = explain_answer(r, list_item->id, output);
  REQUIRE_MESSAGE(text, (text ? "" : text.error().message));
  for (const char* step : {"item ", "1. normalised and cleaned", "2. an answer marker was found", "list items:",
                           "3. read as label-list: status ok", "4. scored by "})
    CHECK_MESSAGE(text->find(step) != std::string::npos, step, "\n", *text);
  // The results line it shows is the one `score` writes for the same answer.
  auto lines = score_all(r, one_model("explain", {{list_item->id, output}}));
  std::string own;
  for (const auto& l : lines)
    if (l["id"] == list_item->id) own = l.dump();
  CHECK(text->find(own) != std::string::npos);
  auto missing = explain_answer(r, "mm-00000000000000000000", "x");
  REQUIRE_FALSE(missing);
  CHECK(missing.error().message.find("no item mm-00000000000000000000") != std::string::npos);
}
