#include "generator/tasks/families/l4_common.h"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "generator/episodes/simulator.h"
#include "generator/tasks/describe.h"
#include "generator/tasks/families/common.h"

namespace mm::l4 {

// ---- Which episode a case uses -------------------------------------------

int episode_index(int slot, int j, int attempt) { return attempt * kEpisodeStride + j * kSlots + slot; }

Picked pick(const CaseContext& ctx, const FamilyInfo& info, char kind, int j, int attempt) {
  int k = episode_index(info.slot, j, attempt);
  return {ctx.episode(kind, k), k, episode_case_id(ctx, kind, k)};
}

int case_draw(const CaseContext& ctx, std::string_view family, int j, int n) {
  constexpr int kCaseStream = 999;  // an attempt number no family reaches
  return int(ctx.rng(family, j, kCaseStream).below(uint64_t(n)));
}

// ---- Locations -------------------------------------------------------------

Location location_of(const WorldState& w, const std::string& id) {
  if (!id.empty() && w.held == id) return {Location::Kind::Agent, ""};
  const Object* o = w.scene.object(id);
  if (!o->parent.empty()) return {Location::Kind::Receptacle, o->parent};
  return {Location::Kind::Floor, o->room};
}

std::string location_label(const LabelTable& labels, const Location& loc) {
  return loc.kind == Location::Kind::Agent ? std::string(kAgentLabel) : labels.label(loc.id);
}

std::string location_kind(const Location& loc) {
  switch (loc.kind) {
    case Location::Kind::Receptacle: return "receptacle";
    case Location::Kind::Agent: return "agent";
    case Location::Kind::Floor: return "floor";
  }
  return "";
}

// ---- Steps -----------------------------------------------------------------

std::string acted_object(const Action& a, const WorldState& at) {
  return a.object.empty() ? at.held : a.object;
}

std::vector<WorldState> step_states(const Episode& e) {
  std::vector<WorldState> out{e.before};
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    WorldState w = out.back();
    std::vector<Event> sink;
    apply_action(w, e.trajectory[i].action, int(i), sink);
    out.push_back(std::move(w));
  }
  return out;
}

bool all_succeeded(const Episode& e) {
  return std::all_of(e.trajectory.begin(), e.trajectory.end(), [](const Step& s) { return s.success; });
}

std::vector<std::string> named_objects(const Episode& e) {
  std::vector<std::string> out;
  auto add = [&](const std::string& id) {
    if (!id.empty() && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  };
  for (const auto& s : e.trajectory) {
    add(s.action.object);
    add(s.action.receptacle);
  }
  add(e.before.held);
  return out;
}

std::vector<std::string> moved_objects(const Episode& e) {
  std::vector<std::string> out;
  for (const auto& o : e.after.scene.objects)
    if (e.before.scene.object(o.id) && !(location_of(e.before, o.id) == location_of(e.after, o.id)))
      out.push_back(o.id);
  return out;
}

// ---- Scene block and narration ---------------------------------------------

namespace {

std::string top_of(const Scene& s, const std::string& id) {
  const Object* x = s.object(id);
  for (int guard = 0; !x->parent.empty() && guard < 64; ++guard) x = s.object(x->parent);
  return x->id;
}

// The pieces (top-level objects) of the described rooms that hold something
// and are not already in `taken`, in scene order.
std::vector<std::string> spare_pieces(const WorldState& w, const std::vector<std::string>& rooms,
                                      const std::vector<std::string>& taken) {
  std::vector<std::string> out;
  for (const auto& rid : rooms)
    for (const Object* o : top_level_in(w.scene, rid))
      if (o->id != w.held && !w.scene.children(o->id).empty() &&
          std::find(taken.begin(), taken.end(), o->id) == taken.end())
        out.push_back(o->id);
  return out;
}

void add_piece(Description& d, const WorldState& w, const std::string& id) {
  const Object* o = w.scene.object(id);
  if (id != w.held) {
    const ObjectType* t = TypeTable::builtin().find(o->type);
    Fact f;
    f.kind = FactKind::Placement;
    f.a = id;
    f.b = o->room;
    f.on_wall = t && t->placement == Placement::Wall;
    d.facts.push_back(std::move(f));
  }
  DescribeOptions opt;
  opt.counts = false;
  opt.doors = false;
  describe_subtree(d, w.scene, id, opt);
}

}  // namespace

Description describe_before(const WorldState& w, const std::vector<std::string>& named, Rng& rng,
                            int extra) {
  std::vector<std::string> pieces;
  for (const auto& id : named) {
    std::string top = top_of(w.scene, id);
    if (std::find(pieces.begin(), pieces.end(), top) == pieces.end()) pieces.push_back(top);
  }
  // Rooms: those of the pieces in scene order; the held object goes with
  // the agent and only adds its room when nothing else is described.
  std::set<std::string> room_set;
  for (const auto& p : pieces)
    if (p != w.held) room_set.insert(w.scene.object(p)->room);
  if (room_set.empty() && !w.held.empty()) room_set.insert(w.scene.object(w.held)->room);
  std::vector<std::string> rooms;
  for (const auto& r : w.scene.rooms)
    if (room_set.count(r.id)) rooms.push_back(r.id);
  std::vector<std::string> spare = spare_pieces(w, rooms, pieces);
  rng.shuffle(spare);
  for (int i = 0; i < extra && i < int(spare.size()); ++i) pieces.push_back(spare[size_t(i)]);
  rng.shuffle(pieces);

  Description d;
  d.rooms = rooms;
  d.partial = rooms.size() == 1;
  for (const auto& p : pieces)
    if (p != w.held && d.focus.empty()) d.focus = p;
  if (d.focus.empty()) d.focus = pieces.front();
  if (!w.held.empty() && std::find(pieces.begin(), pieces.end(), w.held) != pieces.end()) {
    Fact f;
    f.kind = FactKind::Held;
    f.a = w.held;
    d.facts.push_back(std::move(f));
  }
  for (const auto& p : pieces) add_piece(d, w, p);
  d.labels.assign(w.scene, d.rooms, d.objects);
  return d;
}

void word_held_as_put(Description& d, const Episode& e) {
  // A thing the agent holds has no place of its own: it is worded as where
  // the episode first puts it (a pillow put on the sofa is the sofa's
  // cushion, not the bed's pillow), since the narration says so anyway.
  const std::string& held = e.before.held;
  if (held.empty() || !d.labels.has(held)) return;
  for (const Step& s : e.trajectory) {
    if (s.action.type != ActionType::PutObject || s.action.receptacle.empty()) continue;
    const Object* r = e.before.scene.object(s.action.receptacle);
    const Room* room = r ? e.before.scene.room(r->room) : nullptr;
    if (r && room) d.labels.set_place(held, room->type, r->type);
    return;
  }
}

Description describe_before(const Episode& e, Rng& rng, int extra) {
  Description d = describe_before(e.before, named_objects(e), rng, extra);
  word_held_as_put(d, e);
  return d;
}

namespace {

std::string link_word(const WorldState& at, const Action& a) {
  if (a.receptacle.empty()) return "none";
  const Object* r = at.scene.object(a.receptacle);
  const ObjectType* t = r ? TypeTable::builtin().find(r->type) : nullptr;
  return std::string(link_name(t ? t->link : Link::On));
}

}  // namespace

Arg arg_action(std::string name, const Action& a, const WorldState& at) {
  Arg out;
  out.name = std::move(name);
  out.kind = Arg::Kind::Action;
  out.ref = std::string(action_name(a.type));
  out.refs.push_back(acted_object(a, at));
  if (!a.receptacle.empty()) out.refs.push_back(a.receptacle);
  out.text = link_word(at, a);
  return out;
}

Sentence step_sentence(const Action& a, const WorldState& at, bool attempt, std::string_view order) {
  Sentence s{fmt::format("{}.{}", attempt ? "try" : "act", action_name(a.type)),
             {arg_object("obj", acted_object(a, at))}};
  if (!a.receptacle.empty()) s.args.push_back(arg_object("rec", a.receptacle));
  s.args.push_back(arg_text("link", link_word(at, a)));
  s.args.push_back(arg_text("order", std::string(order)));
  return s;
}

namespace {

// Where a step stands in a narrated sequence, so that a language can drop
// the subject it has just named and link the steps (zh 接着, th จากนั้น):
// "first", "next", "last"; "none" for a step told on its own.
std::string_view step_order(size_t i, size_t n) {
  if (n < 2) return "none";
  if (i == 0) return "first";
  return i + 1 == n ? "last" : "next";
}

}  // namespace

std::vector<Sentence> narrate(const Episode& e) {
  std::vector<Sentence> out;
  if (e.trajectory.size() > 1)
    out.push_back({"narr.sequence", {arg_count("n", int64_t(e.trajectory.size()))}});
  std::vector<WorldState> states = step_states(e);
  bool breaking = false;
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    const Action& a = e.trajectory[i].action;
    out.push_back(step_sentence(a, states[i], false, step_order(i, e.trajectory.size())));
    breaking = breaking || a.type == ActionType::BreakObject || a.type == ActionType::ThrowObject;
    if (a.type != ActionType::ThrowObject || !e.trajectory[i].success) continue;
    // Whether a thrown thing breaks is the simulator's table, not common
    // knowledge (a kettle survives, a mug does not): the narration says it,
    // for every throw, so saying it tells nothing by its presence.
    std::string id = acted_object(a, states[i]);
    const Object* after = states[i + 1].scene.object(id);
    bool broken = after && after->state.get(Attr::IsBroken);
    out.push_back({"narr.throw.outcome", {arg_object("obj", id), arg_text("broken", broken ? "yes" : "no")}});
  }
  // What breaking and throwing do besides (liquid lost, a device switched
  // off) is the simulator's rule: stated once wherever either happens.
  if (breaking) out.push_back({"narr.rule.breaking", {}});
  return out;
}

bool floor_room_clear(const Episode& e) {
  auto to_floor = [](const Step& s) {
    return s.action.type == ActionType::DropHandObject || s.action.type == ActionType::ThrowObject;
  };
  if (std::none_of(e.trajectory.begin(), e.trajectory.end(), to_floor)) return true;
  std::vector<WorldState> states = step_states(e);
  std::set<std::string> rooms;
  for (const auto& id : named_objects(e)) rooms.insert(e.before.scene.object(id)->room);
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    ActionType t = e.trajectory[i].action.type;
    if (t != ActionType::DropHandObject && t != ActionType::ThrowObject) continue;
    const Object* o = states[i].scene.object(acted_object(e.trajectory[i].action, states[i]));
    if (!o || rooms.size() != 1 || *rooms.begin() != o->room) return false;
  }
  return true;
}

// ---- Changes (event-list vocabulary) ----------------------------------------

namespace {

int attribute_order(const std::string& attribute) {
  if (attribute == kParent) return -1;
  auto a = parse_attr(attribute);
  return a ? int(*a) : 100;
}

bool listed_attr(Attr a) { return a != Attr::IsPickedUp; }

}  // namespace

std::vector<Change> changes_between(const WorldState& a, const WorldState& b, int step) {
  std::vector<Change> out;
  for (const auto& ob : b.scene.objects) {
    const Object* oa = a.scene.object(ob.id);
    if (!oa) continue;
    Location from = location_of(a, ob.id), to = location_of(b, ob.id);
    if (!(from == to)) out.push_back({step, ob.id, kParent, from, to, false, false});
    for (Attr at : kAllAttrs) {
      bool was = oa->state.get(at), now = ob.state.get(at);
      if (!listed_attr(at) || was == now) continue;
      Change c;
      c.step = step;
      c.object = ob.id;
      c.attribute = std::string(attr_name(at));
      c.was = was;
      c.now = now;
      out.push_back(std::move(c));
    }
  }
  return out;
}

std::vector<Change> episode_changes(const Episode& e) {
  std::vector<WorldState> states = step_states(e);
  std::vector<Change> out;
  for (size_t i = 0; i + 1 < states.size(); ++i) {
    auto cs = changes_between(states[i], states[i + 1], int(i));
    out.insert(out.end(), cs.begin(), cs.end());
  }
  return out;
}

bool vocabulary_covers(const Episode& e) {
  std::vector<Change> cs = episode_changes(e);
  for (size_t i = 0; i < e.trajectory.size(); ++i) {
    if (!e.trajectory[i].success) continue;
    std::set<std::string> changed;
    for (const auto& c : cs)
      if (c.step == int(i)) changed.insert(c.object);
    if (changed.empty()) return false;
    for (const auto& ev : e.log)
      if (ev.step == int(i) && ev.object != "agent" && !changed.count(ev.object)) return false;
  }
  return true;
}

bool labelled(const LabelTable& labels, const std::vector<Change>& cs) {
  auto has_loc = [&](const Location& l) { return l.kind == Location::Kind::Agent || labels.has(l.id); };
  return std::all_of(cs.begin(), cs.end(), [&](const Change& c) {
    return labels.has(c.object) && (c.attribute != kParent || (has_loc(c.from) && has_loc(c.to)));
  });
}

OJson change_json(const Change& c, const LabelTable& labels) {
  OJson j = OJson::object();
  j["object"] = labels.label(c.object);
  j["attribute"] = c.attribute;
  if (c.attribute == kParent) j["value"] = location_label(labels, c.to);
  else j["value"] = c.now;
  return j;
}

OJson change_before_json(const Change& c, const LabelTable& labels) {
  OJson j = change_json(c, labels);
  if (c.attribute == kParent) j["value"] = location_label(labels, c.from);
  else j["value"] = c.was;
  return j;
}

namespace {

std::vector<const Change*> sorted_changes(const std::vector<Change>& cs, const LabelTable& labels) {
  std::vector<const Change*> sorted;
  for (const auto& c : cs) sorted.push_back(&c);
  std::stable_sort(sorted.begin(), sorted.end(), [&](const Change* x, const Change* y) {
    std::string lx = labels.label(x->object), ly = labels.label(y->object);
    if (lx != ly) return lx < ly;
    return attribute_order(x->attribute) < attribute_order(y->attribute);
  });
  return sorted;
}

}  // namespace

OJson changes_json(const std::vector<Change>& cs, const LabelTable& labels) {
  OJson out = OJson::array();
  for (const Change* c : sorted_changes(cs, labels)) out.push_back(change_json(*c, labels));
  return out;
}

OJson changes_detail_json(const std::vector<Change>& cs, const LabelTable& labels) {
  OJson out = OJson::array();
  for (const Change* c : sorted_changes(cs, labels)) {
    OJson j = change_json(*c, labels);
    j["before"] = change_before_json(*c, labels)["value"];
    j["step"] = c->step;
    out.push_back(std::move(j));
  }
  return out;
}

std::vector<std::string> vocabulary() {
  std::vector<std::string> out{kParent};
  for (Attr a : kAllAttrs)
    if (listed_attr(a)) out.emplace_back(attr_name(a));
  return out;
}

Arg arg_vocabulary(std::string name) {
  std::string text;
  for (const auto& v : vocabulary()) text += (text.empty() ? "\"" : ", \"") + v + "\"";
  return arg_text(std::move(name), text);
}

std::vector<Attr> known_attrs(const Object& o) {
  std::vector<Attr> out;
  for (Attr a : kAllAttrs)
    if (listed_attr(a) && o.state.has(a)) out.push_back(a);
  return out;
}

}  // namespace mm::l4
