// Replaying a transition log: the log alone must carry a before-state to its
// after-state, which is what lets L4 tasks be checked against the log and
// lets the episode reader catch a hand-edited file whose parts disagree.
#include <cmath>

#include <fmt/format.h>

#include "generator/episodes/sim_internal.h"

namespace mm {
namespace {

// Positions are compared at the millimetre precision files carry, and an
// integer read from a file equals the same float written by the simulator.
bool same_value(const Json& a, const Json& b) {
  if (a.is_number() && b.is_number())
    return round_mm(a.get<double>()) == round_mm(b.get<double>());
  if (a.is_array() && b.is_array()) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
      if (!same_value(a[i], b[i])) return false;
    return true;
  }
  return a == b;
}

}  // namespace

Result<WorldState> replay(const WorldState& before, const std::vector<Event>& log) {
  WorldState w = before;
  for (size_t i = 0; i < log.size(); ++i) {
    const Event& e = log[i];
    std::string where = fmt::format("log event {} (step {}, object '{}', attribute '{}')", i,
                                    e.step, e.object, e.attribute);
    auto current = sim::read_attribute(w, e.object, e.attribute);
    if (!current) return current.error().within(where);
    if (!same_value(*current, e.before))
      return Error{fmt::format("{}: the event starts from {}, but the state holds {}", where,
                               json_preview(e.before), json_preview(*current))};
    Status st = sim::write_attribute(w, e.object, e.attribute, e.after);
    if (!st) return st.error().within(where);
  }
  return w;
}

}  // namespace mm
