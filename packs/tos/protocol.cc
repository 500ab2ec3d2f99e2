#include "packs/tos/protocol.h"

#include <istream>
#include <ostream>

#include <fmt/format.h>

#include "packs/tos/world_json.h"

namespace mm::tos {
namespace {

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

Episode::Episode(World w, int budget)
    : world_(std::move(w)), env_(std::make_unique<Env>(world_, budget)), domains_(world_) {}

Json Episode::start() const {
  Json objects = Json::array(), doors = Json::array();
  for (const Thing& t : world_.things) (t.is_door() ? doors : objects).push_back(t.name);
  return {{"type", "start"}, {"world", world_.id}, {"rooms", world_.rooms.size()}, {"objects", objects},
          {"doors", doors}, {"budget", env_->budget()},
          {"actions", "Goto(name), Rotate(90|180|270), then one of Observe(), Query(name), Terminate()"}};
}

std::vector<Json> Episode::handle(const std::string& line, int number) {
  auto acts = read_turn(line, number);
  if (!acts) return {{{"type", "error"}, {"line", number}, {"error", acts.error().message}}};
  bool was_over = env_->over();
  const TurnResult& r = env_->step(*acts);
  Json reply = {{"type", "turn"}, {"step", env_->steps()}};
  if (!r.error.empty()) reply["error"] = r.error;
  if (r.observation) reply["observation"] = observation_to_json(world_, *r.observation);
  if (r.queried >= 0) reply["query"] = {{"name", world_.things[r.queried].name}, {"at", {r.coordinates.x, r.coordinates.y}}};
  reply["cost"] = env_->cost();
  reply["steps_left"] = env_->budget() - env_->steps();
  reply["over"] = env_->over();
  if (!was_over) domains_.add_turn(env_->log().back());
  std::vector<Json> out{reply};
  if (env_->over() && !ended_) {
    ended_ = true;
    out.push_back({{"type", "end"}, {"steps", env_->steps()}, {"cost", env_->cost()},
                   {"information_gain", domains_.information_gain()}});
  }
  return out;
}

int play(const World& w, std::istream& in, std::ostream& out, const PlayOptions& opt) {
  Episode ep(w, opt.budget);
  auto send = [&](const Json& j) {
    out << j.dump() << '\n' << std::flush;
    if (opt.log) *opt.log << Json{{"out", j}}.dump() << '\n' << std::flush;
  };
  send(ep.start());
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (opt.log) {
      Json logged = Json::parse(line, nullptr, false);
      *opt.log << Json{{"in", logged.is_discarded() ? Json(line) : logged}}.dump() << '\n';
    }
    for (const Json& j : ep.handle(line, number)) send(j);
  }
  return ep.env().steps();
}

}  // namespace mm::tos
