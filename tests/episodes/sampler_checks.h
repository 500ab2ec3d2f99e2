// Checks every sampled episode must pass, and statistics of the action mix;
// shared by the hand-built and the built-in house tests.
#pragma once

#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>

#include <fmt/format.h>

#include "generator/episodes/episode.h"
#include "generator/episodes/sim_internal.h"
#include "generator/episodes/simulator.h"

namespace mm::test {

inline void check_replay(const Episode& e) {
  auto r = replay(e.before, e.log);
  REQUIRE_MESSAGE(r.ok(), e.id, ": ", (r.ok() ? "" : r.error().message));
  CHECK_MESSAGE(sim::world_state_to_json(*r) == sim::world_state_to_json(e.after), e.id);
  CHECK(r->held == e.after.held);
}

inline void check_single(const Episode& e) {
  CAPTURE(e.id);
  REQUIRE(e.trajectory.size() == 1);
  CHECK(e.kind == "single");
  const Step& s = e.trajectory[0];
  CHECK(s.action.type != ActionType::PullObject);
  if (s.success) {
    CHECK_FALSE(e.log.empty());
  } else {
    CHECK(e.log.empty());
    CHECK(s.failure != Failure::None);
    CHECK(s.failure != Failure::NoSuchObject);
    CHECK(s.failure != Failure::NotHeld);
  }
  // The before-state is reachable: it passes the same checks as a scene.
  CHECK(check_scene(e.before.scene, TypeTable::builtin()).ok());
  Status after = check_scene(e.after.scene, TypeTable::builtin());
  CHECK_MESSAGE(after.ok(), (after.ok() ? "" : after.error().message));
  check_replay(e);
}

/// Everything one step touched: named objects, what rests in/on them, and
/// the objects its events change.
inline std::set<std::string> touched(const WorldState& w, const Action& a,
                                     const std::vector<Event>& events) {
  std::set<std::string> out;
  for (const auto& id : {a.object, a.receptacle}) {
    if (id.empty()) continue;
    out.insert(id);
    for (const auto& d : sim::descendants(w.scene, id)) out.insert(d);
  }
  for (const auto& ev : events)
    if (ev.object != "agent") out.insert(ev.object);
  return out;
}

inline void check_chain(const Episode& e, size_t length) {
  CAPTURE(e.id);
  CHECK(e.kind == "chain");
  REQUIRE(e.trajectory.size() == length);
  WorldState w = e.before;
  std::set<std::string> seen;
  for (size_t k = 0; k < length; ++k) {
    CHECK(e.trajectory[k].success);
    std::vector<Event> events;
    WorldState before_step = w;
    CHECK(apply_action(w, e.trajectory[k].action, static_cast<int>(k), events).success);
    CHECK_FALSE(events.empty());
    for (const auto& id : touched(before_step, e.trajectory[k].action, events)) {
      CAPTURE(id);
      CHECK(seen.insert(id).second);
    }
  }
  check_replay(e);
}

struct MixStats {
  std::map<std::string, int> actions, failures;
  int total = 0, failed = 0, held_before = 0, released = 0;

  void add(const Episode& e) {
    const Step& s = e.trajectory[0];
    ++total;
    ++actions[std::string(action_name(s.action.type))];
    if (!s.success) ++failed, ++failures[std::string(failure_code(s.failure))];
    held_before += !e.before.held.empty();
  }

  std::string report() const {
    std::string out = fmt::format("{} episodes, {} failed ({:.1f}%), {} start holding\n", total,
                                  failed, 100.0 * failed / total, held_before);
    for (const auto& [a, n] : actions) out += fmt::format("  {:<22} {:5}\n", a, n);
    out += "failures:\n";
    for (const auto& [f, n] : failures) out += fmt::format("  {:<22} {:5}\n", f, n);
    return out;
  }

  void check_coverage(double fail_lo, double fail_hi) const {
    for (ActionType a : sampled_actions()) {
      CAPTURE(action_name(a));
      CHECK(actions.count(std::string(action_name(a))) == 1);
    }
    CHECK(actions.count("PullObject") == 0);
    double rate = static_cast<double>(failed) / total;
    CHECK(rate >= fail_lo);
    CHECK(rate <= fail_hi);
    CHECK(held_before > total / 10);
    CHECK(failures.size() >= 10);
  }
};

}  // namespace mm::test
