// The environment: action parsing, turn rules, costs, the budget, and bad
// turns that change nothing but say what was wrong.
#include <doctest/doctest.h>

#include "packs/tos/env.h"
#include "tests/tos/tos_fixture.h"

using namespace mm;
using namespace mm::tos;

namespace {

std::vector<Action> parse_all(std::vector<std::string> texts) {
  std::vector<Action> out;
  for (const auto& t : texts) {
    auto a = parse_action(t);
    REQUIRE_MESSAGE(a.ok(), (a.ok() ? "" : a.error().message));
    out.push_back(*a);
  }
  return out;
}

}  // namespace

TEST_CASE("actions parse and print back") {
  for (const char* s : {"Goto(Sofa)", "Rotate(90)", "Rotate(270)", "Observe()", "Query(door 1)", "Terminate()"}) {
    auto a = parse_action(s);
    REQUIRE(a.ok());
    CHECK(action_text(*a) == s);
  }
  CHECK(action_text(*parse_action("  observe ( ) ")) == "Observe()");
  CHECK(action_text(*parse_action("goto( Sofa )")) == "Goto(Sofa)");
}

TEST_CASE("bad actions: the error says what was expected") {
  struct Case { const char* text; const char* expect; };
  for (Case c : {Case{"Rotate(45)", "90, 180 or 270"}, Case{"Rotate(90deg)", "90, 180 or 270"},
                 Case{"Rotate()", "90, 180 or 270"}, Case{"Jump(Sofa)", "unknown action"},
                 Case{"Goto()", "needs the name"}, Case{"Observe(Sofa)", "takes no argument"},
                 Case{"Observe", "expected an action"}, Case{"", "expected an action"},
                 Case{"(((", "expected an action"}}) {
    CAPTURE(c.text);
    auto a = parse_action(c.text);
    REQUIRE_FALSE(a.ok());
    CHECK_MESSAGE(a.error().message.find(c.expect) != std::string::npos, a.error().message);
  }
}

TEST_CASE("turns: motions then one final action, Observe costs 1 and Query 2") {
  World w = test::world(0);
  Env env(w, 20);
  const TurnResult& r = env.step(parse_all({"Observe()"}));
  CHECK(r.error.empty());
  REQUIRE(r.observation);
  CHECK(env.cost() == 1);
  // Find a visible object from some heading and go there.
  int target = -1, deg = 0;
  for (int k = 0; k < 4 && target < 0; ++k)
    for (int i : w.objects())
      if (sees(w, {w.start, turned(Heading::N, k)}, i)) { target = i, deg = k * 90; break; }
  REQUIRE(target >= 0);
  std::vector<Action> go;
  if (deg) go.push_back({Act::Rotate, "", deg});
  go.push_back({Act::Goto, w.things[target].name, 0});
  go.push_back({Act::Query, w.things[target].name, 0});
  const TurnResult& q = env.step(go);
  // Standing on the object: it is no longer in view, so the Query fails and nothing moves.
  CHECK(q.error.find("not in view") != std::string::npos);
  CHECK(env.pose().at == w.start);
  CHECK(env.cost() == 1);
  go.back() = {Act::Observe, "", 0};
  const TurnResult& o = env.step(go);
  CHECK(o.error.empty());
  CHECK(env.pose().at == w.things[target].at);
  REQUIRE(o.observation);
  CHECK(o.observation->here == target);
  CHECK(env.steps() == 3);
  CHECK(env.cost() == 2);
}

TEST_CASE("bad turns are answered, use a step, and change nothing") {
  World w = test::world(1);
  Env env(w, 5);
  struct Case { std::vector<Action> actions; const char* expect; };
  std::vector<Case> cases = {
      {{}, "needs a final action"},
      {{{Act::Rotate, "", 90}}, "must end with"},
      {{{Act::Observe, "", 0}, {Act::Rotate, "", 90}}, "must be the last"},
      {{{Act::Goto, "Sofaa", 0}, {Act::Observe, "", 0}}, "no object or door called 'Sofaa'"},
  };
  for (const Case& c : cases) {
    const TurnResult& r = env.step(c.actions);
    CHECK_MESSAGE(r.error.find(c.expect) != std::string::npos, r.error);
    CHECK(env.pose() == Pose{w.start, Heading::N});
    CHECK(env.cost() == 0);
  }
  CHECK(env.steps() == 4);
  env.step({{Act::Observe, "", 0}});
  CHECK(env.over());  // the budget of five turns is used up
  const TurnResult& late = env.step({{Act::Observe, "", 0}});
  CHECK(late.error.find("episode is over") != std::string::npos);
  CHECK(env.steps() == 5);
}
