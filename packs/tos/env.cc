#include "packs/tos/env.h"

#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "base/suggest.h"

namespace mm::tos {
namespace {

struct ActName {
  Act act;
  std::string_view name;
  bool takes_name;
};
constexpr ActName kActs[] = {{Act::Goto, "Goto", true},        {Act::Rotate, "Rotate", false},
                             {Act::Observe, "Observe", false}, {Act::Query, "Query", true},
                             {Act::Terminate, "Terminate", false}};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool iequal(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

bool is_final(Act a) { return a == Act::Observe || a == Act::Query || a == Act::Terminate; }

}  // namespace

std::string action_text(const Action& a) {
  for (const ActName& n : kActs) {
    if (n.act != a.act) continue;
    if (a.act == Act::Rotate) return fmt::format("Rotate({})", a.degrees);
    return fmt::format("{}({})", n.name, n.takes_name ? a.target : "");
  }
  return "?";
}

Result<Action> parse_action(std::string_view text) {
  std::string_view s = trim(text);
  size_t open = s.find('(');
  if (open == std::string_view::npos || s.empty() || s.back() != ')')
    return Error{fmt::format("'{}': expected an action such as Observe() or Goto(Sofa)", text)};
  std::string_view name = trim(s.substr(0, open));
  std::string_view arg = trim(s.substr(open + 1, s.size() - open - 2));
  for (const ActName& n : kActs) {
    if (!iequal(n.name, name)) continue;
    Action a{n.act, "", 0};
    if (n.act == Act::Rotate) {
      int deg = 0;
      auto r = std::from_chars(arg.data(), arg.data() + arg.size(), deg);
      if (arg.empty() || r.ec != std::errc() || r.ptr != arg.data() + arg.size() ||
          (deg != 90 && deg != 180 && deg != 270))
        return Error{fmt::format("'{}': Rotate takes 90, 180 or 270 (degrees clockwise)", text)};
      a.degrees = deg;
    } else if (n.takes_name) {
      if (arg.empty()) return Error{fmt::format("'{}': {} needs the name of an object or door", text, n.name)};
      a.target = std::string(arg);
    } else if (!arg.empty()) {
      return Error{fmt::format("'{}': {} takes no argument", text, n.name)};
    }
    return a;
  }
  return Error{fmt::format("'{}': unknown action '{}'; expected Goto, Rotate, Observe, Query or Terminate", text, name)};
}

Env::Env(const World& world, int budget, Pose start) : world_(world), budget_(budget), pose_(start) {}

std::string Env::check_and_apply(const std::vector<Action>& actions, Pose& pose, TurnResult& r) {
  if (over_) return "the episode is over; no further actions are carried out";
  if (actions.empty()) return "a turn needs a final action: Observe(), Query(name) or Terminate()";
  for (size_t i = 0; i < actions.size(); ++i) {
    bool last = i + 1 == actions.size();
    const Action& a = actions[i];
    if (is_final(a.act) != last)
      return last ? fmt::format("the turn must end with Observe(), Query(name) or Terminate(), not {}", action_text(a))
                  : fmt::format("{} must be the last action of a turn", action_text(a));
    if (a.act == Act::Rotate) {
      pose.heading = turned(pose.heading, a.degrees / 90);
      continue;
    }
    if (a.act == Act::Goto || a.act == Act::Query) {
      int i_thing = world_.index_of(a.target);
      if (i_thing < 0) {
        std::vector<std::string> names;
        for (const Thing& t : world_.things) names.push_back(t.name);
        std::string hint = did_you_mean(a.target, names);
        return fmt::format("there is no object or door called '{}'{}", a.target, hint);
      }
      if (!sees(world_, pose, i_thing))
        return fmt::format("{} is not in view; {} needs something you can see now", a.target, action_text(a));
      if (a.act == Act::Goto) pose.at = world_.things[i_thing].at;
      else r.queried = i_thing, r.coordinates = world_.things[i_thing].at;
    }
    if (a.act == Act::Observe) r.observation = observe(world_, pose);
    if (a.act == Act::Terminate) r.terminated = true;
  }
  return "";
}

const TurnResult& Env::step(const std::vector<Action>& actions) {
  Turn t;
  t.actions = actions;
  bool was_over = over_;
  Pose pose = pose_;
  t.result.error = check_and_apply(actions, pose, t.result);
  if (t.result.error.empty()) {
    pose_ = pose;
    const Action& last = actions.back();
    cost_ += last.act == Act::Observe ? 1 : last.act == Act::Query ? 2 : 0;
    if (t.result.terminated) over_ = true;
  } else {
    t.result = TurnResult{t.result.error, std::nullopt, -1, {}, false};
  }
  t.pose = pose_;
  t.cost = cost_;
  if (!was_over) {
    log_.push_back(std::move(t));
    if (steps() >= budget_) over_ = true;
    return log_.back().result;
  }
  refused_ = std::move(t.result);
  return refused_;
}

}  // namespace mm::tos
