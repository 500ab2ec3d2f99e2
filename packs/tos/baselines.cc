#include "packs/tos/baselines.h"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/format.h>

#include "packs/tos/score.h"
#include "packs/tos/world_gen.h"

namespace mm::tos {
namespace {

template <class K>
K most_common(const std::map<K, int>& counts) {
  K best{};
  int n = -1;
  for (const auto& [k, c] : counts)
    if (c > n) best = k, n = c;  // ties go to the first key: deterministic
  return best;
}

// The most common gold of each task, as answer text.
std::map<std::string, std::string> majority_answers(const std::vector<WorldQuestions>& all) {
  std::map<std::string, std::map<std::string, int>> whole, dir, dist;
  for (const auto& wq : all)
    for (const Question& q : wq.questions) {
      if (answer_kind(q.task) == AnswerKind::Relation) {
        ++dir[q.task][q.gold["direction"].get<std::string>()];
        ++dist[q.task][q.gold["distance"].get<std::string>()];
      } else {
        ++whole[q.task][gold_text(q)];
      }
    }
  std::map<std::string, std::string> out;
  for (const auto& [task, counts] : whole) out[task] = most_common(counts);
  for (const auto& [task, counts] : dir) out[task] = most_common(counts) + ", " + most_common(dist.at(task));
  return out;
}

std::string stay_answer(const Question& q) {
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation: return "front, near";
    case AnswerKind::Name: return "";
    case AnswerKind::Actions: return "Observe()";
    case AnswerKind::Map:
    case AnswerKind::CogMap: {
      Json m = Json::object();
      for (const Json& n : q.ask["objects"]) m[n.get<std::string>()] = {{"at", {0, 0}}, {"facing", nullptr}};
      return m.dump();
    }
    case AnswerKind::Sequence: return R"(["none", "none", "none", "none"])";
    case AnswerKind::Pose: return R"({"at": [0, 0], "heading": "N"})";
    case AnswerKind::NameSet: return R"(["none"])";
  }
  return "";
}

std::string copy_answer(const Question& q) {
  if (q.task != "perc.dec") return "";
  for (const Json& s : q.ask["observation"])
    if (s["name"].get<std::string>().rfind("door ", 0) != 0) return s["name"].get<std::string>();
  return "";
}

}  // namespace

std::vector<std::string> example_kinds(const World& w, size_t count, bool front) {
  static const std::vector<Kind> kinds = [] {
    auto k = load_kinds();
    return k ? *k : std::vector<Kind>{};
  }();
  std::vector<std::string> out;
  auto take = [&](auto wanted) {
    for (const Kind& k : kinds)
      if (out.size() < count && wanted(k) && !w.find(k.type) &&
          std::find(out.begin(), out.end(), k.type) == out.end())
        out.push_back(k.type);
  };
  if (front) take([](const Kind& k) { return k.facing; });
  take([](const Kind&) { return true; });
  return out;
}

std::string example_answer(const World& w, const Question& q) {
  switch (answer_kind(q.task)) {
    case AnswerKind::Relation: return q.task == "direction" ? "NE, mid" : "front-slight-right, mid";
    case AnswerKind::Name: return "";
    case AnswerKind::Actions: return "Rotate(90), Goto(" + example_kinds(w, 1).at(0) + ")";
    case AnswerKind::Map:
    case AnswerKind::CogMap: {
      Json m = Json::object();
      m[example_kinds(w, 1, true).at(0)] = {{"at", {3, -2}}, {"facing", "E"}};
      return m.dump();
    }
    case AnswerKind::Sequence: {
      std::vector<std::string> ex = example_kinds(w, 3);
      ex.insert(ex.begin() + std::min<size_t>(2, ex.size()), "none");
      return Json(ex).dump();
    }
    case AnswerKind::Pose: return R"({"at": [2, -3], "heading": "E"})";
    case AnswerKind::NameSet: return Json(example_kinds(w, 2)).dump();
  }
  return "";
}

Json blind_baselines(const std::vector<WorldQuestions>& all) {
  std::map<std::string, std::string> majority = majority_answers(all);
  std::map<std::string, std::map<std::string, std::pair<double, int>>> sums;
  for (const auto& wq : all)
    for (const Question& q : wq.questions) {
      const std::pair<const char*, std::string> answers[] = {{"majority", majority.at(q.task)},
                                                             {"example", example_answer(*wq.world, q)},
                                                             {"stay", stay_answer(q)},
                                                             {"copy", copy_answer(q)}};
      for (const auto& [name, text] : answers) {
        bool applies = !text.empty() || std::string_view(name) == "majority";
        if (!applies) continue;
        auto& [sum, n] = sums[q.task][name];
        sum += score_answer(*wq.world, q, text).score;
        ++n;
      }
    }
  Json out = Json::object();
  for (const auto& [task, by] : sums)
    for (const auto& [name, sn] : by) out[task][name] = std::round(sn.first / sn.second * 10000) / 10000;
  return out;
}

}  // namespace mm::tos
