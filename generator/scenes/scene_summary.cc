#include "generator/scenes/scene_summary.h"

#include <map>

#include <fmt/format.h>

namespace mm {
namespace {

std::string states_text(const Object& o) {
  std::string out;
  for (Attr a : kAllAttrs) {
    if (!o.state.has(a) || a == Attr::IsPickedUp) continue;
    // Show only the states a reader would notice: true flags, and isOpen=false.
    if (o.state.get(a) || a == Attr::IsOpen) {
      if (!out.empty()) out += ", ";
      out += fmt::format("{}={}", attr_name(a), o.state.get(a) ? "true" : "false");
    }
  }
  return out.empty() ? "" : " [" + out + "]";
}

void tree(const Scene& s, const Object& o, int depth, std::string& out) {
  out += fmt::format("{:{}}{}{} {}{}  ({:.2f}, {:.2f}) facing {:.0f}°{}\n", "", 4 + 2 * depth,
                     depth ? link_name(o.link) : "", depth ? ":" : "-", o.type,
                     o.id == o.type ? "" : " <" + o.id + ">", o.position.x, o.position.z, o.yaw,
                     states_text(o));
  for (const Object* c : s.children(o.id)) tree(s, *c, depth + 1, out);
}

}  // namespace

std::string scene_summary(const Scene& s) {
  std::string out = fmt::format("scene {} ({}{})\n", s.id, s.source,
                                s.origin.empty() ? "" : ", " + s.origin);
  out += fmt::format("{} rooms, {} doors, {} objects\n", s.rooms.size(), s.doors.size(),
                     s.objects.size());
  out += "\ndoors:\n";
  for (const auto& d : s.doors)
    out += d.exterior ? fmt::format("  {}: {} <-> outside\n", d.id, d.room0)
                      : fmt::format("  {}: {} <-> {}\n", d.id, d.room0, d.room1);
  for (const auto& r : s.rooms) {
    auto objs = s.objects_in(r.id);
    std::map<std::string, int> counts;
    for (const Object* o : objs) ++counts[o->type];
    out += fmt::format("\nroom {} — {}, {:.1f} m², {} objects\n", r.id, r.type,
                       polygon_area(r.polygon), objs.size());
    std::string line = "  counts:";
    for (const auto& [t, n] : counts) line += fmt::format(" {}×{}", t, n);
    out += line + "\n";
    for (const Object* o : objs)
      if (o->parent.empty()) tree(s, *o, 0, out);
  }
  return out;
}

}  // namespace mm
