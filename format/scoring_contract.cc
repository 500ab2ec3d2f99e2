#include "format/scoring_contract.h"

#include <fmt/format.h>

#include <algorithm>

namespace mm {
namespace {

using T = FieldType;

template <class J>
bool has_type(const J& v, FieldType t) {
  switch (t) {
    case T::String:
      return v.is_string();
    case T::Integer:
      return v.is_number_integer();
    case T::Number:
      return v.is_number();
    case T::Boolean:
      return v.is_boolean();
    case T::List:
      return v.is_array();
    case T::Object:
      return v.is_object();
  }
  return false;
}

template <class J>
std::string_view json_kind(const J& v) {
  if (v.is_string()) return "a string";
  if (v.is_number_integer()) return "an integer";
  if (v.is_number()) return "a number";
  if (v.is_boolean()) return "a boolean";
  if (v.is_array()) return "a list";
  if (v.is_object()) return "an object";
  return "null";
}

std::string with_article(FieldType t) {
  std::string_view name = field_type_name(t);
  return fmt::format("{} {}", name.front() == 'i' || name.front() == 'o' ? "an" : "a", name);
}

const ScoringField* find_field(const std::vector<ScoringField>& fields, std::string_view key) {
  auto it = std::find_if(fields.begin(), fields.end(), [&](const ScoringField& f) { return key == f.key; });
  return it == fields.end() ? nullptr : &*it;
}

template <class J>
Status check(std::string_view evaluator, const J& scoring) {
  const EvaluatorContract* c = find_evaluator_contract(evaluator);
  if (!c) return Error{fmt::format("/evaluator: unknown evaluator '{}'", evaluator)};
  if (!scoring.is_object()) return Error{fmt::format("/scoring: expected an object, found {}", json_kind(scoring))};
  for (auto it = scoring.begin(); it != scoring.end(); ++it) {
    const ScoringField* f = find_field(c->fields, it.key());
    if (!f) f = find_field(common_fields(), it.key());
    if (!f)
      return Error{
          fmt::format("/scoring/{}: not a scoring field of {} (format/scoring_contract.cc)", it.key(), evaluator)};
    if (!has_type(it.value(), f->type))
      return Error{fmt::format("/scoring/{}: {} expects {}, found {}", it.key(), evaluator, with_article(f->type),
                               json_kind(it.value()))};
  }
  return Status::Ok();
}

}  // namespace

std::string_view field_type_name(FieldType t) {
  switch (t) {
    case T::String:
      return "string";
    case T::Integer:
      return "integer";
    case T::Number:
      return "number";
    case T::Boolean:
      return "boolean";
    case T::List:
      return "list";
    case T::Object:
      return "object";
  }
  return "";
}

const std::vector<ScoringField>& common_fields() {
  static const std::vector<ScoringField> f = {
      {sk::labels, T::Object},     // every label of the item -> its object or room type
      {sk::design, T::String},     // the designed variant the case was built as
      {sk::shortcuts, T::Object},  // answers without the reasoning, scored as blind baselines
      {sk::episode, T::String},    // the action episode an L4/L5 item narrates
  };
  return f;
}

const std::vector<EvaluatorContract>& evaluator_contracts() {
  static const std::vector<EvaluatorContract> c = {
      {evaluator::anchor_extraction,
       {{sk::direction, T::String},
        {sk::reverse_direction, T::String},
        {sk::stated_anchor, T::String},
        {sk::stated_located, T::String}}},
      {evaluator::attribute_exact,
       {{sk::action, T::String},
        {sk::attribute, T::String},
        {sk::changed, T::Boolean},
        {sk::location, T::String},
        {sk::object, T::String},
        {sk::succeeds, T::Boolean},
        {sk::value, T::Boolean},
        {sk::visible_before, T::Boolean}}},
      {evaluator::boolean,
       {{sk::actual, T::String},
        {sk::asked, T::String},
        {sk::attribute, T::String},
        {sk::frame, T::String},
        {sk::link, T::String},
        {sk::negative, T::String},
        {sk::rooms, T::Integer},
        {sk::turn, T::Integer},
        {sk::type, T::String}}},
      {evaluator::chain_consistency,
       {{sk::compass, T::String}, {sk::frame, T::String}, {sk::path_length, T::Integer}, {sk::vector, T::Object}}},
      {evaluator::count, {{sk::type, T::String}}},
      {evaluator::counterfactual_delta_f1,
       {{sk::actual, T::List},
        {sk::counterfactual_failures, T::List},
        {sk::left_out_step, T::Integer},
        {sk::vocabulary, T::List}}},
      {evaluator::direction_exact,
       {{sk::before_turn, T::String},
        {sk::facing, T::String},
        {sk::frame, T::String},
        {sk::start_heading, T::String},
        {sk::turn, T::Integer}}},
      {evaluator::direction_relaxed, {{sk::compass, T::String}, {sk::frame, T::String}, {sk::vector, T::Object}}},
      {evaluator::event_set_f1,
       {{sk::changes, T::List}, {sk::other_changes, T::List}, {sk::steps, T::List}, {sk::vocabulary, T::List}}},
      {evaluator::exact,
       {{sk::distances, T::List}, {sk::frame, T::String}, {sk::options, T::List}, {sk::rooms, T::Integer}}},
      {evaluator::final_state_exact, {{sk::before, T::Object}}},
      {evaluator::global_view,
       {{sk::compass, T::String}, {sk::egocentric, T::String}, {sk::frame, T::String}, {sk::heading, T::String}}},
      {evaluator::histogram_f1, {{sk::answer_kind, T::String}}},
      {evaluator::indirect_search_f1, {{sk::depth, T::Integer}, {sk::object, T::String}}},
      {evaluator::kendall_tau, {{sk::letters, T::List}, {sk::steps, T::Object}}},
      {evaluator::l5_composite,
       {{sk::actual, T::Object},
        {sk::before, T::Object},
        {sk::change_reference, T::String},
        {sk::changed, T::Object},
        {sk::counterfactual, T::Object},
        {sk::delta, T::Object},
        {sk::edge_count, T::Integer},
        {sk::max_objects, T::Integer},
        {sk::rooms, T::List},
        {sk::root, T::String}}},
      {evaluator::receptacle_exact,
       {{sk::actual, T::String},
        {sk::after, T::String},
        {sk::before, T::String},
        {sk::change, T::Object},
        {sk::corrected, T::String},
        {sk::link, T::String},
        {sk::location_kind, T::String},
        {sk::object, T::String},
        {sk::stated, T::String},
        {sk::undone_steps, T::Integer}}},
      {evaluator::scene_listing,
       {{sk::room, T::String}, {sk::similarity_threshold, T::Number}, {sk::types, T::Object}}},
      {evaluator::sequence_exact, {{sk::doors, T::Integer}}},
      {evaluator::set_f1,
       {{sk::answer_kind, T::String},
        {sk::changed_attributes, T::Object},
        {sk::link, T::String},
        {sk::object, T::String},
        {sk::parent, T::String}}},
  };
  return c;
}

const EvaluatorContract* find_evaluator_contract(std::string_view name) {
  const auto& all = evaluator_contracts();
  auto it = std::find_if(all.begin(), all.end(), [&](const EvaluatorContract& c) { return name == c.name; });
  return it == all.end() ? nullptr : &*it;
}

Status check_scoring(std::string_view evaluator, const Json& scoring) { return check(evaluator, scoring); }
Status check_scoring(std::string_view evaluator, const OJson& scoring) { return check(evaluator, scoring); }

}  // namespace mm
