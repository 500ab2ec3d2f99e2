#include "validators/reporting/aggregate_paired.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

namespace mm::report {
namespace {

// (base_id, regime) -> language -> the row.
using Units = std::map<std::pair<std::string, std::string>, std::map<std::string, const Row*>>;

// The conditions to compare, English first, then the release's order of
// first appearance is not known here: alphabetical after English, struct last.
std::vector<std::string> ordered(const std::set<std::string>& langs) {
  std::vector<std::string> out;
  if (langs.count("en")) out.push_back("en");
  for (const auto& l : langs)
    if (l != "en" && l != "struct") out.push_back(l);
  if (langs.count("struct")) out.push_back("struct");
  return out;
}

ConsistencyRow consistency(const std::string& model, const std::vector<std::string>& langs,
                           const std::vector<const std::map<std::string, const Row*>*>& units) {
  ConsistencyRow c{model, langs, int64_t(units.size())};
  for (const auto* u : units) {
    size_t right = 0;
    for (const auto& l : langs) right += u->at(l)->correct;
    c.all_right += right == langs.size();
    c.none_right += right == 0;
  }
  for (size_t i = 0; i < langs.size(); ++i)
    for (size_t j = i + 1; j < langs.size(); ++j) {
      LanguagePair p{langs[i], langs[j]};
      for (const auto* u : units) {
        bool a = u->at(langs[i])->correct, b = u->at(langs[j])->correct;
        (a && b ? p.both : a ? p.a_only : b ? p.b_only : p.neither) += 1;
      }
      p.mcnemar_p = mcnemar_exact(p.a_only, p.b_only);
      c.pairs.push_back(p);
    }
  return c;
}

}  // namespace

double mcnemar_exact(int64_t b, int64_t c) {
  int64_t n = b + c;
  if (n == 0) return 1.0;
  int64_t k = std::min(b, c);
  // P(X <= k) for X ~ Binomial(n, 1/2), summed in log space.
  double tail = 0;
  for (int64_t i = 0; i <= k; ++i)
    tail += std::exp(std::lgamma(double(n) + 1) - std::lgamma(double(i) + 1) - std::lgamma(double(n - i) + 1) -
                     double(n) * std::log(2.0));
  return std::min(1.0, 2 * tail);
}

std::string preregistered_lift(int level) {
  if (level == 3) return "35-50 % with the scratchpad (from about 14 % direct)";
  if (level >= 0 && level <= 2) return "within ±5 points";
  return "";
}

namespace {

std::vector<ScratchpadLift> scratchpad_lifts(const std::vector<Row>& rows) {
  // (model, language, level, base_id) -> (direct, scratchpad)
  std::map<std::tuple<std::string, std::string, int, std::string>, std::pair<const Row*, const Row*>> pairs;
  for (const Row& r : rows) {
    if (r.level < 0 || r.base_id.empty() || (r.regime != "direct" && r.regime != "scratchpad")) continue;
    auto& p = pairs[{r.model, r.language, r.level, r.base_id}];
    (r.regime == "direct" ? p.first : p.second) = &r;
  }
  std::map<std::tuple<std::string, std::string, int>, std::vector<std::pair<double, double>>> cells;
  for (const auto& [key, p] : pairs)
    if (p.first && p.second)
      cells[{std::get<0>(key), std::get<1>(key), std::get<2>(key)}].push_back({p.first->score, p.second->score});
  std::vector<ScratchpadLift> out;
  for (const auto& [key, scores] : cells) {
    ScratchpadLift l{std::get<0>(key), std::get<1>(key), std::get<2>(key), int64_t(scores.size())};
    std::vector<double> diffs;
    for (const auto& [d, s] : scores) {
      l.direct += d;
      l.scratchpad += s;
      diffs.push_back(s - d);
    }
    l.direct /= double(scores.size());
    l.scratchpad /= double(scores.size());
    l.lift = l.scratchpad - l.direct;
    l.ci = bootstrap_mean(diffs, fmt::format("scratchpad-lift/{}/{}/{}", l.model, l.language, l.level));
    out.push_back(l);
  }
  return out;
}

}  // namespace

PairedAnalysis paired_analysis(const std::vector<Row>& rows) {
  PairedAnalysis out;
  out.scratchpad = scratchpad_lifts(rows);
  std::map<std::string, Units> by_model;
  std::map<std::string, std::set<std::string>> langs_of;
  for (const Row& r : rows) {
    if (r.level < 0 || r.regime == "scratchpad") continue;  // consistency: the paper's regimes
    if (r.base_id.empty()) {
      ++out.rows_without_base_id;
      continue;
    }
    by_model[r.model][{r.base_id, r.regime}][r.language] = &r;
    langs_of[r.model].insert(r.language);
  }
  for (const auto& [model, units] : by_model) {
    std::vector<std::string> langs = ordered(langs_of[model]);
    if (langs.size() < 2) continue;
    std::vector<const std::map<std::string, const Row*>*> complete;
    for (const auto& [key, per_lang] : units)
      if (per_lang.size() == langs.size()) complete.push_back(&per_lang);
    if (complete.empty()) continue;
    out.consistency.push_back(consistency(model, langs, complete));
    if (langs.front() != "en") continue;
    for (size_t i = 1; i < langs.size(); ++i) {
      std::vector<double> diffs;
      for (const auto* u : complete) diffs.push_back(u->at(langs[i])->score - u->at("en")->score);
      PairedDelta d{model, langs[i], int64_t(diffs.size())};
      double sum = 0;
      for (double x : diffs) sum += x;
      d.delta = sum / double(diffs.size());
      d.ci = bootstrap_mean(diffs, "paired-delta/" + model + "/" + langs[i]);
      out.deltas.push_back(d);
    }
  }
  return out;
}

}  // namespace mm::report
