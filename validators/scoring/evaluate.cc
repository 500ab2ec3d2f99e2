// The evaluator table and the single-answer evaluators.
#include "validators/scoring/evaluate.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "format/directions.h"
#include "validators/scoring/eval_internal.h"

namespace mm::score {
namespace {

using EvalFn = Score (*)(const GoldItem&, const Parsed&);

const std::map<std::string, EvalFn, std::less<>>& table() {
  static const std::map<std::string, EvalFn, std::less<>> t = {
      {evaluator::anchor_extraction, eval_anchor},
      {evaluator::attribute_exact, eval_attribute},
      {evaluator::boolean, eval_equal},
      {evaluator::chain_consistency, eval_chain},
      {evaluator::count, eval_count},
      {evaluator::counterfactual_delta_f1, eval_counterfactual_delta},
      {evaluator::direction_exact, eval_direction_exact},
      {evaluator::direction_relaxed, eval_direction_relaxed},
      {evaluator::event_set_f1, eval_event_set},
      {evaluator::exact, eval_equal},
      {evaluator::final_state_exact, eval_final_state},
      {evaluator::global_view, eval_global_view},
      {evaluator::histogram_f1, eval_histogram},
      {evaluator::indirect_search_f1, eval_indirect_search},
      {evaluator::kendall_tau, eval_kendall},
      {evaluator::l5_composite, eval_l5},
      {evaluator::receptacle_exact, eval_receptacle},
      {evaluator::scene_listing, eval_scene_listing},
      {evaluator::sequence_exact, eval_sequence},
      {evaluator::set_f1, eval_set_f1},
  };
  return t;
}

bool ok(const Parsed& p) { return p.status == ParseStatus::Ok; }

std::string answer_string(const Parsed& p) {
  return ok(p) && p.answer.is_string() ? p.answer.get<std::string>() : std::string();
}

Score binary(bool correct) {
  Score s;
  s.correct = correct;
  s.score = correct ? 1 : 0;
  return s;
}

}  // namespace

const std::vector<std::string>& evaluator_keys() {
  static const std::vector<std::string> keys = [] {
    std::vector<std::string> k;
    for (const auto& [name, fn] : table()) k.push_back(name);
    return k;
  }();
  return keys;
}

bool known_evaluator(std::string_view key) { return table().count(key) > 0; }

Score evaluate(const GoldItem& g, const Parsed& p) {
  auto it = table().find(g.evaluator);
  Score s = it == table().end() ? Score{} : it->second(g, p);
  if (!ok(p)) {
    s.correct = false;
    s.score = 0;
  }
  s.score = round6(std::clamp(s.score, 0.0, 1.0));
  return s;
}

void put_f1(OJson& c, const F1& f) {
  c["precision"] = round6(f.precision);
  c["recall"] = round6(f.recall);
  c["f1"] = round6(f.f1);
  c["tp"] = f.tp;
  c["fp"] = f.fp;
  c["fn"] = f.fn;
}

double round6(double v) { return std::round(v * 1e6) / 1e6; }

int bin_distance(const std::string& a, const std::string& b) {
  if (is_compass_name(a) != is_compass_name(b)) return 8;
  return bins_apart(direction_bin(a), direction_bin(b));
}

std::string opposite(const std::string& label) {
  int b = direction_bin(label);
  if (b < 0) return "";
  return std::string(is_compass_name(label) ? kCompassNames[(b + 4) % 8] : kEgoNames[(b + 4) % 8]);
}

std::set<std::string> string_set(const Json& j) {
  std::set<std::string> out;
  if (j.is_array())
    for (const auto& x : j)
      if (x.is_string()) out.insert(x.get<std::string>());
  return out;
}

// ---- single answers ----------------------------------------------------------

Score eval_equal(const GoldItem& g, const Parsed& p) {
  Score s = binary(ok(p) && p.answer == g.answer);
  if (auto o = g.scoring.find(sk::options); o != g.scoring.end() && o->is_array())
    s.components["in_options"] = ok(p) && std::find(o->begin(), o->end(), p.answer) != o->end();
  return s;
}

Score eval_count(const GoldItem& g, const Parsed& p) {
  Score s = binary(ok(p) && p.answer == g.answer);
  bool both = ok(p) && p.answer.is_number_integer() && g.answer.is_number_integer();
  s.components["abs_error"] = both ? Json(std::llabs(p.answer.get<int64_t>() - g.answer.get<int64_t>())) : Json();
  return s;
}

// A floor answer ("Floor") is right when the gold is the floor of a room.
Score eval_receptacle(const GoldItem& g, const Parsed& p) {
  std::string a = answer_string(p);
  std::string kind = g.scoring.value(sk::location_kind, "");
  bool floor_ok = kind == "floor" && a == "Floor";
  Score s = binary(ok(p) && (p.answer == g.answer || floor_ok));
  if (!kind.empty()) s.components["location_kind"] = kind;
  for (const char* key : {sk::before, sk::after, sk::actual, sk::stated})
    if (auto v = g.scoring.find(key); v != g.scoring.end() && v->is_string())
      s.components[std::string("answered_") + key] = ok(p) && !s.correct && a == v->get<std::string>();
  return s;
}

Score eval_attribute(const GoldItem& g, const Parsed& p) {
  Score s = binary(ok(p) && p.answer == g.answer);
  if (g.scoring.contains(sk::succeeds))  // actionFailure
    s.components["success_correct"] = ok(p) && (answer_string(p) == "none") == (g.answer == "none");
  if (g.scoring.value(sk::changed, false))  // attributeChange: the state before the actions
    s.components["stale"] = ok(p) && !s.correct;
  if (auto v = g.scoring.find(sk::visible_before); v != g.scoring.end())  // partialObservation
    s.components["answered_before"] = ok(p) && !s.correct && p.answer == *v;
  return s;
}

Score eval_direction_exact(const GoldItem& g, const Parsed& p) {
  std::string a = answer_string(p), gold = g.answer.is_string() ? g.answer.get<std::string>() : "";
  Score s = binary(ok(p) && a == gold);
  s.components["frame_ok"] = ok(p) && direction_bin(a) >= 0 && is_compass_name(a) == is_compass_name(gold);
  s.components["bin_distance"] = ok(p) && bin_distance(a, gold) < 8 ? Json(bin_distance(a, gold)) : Json();
  return s;
}

// Accepts the exact bin or one of its two neighbours (45 degrees off).
Score eval_direction_relaxed(const GoldItem& g, const Parsed& p) {
  Score s = eval_direction_exact(g, p);
  s.components["exact"] = s.correct;
  std::string gold = g.answer.is_string() ? g.answer.get<std::string>() : "";
  Score r = binary(ok(p) && bin_distance(answer_string(p), gold) <= 1);
  r.components = std::move(s.components);
  return r;
}

// Exact direction; `unrotated` flags an answer that kept the stated
// direction's bin without applying the heading (a common failure).
Score eval_global_view(const GoldItem& g, const Parsed& p) {
  Score s = eval_direction_exact(g, p);
  std::string stated = g.scoring.value(sk::compass, g.scoring.value(sk::egocentric, ""));
  std::string a = answer_string(p);
  s.components["unrotated"] = ok(p) && !s.correct && direction_bin(a) >= 0 && direction_bin(a) == direction_bin(stated);
  return s;
}

}  // namespace mm::score
