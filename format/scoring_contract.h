// The contract between the generator and the scorer for an item's gold
// line: the evaluator names, the keys of the scoring data, and for each
// evaluator the scoring fields its items carry and their JSON types. The
// generator writes through these names and checks every gold line against
// the table as it writes it; `verify` checks a release against it; the
// scorer reads through the same names. Renaming a key is a compile error on
// both sides; a key the table does not declare fails generation and
// verify; tests/release/scoring_contract_test.cc keeps
// schemas/gold.schema.json equal to the table.
#pragma once

#include <string_view>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"

namespace mm {

/// Evaluator names, as gold lines and the task registry spell them.
namespace evaluator {
inline constexpr char anchor_extraction[] = "anchor-extraction";
inline constexpr char attribute_exact[] = "attribute-exact";
inline constexpr char boolean[] = "boolean";
inline constexpr char chain_consistency[] = "chain-consistency";
inline constexpr char count[] = "count";
inline constexpr char counterfactual_delta_f1[] = "counterfactual-delta-f1";
inline constexpr char direction_exact[] = "direction-exact";
inline constexpr char direction_relaxed[] = "direction-relaxed";
inline constexpr char event_set_f1[] = "event-set-f1";
inline constexpr char exact[] = "exact";
inline constexpr char final_state_exact[] = "final-state-exact";
inline constexpr char global_view[] = "global-view";
inline constexpr char histogram_f1[] = "histogram-f1";
inline constexpr char indirect_search_f1[] = "indirect-search-f1";
inline constexpr char kendall_tau[] = "kendall-tau";
inline constexpr char l5_composite[] = "l5-composite";
inline constexpr char receptacle_exact[] = "receptacle-exact";
inline constexpr char scene_listing[] = "scene-listing";
inline constexpr char sequence_exact[] = "sequence-exact";
inline constexpr char set_f1[] = "set-f1";
}  // namespace evaluator

/// Keys of the scoring data (`scoring` in a gold line).
namespace sk {
inline constexpr char action[] = "action";
inline constexpr char actual[] = "actual";
inline constexpr char after[] = "after";
inline constexpr char answer_kind[] = "answer_kind";
inline constexpr char asked[] = "asked";
inline constexpr char attribute[] = "attribute";
inline constexpr char before[] = "before";
inline constexpr char before_turn[] = "before_turn";
inline constexpr char change[] = "change";
inline constexpr char change_reference[] = "change_reference";
inline constexpr char changed[] = "changed";
inline constexpr char changed_attributes[] = "changed_attributes";
inline constexpr char changes[] = "changes";
inline constexpr char compass[] = "compass";
inline constexpr char corrected[] = "corrected";
inline constexpr char counterfactual[] = "counterfactual";
inline constexpr char counterfactual_failures[] = "counterfactual_failures";
inline constexpr char delta[] = "delta";
inline constexpr char depth[] = "depth";
inline constexpr char design[] = "design";
inline constexpr char direction[] = "direction";
inline constexpr char distances[] = "distances";
inline constexpr char doors[] = "doors";
inline constexpr char edge_count[] = "edge_count";
inline constexpr char egocentric[] = "egocentric";
inline constexpr char episode[] = "episode";
inline constexpr char facing[] = "facing";
inline constexpr char frame[] = "frame";
inline constexpr char heading[] = "heading";
inline constexpr char labels[] = "labels";
inline constexpr char left_out_step[] = "left_out_step";
inline constexpr char letters[] = "letters";
inline constexpr char link[] = "link";
inline constexpr char location[] = "location";
inline constexpr char location_kind[] = "location_kind";
inline constexpr char max_objects[] = "max_objects";
inline constexpr char negative[] = "negative";
inline constexpr char object[] = "object";
inline constexpr char options[] = "options";
inline constexpr char other_changes[] = "other_changes";
inline constexpr char parent[] = "parent";
inline constexpr char path_length[] = "path_length";
inline constexpr char reverse_direction[] = "reverse_direction";
inline constexpr char room[] = "room";
inline constexpr char rooms[] = "rooms";
inline constexpr char root[] = "root";
inline constexpr char shortcuts[] = "shortcuts";
inline constexpr char similarity_threshold[] = "similarity_threshold";
inline constexpr char start_heading[] = "start_heading";
inline constexpr char stated[] = "stated";
inline constexpr char stated_anchor[] = "stated_anchor";
inline constexpr char stated_located[] = "stated_located";
inline constexpr char steps[] = "steps";
inline constexpr char succeeds[] = "succeeds";
inline constexpr char turn[] = "turn";
inline constexpr char type[] = "type";
inline constexpr char types[] = "types";
inline constexpr char undone_steps[] = "undone_steps";
inline constexpr char value[] = "value";
inline constexpr char vector[] = "vector";
inline constexpr char visible_before[] = "visible_before";
inline constexpr char vocabulary[] = "vocabulary";
}  // namespace sk

enum class FieldType { String, Integer, Number, Boolean, List, Object };
std::string_view field_type_name(FieldType t);  // "string", "integer", ...

struct ScoringField {
  const char* key;
  FieldType type;
};

struct EvaluatorContract {
  const char* name;
  /// The evaluator's own fields; every item may also carry common_fields().
  std::vector<ScoringField> fields;
};

/// Fields any item may carry: labels, design, shortcuts, episode.
const std::vector<ScoringField>& common_fields();
/// Every evaluator, sorted by name.
const std::vector<EvaluatorContract>& evaluator_contracts();
const EvaluatorContract* find_evaluator_contract(std::string_view name);

/// Checks an item's scoring data against its evaluator's contract: the
/// evaluator is known, every key is declared for it, each value has its
/// type. The error names the field ("/scoring/before: receptacle-exact
/// expects a string, found an object").
Status check_scoring(std::string_view evaluator, const Json& scoring);
Status check_scoring(std::string_view evaluator, const OJson& scoring);

}  // namespace mm
