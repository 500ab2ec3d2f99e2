// Every evaluator against hand-computed scores (table-driven), including the
// edge cases: empty sets and graphs, duplicated edges, edges to undeclared
// nodes, relation label case, Kendall's tau with ties and partial lists.
#include <doctest/doctest.h>

#include <set>

#include "format/scoring_contract.h"
#include "tests/validators/validators_test_util.h"
#include "validators/scoring/evaluate.h"
#include "validators/reading/parse.h"

using namespace mm;
using namespace mm::score;

namespace {

struct Row {
  const char* name;
  const char* item;      // spec (validators_test_util.h defaults)
  const char* answer;    // the parsed answer (status ok), or "" to parse `output`
  const char* output;    // raw output when answer is ""
  bool correct;
  double score;
  const char* components;  // expected subset of the components
};

const char* kGraph = R"({"family":"localSlice","level":5,"format":"graph","evaluator":"l5-composite",
  "scoring":{"labels":{"Bowl":"Bowl","Cabinet_1":"Cabinet","Cabinet_2":"Cabinet","Spoon":"Spoon","Toaster":"Toaster"}},
  "answer":{"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
  {"source":"Spoon","target":"Bowl","relation":"containedIn"}]}})";

// dynamicGraph: eight books stay on the shelf, the mug goes from the table
// to the agent's hand.
const char* kDynamic = R"({"family":"dynamicGraph","level":5,"format":"graph","evaluator":"l5-composite","answer":{"nodes":["Agent","Book_1","Book_2","Book_3","Book_4","Book_5","Book_6","Book_7","Book_8","Mug","Shelf"],"edges":[{"source":"Book_1","target":"Shelf","relation":"containedIn"},{"source":"Book_2","target":"Shelf","relation":"containedIn"},{"source":"Book_3","target":"Shelf","relation":"containedIn"},{"source":"Book_4","target":"Shelf","relation":"containedIn"},{"source":"Book_5","target":"Shelf","relation":"containedIn"},{"source":"Book_6","target":"Shelf","relation":"containedIn"},{"source":"Book_7","target":"Shelf","relation":"containedIn"},{"source":"Book_8","target":"Shelf","relation":"containedIn"},{"source":"Mug","target":"Agent","relation":"containedIn"}]},"scoring":{"before":{"nodes":["Book_1","Book_2","Book_3","Book_4","Book_5","Book_6","Book_7","Book_8","Mug","Shelf","Table"],"edges":[{"source":"Book_1","target":"Shelf","relation":"containedIn"},{"source":"Book_2","target":"Shelf","relation":"containedIn"},{"source":"Book_3","target":"Shelf","relation":"containedIn"},{"source":"Book_4","target":"Shelf","relation":"containedIn"},{"source":"Book_5","target":"Shelf","relation":"containedIn"},{"source":"Book_6","target":"Shelf","relation":"containedIn"},{"source":"Book_7","target":"Shelf","relation":"containedIn"},{"source":"Book_8","target":"Shelf","relation":"containedIn"},{"source":"Mug","target":"Table","relation":"containedIn"}]},"change_reference":"/before"}})";

const Row kRows[] = {
    {"boolean right", R"({"format":"boolean","evaluator":"boolean","answer":true})", "true", "", true, 1, "{}"},
    {"boolean wrong", R"({"format":"boolean","evaluator":"boolean","answer":true})", "false", "", false, 0, "{}"},
    {"count off by two", R"({"format":"integer","evaluator":"count","answer":3})", "5", "", false, 0, R"({"abs_error":2})"},
    {"count right", R"({"format":"integer","evaluator":"count","answer":3})", "3", "", true, 1, R"({"abs_error":0})"},
    {"exact in options", R"({"format":"label","evaluator":"exact","answer":"Desk","scoring":{"options":["Desk","Sofa"]}})",
     R"("Sofa")", "", false, 0, R"({"in_options":true})"},
    {"receptacle floor", R"({"format":"label","evaluator":"receptacle-exact","answer":"Kitchen","scoring":{"location_kind":"floor"}})",
     R"("Floor")", "", true, 1, R"({"location_kind":"floor"})"},
    {"receptacle before", R"({"format":"label","evaluator":"receptacle-exact","answer":"Agent","scoring":{"location_kind":"agent","before":"CounterTop"}})",
     R"("CounterTop")", "", false, 0, R"({"answered_before":true})"},
    {"failure: wrong reason", R"({"format":"label","evaluator":"attribute-exact","answer":"receptacle-closed","scoring":{"succeeds":false}})",
     R"("hand-full")", "", false, 0, R"({"success_correct":true})"},
    {"failure: says it works", R"({"format":"label","evaluator":"attribute-exact","answer":"receptacle-closed","scoring":{"succeeds":false}})",
     R"("none")", "", false, 0, R"({"success_correct":false})"},
    {"state stale", R"({"format":"label","evaluator":"attribute-exact","answer":"isOpen_true","scoring":{"changed":true}})",
     R"("isOpen_false")", "", false, 0, R"({"stale":true})"},
    {"direction exact", R"({"format":"direction","evaluator":"direction-exact","answer":"left"})", R"("left")", "", true, 1,
     R"({"frame_ok":true,"bin_distance":0})"},
    {"direction other frame", R"({"format":"direction","evaluator":"direction-exact","answer":"left"})", R"("north")", "", false, 0,
     R"({"frame_ok":false,"bin_distance":null})"},
    {"relaxed neighbour", R"({"format":"direction","evaluator":"direction-relaxed","answer":"front-left"})", R"("front")", "", true, 1,
     R"({"exact":false,"bin_distance":1})"},
    {"relaxed wrap-around", R"({"format":"direction","evaluator":"direction-relaxed","answer":"north"})", R"("northwest")", "", true, 1,
     R"({"bin_distance":1})"},
    {"relaxed three bins off", R"({"format":"direction","evaluator":"direction-relaxed","answer":"front-left"})", R"("right")", "", false, 0,
     R"({"bin_distance":3})"},
    {"global-view unrotated", R"({"format":"direction","evaluator":"global-view","answer":"front-right","scoring":{"heading":"south","compass":"southwest"}})",
     R"("back-left")", "", false, 0, R"({"unrotated":true})"},
    {"chain right", R"({"format":"direction-pair","evaluator":"chain-consistency","answer":["front","back"]})", R"(["front","back"])", "", true, 1,
     R"({"consistent":true})"},
    {"chain one right", R"({"format":"direction-pair","evaluator":"chain-consistency","answer":["front","back"]})", R"(["front","left"])", "", false,
     0.333333, R"({"forward_correct":true,"backward_correct":false,"consistent":false})"},
    {"chain consistent but wrong", R"({"format":"direction-pair","evaluator":"chain-consistency","answer":["front","back"]})", R"(["left","right"])",
     "", false, 0.333333, R"({"consistent":true})"},
    {"sequence short", R"({"format":"label-sequence","evaluator":"sequence-exact","answer":["Kitchen","LivingRoom_1","Bedroom"]})",
     R"(["Kitchen","Bedroom"])", "", false, 0, R"({"set_f1":0.8,"endpoints_correct":true})"},
    {"tau identity", R"({"format":"label-sequence","evaluator":"kendall-tau","answer":["C","A","B"]})", R"(["C","A","B"])", "", true, 1,
     R"({"tau":1.0,"complete":true})"},
    {"tau one swap of three", R"({"format":"label-sequence","evaluator":"kendall-tau","answer":["C","A","B"]})", R"(["A","B","C"])", "", false,
     0.333333, R"({"tau":-0.333333})"},
    {"tau reversed", R"({"format":"label-sequence","evaluator":"kendall-tau","answer":["C","A","B"]})", R"(["B","A","C"])", "", false, 0,
     R"({"tau":-1.0})"},
    {"tau partial list (ties)", R"({"format":"label-sequence","evaluator":"kendall-tau","answer":["C","A","B"]})", R"(["C"])", "", false,
     0.908248, R"({"tau":0.816497,"complete":false})"},
    {"tau repeats and strangers ignored", R"({"format":"label-sequence","evaluator":"kendall-tau","answer":["C","A","B"]})",
     R"(["C","D","A","B","A"])", "", true, 1, R"({"tau":1.0})"},
    {"set half", R"({"format":"label-list","evaluator":"set-f1","answer":["Apple","Mug_1"]})", R"(["Apple"])", "", false, 0.666667,
     R"({"precision":1.0,"recall":0.5,"tp":1,"fp":0,"fn":1})"},
    {"set extra", R"({"format":"label-list","evaluator":"set-f1","answer":["Apple","Mug_1"]})", R"(["Apple","Mug_1","Bowl"])", "", false, 0.8,
     R"({"precision":0.666667,"recall":1.0})"},
    {"set both empty", R"({"format":"label-list","evaluator":"set-f1","answer":[]})", "[]", "", true, 1, R"({"f1":1.0})"},
    {"set gold empty", R"({"format":"label-list","evaluator":"set-f1","answer":[]})", R"(["Apple"])", "", false, 0,
     R"({"precision":0.0,"recall":1.0})"},
    {"set prediction empty", R"({"format":"label-list","evaluator":"set-f1","answer":["Apple"]})", "[]", "", false, 0,
     R"({"precision":1.0,"recall":0.0})"},
    {"colocated names parent", R"({"format":"label-list","evaluator":"set-f1","answer":["Apple"],"scoring":{"parent":"Plate"}})",
     R"(["Apple","Plate"])", "", false, 0.666667, R"({"named_parent":true})"},
    {"indirect search", R"({"format":"label-list","evaluator":"indirect-search-f1","answer":["Kitchen","CounterTop","Bowl"]})",
     R"(["Kitchen","Bowl"])", "", false, 0.8, R"({"room_correct":true,"parent_correct":true,"order_correct":true})"},
    {"indirect search order", R"({"format":"label-list","evaluator":"indirect-search-f1","answer":["Kitchen","CounterTop","Bowl"]})",
     R"(["Bowl","CounterTop","Kitchen"])", "", true, 1, R"({"order_correct":false})"},
    {"histogram short", R"({"format":"histogram","evaluator":"histogram-f1","answer":{"Apple":2,"Mug":1}})", R"({"Apple":1,"Mug":1})", "",
     false, 0.8, R"({"precision":1.0,"recall":0.666667,"key_f1":1.0,"exact_counts":0.5})"},
    {"histogram extra", R"({"format":"histogram","evaluator":"histogram-f1","answer":{"Apple":2,"Mug":1}})",
     R"({"Apple":2,"Mug":1,"Bowl":1})", "", false, 0.857143, R"({"precision":0.75,"recall":1.0,"exact_counts":1.0})"},
    {"events half", R"({"format":"event-list","evaluator":"event-set-f1","answer":[{"object":"Apple","attribute":"parent","value":"Agent"},
       {"object":"Cabinet_2","attribute":"isOpen","value":true}]})",
     R"([{"object":"Apple","attribute":"parent","value":"Agent"},{"object":"Cabinet_2","attribute":"isOpen","value":false}])", "", false, 0.5,
     R"({"precision":0.5,"recall":0.5,"object_attribute_f1":1.0})"},
    {"multi-event distractor", R"({"format":"event-list","evaluator":"event-set-f1","answer":[{"object":"Apple","attribute":"parent","value":"Agent"}],
       "scoring":{"other_changes":[{"object":"Egg","attribute":"isCooked","value":true}]}})",
     R"([{"object":"Apple","attribute":"parent","value":"Agent"},{"object":"Egg","attribute":"isCooked","value":true}])", "", false, 0.666667,
     R"({"distractor_hits":1})"},
    {"counterfactual actual values", R"({"format":"event-list","evaluator":"counterfactual-delta-f1","answer":[{"object":"Mug","attribute":"parent","value":"Agent"}],
       "scoring":{"actual":[{"object":"Mug","attribute":"parent","value":"Table"}]}})",
     R"([{"object":"Mug","attribute":"parent","value":"Table"}])", "", false, 0, R"({"actual_value_hits":1,"f1":0.0})"},
    {"final state", R"({"format":"state-map","evaluator":"final-state-exact","answer":{"Apple":{"parent":"Fridge"},"Fridge":{"parent":"Kitchen","isOpen":false}},
       "scoring":{"before":{"Fridge":{"parent":"Kitchen","isOpen":true}}}})",
     R"({"Apple":{"parent":"Fridge"},"Fridge":{"parent":"Kitchen","isOpen":true},"Egg":{"parent":"Fridge"}})", "", false, 0.666667,
     R"({"pairs_correct":2,"pairs_total":3,"objects_exact":0.5,"unchanged_hits":1,"extra_objects":1,"missing_objects":0})"},
    {"l5 identical", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
       {"source":"Spoon","target":"Bowl","relation":"containedIn"}]})", true, 1,
     R"({"json_valid":true,"strict_json":true,"schema_valid":true,"node_f1":1.0,"edge_f1":1.0,"relation_correct":1.0,"strict_pass":true})"},
    {"l5 empty graphs", R"({"format":"graph","evaluator":"l5-composite","answer":{"nodes":[],"edges":[]}})", "", R"({"nodes": [], "edges": []})",
     true, 1, R"({"node_f1":1.0,"edge_f1":1.0,"relation_correct":1.0})"},
    {"l5 flipped edge", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
       {"source":"Bowl","target":"Spoon","relation":"containedIn"}]})", false, 0.725,
     R"({"edge_f1":0.5,"relation_flips":1,"hallucinated_edges":1,"missing_edges":1,"node_f1":1.0})"},
    {"l5 undeclared endpoint", kGraph, "", R"({"nodes":["Bowl","Cabinet_1"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
       {"source":"Spoon","target":"Bowl","relation":"containedIn"}]})", true, 0.95,
     R"({"schema_valid":false,"node_f1":1.0,"edge_f1":1.0,"strict_pass":true})"},
    {"l5 the agent's hand needs no node", R"({"format":"graph","evaluator":"l5-composite","answer":{"nodes":["Agent","Bowl","Kitchen"],
       "edges":[{"source":"Bowl","target":"Agent","relation":"containedIn"}]}})", "",
     R"({"nodes":["Bowl","Kitchen"],"edges":[{"source":"Bowl","target":"Agent","relation":"containedIn"}]})", true, 1,
     R"({"schema_valid":true,"node_f1":1.0,"edge_f1":1.0})"},
    {"l5 relation label case and names", kGraph, "", R"(```json
{"nodes":["bowl","cabinet 1","spoon"],"edges":[{"source":"the bowl","target":"Cabinet 1","relation":"ContainedIn"},
 {"source":"Spoon","target":"BOWL","relation":"CONTAINEDIN"}]}
```)", true, 1, R"({"strict_json":false,"edge_f1":1.0})"},
    {"l5 duplicated edges", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
       {"source":"Spoon","target":"Bowl","relation":"containedIn"},{"source":"Spoon","target":"Bowl","relation":"containedIn"}]})", true, 1,
     R"({"repeated_edges":1,"edge_f1":1.0})"},
    {"l5 wrong relation", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"on"},
       {"source":"Spoon","target":"Bowl","relation":"in"}]})", false, 0.3,
     R"({"relation_correct":0.0,"edge_f1":0.0,"wrong_relations":2})"},
    {"l5 no edges", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon"],"edges":[]})", false, 0.3,
     R"({"node_f1":1.0,"edge_f1":0.0,"relation_correct":0.0,"missing_edges":2})"},
    {"l5 hallucinated node", kGraph, "", R"({"nodes":["Bowl","Cabinet_1","Spoon","Toaster"],"edges":[{"source":"Bowl","target":"Cabinet_1","relation":"containedIn"},
       {"source":"Spoon","target":"Bowl","relation":"containedIn"}]})", true, 0.971429,
     R"({"node_f1":0.857143,"hallucinated_nodes":1,"missing_nodes":0})"},
    {"l5 invalid", kGraph, "", R"(nodes: Bowl, Spoon)", false, 0,
     R"({"json_valid":false,"schema_valid":false,"node_f1":0.0,"missing_nodes":3,"missing_edges":2})"},
    {"l5 change: the before-state graph passes strict but not the change", kDynamic, R"({"nodes":["Book_1","Book_2","Book_3","Book_4","Book_5","Book_6","Book_7","Book_8","Mug","Shelf","Table"],"edges":[{"source":"Book_1","target":"Shelf","relation":"containedIn"},{"source":"Book_2","target":"Shelf","relation":"containedIn"},{"source":"Book_3","target":"Shelf","relation":"containedIn"},{"source":"Book_4","target":"Shelf","relation":"containedIn"},{"source":"Book_5","target":"Shelf","relation":"containedIn"},{"source":"Book_6","target":"Shelf","relation":"containedIn"},{"source":"Book_7","target":"Shelf","relation":"containedIn"},{"source":"Book_8","target":"Shelf","relation":"containedIn"},{"source":"Mug","target":"Table","relation":"containedIn"}]})", "", true, 0.920707,
     R"({"edge_f1":0.888889,"strict_pass":true,"delta_f1":0.0,"change_pass":false})"},
    {"l5 change: tracked", kDynamic, R"({"nodes":["Agent","Book_1","Book_2","Book_3","Book_4","Book_5","Book_6","Book_7","Book_8","Mug","Shelf"],"edges":[{"source":"Book_1","target":"Shelf","relation":"containedIn"},{"source":"Book_2","target":"Shelf","relation":"containedIn"},{"source":"Book_3","target":"Shelf","relation":"containedIn"},{"source":"Book_4","target":"Shelf","relation":"containedIn"},{"source":"Book_5","target":"Shelf","relation":"containedIn"},{"source":"Book_6","target":"Shelf","relation":"containedIn"},{"source":"Book_7","target":"Shelf","relation":"containedIn"},{"source":"Book_8","target":"Shelf","relation":"containedIn"},{"source":"Mug","target":"Agent","relation":"containedIn"}]})", "", true, 1,
     R"({"delta_f1":1.0,"change_pass":true})"},
    {"l5 change: tracked plus an invented move", kDynamic, R"({"nodes":["Agent","Book_1","Book_2","Book_3","Book_4","Book_5","Book_6","Book_7","Book_8","Mug","Shelf","Table"],"edges":[{"source":"Book_2","target":"Shelf","relation":"containedIn"},{"source":"Book_3","target":"Shelf","relation":"containedIn"},{"source":"Book_4","target":"Shelf","relation":"containedIn"},{"source":"Book_5","target":"Shelf","relation":"containedIn"},{"source":"Book_6","target":"Shelf","relation":"containedIn"},{"source":"Book_7","target":"Shelf","relation":"containedIn"},{"source":"Book_8","target":"Shelf","relation":"containedIn"},{"source":"Mug","target":"Agent","relation":"containedIn"},{"source":"Book_1","target":"Table","relation":"containedIn"}]})", "", true, 0.930193,
     R"({"delta_f1":0.666667,"change_pass":true})"},
    {"scene listing", R"({"format":"free-text","evaluator":"scene-listing","answer":["Apple","Bowl","Mug_1","Mug_2","Spoon"],
       "scoring":{"types":{"Apple":1,"Bowl":1,"Mug":2,"Spoon":1}}})",
     R"({"types":{"Apple":1,"Mug":-1,"Toaster":1},"labels":[],"phantoms":["flux capacitor"]})", "", false, 0.6,
     R"({"phantom_objects":2,"missing_objects":2,"precision":0.6,"recall":0.6})"},
    {"anchor", R"({"format":"free-text","evaluator":"anchor-extraction","answer":{"source":"Fridge","target":"CounterTop"}})",
     R"({"anchor":"target","anchor_label":"CounterTop","direction":"north","exact":false})", "", false, 0,
     R"({"anchor":"target","direction":"north"})"},
};

}  // namespace

TEST_CASE("evaluators: hand-computed scores") {
  for (const Row& r : kRows) {
    std::string name = r.name;
    CAPTURE(name);
    GoldItem item = test::make_item(Json::parse(r.item));
    Parsed p;
    if (*r.answer) {
      p.status = ParseStatus::Ok;
      p.answer = Json::parse(r.answer);
      p.json_valid = true;
    } else {
      p = parse_output(r.output, item, test::index_for("en"));
    }
    Score s = evaluate(item, p);
    CHECK(s.correct == r.correct);
    CHECK(s.score == doctest::Approx(r.score).epsilon(1e-6));
    const Json expected = Json::parse(r.components);  // items() must not outlive it
    for (const auto& [k, v] : expected.items()) {
      CAPTURE(k);
      REQUIRE(s.components.contains(k));
      if (v.is_number_float()) CHECK(s.components[k].get<double>() == doctest::Approx(v.get<double>()).epsilon(1e-6));
      else CHECK(s.components[k].dump() == v.dump());
    }
  }
}

TEST_CASE("evaluators: every catalogue key is implemented, and a failed parse scores 0") {
  // The scorer implements exactly the contract's evaluators (format/scoring_contract.h).
  std::vector<std::string> contract;
  for (const auto& c : mm::evaluator_contracts()) contract.emplace_back(c.name);
  CHECK(evaluator_keys() == contract);
  for (const Row& r : kRows) {
    std::string name = r.name;
    CAPTURE(name);
    GoldItem item = test::make_item(Json::parse(r.item));
    for (ParseStatus st : {ParseStatus::Invalid, ParseStatus::Empty, ParseStatus::Refusal, ParseStatus::Missing}) {
      Parsed p;
      p.status = st;
      Score s = evaluate(item, p);
      CHECK_FALSE(s.correct);
      CHECK(s.score == 0);
    }
  }
}
