#include "packs/tos/determined.h"

#include <cmath>
#include <cstdlib>

#include "packs/tos/observe.h"

namespace mm::tos {
namespace {


std::string str(const Json& j) { return j.get<std::string>(); }

// Thing `t` on cell `c` as seen from `p`: visible, in the bins.
bool shows(const World& w, const Pose& p, Cell c, std::string_view ego, std::string_view dist) {
  if (c == p.at || !cell_in_view(w, p, c)) return false;
  Cell d = c - p.at;
  return ego_name(ego_of(to_local(d, p.heading))) == ego && dist_name(dist_of(d)) == dist;
}

// Every pose the actions may lead to from `from`, over the Goto targets'
// cells (the heading is kept by a Goto).
std::vector<Pose> poses_after(const Knowledge& k, Pose from, const Json& actions) {
  std::vector<Pose> poses{from};
  for (const Json& a : actions) {
    Action act = *parse_action(str(a));
    std::vector<Pose> next;
    for (const Pose& p : poses) {
      if (act.act == Act::Rotate) next.push_back({p.at, turned(p.heading, act.degrees / 90)});
      else if (act.act == Act::Goto)
        for (Cell c : k.where(k.world().index_of(act.target))) next.push_back({c, p.heading});
      else next.push_back(p);
    }
    poses = std::move(next);
  }
  return poses;
}

// The target shows in the bins from every pose, wherever it stands.
bool always_shows(const Knowledge& k, const std::vector<Pose>& poses, int target, std::string_view ego,
                  std::string_view dist) {
  for (const Pose& p : poses)
    for (Cell c : k.where(target))
      if (!shows(k.world(), p, c, ego, dist)) return false;
  return true;
}

// |right| / forward, compared exactly: a < b.
bool angle_less(Local a, Local b) {
  return static_cast<int64_t>(std::abs(a.right)) * b.forward < static_cast<int64_t>(std::abs(b.right)) * a.forward;
}

bool ment_rot_determined(const Knowledge& k, const Question& q) {
  const World& w = k.world();
  Pose from = pose_from_json(q.ask["from"]);
  for (int turn = 1; turn <= 4; ++turn) {
    Pose p{from.at, turned(from.heading, turn)};
    std::string gold = str(q.gold[turn - 1]);
    if (gold == "none") {
      for (int o : w.objects())
        for (Cell c : k.where(o))
          if (c != p.at && cell_in_view(w, p, c)) return false;
      continue;
    }
    int g = w.index_of(gold);
    // The gold object in view wherever it stands, and at its widest angle
    // still nearer straight ahead than any other object can be.
    std::vector<Local> gold_at;
    for (Cell c : k.where(g)) {
      if (c == p.at || !cell_in_view(w, p, c)) return false;
      gold_at.push_back(to_local(c - p.at, p.heading));
    }
    for (int o : w.objects()) {
      if (o == g) continue;
      for (Cell c : k.where(o)) {
        if (c == p.at || !cell_in_view(w, p, c)) continue;
        Local l = to_local(c - p.at, p.heading);
        for (const Local& gl : gold_at)
          if (!angle_less(gl, l)) return false;
      }
    }
  }
  return true;
}

// Could the observation be seen from `p`? Each seen thing has a cell in its
// domain that shows as listed (and faces as listed when its front is
// known); each object not listed has a cell it can hide on; no doorway not
// listed is in view. `standing_on`: the object the viewer stands on (-1).
bool could_see(const Knowledge& k, const Pose& p, const Json& observation, int standing_on) {
  const World& w = k.world();
  std::set<int> listed;
  for (const Json& e : observation) {
    int t = w.index_of(str(e["name"]));
    listed.insert(t);
    bool any = false;
    for (Cell c : k.where(t)) {
      if (!shows(w, p, c, str(e["direction"]), str(e["distance"]))) continue;
      if (e.contains("facing") && w.things[t].facing && k.facing_known(t) &&
          rel_facing_name(relative_facing(*w.things[t].facing, p.heading)) != str(e["facing"]))
        continue;
      any = true;
      break;
    }
    if (!any) return false;
  }
  for (int t = 0; t < static_cast<int>(w.things.size()); ++t) {
    if (listed.count(t) || t == standing_on) continue;
    bool hides = false;
    for (Cell c : k.where(t)) hides = hides || (c != p.at && !cell_in_view(w, p, c));
    if (!hides) return false;
  }
  return true;
}

bool perc_dec_determined(const Knowledge& k, const Question& q) {
  const World& w = k.world();
  int gold = w.index_of(str(q.gold));
  for (int c : w.objects()) {
    if (!w.things[c].facing) continue;
    // An object whose front the log never showed could face any way.
    std::vector<Heading> facings;
    if (k.facing_known(c)) facings.push_back(*w.things[c].facing);
    else facings = {Heading::N, Heading::E, Heading::S, Heading::W};
    for (Cell at : k.where(c))
      for (Heading h : facings)
        if (c != gold && could_see(k, {at, h}, q.ask["observation"], c)) return false;
  }
  return true;
}

bool view2loc_determined(const Knowledge& k, const Question& q) {
  const World& w = k.world();
  Pose gold = pose_from_json(q.gold);
  for (Cell c : w.floor_cells())
    for (int h = 0; h < 4; ++h) {
      Pose p{c, static_cast<Heading>(h)};
      if (!(p == gold) && could_see(k, p, q.ask["observation"], -1)) return false;
    }
  return true;
}

}  // namespace

Knowledge::Knowledge(const World& w, const std::vector<Turn>& log) : w_(w), domains_(w) {
  for (const Turn& t : log) {
    domains_.add_turn(t);
    gain_.push_back(std::round(domains_.information_gain() * 1e4) / 1e4);
    if (t.result.observation)
      for (const Seen& s : t.result.observation->seen)
        if (s.facing) facing_.insert(s.thing);
  }
  for (int i = 0; i < static_cast<int>(w.things.size()); ++i)
    where_.push_back(w.things[i].is_door() ? std::vector<Cell>{w.things[i].at} : domains_.cells(i));
}


bool determined(const Knowledge& k, const Question& q) {
  const World& w = k.world();
  const Json& a = q.ask;
  if (q.task == "direction") {
    int from = w.index_of(str(a["from"])), to = w.index_of(str(a["to"]));
    for (Cell f : k.where(from))
      for (Cell t : k.where(to)) {
        if (f == t) continue;
        Cell d = t - f;
        if (allo_name(allo_of(d)) != q.gold["direction"] || dist_name(dist_of(d)) != q.gold["distance"]) return false;
      }
    return true;
  }
  if (q.task == "persp.take") {
    int at = w.index_of(str(a["stand_at"]));
    if (!k.facing_known(at)) return false;
    std::vector<Pose> poses;
    for (Cell c : k.where(at)) poses.push_back({c, *w.things[at].facing});
    return always_shows(k, poses, w.index_of(str(a["target"])), str(q.gold["direction"]), str(q.gold["distance"]));
  }
  if (q.task == "loc2view")
    return always_shows(k, {pose_from_json(a["from"])}, w.index_of(str(a["target"])), str(q.gold["direction"]),
                        str(q.gold["distance"]));
  if (q.task == "act2view")
    return always_shows(k, poses_after(k, pose_from_json(a["from"]), a["actions"]), w.index_of(str(a["target"])),
                        str(q.gold["direction"]), str(q.gold["distance"]));
  if (q.task == "view2act")
    return always_shows(k, poses_after(k, pose_from_json(a["from"]), q.gold), w.index_of(str(a["target"])),
                        str(a["direction"]), str(a["distance"]));
  if (q.task == "ment.rot") return ment_rot_determined(k, q);
  if (q.task == "perc.dec") return perc_dec_determined(k, q);
  if (q.task == "view2loc") return view2loc_determined(k, q);
  return true;  // alloc.map
}

}  // namespace mm::tos
