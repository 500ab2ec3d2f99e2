#include "packs/tos/probes.h"

#include <algorithm>

#include <fmt/format.h>

#include "packs/tos/cogmap.h"

namespace mm::tos {

const std::vector<std::string>& probe_names() {
  static const std::vector<std::string> n = {"cogmap", "false.belief"};
  return n;
}

bool is_probe(const std::string& task) {
  return std::find(probe_names().begin(), probe_names().end(), task) != probe_names().end();
}

const std::vector<std::string>& release_task_names() {
  static const std::vector<std::string> n = [] {
    std::vector<std::string> out = task_names();
    out.insert(out.end(), probe_names().begin(), probe_names().end());
    return out;
  }();
  return n;
}

std::vector<Question> make_cogmap_probes(const World& w, const std::vector<Turn>& log, int per_world) {
  std::vector<Question> out;
  const int n = static_cast<int>(log.size());
  int last = 0;
  for (int i = 1; i <= per_world && n > 0; ++i) {
    int step = std::max(last + 1, (n * i + per_world - 1) / per_world);
    if (step > n) break;
    std::vector<Turn> seen_log(log.begin(), log.begin() + step);
    std::vector<int> seen = observed_objects(w, seen_log);
    // An early cut that has seen nothing moves on to the first step that has.
    while (seen.empty() && step < n) {
      ++step;
      seen_log.push_back(log[static_cast<size_t>(step - 1)]);
      seen = observed_objects(w, seen_log);
    }
    if (seen.empty()) break;
    last = step;
    Json names = Json::array(), gold = Json::object();
    for (const auto& [name, p] : global_truth(w, seen)) {
      names.push_back(name);
      gold[name] = {{"at", Json::array({p.at.x, p.at.y})},
                    {"facing", p.facing ? Json(heading_name(*p.facing)) : Json(nullptr)}};
    }
    out.push_back(Question{"cogmap", fmt::format("{}/cogmap/{}", w.id, out.size()), {{"step", step}, {"objects", names}},
                           gold});
  }
  return out;
}

WorldProbes make_probes(const World& w, const std::vector<Turn>& log, uint64_t seed, int per_world) {
  WorldProbes out{make_cogmap_probes(w, log, per_world), reexplore(w, log, seed)};
  std::optional<Question> fb;
  if (out.again) fb = make_false_belief_question(w, log, *out.again);
  if (fb) out.questions.push_back(std::move(*fb));
  else out.again.reset();
  return out;
}

std::vector<Turn> log_for(const Question& q, const std::vector<Turn>& log) {
  if (q.task != "cogmap" || !q.ask.contains("step")) return log;
  size_t step = std::min(log.size(), q.ask["step"].get<size_t>());
  return {log.begin(), log.begin() + static_cast<std::ptrdiff_t>(step)};
}

}  // namespace mm::tos
