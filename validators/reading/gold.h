// What the scorer knows about one item: its gold line (answer, evaluator,
// scoring data) plus the tier from its item line, and a label vocabulary
// for resolving the names a model writes. Read from a release folder after
// the release has been checked (see release_input.h).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/json_util.h"
#include "format/answer_format.h"
#include "format/scoring_contract.h"
#include "validators/reading/graph_sets.h"

namespace mm::score {

/// The labels of an item ("Cabinet_2" -> "Cabinet") and, per type, its
/// labels in order, for resolving "the cabinet" or "cabinet 2".
struct Vocabulary {
  std::map<std::string, std::string> type_of;                  // label -> object/room type
  std::map<std::string, std::vector<std::string>> labels_of;  // type -> labels
  /// Labels the item's language writes in word groups with their own
  /// numbers (the gold line's "names"): label -> (group word, number, 0 for none).
  std::map<std::string, std::pair<std::string, int>> grouped;
  void add(const std::string& label, const std::string& type);
  bool has(const std::string& label) const { return type_of.count(label) > 0; }
  /// The label a phrase of `type` written by one of `groups` names, with
  /// `number` (-1: none); "" when no grouped label fits, or more than one.
  std::string in_group(const std::string& type, const std::vector<std::string>& groups, int64_t number) const;
  /// Whether the item writes a label of `type` with one of `groups`.
  bool writes_group(const std::string& type, const std::vector<std::string>& groups) const;
};

struct GoldItem {
  std::string id, base_id, scene, family, language, mode, regime, frame, order, tier;
  int level = 0;
  Format format = Format::Label;
  std::string evaluator;
  Json answer;
  std::vector<std::string> choices;
  Json scoring = Json::object();
  Vocabulary vocab;
  /// Answers are object types rather than labels (scoring.answer_kind).
  bool type_answers = false;
  size_t line = 0;  // line in gold.jsonl
  /// Graph answers as sets, prepared once when the gold is read.
  std::shared_ptr<const GraphSets> graph;
  /// The graph the change metrics measure against (scoring.change_reference,
  /// a JSON pointer into the scoring data: the before-state of dynamicGraph,
  /// the actual outcome of counterfactualGraph); null when there is none.
  std::shared_ptr<const GraphSets> reference;
};

/// Builds a GoldItem from one gold.jsonl line; errors name `where` and the
/// field ("gold.jsonl:12: /scoring/labels: expected an object ...").
/// The label vocabulary goes into `vocab`, not into `scoring`.
Result<GoldItem> gold_from_json(const Json& j, const std::string& where);
/// The same from the line's text, several times faster (gold_line.cc);
/// lines it cannot read itself go through gold_from_json.
Result<GoldItem> gold_from_line(std::string_view line, const std::string& where);
/// What both readers do last: answer kind and prepared graph sets.
void finish_gold(GoldItem& g);

/// Every gold line of `path`, in file order; the tier is left empty.
Result<std::vector<GoldItem>> read_gold(const std::string& path);

}  // namespace mm::score
