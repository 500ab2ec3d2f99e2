#include "generator/render/arrange.h"

#include <cmath>
#include <map>
#include <set>

#include <fmt/format.h>

namespace mm {
namespace {

// Axis words of a frame's components: ahead axis (+/-) and right axis (+/-).
struct AxisWords {
  const char* ahead_pos;
  const char* ahead_neg;
  const char* right_pos;
  const char* right_neg;
};
AxisWords axis_words(Frame f) {
  if (f == Frame::Absolute) return {"north", "south", "east", "west"};
  return {"front", "back", "right", "left"};
}

Sentence offset_sentence(const Fact& f, const Description& d) {
  AxisWords w = axis_words(d.frame);
  std::string shape = f.ahead != 0 && f.right != 0 ? "both" : f.ahead != 0 ? "fb" : "lr";
  bool from_viewer = f.b.empty();
  std::string key = from_viewer ? fmt::format("fact.offset.viewer.{}", shape)
                                : fmt::format("fact.offset.{}.{}.{}", frame_name(d.frame), shape,
                                              d.order == Order::AnchorFirst ? "anchor_first" : "target_first");
  Sentence s{key, {arg_object("target", f.a)}};
  if (!from_viewer) s.args.push_back(arg_object("anchor", f.b));
  auto dir_arg = [&](const char* name, const char* word) {
    return d.frame == Frame::Absolute ? arg_compass(name, word) : arg_ego(name, word);
  };
  if (f.ahead != 0) {
    s.args.push_back(dir_arg("fb", f.ahead > 0 ? w.ahead_pos : w.ahead_neg));
    s.args.push_back(arg_metres("fb_m", std::fabs(f.ahead)));
  }
  if (f.right != 0) {
    s.args.push_back(dir_arg("lr", f.right > 0 ? w.right_pos : w.right_neg));
    s.args.push_back(arg_metres("lr_m", std::fabs(f.right)));
  }
  return s;
}

// The top-level piece an object belongs to (itself if top-level).
std::string root_of(const std::string& id,
                    const std::map<std::string, std::string>& parent) {
  std::string x = id;
  for (int guard = 0; parent.count(x) && guard < 64; ++guard) x = parent.at(x);
  return x;
}

}  // namespace

Sentence fact_sentence(const Fact& f, const Description& d) {
  switch (f.kind) {
    case FactKind::RoomCounts: {
      Arg counts;
      counts.name = "counts";
      counts.kind = Arg::Kind::CountList;
      counts.room = f.a;
      for (const auto& [type, n] : f.counts) {
        counts.refs.push_back(type);
        counts.numbers.push_back(n);
      }
      return {"fact.room_counts", {arg_room("room", f.a), counts}};
    }
    case FactKind::Door: return {"fact.door", {arg_room("room_a", f.a), arg_room("room_b", f.b)}};
    case FactKind::ExteriorDoor: return {"fact.door_exterior", {arg_room("room", f.a)}};
    case FactKind::Placement:
      return {f.on_wall ? "fact.placement.wall" : "fact.placement.floor",
              {arg_object("obj", f.a), arg_room("room", f.b)}};
    case FactKind::Contain:
      return {f.link == Link::In ? "fact.contain.in" : "fact.contain.on",
              {arg_object("obj", f.a), arg_object("rec", f.b)}};
    case FactKind::State:
      return {fmt::format("fact.state.{}.{}", attr_name(f.attr), f.value ? "true" : "false"),
              {arg_object("obj", f.a)}};
    case FactKind::Offset: return offset_sentence(f, d);
    case FactKind::Viewer:
      if (!f.dir.empty())
        return {"fact.viewer.heading", {arg_object("obj", f.a), arg_compass("dir", f.dir)}};
      return {"fact.viewer.back_to", {arg_object("obj", f.a)}};
    case FactKind::Held: return {"fact.held", {arg_object("obj", f.a)}};
  }
  return {"", {}};
}

std::vector<std::vector<Sentence>> arrange(const Description& d, Mode m) {
  std::vector<std::vector<Sentence>> paras;
  std::vector<Sentence> intro;
  if (d.partial) intro.push_back({"desc.intro.partial", {arg_object("focus", d.focus), arg_room("room", d.rooms.at(0))}});
  else intro.push_back({"desc.intro", {arg_count("rooms", int64_t(d.rooms.size()))}});
  if (d.frame == Frame::Intrinsic) intro.push_back({"desc.frame.intrinsic", {arg_object("anchor", d.frame_anchor)}});
  else if (d.frame == Frame::Relative) intro.push_back({"desc.frame.relative", {}});
  else if (d.frame == Frame::Absolute) intro.push_back({"desc.frame.absolute", {}});
  paras.push_back(intro);

  auto sentences_where = [&](auto pred) {
    std::vector<Sentence> out;
    for (const auto& f : d.facts)
      if (pred(f)) out.push_back(fact_sentence(f, d));
    return out;
  };
  auto push = [&](std::vector<Sentence> p) {
    if (!p.empty()) paras.push_back(std::move(p));
  };
  auto kind_is = [](FactKind k) { return [k](const Fact& f) { return f.kind == k; }; };
  auto is_door = [](const Fact& f) { return f.kind == FactKind::Door || f.kind == FactKind::ExteriorDoor; };

  if (m == Mode::CountFirst) {
    push(sentences_where(kind_is(FactKind::RoomCounts)));
    push(sentences_where(is_door));
    push(sentences_where([](const Fact& f) {
      return f.kind == FactKind::Contain || f.kind == FactKind::Placement || f.kind == FactKind::State ||
             f.kind == FactKind::Held;
    }));
    push(sentences_where([](const Fact& f) { return f.kind == FactKind::Viewer || f.kind == FactKind::Offset; }));
  } else if (m == Mode::RelationFirst) {
    push(sentences_where([](const Fact& f) { return f.kind == FactKind::Viewer || f.kind == FactKind::Offset; }));
    push(sentences_where([](const Fact& f) { return f.kind == FactKind::Contain || f.kind == FactKind::Placement; }));
    push(sentences_where(is_door));
    push(sentences_where(kind_is(FactKind::RoomCounts)));
    push(sentences_where([](const Fact& f) { return f.kind == FactKind::State || f.kind == FactKind::Held; }));
  } else {
    // Balanced: room by room; within a room, piece by piece.
    std::map<std::string, std::string> parent;
    for (const auto& f : d.facts)
      if (f.kind == FactKind::Contain) parent[f.a] = f.b;
    push(sentences_where([](const Fact& f) { return f.kind == FactKind::Viewer; }));
    std::set<const Fact*> used;
    for (const auto& rid : d.rooms) {
      std::vector<Sentence> p;
      for (const auto& f : d.facts)
        if (f.kind == FactKind::RoomCounts && f.a == rid) { p.push_back(fact_sentence(f, d)); used.insert(&f); }
      for (const auto& oid : d.objects) {
        if (parent.count(oid) || d.object_room.at(oid) != rid) continue;  // with its top piece
        for (const auto& f : d.facts) {
          if (used.count(&f) || f.kind == FactKind::RoomCounts || f.kind == FactKind::Viewer ||
              f.kind == FactKind::Door || f.kind == FactKind::ExteriorDoor)
            continue;
          if (root_of(f.a, parent) != oid) continue;
          p.push_back(fact_sentence(f, d));
          used.insert(&f);
        }
      }
      push(std::move(p));
    }
    std::vector<Sentence> rest;
    for (const auto& f : d.facts)
      if (!used.count(&f) && f.kind != FactKind::Viewer) rest.push_back(fact_sentence(f, d));
    push(std::move(rest));
  }
  // The closed-world note only matters where objects (and states) are described.
  if (!d.objects.empty()) paras.push_back({{"desc.closed_world", {}}});
  return paras;
}

}  // namespace mm
