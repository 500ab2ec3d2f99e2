#include "validators/reporting/aggregate_families.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "base/rng.h"
#include "validators/reporting/aggregate.h"

namespace mm::report {

bool is_baseline_model(const std::string& model) { return model.rfind(kBaselinePrefix, 0) == 0; }

Interval wilson(int64_t pass, int64_t n) {
  if (n <= 0) return {};
  constexpr double z = 1.959964;
  double p = double(pass) / double(n), nn = double(n);
  double denom = 1 + z * z / nn;
  double centre = (p + z * z / (2 * nn)) / denom;
  double half = z * std::sqrt(p * (1 - p) / nn + z * z / (4 * nn * nn)) / denom;
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

Interval bootstrap_mean(std::vector<double> values, std::string_view name) {
  if (values.empty()) return {};
  std::sort(values.begin(), values.end());  // the interval must not depend on the input's line order
  Rng rng = Rng::derive(0, {"report-bootstrap", name});
  std::vector<double> means(kBootstrapResamples);
  for (double& m : means) {
    double sum = 0;
    for (size_t k = 0; k < values.size(); ++k) sum += values[static_cast<size_t>(rng.below(values.size()))];
    m = sum / double(values.size());
  }
  std::sort(means.begin(), means.end());
  auto at = [&](double q) { return means[static_cast<size_t>(q * double(means.size() - 1) + 0.5)]; };
  return {at(0.025), at(0.975)};
}

std::vector<FamilyRow> family_rows(const std::vector<Row>& rows) {
  struct Acc {
    int level = 0;
    int64_t n = 0, pass = 0, changes = 0;
    double score = 0, delta = 0, change_pass = 0;
    std::vector<double> scores;  // L5 only (bootstrap)
  };
  std::map<std::tuple<int, std::string, std::string>, Acc> grouped;  // (level, family, model)
  for (const Row& r : rows) {
    Acc& a = grouped[{r.level, r.family, r.model}];
    a.level = r.level;
    ++a.n;
    // A baseline that copies the reference graph passes the strict pass by
    // construction; like the gate, count its change pass instead.
    bool copies = r.change_pass && (r.model == std::string(kBaselinePrefix) + "shortcut:no-change" ||
                                    r.model == std::string(kBaselinePrefix) + "shortcut:actual");
    a.pass += copies ? *r.change_pass > 0.5 : r.correct;
    a.score += r.score;
    if (r.level == kMaxLevel) a.scores.push_back(r.score);
    if (r.change_pass) {
      ++a.changes;
      a.change_pass += *r.change_pass;
      a.delta += r.delta_f1.value_or(0.0);
    }
  }
  std::vector<FamilyRow> out;
  for (const auto& [key, a] : grouped) {
    const auto& [level, family, model] = key;
    FamilyRow f{model, family, level, a.n, a.pass, a.n ? a.score / double(a.n) : 0.0, wilson(a.pass, a.n), {}, {}};
    if (!a.scores.empty()) f.score_ci = bootstrap_mean(a.scores, family + "/" + model);
    if (a.changes) {
      f.delta_f1 = a.delta / double(a.changes);
      f.change_pass = a.change_pass / double(a.changes);
    }
    out.push_back(f);
  }
  // Diagnostics (level -1) last.
  std::stable_sort(out.begin(), out.end(), [](const FamilyRow& x, const FamilyRow& y) {
    return (x.level < 0) < (y.level < 0);
  });
  return out;
}

}  // namespace mm::report
