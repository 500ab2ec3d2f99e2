// Episode artifacts as JSON: writing (canonical bytes) and reading against
// the scene, with errors that name the JSON pointer of the offending field.
#include <set>

#include <fmt/format.h>

#include "base/schema_check.h"
#include "generator/episodes/sim_internal.h"

namespace mm {
namespace {

OJson id_or_null(const std::string& id) { return id.empty() ? OJson(nullptr) : OJson(id); }

OJson step_json(const Step& s, size_t i) {
  OJson j;
  j["step"] = i;
  j["action"] = std::string(action_name(s.action.type));
  j["object"] = id_or_null(s.action.object);
  j["receptacle"] = id_or_null(s.action.receptacle);
  j["success"] = s.success;
  j["failure"] = s.success ? OJson(nullptr) : OJson(std::string(failure_code(s.failure)));
  return j;
}

OJson event_json(const Event& e) {
  OJson j;
  j["step"] = e.step;
  j["object"] = e.object;
  j["attribute"] = e.attribute;
  j["before"] = OJson(e.before);
  j["after"] = OJson(e.after);
  return j;
}

}  // namespace

namespace sim {

OJson world_state_to_json(const WorldState& w) {
  OJson objects = OJson::array();
  for (const auto& o : w.scene.objects) {
    OJson oj;
    oj["id"] = o.id;
    oj["room"] = o.room;
    oj["position"] = OJson(position_json(o.position));
    oj["parent"] = id_or_null(o.parent);
    oj["link"] = std::string(link_name(o.link));
    OJson st = OJson::object();
    for (Attr a : kAllAttrs)
      if (o.state.has(a)) st[std::string(attr_name(a))] = o.state.get(a);
    oj["state"] = std::move(st);
    objects.push_back(std::move(oj));
  }
  OJson j;
  j["held"] = id_or_null(w.held);
  j["objects"] = std::move(objects);
  return j;
}

}  // namespace sim

OJson episode_to_json(const Episode& e) {
  OJson j;
  j["format"] = "mentalmap.episode";
  j["version"] = kEpisodeFormatVersion;
  j["id"] = e.id;
  j["scene"] = e.scene_id;
  j["kind"] = e.kind;
  j["before"] = sim::world_state_to_json(e.before);
  OJson traj = OJson::array();
  for (size_t i = 0; i < e.trajectory.size(); ++i) traj.push_back(step_json(e.trajectory[i], i));
  j["trajectory"] = std::move(traj);
  OJson log = OJson::array();
  for (const auto& ev : e.log) log.push_back(event_json(ev));
  j["log"] = std::move(log);
  j["after"] = sim::world_state_to_json(e.after);
  return j;
}

std::string episode_dump(const Episode& e) { return episode_to_json(e).dump(2) + "\n"; }

}  // namespace mm
