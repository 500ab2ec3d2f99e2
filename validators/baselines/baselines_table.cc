// The gate over a baselines table, and the table as JSON (baselines.json,
// the manifest's summary) and Markdown (card, report).
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "format/baselines_summary.h"
#include "validators/baselines/baselines.h"

namespace mm::baselines {
namespace {

// Cells with fewer items say little about a release's answer balance (the
// small profile has one or two items per family and condition); they are
// reported, not gated.
constexpr int64_t kMinGateItems = 30;
// A random guess is gated with a sampling allowance (3.3 standard errors,
// over the distinct underlying items: both regimes of an item get the same
// guess): it is at chance by construction, and only a broken answer space
// lifts it past the bound.
constexpr double kRandomAllowance = 3.3;

double rounded(double x) { return std::round(x * 10000) / 10000; }

OJson rate_json(const Rate& r) {
  return {{"n", r.n}, {"pass", r.pass}, {"rate", rounded(r.rate())}, {"mean", rounded(r.mean())}};
}

double bound_of(const FamilyGate& f) { return f.two_answer ? kTwoAnswerBound : kOtherBound; }

}  // namespace

std::vector<Violation> check_gate(const Table& t) {
  std::vector<Violation> out;
  for (const auto& [family, by_cond] : t.cells) {
    auto fi = t.families.find(family);
    if (fi == t.families.end() || fi->second.gate == "diagnostic") continue;
    const FamilyGate& f = fi->second;
    double bound = bound_of(f);
    for (const auto& [cond, cell] : by_cond) {
      if (cell.items < kMinGateItems) continue;
      auto over = [&](const std::string& name, const Rate& r, double b) {
        if (r.n > 0 && r.rate() > b) out.push_back({family, cond, name, r.rate(), b, r.n});
      };
      over(fmt::format("constant ({})", cell.constant_answer), cell.constant, bound);
      over("majority", cell.majority, bound);
      double distinct = std::max(1.0, double(cell.random.n) / 2);
      double allowance = kRandomAllowance * std::sqrt(bound * (1 - bound) / distinct);
      if (cell.random.rate() > bound + allowance) out.push_back({family, cond, "random", cell.random.rate(), bound, cell.random.n});
      if (f.gate == "reading") continue;
      for (const auto& [name, r] : cell.shortcuts) {
        bool no_change_bound = name == kNoChange && f.gate == "change";
        over("shortcut " + name, r, no_change_bound ? kNoChangeBound : bound);
      }
    }
  }
  return out;
}

OJson table_json(const Table& t) {
  OJson fams = OJson::object();
  for (const auto& [family, by_cond] : t.cells) {
    const FamilyGate f = t.families.count(family) ? t.families.at(family) : FamilyGate{};
    OJson conds = OJson::object();
    for (const auto& [cond, cell] : by_cond) {
      OJson c = {{"items", cell.items}, {"chance", rounded(cell.chance)}, {"random", rate_json(cell.random)},
                 {"constant", rate_json(cell.constant)}, {"majority", rate_json(cell.majority)},
                 {"oracle", rate_json(cell.oracle)}};
      c["constant"]["answer"] = cell.constant_answer;
      OJson sc = OJson::object();
      for (const auto& [name, r] : cell.shortcuts) sc[name] = rate_json(r);
      c["shortcuts"] = sc;
      conds[cond] = c;
    }
    fams[family] = {{"level", f.level}, {"gate", f.gate}, {"two_answer", f.two_answer}, {"conditions", conds}};
  }
  OJson violations = OJson::array();
  for (const auto& v : check_gate(t)) violations.push_back(v.text());
  return {{"format", "mentalmap.baselines"},
          {"version", kTableFormatVersion},
          {"bounds",
           {{"two_answer", kTwoAnswerBound}, {"other", kOtherBound}, {"no_change", kNoChangeBound},
            {"min_items", kMinGateItems}}},
          {"families", fams},
          {"violations", violations}};
}

namespace {

// The highest pass rate of a baseline over a family's conditions.
struct Worst {
  double rate = 0;
  std::string condition, answer;
  void see(const Rate& r, const std::string& cond, const std::string& a = "") {
    if (r.n > 0 && (condition.empty() || r.rate() > rate)) rate = r.rate(), condition = cond, answer = a;
  }
};

struct FamilyWorst {
  Worst random, constant, majority, oracle_low;
  std::map<std::string, Worst> shortcuts;
  double chance = 0;
  int64_t items = 0;
};

FamilyWorst worst_of(const std::map<std::string, Cell>& by_cond) {
  FamilyWorst w;
  w.oracle_low.rate = 1;
  for (const auto& [cond, cell] : by_cond) {
    w.random.see(cell.random, cond);
    w.constant.see(cell.constant, cond, cell.constant_answer);
    w.majority.see(cell.majority, cond);
    if (cell.oracle.n > 0 && cell.oracle.rate() < w.oracle_low.rate)
      w.oracle_low.rate = cell.oracle.rate(), w.oracle_low.condition = cond;
    for (const auto& [name, r] : cell.shortcuts) w.shortcuts[name].see(r, cond);
    w.chance += cell.chance * double(cell.items);
    w.items += cell.items;
  }
  if (w.items) w.chance /= double(w.items);
  return w;
}

OJson worst_json(const Worst& w) { return {{"rate", rounded(w.rate)}, {"condition", w.condition}}; }

}  // namespace

OJson table_summary(const Table& t) {
  OJson fams = OJson::object();
  for (const auto& [family, by_cond] : t.cells) {
    FamilyWorst w = worst_of(by_cond);
    const FamilyGate f = t.families.count(family) ? t.families.at(family) : FamilyGate{};
    OJson j = {{"gate", f.gate}, {"items", w.items}, {"chance", rounded(w.chance)},
               {"random", worst_json(w.random)}, {"majority", worst_json(w.majority)}};
    j["constant"] = worst_json(w.constant);
    j["constant"]["answer"] = w.constant.answer;
    OJson sc = OJson::object();
    for (const auto& [name, x] : w.shortcuts) sc[name] = worst_json(x);
    j["shortcuts"] = sc;
    j["oracle_min"] = rounded(w.oracle_low.rate);
    fams[family] = j;
  }
  auto violations = check_gate(t);
  return {{"table", "baselines.json"},
          {"gate", violations.empty() ? "passed" : "failed"},
          {"violations", int64_t(violations.size())},
          {"families", fams}};
}

std::string table_markdown(const Table& t) {
  OJson families = OJson::object();
  for (const auto& [id, f] : t.families) families[id] = {{"level", f.level}};
  return baselines_markdown(table_summary(t), families);
}

}  // namespace mm::baselines
