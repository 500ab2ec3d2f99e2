#include "validators/scoring/scorer.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "validators/reading/gold_stream.h"
#include "validators/reading/phrase_index.h"

namespace mm::score {
namespace {

// Per file: how many of its predictions name ids the release lacks.
Status check_release_match(const Release& r, const PredictionSet& preds, ScoreReport& report) {
  std::map<std::string, std::pair<int64_t, int64_t>> per_file;  // file -> (total, unknown)
  std::map<std::string, std::string> example;
  for (const auto& p : preds.predictions) {
    auto& [total, unknown] = per_file[p.file];
    ++total;
    if (r.find(p.id)) continue;
    ++unknown;
    example.emplace(p.file, p.id);
    report.unknown.push_back(fmt::format("{}:{}: id {} (model {}) is not in the release", p.file, p.line, p.id, p.model));
  }
  for (const auto& [file, counts] : per_file) {
    auto [total, unknown] = counts;
    if (unknown > 0 && double(unknown) > kMaxUnknownShare * double(total))
      return Error{fmt::format("{}: {} of its {} predictions name ids that release {} does not have (e.g. {}); "
                               "these predictions were made for another release (or another version of it)",
                               file, unknown, total, r.dir, example[file])};
  }
  return Status::Ok();
}

// The phrase index of every condition some model is scored in (built only
// for those).
Result<std::map<std::string, const PhraseIndex*>> indexes_for(const std::vector<std::set<std::string>>& conditions,
                                                             std::vector<std::shared_ptr<const PhraseIndex>>& keep) {
  std::map<std::string, const PhraseIndex*> out;
  for (const auto& set : conditions)
    for (const auto& c : set) {
      if (out.count(c)) continue;
      MM_TRY(idx, PhraseIndex::get(c));
      keep.push_back(*idx);
      out[c] = idx->get();
    }
  return out;
}

// What a model's summary needs of one result, kept until its chunk is
// reduced (the item itself is gone by then).
struct Tally {
  size_t model = 0;  // index in ScoreReport::models
  ParseStatus status = ParseStatus::Missing;
  bool correct = false, off_language = false;
  double score = 0;
  std::string id, line;  // the item's id; the results line
};

Tally tally_of(size_t model, const ItemResult& r) {
  return {model, r.parsed.status, r.score.correct, r.parsed.off_language, r.score.score, r.item->id, result_line(r)};
}

// The conditions each model is scored in (ScoreScope), aligned with
// report.models; the others go to ModelSummary::unscored.
std::vector<std::set<std::string>> scored_conditions(const Release& release, const PredictionSet& preds,
                                                     const ScoreScope& scope, ScoreReport& report) {
  std::map<std::string, int64_t> items_per_condition;
  for (const auto& g : release.items) ++items_per_condition[g.language];
  std::map<std::string, std::set<std::string>> answered;  // model -> conditions
  for (const auto& p : preds.predictions)
    if (const auto* g = release.find(p.id)) answered[p.model].insert(g->language);
  std::vector<std::set<std::string>> out;
  for (auto& m : report.models) {
    const std::set<std::string>& chosen = scope.languages.empty() ? answered[m.model] : scope.languages;
    for (const auto& [condition, n] : items_per_condition)
      if (!chosen.count(condition)) m.unscored[condition] = n;
    out.push_back(chosen);
  }
  if (!scope.languages.empty())
    for (const auto& p : preds.predictions)
      if (const auto* g = release.find(p.id); g && !scope.languages.count(g->language))
        for (auto& m : report.models) m.outside += m.model == p.model;
  return out;
}

void count(ModelSummary& m, const Tally& r) {
  ++m.items;
  switch (r.status) {
    case ParseStatus::Ok: ++m.ok; break;
    case ParseStatus::Invalid: ++m.invalid; break;
    case ParseStatus::Empty: ++m.empty; break;
    case ParseStatus::Refusal: ++m.refusal; break;
    case ParseStatus::Missing:
      ++m.missing;
      m.missing_ids.push_back(r.id);
      break;
  }
  m.correct += r.correct;
  m.off_language += r.off_language;
  m.score_sum += r.score;
}

}  // namespace

OJson result_json(const ItemResult& r) {
  const GoldItem& g = *r.item;
  OJson j = OJson::object();
  j["id"] = g.id;
  j["base_id"] = g.base_id;
  j["model"] = r.model;
  j["family"] = g.family;
  j["level"] = g.level;
  j["language"] = g.language;
  j["mode"] = g.mode;
  j["regime"] = g.regime;
  j["frame"] = g.frame;
  j["order"] = g.order;
  j["tier"] = g.tier;
  j["format"] = std::string(format_name(g.format));
  j["evaluator"] = g.evaluator;
  j["status"] = std::string(status_name(r.parsed.status));
  j["answer"] = r.parsed.status == ParseStatus::Ok ? OJson(parsed_answer(r.parsed)) : OJson();
  j["off_language"] = r.parsed.off_language;
  j["ambiguous"] = r.parsed.ambiguous;
  j["correct"] = r.score.correct;
  j["score"] = r.score.score;
  j["components"] = r.score.components;
  j["note"] = r.parsed.note;
  return j;
}

ItemResult score_item(const GoldItem& item, const std::string& model, const std::string* output,
                      const PhraseIndex& index) {
  ItemResult r;
  r.item = &item;
  r.model = model;
  if (output) {
    r.parsed = parse_output(*output, item, index);
  } else {
    r.parsed.status = ParseStatus::Missing;
    r.parsed.note = "no prediction";
  }
  r.score = evaluate(item, r.parsed);
  return r;
}

Result<ScoreReport> score_predictions(const Release& release, const PredictionSet& preds,
                                      const std::function<void(const std::string&)>& sink, int threads,
                                      const ScoreScope& scope) {
  ScoreReport report;
  report.errors = preds.errors;
  report.duplicates = preds.duplicates;
  Status st = check_release_match(release, preds, report);
  if (!st) return st.error();
  for (const auto& g : release.items)
    if (!known_evaluator(g.evaluator))
      return Error{fmt::format("{}/gold.jsonl:{}: unknown evaluator '{}' (this scorer knows: {})", release.dir,
                               g.line, g.evaluator, fmt::join(evaluator_keys(), ", "))};
  // (model, id) -> output; models sorted.
  std::map<std::string, std::map<std::string, const std::string*>> by_model;
  for (const auto& m : preds.models) by_model[m];
  for (const auto& p : preds.predictions)
    if (release.find(p.id)) by_model[p.model][p.id] = &p.output;
  for (const auto& entry : by_model) {
    ModelSummary m;
    m.model = entry.first;
    report.models.push_back(std::move(m));
  }
  for (const auto& d : preds.duplicates)
    for (auto& m : report.models) m.duplicates += m.model == d.model;
  for (const auto& p : preds.predictions)
    if (!release.find(p.id))
      for (auto& m : report.models) m.unknown += m.model == p.model;
  report.scoped = !scope.languages.empty();
  const auto conditions = scored_conditions(release, preds, scope, report);
  std::vector<std::shared_ptr<const PhraseIndex>> keep;
  MM_TRY(indexes, indexes_for(conditions, keep));
  // Items no model is scored in are not read.
  std::set<std::string> any_scored;
  for (const auto& c : conditions) any_scored.insert(c.begin(), c.end());
  std::vector<bool> skip(release.items.size());
  for (size_t i = 0; i < skip.size(); ++i) skip[i] = !any_scored.count(release.items[i].language);
  // Items are built a chunk at a time on the workers; results are written
  // in release order, so they do not depend on the thread count.
  std::vector<std::vector<Tally>> chunk(kGoldChunk);
  st = for_each_item(
      release, threads,
      [&](size_t i, const GoldItem& g) -> Status {
        auto& out = chunk[i % kGoldChunk];
        out.clear();
        size_t k = 0;
        for (const auto& [model, outputs] : by_model) {
          if (conditions[k].count(g.language)) {
            auto it = outputs.find(g.id);
            const PhraseIndex& index = *indexes->at(g.language);
            out.push_back(tally_of(k, score_item(g, model, it == outputs.end() ? nullptr : it->second, index)));
          }
          ++k;
        }
        return Status::Ok();
      },
      [&](size_t i) {
        auto& out = chunk[i % kGoldChunk];
        for (const Tally& t : out) {
          count(report.models[t.model], t);
          sink(t.line);
          ++report.results;
        }
        out.clear();
      },
      &skip);
  if (!st) return st.error();
  return report;
}

}  // namespace mm::score
