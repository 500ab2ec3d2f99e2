#include "generator/release/plan.h"

#include <map>
#include <tuple>

namespace mm {
namespace {

int family_index(const Family* f) {
  const auto& all = all_families();
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i] == f) return int(i);
  return -1;
}

// Level-local index of each staircase family, in catalogue order.
std::vector<std::pair<const Family*, int>> level_families(int level) {
  std::vector<std::pair<const Family*, int>> out;
  for (const Family* f : staircase_families())
    if (f->info().level == level) out.emplace_back(f, int(out.size()));
  return out;
}

Order order_for(const FamilyInfo& info, int g) {
  if (!info.orders) return Order::None;
  return g % 2 == 0 ? Order::AnchorFirst : Order::TargetFirst;
}

void paper_units(std::vector<Unit>& out) {
  for (int level = 0; level < 6; ++level) {
    auto fams = level_families(level);
    for (const auto& [fam, local] : fams) {
      const FamilyInfo& info = fam->info();
      int v = int(info.frames.size());
      std::map<std::pair<Mode, int>, Unit> units;  // (mode, g) -> unit, ordered
      for (const CellCount& cell : paper_cells(level, local, int(fams.size()))) {
        for (int k = 0; k < cell.n; ++k) {
          int g = k / v;
          Unit& u = units[{cell.mode, g}];
          u.family = family_index(fam);
          u.mode = cell.mode;
          u.g = g;
          u.order = order_for(info, g);
          u.frames = info.frames;
          u.renders.push_back({cell.condition, cell.regime, info.frames[k % v]});
        }
      }
      for (auto& [key, u] : units) out.push_back(std::move(u));
    }
  }
}

void small_units(std::vector<Unit>& out) {
  int fi = 0;
  for (const Family* fam : all_families()) {
    const FamilyInfo& info = fam->info();
    std::map<Mode, Unit> units;
    for (int c = 0; c < kConditionCount; ++c) {
      Mode m = kAllModes[(fi + c) % 3];
      Unit& u = units[m];
      u.family = family_index(fam);
      u.mode = m;
      u.g = 0;
      u.order = order_for(info, fi);
      u.frames = info.frames;
      u.renders.push_back({c, kAllRegimes[(fi + c) % 2], info.frames[c % info.frames.size()]});
    }
    for (auto& [m, u] : units) out.push_back(std::move(u));
    ++fi;
  }
}

void full_units(std::vector<Unit>& out, int per_cell) {
  for (const Family* fam : all_families()) {
    const FamilyInfo& info = fam->info();
    int orders = info.orders ? 2 : 1;
    for (Mode m : kAllModes) {
      for (int g = 0; g < per_cell * orders; ++g) {
        Unit u;
        u.family = family_index(fam);
        u.mode = m;
        u.g = g;
        u.order = order_for(info, g);
        u.frames = info.frames;
        for (int c = 0; c < kConditionCount; ++c)
          for (Regime r : kAllRegimes)
            for (Frame f : info.frames) u.renders.push_back({c, r, f});
        out.push_back(std::move(u));
      }
    }
  }
}

}  // namespace

std::vector<Unit> profile_units(const PlanOptions& opt) {
  std::vector<Unit> out;
  switch (opt.profile) {
    case Profile::Paper: paper_units(out); break;
    case Profile::Small: small_units(out); break;
    case Profile::Full: full_units(out, opt.per_cell); break;
  }
  return out;
}

void assign_units(std::vector<Unit>& units, const Feasibility& feasible, int houses) {
  std::map<int, int> next_of_family;              // units of a family assigned so far
  std::map<std::pair<int, int>, int> case_count;  // (house, family) -> cases used
  for (Unit& u : units) {
    std::vector<int> ok;
    for (int h = 0; h < houses; ++h)
      if (feasible.at(u.family).at(h)) ok.push_back(h);
    if (ok.empty()) {
      u.house = -1;
      continue;
    }
    int k = next_of_family[u.family]++;
    // A family-dependent start spreads the load of different families.
    u.house = ok[(size_t(u.family) * 7 + size_t(k)) % ok.size()];
    u.j = case_count[{u.house, u.family}]++;
  }
}

int unit_items(const Unit& u, int condition) {
  int n = 0;
  for (const auto& r : u.renders) n += r.condition == condition ? 1 : 0;
  return n;
}

}  // namespace mm
