#include "packs/tos/protocol.h"

#include <istream>
#include <ostream>

#include <fmt/format.h>

#include "base/json_util.h"
#include "packs/tos/domains.h"
#include "packs/tos/env.h"
#include "packs/tos/world_json.h"

namespace mm::tos {
namespace {

void send(std::ostream& out, const PlayOptions& opt, const Json& j) {
  out << j.dump() << '\n' << std::flush;
  if (opt.log) *opt.log << Json{{"out", j}}.dump() << '\n' << std::flush;
}

Json start_line(const World& w, int budget) {
  Json objects = Json::array(), doors = Json::array();
  for (const Thing& t : w.things) (t.is_door() ? doors : objects).push_back(t.name);
  return {{"type", "start"}, {"world", w.id}, {"rooms", w.rooms.size()}, {"objects", objects},
          {"doors", doors}, {"budget", budget},
          {"actions", "Goto(name), Rotate(90|180|270), then one of Observe(), Query(name), Terminate()"}};
}

// The actions of one input line, or an error naming what was wrong.
Result<std::vector<Action>> read_turn(const std::string& line, int number) {
  std::string where = fmt::format("line {}", number);
  MM_TRY(j, parse_json(line, where));
  if (!j->is_object() || !j->contains("actions") || !(*j)["actions"].is_array())
    return Error{where + ": expected {\"actions\": [\"Observe()\"]}, found " + json_preview(*j)};
  std::vector<Action> acts;
  for (size_t i = 0; i < (*j)["actions"].size(); ++i) {
    const Json& a = (*j)["actions"][i];
    if (!a.is_string()) return Error{fmt::format("{}: /actions/{}: expected a string such as \"Observe()\"", where, i)};
    auto act = parse_action(a.get<std::string>());
    if (!act) return Error{fmt::format("{}: /actions/{}: {}", where, i, act.error().message)};
    acts.push_back(*act);
  }
  return acts;
}

}  // namespace

int play(const World& w, std::istream& in, std::ostream& out, const PlayOptions& opt) {
  Env env(w, opt.budget);
  Domains domains(w);
  send(out, opt, start_line(w, opt.budget));
  std::string line;
  bool ended = false;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (opt.log) {
      Json logged = Json::parse(line, nullptr, false);
      *opt.log << Json{{"in", logged.is_discarded() ? Json(line) : logged}}.dump() << '\n';
    }
    auto acts = read_turn(line, number);
    if (!acts) {
      send(out, opt, {{"type", "error"}, {"line", number}, {"error", acts.error().message}});
      continue;
    }
    const TurnResult& r = env.step(*acts);
    Json reply = {{"type", "turn"}, {"step", env.steps()}};
    if (!r.error.empty()) reply["error"] = r.error;
    if (r.observation) reply["observation"] = observation_to_json(w, *r.observation);
    if (r.queried >= 0) reply["query"] = {{"name", w.things[r.queried].name}, {"at", {r.coordinates.x, r.coordinates.y}}};
    reply["cost"] = env.cost();
    reply["steps_left"] = env.budget() - env.steps();
    reply["over"] = env.over();
    if (!ended && r.error.find("episode is over") == std::string::npos) domains.add_turn(env.log().back());
    send(out, opt, reply);
    if (env.over() && !ended) {
      ended = true;
      send(out, opt, {{"type", "end"}, {"steps", env.steps()}, {"cost", env.cost()},
                      {"information_gain", domains.information_gain()}});
    }
  }
  return env.steps();
}

}  // namespace mm::tos
