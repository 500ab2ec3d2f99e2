// Reading an episode file against its scene. The schema checks the shape;
// this file checks what a schema cannot: every id names something in the
// scene, trajectory outcomes are coherent, and the log really carries the
// before-state to the after-state.
#include <set>

#include <fmt/format.h>

#include "base/schema_check.h"
#include "generator/episodes/sim_internal.h"

namespace mm {
namespace {

struct Reader {
  const Scene& scene;
  const std::string& source;

  Error fail(const std::string& ptr, const std::string& msg) const {
    return Error{fmt::format("{}: {}: {}", source, ptr, msg)};
  }
  Error no_object(const std::string& ptr, const std::string& id) const {
    return fail(ptr, fmt::format("no object '{}' in scene '{}'", id, scene.id));
  }
};

Status read_object_state(const Reader& rd, const Json& oj, const std::string& ptr, Object& o) {
  o.room = oj["room"].get<std::string>();
  if (!rd.scene.room(o.room))
    return rd.fail(ptr + "/room", fmt::format("no room '{}' in scene '{}'", o.room, rd.scene.id));
  const auto& p = oj["position"];
  o.position = {p[0].get<double>(), p[1].get<double>(), p[2].get<double>()};
  o.parent = oj["parent"].is_null() ? "" : oj["parent"].get<std::string>();
  if (!o.parent.empty() && (o.parent == o.id || !rd.scene.object(o.parent)))
    return rd.no_object(ptr + "/parent", o.parent);
  o.link = *parse_link(oj["link"].get<std::string>());
  o.state = StateSet();
  const ObjectType* t = sim::type_of(o);
  for (const auto& [k, v] : oj["state"].items()) {
    Attr a = *parse_attr(k);
    if (t && !t->has_attr(a))
      return rd.fail(ptr + "/state/" + k, fmt::format("a {} has no such state", o.type));
    o.state.set(a, v.get<bool>());
  }
  return Status::Ok();
}

Result<WorldState> read_world(const Reader& rd, const Json& j, const std::string& ptr) {
  WorldState w{rd.scene, ""};
  std::set<std::string> seen;
  const Json& objects = j["objects"];
  for (size_t i = 0; i < objects.size(); ++i) {
    std::string op = fmt::format("{}/objects/{}", ptr, i);
    std::string id = objects[i]["id"].get<std::string>();
    Object* o = w.scene.object(id);
    if (!o) return rd.no_object(op + "/id", id);
    if (!seen.insert(id).second) return rd.fail(op + "/id", fmt::format("duplicate object '{}'", id));
    Status st = read_object_state(rd, objects[i], op, *o);
    if (!st) return st.error();
  }
  for (const auto& o : rd.scene.objects)
    if (!seen.count(o.id))
      return rd.fail(ptr + "/objects",
                     fmt::format("object '{}' of scene '{}' is missing", o.id, rd.scene.id));
  if (!j["held"].is_null()) {
    w.held = j["held"].get<std::string>();
    if (!w.scene.object(w.held)) return rd.no_object(ptr + "/held", w.held);
  }
  // Structure only: ProcTHOR scenes may hold surprises the type table does
  // not expect, and positions are the scene source's business.
  Status st = check_scene(w.scene, TypeTable::builtin(), {false, false});
  if (!st) return st.error().within(rd.source + ": " + ptr);
  return w;
}

Result<Step> read_step(const Reader& rd, const Json& sj, size_t i) {
  std::string ptr = fmt::format("/trajectory/{}", i);
  if (sj["step"].get<int64_t>() != static_cast<int64_t>(i))
    return rd.fail(ptr + "/step", fmt::format("expected {}, found {}", i, sj["step"].dump()));
  Step s;
  s.action.type = *parse_action(sj["action"].get<std::string>());
  for (const char* key : {"object", "receptacle"}) {
    if (sj[key].is_null()) continue;
    std::string id = sj[key].get<std::string>();
    if (!rd.scene.object(id)) return rd.no_object(ptr + "/" + key, id);
    (std::string(key) == "object" ? s.action.object : s.action.receptacle) = id;
  }
  s.success = sj["success"].get<bool>();
  const Json& f = sj["failure"];
  if (s.success != f.is_null())
    return rd.fail(ptr + "/failure", s.success ? "a successful step has no failure code"
                                               : "a failed step needs a failure code");
  if (!s.success) {
    auto code = parse_failure(f.get<std::string>());
    if (!code || *code == Failure::None)
      return rd.fail(ptr + "/failure", fmt::format("unknown failure code {}", f.dump()));
    s.failure = *code;
  }
  return s;
}

Result<Event> read_event(const Reader& rd, const Json& ej, size_t i,
                         const std::vector<Step>& traj) {
  std::string ptr = fmt::format("/log/{}", i);
  Event e{ej["step"].get<int>(), ej["object"].get<std::string>(),
          ej["attribute"].get<std::string>(), ej["before"], ej["after"]};
  if (e.step < 0 || e.step >= static_cast<int>(traj.size()))
    return rd.fail(ptr + "/step", fmt::format("no step {} in the trajectory", e.step));
  if (!traj[e.step].success)
    return rd.fail(ptr + "/step", fmt::format("step {} failed, so it changes nothing", e.step));
  if (e.object != sim::kAgent && !rd.scene.object(e.object))
    return rd.no_object(ptr + "/object", e.object);
  if (sim::attribute_rank(e.attribute) < 0)
    return rd.fail(ptr + "/attribute", fmt::format("unknown attribute '{}'", e.attribute));
  return e;
}

// The first object whose state differs between two world states.
std::string first_difference(const WorldState& a, const WorldState& b) {
  if (a.held != b.held) return "held";
  OJson ja = sim::world_state_to_json(a)["objects"], jb = sim::world_state_to_json(b)["objects"];
  for (size_t i = 0; i < ja.size(); ++i)
    if (ja[i] != jb[i]) return fmt::format("objects/{} ('{}')", i, a.scene.objects[i].id);
  return "";
}

Status check_version(const Json& j, const std::string& source) {
  if (!j.is_object() || !j.contains("version") || !j["version"].is_number_integer())
    return Status::Ok();  // the schema reports it
  int64_t v = j["version"].get<int64_t>();
  if (v > kEpisodeFormatVersion)
    return Error{fmt::format("{}: /version: episode format version {} is newer than this build "
                             "reads (up to {}); use a newer mentalmap",
                             source, v, kEpisodeFormatVersion)};
  return Status::Ok();
}

}  // namespace

Result<Episode> episode_from_json(const Json& j, const Scene& scene, const std::string& source) {
  Status st = check_version(j, source);
  if (!st) return st.error();
  MM_TRY(checker, SchemaChecker::cached(kEpisodeSchema));
  st = (*checker)->validate(j, source);
  if (!st) return st.error();
  Reader rd{scene, source};
  if (j["scene"].get<std::string>() != scene.id)
    return rd.fail("/scene", fmt::format("the episode belongs to scene '{}', not '{}'",
                                         j["scene"].get<std::string>(), scene.id));
  Episode e;
  e.id = j["id"].get<std::string>();
  e.scene_id = scene.id;
  e.kind = j["kind"].get<std::string>();
  MM_TRY(before, read_world(rd, j["before"], "/before"));
  MM_TRY(after, read_world(rd, j["after"], "/after"));
  e.before = std::move(*before);
  e.after = std::move(*after);
  for (size_t i = 0; i < j["trajectory"].size(); ++i) {
    MM_TRY(s, read_step(rd, j["trajectory"][i], i));
    e.trajectory.push_back(std::move(*s));
  }
  for (size_t i = 0; i < j["log"].size(); ++i) {
    MM_TRY(ev, read_event(rd, j["log"][i], i, e.trajectory));
    e.log.push_back(std::move(*ev));
  }
  auto replayed = replay(e.before, e.log);
  if (!replayed) return rd.fail("/log", replayed.error().message);
  std::string diff = first_difference(*replayed, e.after);
  if (!diff.empty())
    return rd.fail("/after/" + diff, "differs from the before-state with the log replayed");
  return e;
}

}  // namespace mm
