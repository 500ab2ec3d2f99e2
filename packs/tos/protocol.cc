#include "packs/tos/protocol.h"

#include <algorithm>
#include <cmath>
#include <istream>
#include <map>
#include <ostream>

#include <fmt/format.h>

#include "base/text.h"
#include "packs/tos/cogmap.h"
#include "packs/tos/score.h"
#include "packs/tos/world_json.h"
#include "protocol/replay.h"

namespace mm::tos {
namespace {

// The actions of one input line, or an error naming what was wrong.
Result<std::vector<Action>> read_turn(const std::string& line, int number) {
  std::string where = fmt::format("line {}", number);
  auto j = parse_json(line, where);
  // The parser's message quotes the bytes it read, which may be invalid UTF-8
  // or stop inside a character ("\xC3"); a reply must stay valid UTF-8.
  if (!j) return Error{terminal_safe(j.error().message)};
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

Episode::Episode(World w, EpisodeOptions opt)
    : world_(std::move(w)),
      env_(std::make_unique<Env>(world_, opt.budget)),
      domains_(world_),
      probes_(opt.probes),
      false_belief_(opt.false_belief),
      questions_(opt.questions),
      text_(std::move(opt.text)),
      budget_(opt.budget) {}

Json Episode::log_header() const {
  return {{"episode", {{"world", world_to_json(world_)}, {"budget", budget_}, {"probes", probes_},
                       {"false_belief", false_belief_}, {"questions", questions_}}}};
}

Json Episode::offer_questions() {
  asked_ = make_questions(world(), 0, 3);
  answering_ = true;
  Json qs = Json::array();
  for (const Question& q : asked_) {
    Json j = {{"id", q.id}, {"task", q.task}, {"ask", q.ask}};
    if (text_) j["text"] = text_(world(), q);
    qs.push_back(std::move(j));
  }
  return {{"type", "questions"}, {"questions", std::move(qs)},
          {"reply", "one line {\"answers\": {\"<id>\": \"<answer>\", ...}}, each answer written as the question asks"}};
}

Json Episode::score_answers(const std::string& line, int number) {
  std::string where = fmt::format("line {}", number);
  auto j = parse_json(line, where);
  if (!j) return {{"type", "error"}, {"line", number}, {"error", terminal_safe(j.error().message)}};
  if (!j->is_object() || !j->contains("answers") || !(*j)["answers"].is_object())
    return {{"type", "error"}, {"line", number},
            {"error", where + ": expected {\"answers\": {\"<question id>\": \"<answer>\"}}, found " + json_preview(*j)}};
  const Json& answers = (*j)["answers"];
  for (const auto& [id, a] : answers.items())
    if (!a.is_string())
      return {{"type", "error"}, {"line", number}, {"error", fmt::format("{}: /answers/{}: expected the answer as a string", where, id)}};
  Json scores = Json::object();
  std::map<std::string, std::pair<double, int>> by_task;
  double sum = 0;
  for (const Question& q : asked_) {
    Score s;
    if (answers.contains(q.id)) s = score_answer(world(), q, answers[q.id].get<std::string>());
    scores[q.id] = {{"task", q.task}, {"score", std::round(s.score * 1e4) / 1e4}, {"parsed", s.parsed}};
    by_task[q.task].first += s.score, ++by_task[q.task].second;
    sum += s.score;
  }
  Json tasks = Json::object();
  for (const auto& [task, p] : by_task) tasks[task] = std::round(p.first / p.second * 1e4) / 1e4;
  answering_ = false;
  answered_ = true;
  return {{"type", "scores"}, {"scores", std::move(scores)}, {"tasks", std::move(tasks)},
          {"mean", asked_.empty() ? Json(nullptr) : Json(std::round(sum / asked_.size() * 1e4) / 1e4)}};
}

Json Episode::begin_shift() {
  map_before_ = final_map_;
  shifted_ = shift_world(world_, 0, 4, changes_);
  Pose at = env_->pose();
  phase_ = 2;
  ended_ = false;
  env_ = std::make_unique<Env>(shifted_, budget_, at);
  return {{"type", "shift"}, {"budget", budget_},
          {"message", "While you were away, some objects were moved or turned. Explore again from where you stand; "
                      "when you terminate, list the objects that changed under \"changed\" and give your map."}};
}

Json Episode::false_belief_end(const Json& line) const {
  std::vector<std::string> named;
  if (line.contains("changed") && line["changed"].is_array())
    for (const Json& n : line["changed"])
      if (n.is_string()) named.push_back(n.get<std::string>());
  auto map_of = [&](const Json& j) {
    auto m = j.is_null() ? Result<BeliefMap>(BeliefMap{}) : read_map(j, shifted_);
    return m ? *m : BeliefMap{};
  };
  BeliefMap before = map_of(map_before_), after = map_of(line.contains("map") ? line["map"] : final_map_);
  return score_false_belief(shifted_, changes_, env_->log(), named, before, after).to_json();
}

// Scores the probes a turn line carries, against the state before its actions.
Json Episode::score_probes(const Json& line) {
  Json out = Json::object();
  const std::vector<Turn>& log = env_->log();
  if (line.contains("map")) {
    auto m = read_map(line["map"], world());
    if (!m) {
      out["map_error"] = "/map" + m.error().message.substr(1);
    } else {
      final_map_ = line["map"];
      MapScore g = score_map_part(m->global, global_truth(world(), observed_objects(world(), log)), world().scale());
      out["global"] = g.to_json();
      global_sum_ += g.correctness, ++globals_;
      if (phase_ == 1) map_steps_.push_back({env_->steps(), g.correctness});
      const Observation* last = nullptr;
      for (const Turn& t : log)
        if (t.result.observation) last = &*t.result.observation;
      if (last) {
        MapScore l = score_map_part(m->local, local_truth(world(), last->pose), world().scale());
        out["local"] = l.to_json();
        local_sum_ += l.correctness, ++locals_;
      }
    }
  }
  if (line.contains("unobserved")) {
    std::vector<Cell> said;
    const Json& u = line["unobserved"];
    bool ok = u.is_array();
    for (size_t i = 0; ok && i < u.size(); ++i) {
      ok = u[i].is_array() && u[i].size() == 2 && u[i][0].is_number_integer() && u[i][1].is_number_integer();
      if (ok) said.push_back({static_cast<int>(std::clamp<int64_t>(u[i][0].get<int64_t>(), -1000, 1000)),
                              static_cast<int>(std::clamp<int64_t>(u[i][1].get<int64_t>(), -1000, 1000))});
    }
    if (!ok) {
      out["unobserved_error"] = "/unobserved: expected a list of cells such as [[1, 2], [3, -1]]";
    } else {
      double f1 = uncertainty_f1(world(), log, candidates_, said);
      out["uncertainty_f1"] = std::round(f1 * 1e4) / 1e4;
      uncertainty_sum_ += f1, ++uncertainties_;
    }
  }
  return out;
}

Json Episode::probe_summary() const {
  auto mean = [](double sum, int n) { return n ? Json(std::round(sum / n * 1e4) / 1e4) : Json(nullptr); };
  Json s = {{"global_correctness", mean(global_sum_, globals_)}, {"local_correctness", mean(local_sum_, locals_)},
            {"uncertainty_f1", mean(uncertainty_sum_, uncertainties_)}, {"maps", globals_}};
  if (!final_map_.is_null()) {
    auto m = read_map(final_map_, world());
    s["final"] = score_map_part(m->global, global_truth(world(), world().objects()), world().scale()).to_json();
  }
  return s;
}

Json Episode::start() const {
  Json objects = Json::array(), doors = Json::array();
  for (const Thing& t : world().things) (t.is_door() ? doors : objects).push_back(t.name);
  return {{"type", "start"}, {"world", world().id}, {"rooms", world().rooms.size()}, {"objects", objects},
          {"doors", doors}, {"budget", env_->budget()},
          {"actions", "Goto(name), Rotate(90|180|270), then one of Observe(), Query(name), Terminate()"}};
}

std::vector<Json> Episode::handle(const std::string& line, int number) {
  if (answering_) return {score_answers(line, number)};
  if (answered_) return {{{"type", "error"}, {"line", number}, {"error", "the episode is over: its questions are answered"}}};
  auto acts = read_turn(line, number);
  if (!acts) return {{{"type", "error"}, {"line", number}, {"error", acts.error().message}}};
  bool was_over = env_->over();
  Json probe = was_over ? Json::object() : score_probes(Json::parse(line));
  const TurnResult& r = env_->step(*acts);
  Json reply = {{"type", "turn"}, {"step", env_->steps()}};
  if (!probe.empty()) reply["probe"] = probe;
  if (!r.error.empty()) reply["error"] = r.error;
  if (r.observation) reply["observation"] = observation_to_json(world(), *r.observation);
  if (r.queried >= 0) reply["query"] = {{"name", world().things[r.queried].name}, {"at", {r.coordinates.x, r.coordinates.y}}};
  reply["cost"] = env_->cost();
  reply["steps_left"] = env_->budget() - env_->steps();
  reply["over"] = env_->over();
  if (!was_over && phase_ == 1) {
    domains_.add_turn(env_->log().back());
    gain_steps_.push_back(domains_.information_gain());
  }
  if (probes_ && !env_->over()) {
    candidates_ = uncertainty_candidates(world(), env_->log(), 0, 10);
    Json c = Json::array();
    for (Cell cell : candidates_) c.push_back({cell.x, cell.y});
    reply["candidates"] = c;
  }
  std::vector<Json> out{reply};
  if (env_->over() && !ended_) {
    ended_ = true;
    const bool last_end = !false_belief_ || phase_ == 2;  // begin_shift() moves to phase 2
    Json end = {{"type", "end"}, {"steps", env_->steps()}, {"cost", env_->cost()}};
    if (phase_ == 1) {
      end["information_gain"] = domains_.information_gain();
      if (probes_ || globals_ || uncertainties_) end["probes"] = probe_summary();
      if (false_belief_) end["phase"] = 1;
      out.push_back(end);
      if (false_belief_) out.push_back(begin_shift());
    } else {
      end["phase"] = 2;
      end["false_belief"] = false_belief_end(Json::parse(line, nullptr, false));
      out.push_back(end);
    }
    if (questions_ && last_end) out.push_back(offer_questions());
  }
  return out;
}

int play(const World& w, std::istream& in, std::ostream& out, const PlayOptions& opt) {
  Episode ep(w, opt.episode);
  protocol::play(ep, in, out, opt.log);
  return ep.env().steps();
}

}  // namespace mm::tos

namespace mm::tos {

Result<Json> score_log(std::istream& in, const std::string& source) {
  Json result = {{"log", source}};
  Episode* replay = nullptr;
  protocol::ReplayOptions ro;
  ro.header_hint = "{\"episode\": {\"world\": ..., \"budget\": ...}}";
  ro.open = [&](const Json& ep, const std::string& where) -> Result<std::unique_ptr<protocol::Session>> {
    if (!ep.contains("world") || !ep.contains("budget") || !ep["budget"].is_number_integer() ||
        ep["budget"].get<int64_t>() < 1 || ep["budget"].get<int64_t>() > 1000000)
      return Error{where + ": /episode: expected \"world\" and a positive integer \"budget\""};
    MM_TRY(world, world_from_json(ep["world"], where + ": /episode/world"));
    EpisodeOptions eo;
    eo.budget = ep["budget"].get<int>();
    eo.probes = ep.value("probes", false) == true;
    eo.false_belief = ep.value("false_belief", false) == true;
    eo.questions = ep.value("questions", false) == true;
    auto session = std::make_unique<Episode>(std::move(*world), eo);
    replay = session.get();
    result["world"] = replay->world().id;
    return std::unique_ptr<protocol::Session>(std::move(session));
  };
  // Question texts are the player's (its language); the replay compares
  // the rest of each reply.
  ro.normalise = [](Json j) {
    if (j.is_object() && j.value("type", "") == "questions" && j.contains("questions") && j["questions"].is_array())
      for (Json& q : j["questions"])
        if (q.is_object()) q.erase("text");
    return j;
  };
  ro.on_replies = [&](const std::vector<Json>& expected) {
    for (const Json& e : expected) {
      if (e.value("type", "") == "scores") result["questions"] = {{"tasks", e["tasks"]}, {"mean", e["mean"]}};
      if (e.value("type", "") != "end") continue;
      if (e.contains("phase") && e["phase"] == 2) {
        result["false_belief"] = e["false_belief"];
        result["steps_after_shift"] = e["steps"];
      } else {
        for (const char* k : {"steps", "cost", "information_gain", "probes"})
          if (e.contains(k)) result[k] = e[k];
      }
    }
  };
  MM_TRY(r, protocol::replay_log(in, source, ro));
  if (!result.contains("steps")) result["steps"] = replay->env().steps(), result["cost"] = replay->env().cost();
  Json curve = Json::array();
  for (double g : replay->gain_per_step()) curve.push_back(std::round(g * 1e4) / 1e4);
  result["information_gain_per_step"] = curve;
  if (!replay->map_correctness().empty()) {
    Json maps = Json::array();
    for (const auto& [steps, c] : replay->map_correctness()) maps.push_back({steps, std::round(c * 1e4) / 1e4});
    result["map_correctness_per_step"] = maps;
  }
  result["consistent"] = r->mismatch.empty();
  if (!r->mismatch.empty()) result["mismatch"] = r->mismatch;
  return result;
}

}  // namespace mm::tos
