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
  if (opt.scratchpad)
    for (Unit& u : out) {
      std::vector<UnitRender> extra;
      for (const UnitRender& r : u.renders)
        if (r.regime == Regime::Direct) extra.push_back({r.condition, Regime::Scratchpad, r.frame});
      u.renders.insert(u.renders.end(), extra.begin(), extra.end());
    }
  deal_designs(out, opt.profile == Profile::Full);
  return out;
}

void deal_designs(std::vector<Unit>& units, bool whole_family) {
  std::map<std::tuple<int, Mode, Order>, int> seen;  // stratum -> units dealt
  for (Unit& u : units) {
    const FamilyInfo& info = all_families().at(size_t(u.family))->info();
    std::vector<int> seq = design_sequence(info);
    auto stratum = whole_family ? std::tuple{u.family, Mode{}, Order{}} : std::tuple{u.family, u.mode, u.order};
    int i = seen[stratum]++;
    // Strata start at different points of the period, so the designs that
    // fall on the tail of a stratum differ between modes and orders.
    int offset = whole_family ? u.family : int(u.mode) * 5 + int(u.order) * 3 + u.family;
    u.design = seq[size_t(i + offset) % seq.size()];
  }
}

namespace {

// One (family, design) and what is known of its houses.
struct Group {
  int family = 0, design = 0;
  std::vector<size_t> units;  // indices, in plan order
  int start = 0;              // first house of the rotation
  int visited = 0;            // houses of the rotation asked so far
  std::vector<int> feasible;  // feasible houses found, in rotation order
  bool done(int houses) const { return visited >= houses || feasible.size() >= units.size(); }
};

// Asks the oracle, window by window, until every group is done.
void explore(std::map<std::pair<int, int>, Group>& groups, const FeasibilityOracle& oracle, int houses) {
  for (;;) {
    std::vector<FeasibilityQuery> queries;
    std::vector<Group*> asked;
    for (auto& [key, g] : groups) {
      if (g.done(houses)) continue;
      // Enough houses for the units still unplaced, with room for the ones
      // that turn out infeasible.
      int want = int(g.units.size() - g.feasible.size());
      int window = std::min(houses - g.visited, std::max(4, want + want / 8 + 2));
      for (int k = 0; k < window; ++k) {
        queries.push_back({(g.start + g.visited + k) % houses, g.family, g.design});
        asked.push_back(&g);
      }
    }
    if (queries.empty()) return;
    std::vector<bool> answers = oracle(queries);
    for (size_t q = 0; q < queries.size(); ++q) {
      Group& g = *asked[q];
      if (answers.at(q) && g.feasible.size() < g.units.size()) g.feasible.push_back(queries[q].house);
      ++g.visited;
    }
  }
}

}  // namespace

void assign_units(std::vector<Unit>& units, const FeasibilityOracle& oracle, int houses,
                  std::vector<std::string>* notes) {
  if (houses <= 0) {
    for (Unit& u : units) u.house = -1;
    return;
  }
  std::map<std::pair<int, int>, Group> groups;
  auto group_of = [&](int f, int d) -> Group& {
    auto [it, fresh] = groups.try_emplace({f, d});
    if (fresh) {
      it->second.family = f;
      it->second.design = d;
      it->second.start = int((size_t(f) * 7 + size_t(d) * 13) % size_t(houses));
    }
    return it->second;
  };
  for (size_t i = 0; i < units.size(); ++i) group_of(units[i].family, units[i].design).units.push_back(i);
  explore(groups, oracle, houses);
  // A design no house can build hands its units to the next design of the
  // family that is not known to be infeasible (asked in turn), until one
  // takes them or none is left (the units then stay without a house).
  std::set<std::pair<int, int>> infeasible;
  for (bool changed = true; changed;) {
    changed = false;
    for (auto& [key, g] : groups) {
      if (g.units.empty() || !g.feasible.empty() || !g.done(houses)) continue;
      infeasible.insert(key);
      const FamilyInfo& info = all_families().at(size_t(g.family))->info();
      const int n = int(info.designs.size());
      int next = -1;
      for (int k = 1; k < n && next < 0; ++k)
        if (!infeasible.count({g.family, (g.design + k) % n})) next = (g.design + k) % n;
      if (next < 0) continue;
      if (notes)
        notes->push_back(fmt::format("family {}: no house can build design '{}'; its units use '{}'", info.id,
                                     info.designs.at(size_t(g.design)).name, info.designs.at(size_t(next)).name));
      std::vector<size_t> handed = std::move(g.units);
      g.units.clear();
      Group& to = group_of(g.family, next);  // may insert: leave the loop
      to.units.insert(to.units.end(), handed.begin(), handed.end());
      std::sort(to.units.begin(), to.units.end());
      changed = true;
      break;
    }
    if (changed) explore(groups, oracle, houses);
  }
  std::map<std::pair<int, int>, int> case_count;  // (house, family) -> cases used
  for (const auto& [key, g] : groups) {
    for (size_t k = 0; k < g.units.size(); ++k) {
      Unit& u = units[g.units[k]];
      u.design = g.design;
      u.house = g.feasible.empty() ? -1 : g.feasible[k % g.feasible.size()];
    }
  }
  // Cases are numbered in plan order, so a house's first case of a family
  // goes to the family's earliest unit there.
  for (Unit& u : units)
    if (u.house >= 0) u.j = case_count[{u.house, u.family}]++;
}

int unit_items(const Unit& u, int condition) {
  int n = 0;
  for (const auto& r : u.renders) n += r.condition == condition ? 1 : 0;
  return n;
}

}  // namespace mm
