// Independent re-derivation of spatial answers for the family tests. It
// reads an item's stated Offset facts (and Viewer facts / question
// arguments) back into positions by its own graph traversal, with its own
// bearing and 8-way binning, and never uses Layout, spatial.cc or the
// family code. Bearings are degrees clockwise from the frame's ahead axis.
#pragma once

#include <cmath>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "generator/tasks/item.h"
#include "generator/tasks/spatial.h"  // the kMinBinMargin rule only
#include "tests/tasks/task_test_util.h"

namespace mm::test::spatial {

struct P {
  double ahead = 0;
  double right = 0;
};
inline P operator-(P a, P b) { return {a.ahead - b.ahead, a.right - b.right}; }

inline const char* const kEgo[8] = {"front", "front-right", "right", "back-right",
                                    "back",  "back-left",   "left",  "front-left"};
inline const char* const kCompass[8] = {"north", "northeast", "east", "southeast",
                                        "south", "southwest", "west", "northwest"};

inline double wrap(double deg) {
  double d = std::fmod(deg, 360.0);
  return d < 0 ? d + 360.0 : d;
}
inline bool is_zero(P v) { return std::fabs(v.ahead) < 1e-9 && std::fabs(v.right) < 1e-9; }
inline double bearing_of(P v) { return wrap(std::atan2(v.right, v.ahead) * 180.0 / M_PI); }
inline int bin_of(double b) { return int(std::floor(wrap(b + 22.5) / 45.0)) % 8; }
inline double margin_of(double b) {
  double w = std::fmod(wrap(b + 22.5), 45.0);
  return std::min(w, 45.0 - w);
}
inline int index_of(const char* const (&names)[8], const std::string& s) {
  for (int i = 0; i < 8; ++i)
    if (s == names[i]) return i;
  return -1;
}
/// Bearing of a compass name (north = 0) or an ego name (front = 0).
inline double named_bearing(const std::string& s) {
  int i = index_of(kCompass, s);
  if (i < 0) i = index_of(kEgo, s);
  REQUIRE_MESSAGE(i >= 0, "unknown direction " << s);
  return 45.0 * i;
}
inline std::string label_in(Frame f, int bin) { return f == Frame::Absolute ? kCompass[bin] : kEgo[bin]; }
inline std::vector<std::string> labels_of(Frame f) {
  std::vector<std::string> out;
  for (int i = 0; i < 8; ++i) out.push_back(label_in(f, i));
  return out;
}

/// The offset graph of a description: every stated offset as an edge both
/// ways, with the viewer ("" anchor) resolved to the piece they stand at.
struct Stated {
  std::map<std::string, std::vector<std::pair<std::string, P>>> adj;
  std::string viewer;          // piece of the first Viewer fact ("" if none)
  std::string viewer_heading;  // its compass heading ("" if unstated)
  int offsets = 0;

  /// Stated vector from -> to, composed along the offsets; fails if unlinked.
  P vec(const std::string& from, const std::string& to) const {
    auto [pos, hops] = walk(from);
    REQUIRE_MESSAGE(pos.count(to), to << " is not linked to " << from);
    return pos.at(to);
  }
  int hops(const std::string& a, const std::string& b) const {
    auto [pos, h] = walk(a);
    return h.count(b) ? h.at(b) : -1;
  }

 private:
  std::pair<std::map<std::string, P>, std::map<std::string, int>> walk(const std::string& start) const {
    std::map<std::string, P> pos{{start, P{}}};
    std::map<std::string, int> hops{{start, 0}};
    std::deque<std::string> todo{start};
    while (!todo.empty()) {
      std::string x = todo.front();
      todo.pop_front();
      auto it = adj.find(x);
      if (it == adj.end()) continue;
      for (const auto& [y, d] : it->second) {
        if (pos.count(y)) continue;
        pos[y] = {pos[x].ahead + d.ahead, pos[x].right + d.right};
        hops[y] = hops[x] + 1;
        todo.push_back(y);
      }
    }
    return {pos, hops};
  }
};

inline Stated parse_stated(const TaskItem& item) {
  Stated s;
  for (const Fact& f : item.description.facts)
    if (f.kind == FactKind::Viewer && s.viewer.empty()) {
      s.viewer = f.a;
      s.viewer_heading = f.dir;
    }
  for (const Fact& f : item.description.facts) {
    if (f.kind != FactKind::Offset) continue;
    std::string anchor = f.b.empty() ? s.viewer : f.b;
    REQUIRE_MESSAGE(!anchor.empty(), "offset from the viewer without a Viewer fact");
    s.adj[anchor].push_back({f.a, P{f.ahead, f.right}});
    s.adj[f.a].push_back({anchor, P{-f.ahead, -f.right}});
    ++s.offsets;
  }
  return s;
}

/// A question argument by name (nullptr if absent).
inline const Arg* qarg(const TaskItem& item, const std::string& name) {
  for (const auto& a : item.question.args)
    if (a.name == name) return &a;
  return nullptr;
}
inline std::string qref(const TaskItem& item, const std::string& name) {
  const Arg* a = qarg(item, name);
  REQUIRE_MESSAGE(a, item.family << ": question has no argument " << name);
  return a->ref;
}
inline std::string label(const TaskItem& item, const std::string& id) { return item.description.labels.label(id); }

/// A piece's facing rounded to the nearest quarter, from the scene itself.
inline int quarter_of(const Scene& s, const std::string& id) {
  double yaw = s.object(id)->yaw;
  return int(wrap(std::round(wrap(yaw) / 90.0) * 90.0)) % 360;
}

/// Checks an 8-way answer derived from a bearing: far enough from a border,
/// and the label the item gives.
inline void check_direction(const std::string& gold, Frame answer_frame, double bearing, const TaskItem& item) {
  INFO(item.family << " " << item.case_id << " frame " << frame_name(item.frame) << " bearing " << bearing);
  CHECK(margin_of(bearing) >= kMinBinMargin);
  CHECK(gold == label_in(answer_frame, bin_of(bearing)));
}

}  // namespace mm::test::spatial
