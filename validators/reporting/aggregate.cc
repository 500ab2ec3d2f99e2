#include "validators/reporting/aggregate.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace mm::report {

bool is_natural_language(std::string_view language) {
  return std::find(kNaturalLanguages.begin(), kNaturalLanguages.end(), language) != kNaturalLanguages.end();
}

int64_t to_micros(double v) { return std::llround(v * 1e6); }

void Cell::add(const Row& r) {
  ++n;
  correct += r.correct;
  score_micros += to_micros(r.score);
}

double cell_value(int level, const Cell& c) { return level == kMaxLevel ? c.mean_score() : c.pass_rate(); }

Cells build_cells(const std::vector<Row>& rows, int64_t min_n) {
  Cells cells;
  for (const Row& r : rows) {
    if (r.level < 0 || r.level > kMaxLevel) continue;
    Cell& c = cells[{r.model, r.level, r.family, r.language, r.mode, r.regime}];
    c.min_n = min_n;
    c.add(r);
  }
  return cells;
}

std::optional<double> mean_of(const std::vector<std::optional<double>>& values) {
  double sum = 0;
  int k = 0;
  for (const auto& v : values)
    if (v) sum += *v, ++k;
  if (k == 0) return std::nullopt;
  return sum / k;
}

namespace {

// Per (model, language, level, family): the included cells' values, and the
// counts of every cell seen.
struct FamilyCells {
  std::vector<std::optional<double>> values;
  int cells = 0, small = 0;
  int64_t n = 0;
};

}  // namespace

Composites level_composites(const Cells& cells, std::string_view regime) {
  std::map<CompositeKey, std::map<std::string, FamilyCells>> grouped;
  for (const auto& [k, c] : cells) {
    if (regime != kAllRegimes && k.regime != regime) continue;
    // The pooled composites are the paper's (direct and reasoning); the
    // scratchpad regime is reported on its own and as a paired lift.
    if (regime == kAllRegimes && k.regime == "scratchpad") continue;
    FamilyCells& f = grouped[{k.model, k.language, k.level}][k.family];
    ++f.cells;
    if (c.small()) {
      ++f.small;
      continue;
    }
    f.values.push_back(cell_value(k.level, c));
    f.n += c.n;
  }
  Composites out;
  for (const auto& [key, families] : grouped) {
    Composite& comp = out[key];
    std::vector<std::optional<double>> family_values;
    for (const auto& [name, f] : families) {
      comp.cells += f.cells;
      comp.small_cells += f.small;
      comp.n += f.n;
      auto v = mean_of(f.values);
      if (v) ++comp.families;
      family_values.push_back(v);
    }
    comp.value = mean_of(family_values);
  }
  return out;
}

std::map<std::pair<std::string, int>, Overall> overall(const Composites& composites) {
  std::map<std::pair<std::string, int>, std::vector<std::optional<double>>> per;
  for (const auto& [key, comp] : composites) {
    const auto& [model, language, level] = key;
    if (is_natural_language(language)) per[{model, level}].push_back(comp.value);
  }
  std::map<std::pair<std::string, int>, Overall> out;
  for (const auto& [key, values] : per) {
    Overall& o = out[key];
    o.value = mean_of(values);
    o.languages = int(std::count_if(values.begin(), values.end(), [](const auto& v) { return v.has_value(); }));
  }
  return out;
}

Axes axes_of(const std::vector<Row>& rows) {
  std::set<std::string> models, languages, families;
  std::set<int> levels;
  for (const Row& r : rows) {
    models.insert(r.model);
    languages.insert(r.language);
    families.insert(r.family);
    if (r.level >= 0 && r.level <= kMaxLevel) levels.insert(r.level);
  }
  Axes a{{models.begin(), models.end()}, {}, {families.begin(), families.end()}, {levels.begin(), levels.end()}};
  for (auto l : kNaturalLanguages)
    if (languages.count(std::string(l))) a.languages.emplace_back(l);
  for (const auto& l : languages)
    if (!is_natural_language(l) && l != kStructLanguage) a.languages.push_back(l);
  if (languages.count(std::string(kStructLanguage))) a.languages.emplace_back(kStructLanguage);
  return a;
}

}  // namespace mm::report
