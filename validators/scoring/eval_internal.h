// Internal to the evaluators: set F1, direction bins, the per-family
// evaluator functions and a rounding helper for published numbers.
#pragma once

#include <cstdint>
#include <set>
#include <string>

#include "validators/scoring/evaluate.h"
#include "validators/scoring/f1.h"

namespace mm::score {

void put_f1(OJson& c, const F1& f);

/// The member `key` of an object, or null when j is not an object or lacks it.
inline const Json* json_member(const Json& j, const char* key) {
  if (!j.is_object()) return nullptr;
  auto it = j.find(key);
  return it == j.end() ? nullptr : &*it;
}

/// Rounds to 6 decimals so published numbers carry no float noise.
double round6(double v);

/// 0..4 between two direction labels of the same frame (format/directions.h);
/// 8 for different frames or a label that is not a direction.
int bin_distance(const std::string& a, const std::string& b);
std::string opposite(const std::string& label);

/// The answer's strings (lists), or an empty set for other JSON.
std::set<std::string> string_set(const Json& j);

// Evaluator functions by file: evaluate.cc (single answers), eval_sets.cc,
// eval_order.cc, eval_graph.cc, eval_free.cc.
Score eval_equal(const GoldItem& g, const Parsed& p);
Score eval_count(const GoldItem& g, const Parsed& p);
Score eval_receptacle(const GoldItem& g, const Parsed& p);
Score eval_attribute(const GoldItem& g, const Parsed& p);
Score eval_direction_exact(const GoldItem& g, const Parsed& p);
Score eval_direction_relaxed(const GoldItem& g, const Parsed& p);
Score eval_global_view(const GoldItem& g, const Parsed& p);
Score eval_chain(const GoldItem& g, const Parsed& p);
Score eval_sequence(const GoldItem& g, const Parsed& p);
Score eval_kendall(const GoldItem& g, const Parsed& p);
Score eval_set_f1(const GoldItem& g, const Parsed& p);
Score eval_indirect_search(const GoldItem& g, const Parsed& p);
Score eval_histogram(const GoldItem& g, const Parsed& p);
Score eval_event_set(const GoldItem& g, const Parsed& p);
Score eval_counterfactual_delta(const GoldItem& g, const Parsed& p);
Score eval_final_state(const GoldItem& g, const Parsed& p);
Score eval_l5(const GoldItem& g, const Parsed& p);
Score eval_anchor(const GoldItem& g, const Parsed& p);
Score eval_scene_listing(const GoldItem& g, const Parsed& p);

}  // namespace mm::score
