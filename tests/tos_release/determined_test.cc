// "Determined by the log" (packs/tos/determined.h) is never claimed wrongly:
// moving any one object to any other cell its domain allows leaves every
// determined question's gold unchanged, re-derived by simulation in the
// changed world. And the filter keeps most questions of every task.
#include <doctest/doctest.h>

#include <map>

#include "packs/tos/determined.h"
#include "packs/tos/explorers.h"
#include "packs/tos/observe.h"
#include "packs/tos/world_json.h"
#include "tests/tos/tos_fixture.h"

namespace mm::tos {
namespace {


Json relation_in(const World& w, const Pose& p, int target) {
  if (!sees(w, p, target)) return "unseen";
  Seen s = seen_from(w, p, target);
  return {{"direction", ego_name(s.ego)}, {"distance", dist_name(s.dist)}};
}

Pose after(const World& w, Pose p, const Json& actions) {
  for (const Json& a : actions) {
    Action act = *parse_action(a.get<std::string>());
    if (act.act == Act::Rotate) p.heading = turned(p.heading, act.degrees / 90);
    if (act.act == Act::Goto) p.at = w.things[w.index_of(act.target)].at;
  }
  return p;
}

// The gold of a route or rotation question, worked out afresh in `w`.
std::optional<Json> gold_in(const World& w, const Question& q) {
  const Json& a = q.ask;
  if (q.task == "direction") {
    Cell d = w.find(a["to"].get<std::string>())->at - w.find(a["from"].get<std::string>())->at;
    return Json{{"direction", allo_name(allo_of(d))}, {"distance", dist_name(dist_of(d))}};
  }
  if (q.task == "persp.take") {
    const Thing* at = w.find(a["stand_at"].get<std::string>());
    return relation_in(w, {at->at, *at->facing}, w.index_of(a["target"].get<std::string>()));
  }
  if (q.task == "loc2view") return relation_in(w, pose_from_json(a["from"]), w.index_of(a["target"].get<std::string>()));
  if (q.task == "act2view")
    return relation_in(w, after(w, pose_from_json(a["from"]), a["actions"]), w.index_of(a["target"].get<std::string>()));
  if (q.task == "view2act") {
    Json r = relation_in(w, after(w, pose_from_json(a["from"]), q.gold), w.index_of(a["target"].get<std::string>()));
    return r == Json{{"direction", a["direction"]}, {"distance", a["distance"]}} ? q.gold : Json("fails");
  }
  if (q.task == "ment.rot") {
    Json seq = Json::array();
    Pose p = pose_from_json(a["from"]);
    for (int k = 1; k <= 4; ++k) {
      int i = straight_ahead(w, {p.at, turned(p.heading, k)});
      seq.push_back(i < 0 ? "none" : w.things[i].name);
    }
    return seq;
  }
  return std::nullopt;
}

// Calls f(world, knowledge, question, determined) for every question of the
// Scout's first 40 worlds of seed 7.
template <class F>
void each_question(F f) {
  for (int k = 0; k < 40; ++k) {
    World w = test::world(k);
    Env env(w, 40);
    run_scout(env);
    Knowledge known(w, env.log());
    for (const Question& q : make_questions(w, 7)) f(w, known, q, determined(known, q));
  }
}

}  // namespace

TEST_CASE("determined questions keep their gold wherever the log lets an object be") {
  std::map<std::string, std::pair<int, int>> kept;  // task -> (determined, asked)
  int moves = 0;
  each_question([&](const World& w, const Knowledge& known, const Question& q, bool det) {
    kept[q.task].first += det;
    ++kept[q.task].second;
    if (!det || !gold_in(w, q)) return;
    CAPTURE(q.id);
    for (int o : w.objects())
      for (Cell c : known.where(o)) {
        if (c == w.things[o].at) continue;
        bool taken = false;
        for (const Thing& t : w.things) taken = taken || t.at == c;
        if (taken) continue;
        World moved = w;
        moved.things[o].at = c;
        CAPTURE(w.things[o].name);
        CHECK(*gold_in(moved, q) == q.gold);
        ++moves;
      }
  });
  CHECK(moves > 1000);
  for (const auto& [task, n] : kept) {
    MESSAGE(task << ": " << n.first << " of " << n.second << " questions determined by the Scout's log");
    CHECK(n.first > 0);
  }
}

TEST_CASE("a determined perc.dec or view2loc observation has one answer among every placement") {
  // Brute force over the candidates, with the true world's other objects
  // where they are: no other object (pose) shows the observation.
  int checked = 0;
  each_question([&](const World& w, const Knowledge&, const Question& q, bool det) {
    if ((q.task != "perc.dec" && q.task != "view2loc") || !det) return;
    CAPTURE(q.id);
    ++checked;
    std::vector<Pose> candidates;
    if (q.task == "perc.dec") {
      for (int i : w.objects())
        if (w.things[i].facing && w.things[i].name != q.gold) candidates.push_back({w.things[i].at, *w.things[i].facing});
    } else {
      for (Cell c : w.floor_cells())
        for (int h = 0; h < 4; ++h)
          if (!(Pose{c, static_cast<Heading>(h)} == pose_from_json(q.gold))) candidates.push_back({c, static_cast<Heading>(h)});
    }
    for (const Pose& p : candidates) {
      Json seen = Json::array();
      for (const Seen& s : observe(w, p).seen) seen.push_back(seen_to_json(w, s));
      CHECK(seen != q.ask["observation"]);
    }
  });
  CHECK(checked > 50);
}

}  // namespace mm::tos
