// Brute-force helpers for the basic-family tests: read question arguments,
// check that an object is named by the description's text, and re-derive
// rooms, parents and counts straight from the scene.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "tests/tasks/task_test_util.h"

namespace mm::test {

/// The question argument called `name` (fails the test when missing).
inline const Arg& qarg(const TaskItem& item, const std::string& name) {
  for (const auto& a : item.question.args)
    if (a.name == name) return a;
  FAIL("question " << item.question.key << " has no argument " << name);
  static Arg none;
  return none;
}

inline std::string label(const TaskItem& item, const std::string& id) {
  return item.description.labels.label(id);
}

inline bool has_fact(const TaskItem& item, FactKind k, const std::string& a) {
  return std::any_of(item.description.facts.begin(), item.description.facts.end(),
                     [&](const Fact& f) { return f.kind == k && f.a == a; });
}

/// A reader can identify the object: some fact names it, or its label is
/// its bare type and the counts of its room list it.
inline bool mentioned(const TaskItem& item, const std::string& id) {
  const Description& d = item.description;
  for (const auto& f : d.facts)
    if (f.a == id || f.b == id) return true;
  const auto* e = d.labels.find(id);
  if (!e || e->index != 0 || !d.object_room.count(id)) return false;
  return has_fact(item, FactKind::RoomCounts, d.object_room.at(id));
}

/// The room an object is in follows from the text: its top-level piece is
/// placed in a room, or that piece's type occurs in one described room only.
inline bool room_follows(const Scene& s, const TaskItem& item, const std::string& id) {
  const Object* top = s.object(id);
  while (!top->parent.empty()) top = s.object(top->parent);
  for (const auto& f : item.description.facts)
    if (f.kind == FactKind::Placement && f.a == top->id) return f.b == top->room;
  std::set<std::string> rooms;
  for (const auto& f : item.description.facts)
    if (f.kind == FactKind::RoomCounts)
      for (const auto& [type, n] : f.counts)
        if (type == top->type) rooms.insert(f.a);
  return rooms.size() == 1 && *rooms.begin() == top->room;
}

/// Labels of a list of ids, sorted (for set comparisons).
inline std::vector<std::string> sorted_labels(const TaskItem& item, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids) out.push_back(label(item, id));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted_gold(const TaskItem& item) {
  std::vector<std::string> out;
  for (const auto& g : item.gold) out.push_back(g.get<std::string>());
  std::sort(out.begin(), out.end());
  return out;
}

/// Every object argument of the question is named by the description.
inline void check_question_objects_named(const TaskItem& item) {
  for (const auto& a : item.question.args)
    if (a.kind == Arg::Kind::Object) CHECK_MESSAGE(mentioned(item, a.ref), item.family << ": " << a.ref);
}

/// Renders in English and the structured control, every mode and regime.
inline void check_both_render(const TaskItem& item) {
  check_renders(item, "en");
  check_renders(item, "struct");
}

/// Yes/no balance counter.
struct Balance {
  int yes = 0, total = 0;
  void add(bool v) { yes += v ? 1 : 0; ++total; }
  double share() const { return total ? double(yes) / total : 0; }
};

}  // namespace mm::test
