// Reasoning-effort deltas and the L3 cliff test.
#include "validators/reporting/aggregate_diagnostics.h"

namespace mm::report {

std::vector<DeltaCell> delta_cells(const Cells& cells) {
  // (model, level, family, language, mode) -> the cell under each regime.
  std::map<std::tuple<std::string, int, std::string, std::string, std::string>, DeltaCell> grouped;
  for (const auto& [k, c] : cells) {
    if (k.regime != "direct" && k.regime != "reasoning") continue;
    DeltaCell& d = grouped[{k.model, k.level, k.family, k.language, k.mode}];
    d.model = k.model;
    d.level = k.level;
    d.family = k.family;
    d.language = k.language;
    d.mode = k.mode;
    (k.regime == "direct" ? d.direct : d.reasoning) = c;
  }
  std::vector<DeltaCell> out;
  for (auto& [key, d] : grouped) {
    if (d.direct.n > 0 && d.reasoning.n > 0)
      d.delta = cell_value(d.level, d.reasoning) - cell_value(d.level, d.direct);
    d.small = d.direct.small() || d.reasoning.small();
    out.push_back(d);
  }
  return out;
}

std::vector<LevelDelta> level_deltas(const Composites& direct, const Composites& reasoning) {
  auto od = overall(direct), orr = overall(reasoning);
  std::map<std::pair<std::string, int>, LevelDelta> grouped;
  for (const auto& [key, o] : od) grouped[key].direct = o.value;
  for (const auto& [key, o] : orr) grouped[key].reasoning = o.value;
  std::vector<LevelDelta> out;
  for (auto& [key, d] : grouped) {
    d.model = key.first;
    d.level = key.second;
    if (d.direct && d.reasoning) d.delta = *d.reasoning - *d.direct;
    out.push_back(d);
  }
  return out;
}

std::vector<CliffRow> cliff_rows(const Composites& composites) {
  std::map<std::pair<std::string, std::string>, CliffRow> grouped;
  for (const auto& [key, comp] : composites) {
    const auto& [model, language, level] = key;
    if (level != 0 && level != 3) continue;
    CliffRow& c = grouped[{model, language}];
    (level == 0 ? c.l0 : c.l3) = comp.value;
  }
  std::vector<CliffRow> out;
  for (auto& [key, c] : grouped) {
    c.model = key.first;
    c.language = key.second;
    if (c.l0 && c.l3) {
      c.below_half = *c.l3 < *c.l0 / 2;
      c.below_quarter = *c.l3 < *c.l0 / 4;
      if (*c.l0 > 0) c.ratio = *c.l3 / *c.l0;
      c.diagnostic = *c.l0 > kCliffRegimeL0;
    }
    out.push_back(c);
  }
  return out;
}

}  // namespace mm::report
