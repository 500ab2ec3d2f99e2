// actionFailure: the gold is the simulator's verdict on the attempted action;
// failures are told as attempts, have exactly one reason (repairing it makes
// the action succeed), are inferable from the text, and succeed/fail is
// a third of them succeed (the "success" design).
#include "tests/tasks_dynamic/dynamic_check.h"

namespace mm::test {
namespace {

// Open every closed openable around an object.
void open_around(WorldState& w, const std::string& id) {
  if (id.empty()) return;
  for (const Object* a : w.scene.ancestors(id)) {
    Object* m = w.scene.object(a->id);
    if (m->state.has(Attr::IsOpen)) m->state.set(Attr::IsOpen, true);
  }
}

// The attribute an "already-..." failure is about and the value that lets
// the action succeed.
std::optional<std::pair<Attr, bool>> already(Failure f) {
  switch (f) {
    case Failure::AlreadyOpen: return std::pair{Attr::IsOpen, false};
    case Failure::AlreadyClosed: return std::pair{Attr::IsOpen, true};
    case Failure::AlreadyOn: return std::pair{Attr::IsToggled, false};
    case Failure::AlreadyOff: return std::pair{Attr::IsToggled, true};
    case Failure::AlreadySliced: return std::pair{Attr::IsSliced, false};
    case Failure::AlreadyBroken: return std::pair{Attr::IsBroken, false};
    case Failure::AlreadyCooked: return std::pair{Attr::IsCooked, false};
    case Failure::AlreadyDirty: return std::pair{Attr::IsDirty, false};
    case Failure::AlreadyClean: return std::pair{Attr::IsDirty, true};
    case Failure::AlreadyFilled: return std::pair{Attr::IsFilledWithLiquid, false};
    case Failure::AlreadyEmpty: return std::pair{Attr::IsFilledWithLiquid, true};
    case Failure::AlreadyUsedUp: return std::pair{Attr::IsUsedUp, false};
    default: return std::nullopt;
  }
}

// The before-state with the one stated reason taken away; nullopt when the
// reason is a property of the type (nothing to repair).
std::optional<WorldState> repaired(const WorldState& w0, const Action& a, Failure f) {
  WorldState w = w0;
  switch (f) {
    case Failure::HandFull: return simulated(w, {{ActionType::DropHandObject, "", ""}});
    case Failure::HandEmpty:
      if (a.type != ActionType::PutObject) return std::nullopt;
      return simulated(w, {{ActionType::PickupObject, a.object, ""}});
    case Failure::ReceptacleClosed: w.scene.object(a.receptacle)->state.set(Attr::IsOpen, true); return w;
    case Failure::IsOpen: w.scene.object(a.object)->state.set(Attr::IsOpen, false); return w;
    case Failure::IsOn: w.scene.object(a.object)->state.set(Attr::IsToggled, false); return w;
    case Failure::InsideClosed: open_around(w, a.object), open_around(w, a.receptacle); return w;
    default: break;
  }
  auto fix = already(f);
  if (!fix) return std::nullopt;
  w.scene.object(a.object)->state.set(fix->first, fix->second);
  return w;
}

TEST_CASE("actionFailure: gold is the simulator's verdict with a single, inferable reason") {
  int none = 0, n = 0;
  std::set<std::string> seen;
  for_items("actionFailure", 200, [&](const Sample& s) {
    check_common(s);
    Episode e = episode_of(s);
    REQUIRE(e.trajectory.size() == 1);
    const Action& a = e.trajectory[0].action;
    Failure f = check_action(e.before, a);
    CHECK(s.item.gold == std::string(failure_code(f)));
    REQUIRE(s.item.narration.size() == 1);
    CHECK(s.item.narration[0].key == "try." + std::string(action_name(a.type)));
    // A small closed set of reasons holding the gold and "none".
    const auto& ch = s.item.choices;
    CHECK(ch.size() >= 3);
    CHECK(ch.size() <= 6);
    CHECK(std::find(ch.begin(), ch.end(), "none") != ch.end());
    CHECK(std::find(ch.begin(), ch.end(), s.item.gold.get<std::string>()) != ch.end());
    CHECK((f == Failure::None) == (design_of(s) == "success"));
    CHECK(shortcut_of(s, "first-option") == ch.front());
    // One reason only, as the simulator judges each rule on its own.
    if (f != Failure::None) CHECK(failing_reasons(e.before, a).size() == 1);
    ++n;
    if (f == Failure::None) {
      ++none;
      return;
    }
    seen.insert(std::string(failure_code(f)));
    for (Failure hidden_rule : {Failure::NoSuchObject, Failure::NotHeld, Failure::ReceptacleFull,
                                Failure::WrongReceptacle, Failure::NotReceptacle, Failure::NotMovable})
      CHECK(f != hidden_rule);
    if (auto w = repaired(e.before, a, f)) {
      CHECK_MESSAGE(check_action(*w, a) == Failure::None,
                    "second reason behind " << failure_code(f) << ": " << failure_code(check_action(*w, a)));
    } else if (a.type == ActionType::PickupObject) {
      CHECK((e.before.held.empty() || e.before.held == a.object));
      CHECK(!hidden(e.before.scene, a.object));
    } else if (!a.object.empty() && a.type != ActionType::DropHandObject && a.type != ActionType::ThrowObject) {
      CHECK(!hidden(e.before.scene, a.object));
    }
  });
  // The designed mix: a third succeed (25-40 % in a release).
  CHECK(none * 100 >= n * 25);
  CHECK(none * 100 <= n * 40);
  CHECK(seen.size() >= 8);  // many kinds of reason, not one
}

}  // namespace
}  // namespace mm::test
