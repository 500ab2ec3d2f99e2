// The blind baselines and the gate on crafted gold files (table-driven), and
// on a small generated release: the gate's shortcuts (regime twins scored
// once, closed formats parsed once) agree with scoring every item.
#include <doctest/doctest.h>

#include <map>

#include <fmt/format.h>

#include "base/file_io.h"
#include "generator/release/writer.h"
#include "tests/test_util.h"
#include "validators/baselines/baseline_answers.h"
#include "validators/baselines/release_gate.h"

using namespace mm;
using namespace mm::baselines;

namespace {

// One gold line of a boolean family in English; `answer` and the design
// decide the gold, `scene` the half of the houses.
std::string bool_line(const std::string& family, int i, bool answer, const std::string& regime = "direct",
                      const std::string& shortcuts = "{}") {
  return fmt::format(
      R"({{"id":"mm-{:020x}","base_id":"b-{:016x}","scene":"house-{}","family":"{}","level":2,"language":"en",)"
      R"("mode":"balanced","regime":"{}","frame":"none","order":"none","format":"boolean","evaluator":"boolean",)"
      R"("normaliser":"boolean","answer":{},"choices":[],"scoring":{{"shortcuts":{}}}}})",
      uint64_t(i) * 2 + (regime == "reasoning"), uint64_t(i), i % 7, family, regime, answer ? "true" : "false",
      shortcuts);
}

std::string lines(int n, const std::function<std::string(int)>& f) {
  std::string out;
  for (int i = 0; i < n; ++i) out += f(i) + "\n";
  return out;
}

Table table_of(const std::string& text, const std::map<std::string, FamilyGate>& gates) {
  auto t = compute_text(text, "gold.jsonl", gates, {0, 2});
  REQUIRE_MESSAGE(t, (t ? "" : t.error().message));
  return *t;
}

}  // namespace

TEST_CASE("gate: a constant that passes a two-answer family is refused, named with its figure") {
  std::string text = lines(40, [](int i) { return bool_line("sameRoom", i, true); });
  Table t = table_of(text, {{"sameRoom", {2, "", true}}});
  auto v = check_gate(t);
  REQUIRE(!v.empty());
  CHECK(v.front().text() == "family sameRoom, condition en: the constant (yes) baseline passes 100.0 % of 40 items (bound 55 %)");
  CHECK(violations_message(v).find("the release does not pass the blind-baselines gate") == 0);
}

TEST_CASE("gate: a balanced family passes — its chance is 50 %") {
  std::string text = lines(40, [](int i) { return bool_line("sameRoom", i, i % 2 == 0); });
  Table t = table_of(text, {{"sameRoom", {2, "", true}}});
  CHECK(check_gate(t).empty());
  const Cell& c = t.cells.at("sameRoom").at("en");
  CHECK(c.items == 40);
  CHECK(c.chance == doctest::Approx(0.5));
  CHECK(c.constant.rate() == doctest::Approx(0.5));
  CHECK(c.oracle.rate() == 1.0);
}

TEST_CASE("gate: the no-change shortcut of a change family is bound at 10 %, of a reading family not at all") {
  // Balanced answers, but a shortcut that is right in 20 % of the items.
  auto text = lines(40, [](int i) {
    bool a = i % 2 == 0;
    return bool_line("partial", i, a, "direct", fmt::format(R"({{"no-change":{}}})", i % 5 == 0 ? a : !a));
  });
  Table change = table_of(text, {{"partial", {4, "change", true}}});
  auto v = check_gate(change);
  REQUIRE(v.size() == 1);
  CHECK(v.front().baseline == "shortcut no-change");
  CHECK(v.front().bound == doctest::Approx(0.10));
  CHECK(check_gate(table_of(text, {{"partial", {4, "", true}}})).empty());         // 20 % < 55 %
  CHECK(check_gate(table_of(text, {{"partial", {1, "reading", true}}})).empty());  // not gated
}

TEST_CASE("gate: cells with too few items and diagnostic families are reported, not gated") {
  std::string few = lines(12, [](int i) { return bool_line("sameRoom", i, true); });
  Table t = table_of(few, {{"sameRoom", {2, "", true}}});
  CHECK(t.cells.at("sameRoom").at("en").constant.rate() == 1.0);
  CHECK(check_gate(t).empty());
  std::string many = lines(40, [](int i) { return bool_line("diag", i, true); });
  CHECK(check_gate(table_of(many, {{"diag", {-1, "diagnostic", true}}})).empty());
}

TEST_CASE("majority is fitted on the other half of the houses") {
  // Houses 0-3 answer yes, 4-6 no: a half never sees its own answers.
  auto text = lines(70, [](int i) { return bool_line("sameRoom", i, i % 7 < 4); });
  Table t = table_of(text, {{"sameRoom", {2, "", true}}});
  const Cell& c = t.cells.at("sameRoom").at("en");
  CHECK(c.majority.n == 70);
  CHECK(c.majority.rate() <= c.constant.rate());
}

TEST_CASE("baseline answers: constants, texts and chance") {
  CHECK(answer_text(Format::Boolean, true) == "yes");
  CHECK(answer_text(Format::Integer, 3) == "3");
  CHECK(answer_text(Format::DirectionPair, Json::array({"left", "right"})) == "left, right");
  CHECK(answer_text(Format::LabelList, Json::array()) == "[]");
  auto ints = constant_candidates(Format::Integer, {{"2", 50}, {"7", 40}, {"9", 1}});
  CHECK(ints.size() == 8);  // 0..6, and 7 (recurring), not 9 (once)
  auto dirs = constant_candidates(Format::Direction, {{"\"north\"", 10}});
  CHECK(dirs.size() == 8);
  CHECK(dirs.front() == "north");
}

TEST_CASE("a bad gold line is refused with its place") {
  std::string text = bool_line("sameRoom", 0, true) + "\n{\"id\": 3}\n";
  auto t = compute_text(text, "gold.jsonl", {}, {0, 1});
  REQUIRE_FALSE(t);
  CHECK(t.error().message.find("gold.jsonl:2") == 0);
}

TEST_CASE("a small release: the gate's table equals the per-item scoring of every baseline answer") {
  test::TempDir dir;
  GenerateOptions opt;
  opt.scenes = "builtin:12";
  opt.seed = 3;
  opt.profile = Profile::Small;
  opt.languages = {"en", "ja", "struct"};
  opt.out = dir.file("r");
  opt.gate = release_gate(2, /*enforce=*/false);
  auto r = generate_release(opt);
  REQUIRE_MESSAGE(r, (r ? "" : r.error().message));
  auto m = load_manifest(opt.out);
  REQUIRE(m);
  std::map<std::string, int64_t> predictions;
  std::map<std::tuple<std::string, std::string, std::string>, std::pair<int64_t, int64_t>> scored;
  Sinks sinks{[&](const std::string& name, const std::string&) { ++predictions[name]; },
              [&](const std::string& line) {
                Json j = Json::parse(line);
                std::string model = j["model"].get<std::string>().substr(std::string("baseline:").size());
                bool copies = model == "shortcut:no-change" || model == "shortcut:actual";
                bool pass = copies && j["components"].contains("change_pass") ? j["components"]["change_pass"].get<bool>()
                                                                              : j["correct"].get<bool>();
                auto& [n, p] = scored[{j["family"].get<std::string>(), j["language"].get<std::string>(), model}];
                ++n, p += pass;
              }};
  auto t = release_table(opt.out, *m, 2, &sinks);
  REQUIRE(t);
  CHECK(predictions.count("random"));
  CHECK(predictions.count("constant"));
  CHECK(predictions.count("majority"));
  int checked = 0;
  for (const auto& [key, np] : scored) {
    const auto& [family, lang, model] = key;
    const Cell& c = t->cells.at(family).at(lang);
    const Rate& rate = model == "random"     ? c.random
                       : model == "majority" ? c.majority
                       : model == "constant" ? c.constant
                                             : c.shortcuts.at(model.substr(std::string("shortcut:").size()));
    CAPTURE(family);
    CAPTURE(lang);
    CAPTURE(model);
    CHECK(rate.n == np.first);
    CHECK(rate.pass == np.second);
    ++checked;
  }
  CHECK(checked > 100);
}
