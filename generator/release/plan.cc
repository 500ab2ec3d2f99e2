#include "generator/release/plan.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include <fmt/format.h>

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
  deal_designs(out);
  return out;
}

void deal_designs(std::vector<Unit>& units) {
  std::map<std::tuple<int, Mode, Order>, int> seen;  // stratum -> units dealt
  for (Unit& u : units) {
    const FamilyInfo& info = all_families().at(size_t(u.family))->info();
    std::vector<int> seq = design_sequence(info);
    int i = seen[{u.family, u.mode, u.order}]++;
    // Strata start at different points of the period, so the designs that
    // fall on the tail of a stratum differ between modes and orders.
    int offset = int(u.mode) * 5 + int(u.order) * 3 + u.family;
    u.design = seq[size_t(i + offset) % seq.size()];
  }
}

namespace {

// The unit's design, or the next design of its family feasible somewhere.
int feasible_design(const Unit& u, const Feasibility& feasible, int houses) {
  const auto& by_design = feasible.at(size_t(u.family));
  for (size_t k = 0; k < by_design.size(); ++k) {
    size_t d = (size_t(u.design) + k) % by_design.size();
    for (int h = 0; h < houses; ++h)
      if (by_design[d].at(size_t(h))) return int(d);
  }
  return -1;
}

}  // namespace

void assign_units(std::vector<Unit>& units, const Feasibility& feasible, int houses,
                  std::vector<std::string>* notes) {
  std::map<std::pair<int, int>, int> next_of;     // (family, design) -> units assigned so far
  std::map<std::pair<int, int>, int> case_count;  // (house, family) -> cases used
  std::set<std::pair<int, int>> noted;
  for (Unit& u : units) {
    int d = feasible_design(u, feasible, houses);
    if (d < 0) {
      u.house = -1;
      continue;
    }
    if (d != u.design && notes && noted.insert({u.family, u.design}).second) {
      const FamilyInfo& info = all_families().at(size_t(u.family))->info();
      notes->push_back(fmt::format("family {}: no house can build design '{}'; its units use '{}'", info.id,
                                   info.designs.at(size_t(u.design)).name, info.designs.at(size_t(d)).name));
    }
    u.design = d;
    std::vector<int> ok;
    for (int h = 0; h < houses; ++h)
      if (feasible.at(size_t(u.family)).at(size_t(d)).at(size_t(h))) ok.push_back(h);
    int k = next_of[{u.family, d}]++;
    // A family- and design-dependent start spreads the load of different
    // families and designs over the houses.
    u.house = ok[(size_t(u.family) * 7 + size_t(d) * 13 + size_t(k)) % ok.size()];
    u.j = case_count[{u.house, u.family}]++;
  }
}

int unit_items(const Unit& u, int condition) {
  int n = 0;
  for (const auto& r : u.renders) n += r.condition == condition ? 1 : 0;
  return n;
}

}  // namespace mm
