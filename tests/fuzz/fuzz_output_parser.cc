// fuzz-link: mm_validators
//
// libFuzzer target for the model-output parser and the evaluators. Each
// input is read as the output of one item of every output format and
// evaluator (en and struct, plus one of ja/th/ar/zh; direct and reasoning),
// then evaluated and
// written as a results line. Besides crashes, hangs and sanitizer reports
// it aborts when:
//   - a score falls outside [0, 1], or a failed parse scores above 0;
//   - an Ok parse has no answer, or a non-Ok one claims valid JSON;
//   - the results line cannot be written as JSON (e.g. invalid UTF-8).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_util.h"
#include "validators/scoring/evaluate.h"
#include "validators/reading/parse.h"
#include "validators/reading/phrase_index.h"
#include "validators/scoring/scorer.h"

namespace {

using namespace mm;
using namespace mm::score;

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fuzz_output_parser: %s\n%s\n", what, detail.c_str());
  std::abort();
}

const char* kLabels = R"({"Apple":"Apple","Bowl":"Bowl","Cabinet_1":"Cabinet","Cabinet_2":"Cabinet","CounterTop":"CounterTop",
  "Fridge":"Fridge","Kitchen":"Kitchen","Mug_1":"Mug","Mug_2":"Mug","Spoon":"Spoon","LivingRoom_1":"LivingRoom"})";

// One item per evaluator (and per format where an evaluator has several).
const char* kSpecs[] = {
    R"({"family":"exists","format":"boolean","evaluator":"boolean","answer":true})",
    R"({"family":"count","format":"integer","evaluator":"count","answer":3})",
    R"({"family":"roomInventory","format":"label-list","evaluator":"set-f1","answer":["Apple","Mug"],"scoring":{"answer_kind":"type"}})",
    R"({"family":"typeHistogram","format":"histogram","evaluator":"histogram-f1","answer":{"Apple":1,"Mug":2},"scoring":{"answer_kind":"type"}})",
    R"({"family":"locate","format":"label","evaluator":"receptacle-exact","answer":"Cabinet_2"})",
    R"({"family":"roomOf","format":"label","evaluator":"exact","answer":"Kitchen"})",
    R"({"family":"contents","format":"label-list","evaluator":"set-f1","answer":["Apple","Mug_1"]})",
    R"({"family":"relativeDirection","format":"direction","evaluator":"direction-relaxed","answer":"front-left","frame":"relative"})",
    R"({"family":"chainRelation","format":"direction-pair","evaluator":"chain-consistency","answer":["north","south"],"frame":"absolute"})",
    R"({"family":"indirectSearch","format":"label-list","evaluator":"indirect-search-f1","answer":["Kitchen","Cabinet_1","Bowl"]})",
    R"({"family":"roomPath","format":"label-sequence","evaluator":"sequence-exact","answer":["Kitchen","LivingRoom_1"]})",
    R"({"family":"globalToView","format":"direction","evaluator":"global-view","answer":"back","scoring":{"compass":"north"}})",
    R"({"family":"rotation","format":"direction","evaluator":"direction-exact","answer":"left"})",
    R"({"family":"event","format":"label","evaluator":"receptacle-exact","answer":"Kitchen","scoring":{"object":"Apple","location_kind":"floor","before":"Fridge"}})",
    R"({"family":"partialObservation","format":"boolean","evaluator":"attribute-exact","answer":false,"scoring":{"visible_before":true}})",
    R"({"family":"actionFailure","format":"label","evaluator":"attribute-exact","answer":"hand-full","choices":["none","hand-full","receptacle-closed"],"scoring":{"succeeds":false}})",
    R"({"family":"attributeChange","format":"label","evaluator":"attribute-exact","answer":"isOpen_false","choices":["isOpen_true","isOpen_false"],"scoring":{"changed":true}})",
    R"({"family":"eventSet","format":"event-list","evaluator":"event-set-f1","answer":[{"object":"Apple","attribute":"parent","value":"Agent"}],"scoring":{"other_changes":[]}})",
    R"({"family":"chainCounterfactual","format":"event-list","evaluator":"counterfactual-delta-f1","answer":[{"object":"Mug_1","attribute":"isDirty","value":true}],"scoring":{"actual":[]}})",
    R"({"family":"finalState","format":"state-map","evaluator":"final-state-exact","answer":{"Apple":{"parent":"Fridge"},"Fridge":{"parent":"Kitchen","isOpen":true}},"scoring":{"before":{"Fridge":{"isOpen":false}}}})",
    R"({"family":"actionOrdering","format":"label-sequence","evaluator":"kendall-tau","answer":["B","C","A"]})",
    R"({"family":"staticGraph","format":"graph","evaluator":"l5-composite","answer":{"nodes":["Apple","Fridge","Kitchen"],"edges":[{"source":"Apple","target":"Fridge","relation":"containedIn"},{"source":"Fridge","target":"Kitchen","relation":"containedIn"}]}})",
    R"({"family":"rtlAnchorPreference","format":"free-text","evaluator":"anchor-extraction","answer":{"source":"Fridge","target":"CounterTop"},"scoring":{"stated_anchor":"CounterTop","stated_located":"Fridge","direction":"northwest","reverse_direction":"southeast"}})",
    R"({"family":"sceneListing","format":"free-text","evaluator":"scene-listing","answer":["Apple","Bowl"],"scoring":{"types":{"Apple":1,"Bowl":1}}})",
};

// en and struct always; one of the unspaced or right-to-left languages per
// input (chosen by its length), when their lexicons are present.
const char* kLanguages[] = {"en", "struct", "ja", "th", "ar", "zh"};
constexpr size_t kAlways = 2;

struct Setup {
  std::vector<std::vector<GoldItem>> items;  // per language present
  std::vector<std::shared_ptr<const PhraseIndex>> indexes;
  Setup() {
    for (const char* lang : kLanguages) {
      auto idx = PhraseIndex::get(lang);
      if (!idx) {
        if (indexes.size() < kAlways) fail("no index", idx.error().message);
        continue;  // a language not added yet
      }
      indexes.push_back(*idx);
      items.emplace_back();
      for (const char* regime : {"direct", "reasoning"})
        for (const char* spec : kSpecs) {
          Json g = Json::parse(spec);
          g["id"] = "mm-00000000000000000000";
          for (const char* k : {"base_id", "mode", "frame", "order", "normaliser"})
            if (!g.contains(k)) g[k] = k == std::string("frame") || k == std::string("order") ? "none" : "x";
          g["language"] = lang;
          g["regime"] = regime;
          g["level"] = 0;
          if (!g.contains("choices")) g["choices"] = Json::array();
          if (!g.contains("scoring")) g["scoring"] = Json::object();
          g["scoring"]["labels"] = Json::parse(kLabels);
          auto item = gold_from_json(g, "fuzz");
          if (!item) fail("bad fixture", item.error().message);
          items.back().push_back(std::move(*item));
        }
    }
  }
};

void check(const GoldItem& item, const PhraseIndex& index, const std::string& output) {
  ItemResult r = score_item(item, "fuzz", &output, index);
  const Parsed& p = r.parsed;
  if (r.score.score < 0 || r.score.score > 1) fail("score out of range", item.evaluator);
  if (p.status != ParseStatus::Ok && (r.score.score != 0 || r.score.correct)) fail("failed parse scored", item.evaluator);
  if (p.status == ParseStatus::Ok && parsed_answer(p).is_null()) fail("ok parse without an answer", item.evaluator);
  if (p.status != ParseStatus::Ok && p.json_valid) fail("failed parse with valid JSON", item.evaluator);
  try {
    (void)result_json(r).dump();
  } catch (const std::exception& e) {
    fail("results line is not writable", e.what());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static Setup setup;
  std::string output(reinterpret_cast<const char*>(data), size);
  size_t extra = setup.indexes.size() > kAlways ? kAlways + size % (setup.indexes.size() - kAlways) : 0;
  for (size_t l = 0; l < setup.indexes.size(); ++l) {
    if (l >= kAlways && l != extra) continue;
    for (const GoldItem& item : setup.items[l]) check(item, *setup.indexes[l], output);
  }
  return 0;
}
