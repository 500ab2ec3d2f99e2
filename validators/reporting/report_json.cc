#include "validators/reporting/report_json.h"

#include "validators/reporting/report_format.h"

namespace mm::report {
namespace {

Json num(const std::optional<double>& v) { return v ? Json(round6(*v)) : Json(); }

Json cells_json(const Cells& cells) {
  Json out = Json::array();
  for (const auto& [k, c] : cells)
    out.push_back({{"model", k.model},       {"level", k.level},       {"family", k.family},
                   {"language", k.language}, {"mode", k.mode},         {"regime", k.regime},
                   {"n", c.n},               {"correct", c.correct},   {"pass_rate", round6(c.pass_rate())},
                   {"mean_score", round6(c.mean_score())},             {"small", c.small()}});
  return out;
}

Json composites_json(const Composites& comps) {
  Json out = Json::array();
  for (const auto& [key, c] : comps) {
    const auto& [model, language, level] = key;
    out.push_back({{"model", model}, {"language", language}, {"level", level}, {"value", num(c.value)},
                   {"families", c.families}, {"cells", c.cells}, {"small_cells", c.small_cells}, {"n", c.n}});
  }
  return out;
}

Json overall_json(const Composites& comps) {
  Json out = Json::array();
  for (const auto& [key, o] : overall(comps))
    out.push_back({{"model", key.first}, {"level", key.second}, {"value", num(o.value)}, {"languages", o.languages}});
  return out;
}

Json frames_json(const std::vector<FrameRow>& rows) {
  Json out = Json::array();
  for (const auto& f : rows) {
    Json acc = Json::object(), n = Json::object();
    for (const auto& [frame, v] : f.accuracy) acc[frame] = num(v);
    for (const auto& [frame, v] : f.n) n[frame] = v;
    out.push_back({{"model", f.model}, {"language", f.language}, {"accuracy", acc}, {"n", n},
                   {"drop_absolute", num(f.drop_absolute)}, {"drop_intrinsic", num(f.drop_intrinsic)},
                   {"families", f.families}, {"small", f.small}});
  }
  return out;
}

Json anchors_json(const std::vector<AnchorRow>& rows) {
  Json out = Json::array();
  for (const auto& a : rows)
    out.push_back({{"model", a.model}, {"language", a.language}, {"n", a.n()}, {"source", a.source},
                   {"target", a.target}, {"unknown", a.unknown}});
  return out;
}

Json delta_cells_json(const std::vector<DeltaCell>& rows) {
  Json out = Json::array();
  for (const auto& d : rows)
    out.push_back({{"model", d.model}, {"level", d.level}, {"family", d.family}, {"language", d.language},
                   {"mode", d.mode}, {"n_direct", d.direct.n}, {"n_reasoning", d.reasoning.n},
                   {"direct", d.direct.n ? num(cell_value(d.level, d.direct)) : Json()},
                   {"reasoning", d.reasoning.n ? num(cell_value(d.level, d.reasoning)) : Json()},
                   {"delta", num(d.delta)}, {"small", d.small}});
  return out;
}

Json paired_json(const PairedAnalysis& p) {
  Json consistency = Json::array(), deltas = Json::array();
  for (const auto& c : p.consistency) {
    Json pairs = Json::array();
    for (const auto& q : c.pairs)
      pairs.push_back({{"a", q.a}, {"b", q.b}, {"both", q.both}, {"a_only", q.a_only}, {"b_only", q.b_only},
                       {"neither", q.neither}, {"mcnemar_p", round6(q.mcnemar_p)}});
    consistency.push_back({{"model", c.model}, {"languages", c.languages}, {"units", c.units},
                           {"all_right", c.all_right}, {"none_right", c.none_right},
                           {"all_right_rate", round6(double(c.all_right) / double(c.units))},
                           {"none_right_rate", round6(double(c.none_right) / double(c.units))}, {"pairs", pairs}});
  }
  for (const auto& d : p.deltas)
    deltas.push_back({{"model", d.model}, {"language", d.language}, {"units", d.units}, {"delta", round6(d.delta)},
                      {"ci", {round6(d.ci.lo), round6(d.ci.hi)}}});
  Json lifts = Json::array();
  for (const auto& l : p.scratchpad)
    lifts.push_back({{"model", l.model}, {"language", l.language}, {"level", l.level}, {"units", l.units},
                     {"direct", round6(l.direct)}, {"scratchpad", round6(l.scratchpad)}, {"lift", round6(l.lift)},
                     {"ci", {round6(l.ci.lo), round6(l.ci.hi)}}, {"preregistered", preregistered_lift(l.level)}});
  return {{"consistency", consistency},
          {"deltas_vs_en", deltas},
          {"scratchpad_lift", lifts},
          {"rows_without_base_id", p.rows_without_base_id}};
}

Json level_deltas_json(const std::vector<LevelDelta>& rows) {
  Json out = Json::array();
  for (const auto& d : rows)
    out.push_back({{"model", d.model}, {"level", d.level}, {"direct", num(d.direct)},
                   {"reasoning", num(d.reasoning)}, {"delta", num(d.delta)}});
  return out;
}

Json json_validity_json(const std::vector<JsonValidityRow>& rows) {
  Json out = Json::array();
  for (const auto& j : rows)
    out.push_back({{"model", j.model}, {"regime", j.regime}, {"n", j.n}, {"json_valid", num(j.json_valid)},
                   {"strict_json", num(j.strict_json)}});
  return out;
}

Json cliff_json(const std::vector<CliffRow>& rows) {
  Json out = Json::array();
  for (const auto& c : rows)
    out.push_back({{"model", c.model}, {"language", c.language}, {"l0", num(c.l0)}, {"l3", num(c.l3)},
                   {"ratio", num(c.ratio)}, {"below_half", c.below_half}, {"below_quarter", c.below_quarter},
                   {"diagnostic", c.diagnostic}});
  return out;
}

Json graph_f1_json(const std::vector<GraphF1Row>& rows) {
  Json out = Json::array();
  for (const auto& g : rows)
    out.push_back({{"model", g.model}, {"language", g.language}, {"n", g.n}, {"node_f1", num(g.node_f1)},
                   {"edge_f1", num(g.edge_f1)}, {"gap", num(g.gap)}});
  return out;
}

Json answers_json(const std::vector<AnswerRow>& rows) {
  Json out = Json::array();
  for (const auto& a : rows)
    out.push_back({{"model", a.model}, {"family", a.family}, {"n", a.n}, {"ok", a.ok}, {"invalid", a.invalid},
                   {"missing", a.missing}, {"invalid_rate", num(a.invalid_rate)}, {"top_answer", a.top_answer},
                   {"top_count", a.top_count}, {"top_share", num(a.top_share)}, {"constant", a.constant}});
  return out;
}

Json families_json(const std::vector<FamilyRow>& rows, const std::map<std::string, double>& chance) {
  Json out = Json::array();
  for (const auto& f : rows) {
    Json j = {{"model", f.model},
              {"family", f.family},
              {"level", f.level},
              {"baseline", is_baseline_model(f.model)},
              {"n", f.n},
              {"pass", f.pass},
              {"pass_rate", num(f.n ? std::optional<double>(double(f.pass) / double(f.n)) : std::nullopt)},
              {"pass_ci", {num(f.pass_ci.lo), num(f.pass_ci.hi)}},
              {"score_mean", num(f.score_mean)}};
    if (auto c = chance.find(f.family); c != chance.end()) j["chance"] = num(c->second);
    if (f.score_ci) j["score_ci"] = {num(f.score_ci->lo), num(f.score_ci->hi)};
    if (f.change_pass) j["change_pass"] = num(f.change_pass), j["delta_f1"] = num(f.delta_f1);
    out.push_back(std::move(j));
  }
  return out;
}

Json diagnostics_json(const Report& r) {
  return {{"frames", frames_json(r.frames)},
          {"anchors", anchors_json(r.anchors)},
          {"reasoning_delta", {{"cells", delta_cells_json(r.delta_cells)}, {"levels", level_deltas_json(r.level_deltas)}}},
          {"json_validity", json_validity_json(r.json_validity)},
          {"cliff", cliff_json(r.cliff)},
          {"graph_f1", graph_f1_json(r.graph_f1)},
          {"answers", answers_json(r.answers)}};
}

}  // namespace

Json summary_json(const Report& r) {
  Json j;
  j["format"] = "mentalmap-report";
  j["version"] = kSummaryVersion;
  j["min_cell_n"] = r.min_n;
  j["input"] = {{"files", r.files}, {"rows", r.rows}, {"duplicates", r.duplicates}};
  j["axes"] = {{"models", r.axes.models}, {"languages", r.axes.languages}, {"levels", r.axes.levels},
               {"families", r.axes.families}};
  j["cells"] = cells_json(r.cells);
  j["composites"] = {{"all", composites_json(r.composites)}};
  j["overall"] = {{"all", overall_json(r.composites)}};
  for (const auto& [regime, comps] : r.by_regime) {
    j["composites"][regime] = composites_json(comps);
    j["overall"][regime] = overall_json(comps);
  }
  j["families"] = families_json(r.families, r.chance);
  j["paired"] = paired_json(r.paired);
  j["diagnostics"] = diagnostics_json(r);
  return j;
}

}  // namespace mm::report
