#include "packs/space/release/episode_baselines.h"

#include <fmt/format.h>

#include "base/parallel.h"
#include "packs/space/env/episodes.h"
#include "packs/space/env/episode_agents.h"
#include "packs/space/release/episode_list.h"

namespace mm::space {
namespace {

struct Sum {
  size_t plays = 0, won = 0;
  double spl = 0;
  bool has_spl = false;
  void add(const Json& r) {
    ++plays;
    won += r.at("success").get<bool>();
    if (r.contains("spl")) spl += r["spl"].get<double>(), has_spl = true;
  }
  Json json() const {
    Json j = {{"plays", plays}, {"success", plays ? double(won) / plays : 0.0}};
    if (has_spl) j["spl"] = plays ? spl / plays : 0.0;
    return j;
  }
};

struct Played {
  Json oracle;
  std::vector<Json> random;
  std::string error;
};

Played play(const std::string& task, uint64_t seed, uint64_t index) {
  Played p;
  auto ep = make_episode(task, seed, index);
  if (!ep) return {{}, {}, ep.error().message};
  p.oracle = play_oracle(**ep, seed, index);
  if (!p.oracle.at("success").get<bool>() || p.oracle.value("spl", 1.0) != 1.0)
    p.error = fmt::format("{}: the oracle agent does not win it with SPL 1: {}", (*ep)->id(), p.oracle.dump());
  for (int t = 0; t < kEpisodeTrials; ++t) {
    auto fresh = make_episode(task, seed, index);
    Rng rng = Rng::derive(seed, {"space", "episode-baseline", (*fresh)->id()}, static_cast<uint64_t>(t));
    p.random.push_back(play_random(**fresh, rng));
  }
  return p;
}

}  // namespace

Result<Json> episode_baselines(uint64_t seed, const std::map<std::string, int>& episodes, int threads) {
  std::vector<std::pair<std::string, uint64_t>> todo;
  for (const std::string& task : episode_tasks())
    if (auto n = episodes.find(task); n != episodes.end())
      for (int i = 0; i < n->second; ++i) todo.push_back({task, static_cast<uint64_t>(i)});
  std::vector<Played> played(todo.size());
  parallel_for(todo.size(), threads > 0 ? threads : default_threads(),
               [&](size_t i, int) { played[i] = play(todo[i].first, seed, todo[i].second); });
  std::map<std::string, std::pair<Sum, Sum>> sums;
  for (size_t i = 0; i < todo.size(); ++i) {
    if (!played[i].error.empty()) return Error{played[i].error};
    auto& [oracle, random] = sums[todo[i].first];
    oracle.add(played[i].oracle);
    for (const Json& r : played[i].random) random.add(r);
  }
  Json out = Json::object();
  for (const auto& [task, s] : sums) out[task] = {{"oracle", s.first.json()}, {"random", s.second.json()}};
  return out;
}

}  // namespace mm::space
