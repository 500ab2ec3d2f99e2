#include "packs/tos/false_belief_question.h"

#include <algorithm>

#include <fmt/format.h>

#include "packs/tos/domains.h"
#include "packs/tos/explorers.h"

namespace mm::tos {
namespace {

constexpr int kShifted = 4;   // the paper's k
constexpr int kBudget = 40;   // the second exploration's budget, as the first's

// The facings a log shows for each object (absolute: the viewer's heading
// is always known), as the set of distinct headings seen.
std::vector<std::vector<Heading>> facings_seen(const World& w, const std::vector<Turn>& log) {
  std::vector<std::vector<Heading>> out(w.things.size());
  for (const Turn& t : log) {
    const auto& o = t.result.observation;
    if (!o) continue;
    for (const Seen& s : o->seen) {
      if (!s.facing) continue;
      for (int h = 0; h < 4; ++h)
        if (relative_facing(static_cast<Heading>(h), o->pose.heading) == *s.facing) {
          auto& v = out[static_cast<size_t>(s.thing)];
          if (std::find(v.begin(), v.end(), static_cast<Heading>(h)) == v.end()) v.push_back(static_cast<Heading>(h));
        }
    }
  }
  return out;
}

// Is the cell one the reader knows from the log: the start, or a door?
bool known_cell(const World& w, Cell c) {
  if (c == w.start) return true;
  return std::any_of(w.things.begin(), w.things.end(), [&](const Thing& t) { return t.is_door() && t.at == c; });
}

}  // namespace

std::optional<Reexploration> reexplore(const World& w, const std::vector<Turn>& log, uint64_t seed) {
  Env first(w, kBudget);
  for (const Turn& t : log) first.step(t.actions);
  if (!known_cell(w, first.pose().at)) return std::nullopt;
  Reexploration r;
  r.shifted = shift_world(w, seed, kShifted, r.changes);
  r.start = first.pose();
  Env second(r.shifted, kBudget, r.start);
  run_scout(second);
  r.log = second.log();
  return r;
}

std::vector<std::string> proven_changes(const World& w, const std::vector<Turn>& log, const Reexploration& r) {
  Domains before(w), after(r.shifted, r.start);
  for (const Turn& t : log) before.add_turn(t);
  for (const Turn& t : r.log) after.add_turn(t);
  std::vector<std::vector<Heading>> faced_before = facings_seen(w, log), faced_after = facings_seen(r.shifted, r.log);
  std::vector<std::string> out;
  for (const Change& c : r.changes) {
    bool proven = false;
    if (c.moved) {
      std::vector<Cell> was = before.cells(c.thing), is = after.cells(c.thing);
      proven = !was.empty() && !is.empty() &&
               std::none_of(is.begin(), is.end(), [&](Cell x) { return std::find(was.begin(), was.end(), x) != was.end(); });
    } else {
      const auto& b = faced_before[static_cast<size_t>(c.thing)];
      const auto& a = faced_after[static_cast<size_t>(c.thing)];
      proven = b.size() == 1 && a.size() == 1 && b[0] != a[0];
    }
    if (proven) out.push_back(w.things[static_cast<size_t>(c.thing)].name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::optional<Question> make_false_belief_question(const World& w, const std::vector<Turn>& log,
                                                   const Reexploration& r) {
  std::vector<std::string> changed = proven_changes(w, log, r);
  if (changed.empty()) return std::nullopt;
  return Question{"false.belief", fmt::format("{}/false.belief/0", w.id), {{"start", pose_json(r.start)}},
                  Json(changed)};
}

}  // namespace mm::tos
